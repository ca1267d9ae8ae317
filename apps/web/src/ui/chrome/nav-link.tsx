import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import { isActive, isExternal, type NavItem } from './nav-item';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'> & {
  item: NavItem;
  pathname: string;
  /** Not `className`: Radix's Slot would merge a function into a string. */
  classFor: (active: boolean) => string;
  showLabel?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** One navigation entry: an in-app link, or an external link that opens in a new tab. */
export function NavLink({ item, pathname, classFor, showLabel = false, ...rest }: Props) {
  const Icon = item.icon;
  const active = isActive(item, pathname);
  const content = (
    <>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {showLabel ? <span>{item.label}</span> : null}
    </>
  );
  const label = showLabel ? undefined : item.label;
  if (isExternal(item)) {
    return (
      <a
        {...rest}
        href={item.to}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        className={classFor(false)}
      >
        {content}
      </a>
    );
  }
  return (
    <Link
      {...rest}
      to={item.to}
      aria-label={label}
      aria-current={active ? 'page' : undefined}
      className={classFor(active)}
    >
      {content}
    </Link>
  );
}

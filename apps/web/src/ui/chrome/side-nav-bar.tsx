import type { ComponentProps, ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from './nav-item';
import { NavLink } from './nav-link';

export type SideNavProps = { items: NavItem[]; settings: NavItem; pathname: string };
type ItemProps = { item: NavItem; pathname: string };

const itemClass = (active: boolean) =>
  `grid size-10 place-items-center rounded-lg transition-colors ${
    active ? 'bg-accent-50 text-accent-700' : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900'
  }`;

/** One icon link of the side navigation. Takes a trigger's props (Radix `asChild`). */
export const SideNavLink = (props: Omit<ComponentProps<typeof NavLink>, 'classFor'>) => (
  <NavLink {...props} classFor={itemClass} />
);

/** Wide screens: a fixed 4rem bar of icon links, settings at the bottom, each drawn by `Item`. */
export function SideNavBar({
  items,
  settings,
  pathname,
  Item,
}: SideNavProps & { Item: ComponentType<ItemProps> }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed top-14 bottom-0 left-0 z-30 hidden w-16 flex-col items-center justify-between border-zinc-200 border-r bg-white py-4 sm:flex"
    >
      <ul className="flex flex-col items-center gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <Item item={item} pathname={pathname} />
          </li>
        ))}
      </ul>
      <Item item={settings} pathname={pathname} />
    </nav>
  );
}

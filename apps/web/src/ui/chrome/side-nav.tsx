import * as Tooltip from '@radix-ui/react-tooltip';
import { useTranslation } from 'react-i18next';
import type { NavItem } from './nav-item';
import { NavLink } from './nav-link';

type Props = { items: NavItem[]; settings: NavItem; pathname: string };

const itemClass = (active: boolean) =>
  `grid size-10 place-items-center rounded-lg transition-colors ${
    active ? 'bg-accent-50 text-accent-700' : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900'
  }`;

function WithTooltip({ item, pathname }: { item: NavItem; pathname: string }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <NavLink item={item} pathname={pathname} classFor={itemClass} />
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="right"
          sideOffset={10}
          className="z-50 rounded-md bg-zinc-900 px-2 py-1 font-medium text-white text-xs shadow-md"
        >
          {item.label}
          <Tooltip.Arrow className="fill-zinc-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** Wide screens: a fixed 4rem bar with icon links and their labels as tooltips; settings at the bottom. */
export function SideNav({ items, settings, pathname }: Props) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed top-14 bottom-0 left-0 z-30 hidden w-16 flex-col items-center justify-between border-zinc-200 border-r bg-white py-4 sm:flex"
    >
      <ul className="flex flex-col items-center gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <WithTooltip item={item} pathname={pathname} />
          </li>
        ))}
      </ul>
      <WithTooltip item={settings} pathname={pathname} />
    </nav>
  );
}

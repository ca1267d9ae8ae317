import * as Tooltip from '@radix-ui/react-tooltip';
import type { NavItem } from './nav-item';
import { SideNavBar, SideNavLink, type SideNavProps } from './side-nav-bar';

function WithTooltip({ item, pathname }: { item: NavItem; pathname: string }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <SideNavLink item={item} pathname={pathname} />
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

/** The side navigation with each link's label as a tooltip. */
export function SideNavWithTooltips(props: SideNavProps) {
  return (
    <Tooltip.Provider delayDuration={200}>
      <SideNavBar {...props} Item={WithTooltip} />
    </Tooltip.Provider>
  );
}

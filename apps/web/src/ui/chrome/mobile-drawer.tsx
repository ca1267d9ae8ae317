import { deferred } from '../deferred';
import { MenuButton } from './menu-button';
import type { DrawerProps } from './mobile-drawer-dialog';

/** Mobile (<640px): a hamburger button opening the navigation drawer, whose code loads after the page's. */
export const MobileDrawer = deferred<DrawerProps>(
  () => import('./mobile-drawer-dialog').then((module) => module.MobileDrawerDialog),
  ({ onPress }) => <MenuButton onClick={onPress} />,
);

import { deferred } from '../deferred';
import { type MenuUser, UserButton } from './user-button';

export type { MenuUser } from './user-button';

const DeferredUserMenu = deferred(
  () => import('./user-menu-popover').then((module) => module.UserMenuPopover),
  ({ user, onPress }) => <UserButton user={user} onClick={onPress} />,
);

/** The user's name with an avatar menu; its code loads after the page's. Nothing is shown without a user. */
export function UserMenu({ user }: { user: MenuUser | null }) {
  return user ? <DeferredUserMenu user={user} /> : null;
}

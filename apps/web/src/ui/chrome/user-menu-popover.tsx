import * as Popover from '@radix-ui/react-popover';
import { LogOut, Settings } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Opening } from '../deferred';
import { type MenuUser, UserButton } from './user-button';

const ITEMS = [
  { to: '/settings', label: 'nav.settings', Icon: Settings },
  { to: '/auth/logout', label: 'nav.logout', Icon: LogOut },
] as const;

const itemClass =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-zinc-800 hover:bg-zinc-100';

/** The avatar menu (Settings, Log out). Radix closes it on outside click and Escape; choosing an item too. */
export function UserMenuPopover({ user, initiallyOpen = false }: { user: MenuUser } & Opening) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => setOpen(false);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <UserButton user={user} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          className="z-50 w-52 animate-fade-in rounded-xl border border-zinc-200 bg-white p-1 shadow-lg"
        >
          <p className="truncate border-zinc-100 border-b px-3 pt-2 pb-2.5 font-medium text-sm text-zinc-900 sm:hidden">
            {user.name}
          </p>
          <ul aria-label={t('userMenu.items')}>
            {ITEMS.map(({ to, label, Icon }) => (
              <li key={to}>
                <Link to={to} onClick={close} className={itemClass}>
                  <Icon aria-hidden="true" className="size-4 text-zinc-500" />
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

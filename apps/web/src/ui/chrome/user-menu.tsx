import * as Popover from '@radix-ui/react-popover';
import { ChevronDown, LogOut, Settings } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from './avatar';

export type MenuUser = { name: string; avatar: string | null };

const itemClass =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-zinc-800 hover:bg-zinc-100';

/**
 * The user's name with an avatar menu (Settings, Log out). Radix closes it on outside click and Escape;
 * choosing an item closes it too. Nothing is shown without a user.
 */
export function UserMenu({ user }: { user: MenuUser | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const close = () => setOpen(false);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={t('userMenu.label', { name: user.name })}
        className="inline-flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm text-zinc-800 hover:bg-zinc-100 sm:pl-3"
      >
        <span className="hidden max-w-40 truncate font-medium sm:inline">{user.name}</span>
        <Avatar src={user.avatar} />
        <ChevronDown aria-hidden="true" className="hidden size-4 text-zinc-500 sm:block" />
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
            <li>
              <Link to="/settings" onClick={close} className={itemClass}>
                <Settings aria-hidden="true" className="size-4 text-zinc-500" />
                {t('nav.settings')}
              </Link>
            </li>
            <li>
              <Link to="/auth/logout" onClick={close} className={itemClass}>
                <LogOut aria-hidden="true" className="size-4 text-zinc-500" />
                {t('nav.logout')}
              </Link>
            </li>
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

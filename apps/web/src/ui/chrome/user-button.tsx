import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from './avatar';

export type MenuUser = { name: string; avatar: string | null };

/** The user menu's button: name (≥640px) and avatar. Takes a trigger's props (Radix `asChild`). */
export function UserButton({ user, ...props }: { user: MenuUser } & ComponentProps<'button'>) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('userMenu.label', { name: user.name })}
      className="inline-flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm text-zinc-800 hover:bg-zinc-100 sm:pl-3"
      {...props}
    >
      <span className="hidden max-w-40 truncate font-medium sm:inline">{user.name}</span>
      <Avatar src={user.avatar} />
      <ChevronDown aria-hidden="true" className="hidden size-4 text-zinc-500 sm:block" />
    </button>
  );
}

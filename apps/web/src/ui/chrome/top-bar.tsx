import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand, LogoMark } from './brand';
import { LanguagePicker } from './language-picker';
import { type MenuUser, UserMenu } from './user-menu';

type Props = { user: MenuUser | null; menuButton?: ReactNode; switcher?: ReactNode; actions?: ReactNode };

/**
 * Fixed top bar: app name with BETA badge (≥640px), the workspace `switcher`, `actions`, language picker
 * and the user menu.
 */
export function TopBar({ user, menuButton, switcher, actions }: Props) {
  const { t } = useTranslation();
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-14 items-center justify-between gap-3 border-zinc-200 border-b bg-white/95 px-3 backdrop-blur sm:px-4">
      <div className="flex min-w-0 items-center gap-2">
        {menuButton}
        <Link to="/dashboard" className="rounded-lg p-1" aria-label={t('nav.homeLink')}>
          <span className="hidden sm:block">
            <Brand />
          </span>
          <span className="sm:hidden">
            <LogoMark />
          </span>
        </Link>
        {switcher}
      </div>
      <div className="flex items-center gap-1 sm:gap-2">
        {actions}
        <LanguagePicker />
        <UserMenu user={user} />
      </div>
    </header>
  );
}

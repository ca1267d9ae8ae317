import type { TIdentityUser } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/chrome/avatar';

/** The user's picture (a generic icon without one), name and email. */
export function UserSummary({ user }: { user: TIdentityUser }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-4">
      <Avatar src={user.avatar} className="size-14 shrink-0" />
      <dl className="min-w-0 text-sm">
        <dt className="sr-only">{t('settings.name')}</dt>
        <dd className="truncate font-medium text-base text-zinc-900">{user.name}</dd>
        <dt className="sr-only">{t('settings.email')}</dt>
        <dd className="truncate text-zinc-600">{user.email}</dd>
      </dl>
    </div>
  );
}

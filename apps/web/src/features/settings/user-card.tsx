import type { TIdentityUser } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { Avatar } from '../../ui/chrome/avatar';

export function UserCard({ user }: { user: TIdentityUser }) {
  const { t } = useTranslation();
  return (
    <Card id="user" title={t('settings.userTitle')}>
      <div className="flex items-center gap-4">
        <Avatar src={user.avatar} className="size-14" />
        <dl className="min-w-0 text-sm">
          <dt className="sr-only">{t('settings.name')}</dt>
          <dd className="truncate font-medium text-base text-zinc-900">{user.name}</dd>
          <dt className="sr-only">{t('settings.email')}</dt>
          <dd className="truncate text-zinc-600">{user.email}</dd>
        </dl>
      </div>
    </Card>
  );
}

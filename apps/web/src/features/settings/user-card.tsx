import type { TIdentityUser } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { EditLink } from './edit-link';
import { userEditPath } from './settings-paths';
import { UserSummary } from './user-summary';

/** Settings block "User": picture, name and email, with the way to the user configuration. */
export function UserCard({ user }: { user: TIdentityUser }) {
  const { t } = useTranslation();
  return (
    <Card
      id="user"
      title={t('settings.userTitle')}
      actions={
        <EditLink to={userEditPath(user.id)} text={t('settings.edit')} label={t('settings.editUser')} />
      }
    >
      <UserSummary user={user} />
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Card } from '../../ui/card';
import { ErrorPage } from '../../ui/error-page';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/use-page-title';
import { AccessTokensCard } from '../access-tokens';
import { SessionsCard } from '../auth';
import { useIdentity } from '../identity';
import { TelegramIntegration } from '../telegram';
import { BackToSettings } from './back-to-settings';
import { UserNameForm } from './user-name-form';
import { UserSummary } from './user-summary';

/**
 * /resource/user/:id/edit, the user configuration: name, Google account details, tokens, sessions and
 * integrations.
 */
export function UserEditPage() {
  const { t } = useTranslation();
  usePageTitle(t('settings.userEditTitle'));
  const { id } = useParams();
  const { data: identity } = useIdentity();
  if (!identity) return null;
  const { user } = identity;
  if (id !== user.id) return <ErrorPage notFound />;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('settings.userEditTitle')} actions={<BackToSettings />} />
      <div className="space-y-6">
        <Card id="profile" title={t('settings.profileTitle')} description={t('settings.googleAccountHint')}>
          <div className="space-y-5">
            <UserSummary user={user} />
            <UserNameForm user={user} />
          </div>
        </Card>
        <AccessTokensCard />
        <SessionsCard />
        <Card id="integrations" title={t('settings.integrationsTitle')}>
          <TelegramIntegration />
        </Card>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/use-page-title';
import { AccessTokensCard } from '../access-tokens';
import { hasWorkspace, useIdentity } from '../identity';
import { NoticesCard } from '../notices';
import { GlossaryCard } from '../vocabulary';
import { VoiceProfilesCard } from '../voice-profiles';
import { SubscriptionCard } from './subscription-card';
import { UserCard } from './user-card';
import { WorkspaceCard } from './workspace-card';

/** Spec §2 /settings: blocks for the subscription, the workspace and the user, notifications, then the access tokens. */
export function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('settings.title'));
  const { data: identity } = useIdentity();
  if (!hasWorkspace(identity)) return null;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('settings.title')} />
      <div className="space-y-6">
        <SubscriptionCard identity={identity} />
        <WorkspaceCard identity={identity} />
        <UserCard user={identity.user} />
        <NoticesCard userId={identity.user.id} />
        <VoiceProfilesCard />
        <GlossaryCard workspaceId={identity.workspace.id} />
        <AccessTokensCard />
      </div>
    </div>
  );
}

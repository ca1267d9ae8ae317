import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/use-page-title';
import { canManageWorkspace, hasWorkspace, useIdentity } from '../identity';
import { InvitationsCard } from './invitations-card';
import { MembersCard } from './members-card';

/** /settings/members: who belongs to the current workspace; owners and admins also invite. */
export function MembersPage() {
  const { t } = useTranslation();
  usePageTitle(t('workspaces.membersTitle'));
  const { data: identity } = useIdentity();
  if (!hasWorkspace(identity)) return null;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('workspaces.membersTitle')} />
      <div className="space-y-6">
        <MembersCard identity={identity} />
        {canManageWorkspace(identity) ? <InvitationsCard workspaceId={identity.workspace.id} /> : null}
      </div>
    </div>
  );
}

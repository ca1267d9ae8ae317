import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Card } from '../../ui/card';
import { ErrorPage } from '../../ui/error-page';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/use-page-title';
import { canManageWorkspace, hasWorkspace, useIdentity } from '../identity';
import { WorkspaceForm } from './workspace-form';

/** /resource/workspace/:id/edit: the current workspace, for its owners and admins; any other id is not found. */
export function WorkspaceEditPage() {
  const { t } = useTranslation();
  usePageTitle(t('settings.workspaceEditTitle'));
  const { id } = useParams();
  const { data: identity } = useIdentity();
  if (!hasWorkspace(identity)) return null;
  const { workspace } = identity;
  if (id !== workspace.id || !canManageWorkspace(identity)) return <ErrorPage notFound />;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('settings.workspaceEditTitle')} />
      <Card id="workspace-form" title={t('settings.workspaceTitle')}>
        <WorkspaceForm workspace={workspace} />
      </Card>
    </div>
  );
}

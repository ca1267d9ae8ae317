import type { TIdentity } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { DetailRow } from './detail-row';
import { EditLink } from './edit-link';
import { workspaceEditPath } from './settings-paths';

/** Settings block "Workspace": name and currency; only the owner may edit them. */
export function WorkspaceCard({ identity }: { identity: TIdentity }) {
  const { t } = useTranslation();
  const { workspace } = identity;
  const isOwner = workspace.user === identity.user.id;
  return (
    <Card
      id="workspace"
      title={t('settings.workspaceTitle')}
      actions={
        isOwner ? (
          <EditLink
            to={workspaceEditPath(workspace.id)}
            text={t('settings.edit')}
            label={t('settings.editWorkspace')}
          />
        ) : null
      }
    >
      <dl className="divide-y divide-zinc-100">
        <DetailRow label={t('settings.name')}>{workspace.name}</DetailRow>
        <DetailRow label={t('settings.currency')}>
          {workspace.currency ? workspace.currency.toUpperCase() : t('settings.currencyNotSet')}
        </DetailRow>
      </dl>
    </Card>
  );
}

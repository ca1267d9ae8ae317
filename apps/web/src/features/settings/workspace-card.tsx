import { Users, Webhook } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { canManageWorkspace, type TWorkingIdentity } from '../identity';
import { DetailRow } from './detail-row';
import { EditLink } from './edit-link';
import { MEMBERS_PATH, WEBHOOKS_PATH, workspaceEditPath } from './settings-paths';

/** Settings block "Workspace": name and currency (owners and admins edit them), and the way to its members. */
export function WorkspaceCard({ identity }: { identity: TWorkingIdentity }) {
  const { t } = useTranslation();
  const { workspace } = identity;
  const canEdit = canManageWorkspace(identity);
  return (
    <Card
      id="workspace"
      title={t('settings.workspaceTitle')}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={MEMBERS_PATH} className={buttonClass('secondary', 'h-9')}>
            <Users aria-hidden="true" className="size-4" />
            {t('settings.members')}
          </Link>
          {canEdit ? (
            <Link to={WEBHOOKS_PATH} className={buttonClass('secondary', 'h-9')}>
              <Webhook aria-hidden="true" className="size-4" />
              {t('settings.webhooks')}
            </Link>
          ) : null}
          {canEdit ? (
            <EditLink
              to={workspaceEditPath(workspace.id)}
              text={t('settings.edit')}
              label={t('settings.editWorkspace')}
            />
          ) : null}
        </div>
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

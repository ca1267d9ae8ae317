import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { usePageTitle } from '../../ui/use-page-title';
import { useAcceptInvitation, useInvitationPreview } from './invitations-api';

/**
 * /invitations/:token: the workspace an invitation link offers and who sent it, with Join. A link that no
 * longer works says why (expired, revoked, used, for another email), in the server's words.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  usePageTitle(t('workspaces.join.title'));
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);

  let body = (
    <div className="flex justify-center py-8">
      <Spinner className="size-6" />
      <span className="sr-only">{t('loading.title')}</span>
    </div>
  );
  if (preview.isError) {
    const reason = preview.error instanceof ApiError ? preview.error.message : t('workspaces.join.unusable');
    body = (
      <div className="space-y-4 text-sm">
        <p role="alert" className="text-zinc-800">
          {reason}
        </p>
        <Link to="/dashboard" className={buttonClass('secondary')}>
          {t('workspaces.join.toDashboard')}
        </Link>
      </div>
    );
  } else if (preview.data) {
    const { workspace, invited_by: inviter, role, member } = preview.data;
    body = (
      <div className="space-y-4 text-sm text-zinc-800">
        <p className="font-semibold text-lg text-zinc-900">{workspace.name}</p>
        <p>
          {inviter
            ? t('workspaces.join.invitedBy', { name: inviter.name, role: t(`workspaces.roles.${role}`) })
            : t('workspaces.join.invited', { role: t(`workspaces.roles.${role}`) })}
        </p>
        {member ? <p>{t('workspaces.join.alreadyMember')}</p> : null}
        <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
          {member ? t('workspaces.join.open') : t('workspaces.join.join')}
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t('workspaces.join.title')} />
      <Card id="invitation">{body}</Card>
    </div>
  );
}

import type { TCreatedInvitation, TInvitation } from '@whispy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { LoadFailed } from '../../ui/load-failed';
import { CreatedInvitationNotice } from './created-invitation-notice';
import { InvitationForm } from './invitation-form';
import { useInvitations, useRevokeInvitation } from './invitations-api';

function InvitationItem({ invitation, onRevoke }: { invitation: TInvitation; onRevoke(): void }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-zinc-900">
          {t(`workspaces.roles.${invitation.role}`)} ·{' '}
          {t(invitation.multi_use ? 'workspaces.invite.multi' : 'workspaces.invite.single')}
          {invitation.email ? ` · ${invitation.email}` : ''}
        </p>
        <p className="text-zinc-600">
          {t(`workspaces.invite.states.${invitation.state}`)} ·{' '}
          {t('workspaces.invite.expires', { date: date.format(new Date(invitation.expires_at)) })} ·{' '}
          {t('workspaces.invite.uses', { count: invitation.uses })}
        </p>
      </div>
      {invitation.state === 'open' ? (
        <Button variant="ghost" className="h-9 self-start sm:self-auto" onClick={onRevoke}>
          {t('workspaces.invite.revoke')}
        </Button>
      ) : null}
    </li>
  );
}

/** Owners' and admins' invitations: create a link with its options, copy it, see and revoke the others. */
export function InvitationsCard({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const invitations = useInvitations(workspaceId);
  const revoke = useRevokeInvitation(workspaceId);
  const [created, setCreated] = useState<TCreatedInvitation | null>(null);

  return (
    <Card
      id="invitations"
      title={t('workspaces.invite.title')}
      description={t('workspaces.invite.description')}
    >
      <div className="space-y-4 pb-4">
        {created ? (
          <CreatedInvitationNotice created={created} onDismiss={() => setCreated(null)} />
        ) : (
          <InvitationForm workspaceId={workspaceId} onCreated={setCreated} />
        )}
      </div>
      {invitations.isError ? <LoadFailed /> : null}
      {invitations.data?.length ? (
        <ul
          aria-label={t('workspaces.invite.listLabel')}
          className="divide-y divide-zinc-100 border-zinc-100 border-t"
        >
          {invitations.data.map((invitation) => (
            <InvitationItem
              key={invitation.id}
              invitation={invitation}
              onRevoke={() => revoke.mutate(invitation.id)}
            />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

import type { TWorkspaceMember, TWorkspaceRole } from '@whispy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { LoadFailed } from '../../ui/load-failed';
import { Spinner } from '../../ui/spinner';
import type { TWorkingIdentity } from '../identity';
import { actionsOn, MemberRow } from './member-row';
import { useChangeRole, useMembers, useRemoveMember, useTransferOwnership } from './members-api';

type Pending = { kind: 'remove' | 'leave' | 'transfer'; member: TWorkspaceMember };

const ROLES_FOR: Record<TWorkspaceRole, readonly TWorkspaceRole[]> = {
  owner: ['owner', 'admin', 'member'],
  admin: ['admin', 'member'],
  member: [],
};

/** The workspace's members with roles; owners and admins change roles and remove, anyone may leave. */
export function MembersCard({ identity }: { identity: TWorkingIdentity }) {
  const { t } = useTranslation();
  const { workspace, user } = identity;
  const members = useMembers(workspace.id);
  const changeRole = useChangeRole(workspace.id);
  const remove = useRemoveMember(workspace.id);
  const transfer = useTransferOwnership(workspace.id);
  const [pending, setPending] = useState<Pending | null>(null);
  const me = { id: user.id, role: workspace.role };

  const confirm = () => {
    if (!pending) return;
    const done = { onSettled: () => setPending(null) };
    if (pending.kind === 'transfer') transfer.mutate(pending.member.user.id, done);
    else remove.mutate(pending.member.user.id, done);
  };

  let body = (
    <div className="flex justify-center py-6">
      <Spinner className="size-6" />
      <span className="sr-only">{t('loading.title')}</span>
    </div>
  );
  if (members.isError) body = <LoadFailed />;
  else if (members.data) {
    const owners = members.data.filter((member) => member.role === 'owner').length;
    body = (
      <ul className="divide-y divide-zinc-100">
        {members.data.map((member) => (
          <MemberRow
            key={member.user.id}
            member={member}
            actions={actionsOn(member, me, owners)}
            roles={ROLES_FOR[me.role]}
            onRole={(role) => changeRole.mutate({ userId: member.user.id, role })}
            onRemove={() => setPending({ kind: 'remove', member })}
            onTransfer={() => setPending({ kind: 'transfer', member })}
            onLeave={() => setPending({ kind: 'leave', member })}
          />
        ))}
      </ul>
    );
  }

  const name = pending?.member.user.name ?? '';
  return (
    <Card id="members" title={t('workspaces.membersTitle')} description={workspace.name}>
      {body}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        onConfirm={confirm}
        busy={remove.isPending || transfer.isPending}
        title={
          pending ? t(`workspaces.confirm.${pending.kind}Title`, { name, workspace: workspace.name }) : ''
        }
        description={
          pending ? t(`workspaces.confirm.${pending.kind}Text`, { name, workspace: workspace.name }) : ''
        }
        confirmLabel={pending ? t(`workspaces.confirm.${pending.kind}`) : ''}
      />
    </Card>
  );
}

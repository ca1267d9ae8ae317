import type { TWorkspaceMember, TWorkspaceRole } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';

/** What the caller may do to one member: derived from both roles, as the server decides (ADR 021). */
export interface MemberActions {
  changeRole: boolean;
  remove: boolean;
  transfer: boolean;
  leave: boolean;
}

export function actionsOn(
  member: TWorkspaceMember,
  me: { id: string; role: TWorkspaceRole },
  owners: number,
): MemberActions {
  const self = member.user.id === me.id;
  // The last owner must hand the workspace on before leaving; the server refuses it anyway.
  const lastOwner = member.role === 'owner' && owners <= 1;
  const manager = me.role === 'owner' || me.role === 'admin';
  const reachable = member.role !== 'owner' || me.role === 'owner';
  return {
    changeRole: manager && !self && reachable,
    remove: manager && !self && reachable,
    transfer: me.role === 'owner' && !self,
    leave: self && !lastOwner,
  };
}

type Props = {
  member: TWorkspaceMember;
  actions: MemberActions;
  /** Only owners may grant ownership. */
  roles: readonly TWorkspaceRole[];
  onRole(role: TWorkspaceRole): void;
  onRemove(): void;
  onTransfer(): void;
  onLeave(): void;
};

/** One member: name, email and role, with the controls the caller's role allows. */
export function MemberRow({ member, actions, roles, onRole, onRemove, onTransfer, onLeave }: Props) {
  const { t } = useTranslation();
  const { user } = member;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium text-sm text-zinc-900">{user.name}</p>
        <p className="truncate text-sm text-zinc-600">{user.email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {actions.changeRole ? (
          <SelectField
            label={t('workspaces.roleOf', { name: user.name })}
            hideLabel
            value={member.role}
            options={roles.map((role) => ({ value: role, label: t(`workspaces.roles.${role}`) }))}
            onChange={onRole}
            className="w-32"
          />
        ) : (
          <span className="rounded-full bg-zinc-100 px-2.5 py-1 text-xs text-zinc-700">
            {t(`workspaces.roles.${member.role}`)}
          </span>
        )}
        {actions.transfer && member.role !== 'owner' ? (
          <Button variant="secondary" className="h-9" onClick={onTransfer}>
            {t('workspaces.makeOwner')}
          </Button>
        ) : null}
        {actions.remove ? (
          <Button
            variant="ghost"
            className="h-9"
            onClick={onRemove}
            aria-label={t('workspaces.removeNamed', { name: user.name })}
          >
            {t('workspaces.remove')}
          </Button>
        ) : null}
        {actions.leave ? (
          <Button variant="ghost" className="h-9" onClick={onLeave}>
            {t('workspaces.leave')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

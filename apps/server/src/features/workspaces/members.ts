import type { TWorkspaceMember } from '@whispy/contracts';
import type { Db } from '../../db/database.js';
import { invalidInput, Refusal } from '../../domain/refusal.js';
import { requireManager } from '../../domain/workspace-roles.js';
import { recordAuditEvent } from '../audit/index.js';
import {
  countOwners,
  deleteMembership,
  lockOwners,
  type MemberListRow,
  membersOf,
  type Role,
  revokeInvitationsBy,
  roleIn,
  setRole,
} from './repo.js';
import { requireRole } from './service.js';

/** Who acts on whom: the caller, the workspace (by path) and the member the path names. */
export interface MemberAction {
  actorId: string;
  workspaceId: string;
  targetId: string;
}

const toContract = (row: MemberListRow): TWorkspaceMember => ({
  user: { id: row.id, name: row.name, email: row.email, avatar: row.avatar },
  role: row.role,
  joined_at: row.joinedAt.toISOString(),
});

/** Every member sees who else belongs (the members page); only managers change anything. */
export async function listMembers(db: Db, workspaceId: string, userId: string) {
  await requireRole(db, workspaceId, userId);
  return (await membersOf(db, workspaceId)).map(toContract);
}

async function targetRole(db: Db, workspaceId: string, userId: string): Promise<Role> {
  const role = await roleIn(db, workspaceId, userId);
  if (!role) throw new Refusal('not_found', 'members.not_found');
  return role;
}

/** Refuses taking away the last owner: under a lock on the owners, so two demotions cannot both pass. */
async function keepAnOwner(db: Db, workspaceId: string) {
  await lockOwners(db, workspaceId);
  if ((await countOwners(db, workspaceId)) <= 1) throw new Refusal('conflict', 'members.last_owner');
}

/**
 * Changes a member's role. Owners and admins change roles; only an owner grants or takes ownership, so an
 * admin can neither demote an owner nor make themselves one. The last owner stays.
 */
export async function changeRole(db: Db, { actorId, workspaceId, targetId }: MemberAction, role: Role) {
  return db.transaction(async (tx) => {
    const actorRole = await requireRole(tx, workspaceId, actorId);
    requireManager(actorRole);
    const current = await targetRole(tx, workspaceId, targetId);
    if ((current === 'owner' || role === 'owner') && actorRole !== 'owner')
      throw new Refusal('not_allowed', 'members.owner_protected');
    if (current === 'owner' && role !== 'owner') await keepAnOwner(tx, workspaceId);
    await setRole(tx, workspaceId, targetId, role);
    // A member may not invite: the links they made as a manager would still hand out a manager's rights.
    if (role === 'member') await revokeInvitationsBy(tx, workspaceId, targetId);
    await recordAuditEvent(tx, {
      actor: actorId,
      action: 'member.role',
      userId: targetId,
      workspaceId,
      details: { from: current, to: role },
    });
    const member = (await membersOf(tx, workspaceId)).find((row) => row.id === targetId);
    return toContract(member!);
  });
}

/** Ends a user's live connection to a workspace's channel, on every server process. */
export type DisconnectLive = (workspaceId: string, userId: string) => Promise<void>;

/**
 * Removes a member, or, with the caller's own id, leaves. The last owner cannot leave. Their tokens for the
 * workspace go with the membership (the database cascades), the invitations they made are revoked, and
 * their open pages stop hearing it.
 */
export async function removeMember(
  db: Db,
  disconnectLive: DisconnectLive,
  { actorId, workspaceId, targetId }: MemberAction,
) {
  await db.transaction(async (tx) => {
    const actorRole = await requireRole(tx, workspaceId, actorId);
    const leaving = actorId === targetId;
    if (!leaving) requireManager(actorRole);
    const current = await targetRole(tx, workspaceId, targetId);
    if (!leaving && current === 'owner' && actorRole !== 'owner')
      throw new Refusal('not_allowed', 'members.owner_protected');
    if (current === 'owner') await keepAnOwner(tx, workspaceId);
    await deleteMembership(tx, workspaceId, targetId);
    // Their links would let them (or whoever holds one) back in, with the role they gave.
    await revokeInvitationsBy(tx, workspaceId, targetId);
    await recordAuditEvent(tx, {
      actor: actorId,
      action: leaving ? 'member.leave' : 'member.remove',
      userId: targetId,
      workspaceId,
      details: { role: current },
    });
  });
  await disconnectLive(workspaceId, targetId);
}

/** An owner makes another member owner and becomes an admin. */
export async function transferOwnership(db: Db, { actorId, workspaceId, targetId }: MemberAction) {
  return db.transaction(async (tx) => {
    const actorRole = await requireRole(tx, workspaceId, actorId);
    if (actorRole !== 'owner') throw new Refusal('not_allowed', 'members.owner_protected');
    if (targetId === actorId) throw invalidInput({ user_id: [{ id: 'members.transfer_to_self' }] });
    await targetRole(tx, workspaceId, targetId);
    await setRole(tx, workspaceId, targetId, 'owner');
    await setRole(tx, workspaceId, actorId, 'admin');
    await recordAuditEvent(tx, {
      actor: actorId,
      action: 'workspace.transfer',
      userId: targetId,
      workspaceId,
    });
    return (await membersOf(tx, workspaceId)).map(toContract);
  });
}

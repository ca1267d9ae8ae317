import type {
  TCreatedInvitation,
  TCreateInvitation,
  TInvitation,
  TInvitationPreview,
} from '@whispy/contracts';
import { WORKSPACE_LIMITS } from '@whispy/contracts';
import { ulid } from 'ulid';
import type { Db } from '../../db/database.js';
import { Refusal } from '../../domain/refusal.js';
import { requireManager } from '../../domain/workspace-roles.js';
import { randomSecret, sha256 } from '../../http/secrets.js';
import type { MessageId } from '../../i18n/index.js';
import { recordAuditEvent } from '../audit/index.js';
import {
  addMember,
  countOpenInvitations,
  findInvitationByHash,
  type InvitationListRow,
  type InvitationRow,
  insertInvitation,
  invitationsOf,
  revokeInvitationRow,
  roleIn,
  spendInvitation,
} from './repo.js';
import { requireRole } from './service.js';

const DAY = 86_400_000;

type InvitationState = TInvitation['state'];

function stateOf(row: InvitationRow, now: Date): InvitationState {
  if (row.revokedAt) return 'revoked';
  if (!row.multiUse && row.uses > 0) return 'used';
  if (row.expiresAt <= now) return 'expired';
  return 'open';
}

const REFUSAL_OF: Record<Exclude<InvitationState, 'open'>, MessageId> = {
  expired: 'invitations.expired',
  revoked: 'invitations.revoked',
  used: 'invitations.used',
};

const toContract = ({ invitation, inviterName }: InvitationListRow, now: Date): TInvitation => ({
  id: invitation.id,
  role: invitation.role,
  multi_use: invitation.multiUse,
  email: invitation.email,
  uses: invitation.uses,
  state: stateOf(invitation, now),
  invited_by:
    invitation.invitedBy && inviterName !== null ? { id: invitation.invitedBy, name: inviterName } : null,
  expires_at: invitation.expiresAt.toISOString(),
  created_at: invitation.createdAt.toISOString(),
});

/** Whom an invitation link reaches: the caller and the server's public address. */
export interface Inviting {
  actorId: string;
  workspaceId: string;
  publicUrl: string;
}

/** Creates an invitation link; its token is in this answer only (the row keeps its SHA-256). */
export async function createInvitation(
  db: Db,
  { actorId, workspaceId, publicUrl }: Inviting,
  input: TCreateInvitation,
): Promise<TCreatedInvitation> {
  return db.transaction(async (tx) => {
    requireManager(await requireRole(tx, workspaceId, actorId));
    const now = new Date();
    if ((await countOpenInvitations(tx, workspaceId, now)) >= WORKSPACE_LIMITS.openInvitations)
      throw new Refusal('conflict', {
        id: 'invitations.too_many',
        params: { count: WORKSPACE_LIMITS.openInvitations },
      });
    const token = randomSecret();
    const row = await insertInvitation(tx, {
      id: ulid(),
      workspaceId,
      tokenHash: sha256(token),
      role: input.role,
      multiUse: input.multi_use,
      email: input.email,
      invitedBy: actorId,
      expiresAt: new Date(now.getTime() + input.expires_in_days * DAY),
    });
    await recordAuditEvent(tx, {
      actor: actorId,
      action: 'invitation.create',
      workspaceId,
      details: { invitationId: row.id, role: row.role, multiUse: row.multiUse, email: row.email },
    });
    const [listed] = (await invitationsOf(tx, workspaceId)).filter((it) => it.invitation.id === row.id);
    return {
      url: `${publicUrl}/invitations/${token}`,
      token,
      invitation: toContract(listed!, now),
    };
  });
}

export async function listInvitations(db: Db, workspaceId: string, actorId: string) {
  requireManager(await requireRole(db, workspaceId, actorId));
  const now = new Date();
  return (await invitationsOf(db, workspaceId)).map((row) => toContract(row, now));
}

export async function revokeInvitation(db: Db, workspaceId: string, actorId: string, id: string) {
  requireManager(await requireRole(db, workspaceId, actorId));
  if (!(await revokeInvitationRow(db, workspaceId, id, new Date())))
    throw new Refusal('not_found', 'invitations.not_found');
  await recordAuditEvent(db, {
    actor: actorId,
    action: 'invitation.revoke',
    workspaceId,
    details: { invitationId: id },
  });
}

/** Who opens an invitation: their id and the email they signed in with. */
export interface Invitee {
  userId: string;
  email: string;
}

/** The invitation behind a token while it can still be accepted by this user, else the reason it cannot. */
async function usableInvitation(db: Db, token: string, invitee: Invitee) {
  const found = await findInvitationByHash(db, sha256(token));
  if (!found) throw new Refusal('not_found', 'invitations.not_found');
  const state = stateOf(found.invitation, new Date());
  if (state !== 'open') throw new Refusal('conflict', REFUSAL_OF[state]);
  if (found.invitation.email !== null && found.invitation.email !== invitee.email)
    throw new Refusal('not_allowed', 'invitations.wrong_email');
  return found;
}

/** What the accept page shows: the workspace, who invited, the role. */
export async function previewInvitation(
  db: Db,
  token: string,
  invitee: Invitee,
): Promise<TInvitationPreview> {
  const found = await usableInvitation(db, token, invitee);
  const { invitation, workspaceName } = found;
  return {
    workspace: { id: invitation.workspaceId, name: workspaceName },
    invited_by: toContract(found, new Date()).invited_by,
    role: invitation.role,
    member: (await roleIn(db, invitation.workspaceId, invitee.userId)) !== null,
  };
}

/**
 * Joins the workspace with the invitation's role; answers the workspace's id and name. A member already
 * in it keeps their role and spends nothing. The use is counted conditionally, so of two people racing
 * for a single-use link only one joins.
 */
export async function acceptInvitation(db: Db, token: string, invitee: Invitee) {
  return db.transaction(async (tx) => {
    const { invitation, workspaceName } = await usableInvitation(tx, token, invitee);
    const joined = { id: invitation.workspaceId, name: workspaceName };
    if ((await roleIn(tx, invitation.workspaceId, invitee.userId)) !== null) return joined;
    if (!(await spendInvitation(tx, invitation.id, new Date())))
      throw new Refusal('conflict', 'invitations.used');
    await addMember(tx, invitation.workspaceId, invitee.userId, invitation.role);
    await recordAuditEvent(tx, {
      actor: invitee.userId,
      action: 'member.join',
      userId: invitee.userId,
      workspaceId: invitation.workspaceId,
      details: { invitationId: invitation.id, role: invitation.role },
    });
    return joined;
  });
}

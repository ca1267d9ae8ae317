import { type TWorkspaceSummary, WORKSPACE_LIMITS } from '@whispy/contracts';
import { ulid } from 'ulid';
import type { Db } from '../../db/database.js';
import { Refusal } from '../../domain/refusal.js';
import { recordAuditEvent } from '../audit/index.js';
import { countCreatedBy, insertWorkspace, type Role, roleIn, workspacesOf } from './repo.js';

/** The caller's workspaces with their role; `currentId` is the one this session works in. */
export async function listWorkspaces(
  db: Db,
  userId: string,
  currentId: string | null,
): Promise<TWorkspaceSummary[]> {
  const rows = await workspacesOf(db, userId);
  return rows.map((row) => ({ ...row, current: row.id === currentId }));
}

/** The user's role in the workspace; a workspace they do not belong to answers 404 like any foreign one. */
export async function requireRole(db: Db, workspaceId: string, userId: string): Promise<Role> {
  const role = await roleIn(db, workspaceId, userId);
  if (!role) throw new Refusal('not_found', 'workspace.not_found');
  return role;
}

/**
 * The workspace a personal access token is made for: the one named, which the user must belong to, or
 * the one they work in now.
 */
export async function chosenWorkspace(
  db: Db,
  member: { user: { id: string }; workspace: { id: string; name: string } },
  workspaceId: string | undefined,
): Promise<{ id: string; name: string }> {
  if (workspaceId === undefined || workspaceId === member.workspace.id) return member.workspace;
  const found = (await workspacesOf(db, member.user.id)).find((row) => row.id === workspaceId);
  if (!found) throw new Refusal('not_found', 'workspace.not_found');
  return found;
}

/** Creates a workspace owned by the user; answers its id. */
export async function createWorkspace(db: Db, userId: string, name: string): Promise<string> {
  return db.transaction(async (tx) => {
    if ((await countCreatedBy(tx, userId)) >= WORKSPACE_LIMITS.createdPerUser)
      throw new Refusal('conflict', {
        id: 'workspace.too_many',
        params: { count: WORKSPACE_LIMITS.createdPerUser },
      });
    const id = ulid();
    await insertWorkspace(tx, { id, name }, userId);
    await recordAuditEvent(tx, { actor: userId, action: 'workspace.create', userId, workspaceId: id });
    return id;
  });
}

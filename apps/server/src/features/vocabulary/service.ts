import type { TGlossary } from '@whispy/contracts';
import type { Db } from '../../db/database.js';
import { canManage, requireManager } from '../../domain/workspace-roles.js';
import { requireRole } from '../workspaces/index.js';
import { findGlossary, type GlossaryRow, upsertGlossary } from './repo.js';

const toContract = (row: GlossaryRow | null, editable: boolean): TGlossary => ({
  entries: row?.entries ?? [],
  editable,
  updated_at: row?.updatedAt.toISOString() ?? null,
});

/** The words an upload that names none of its own passes to the engine. */
export async function glossaryEntries(db: Db, workspaceId: string): Promise<string[]> {
  return (await findGlossary(db, workspaceId))?.entries ?? [];
}

/** Any member reads the glossary (404 for a workspace the user is not in). */
export async function readGlossary(db: Db, workspaceId: string, userId: string): Promise<TGlossary> {
  const role = await requireRole(db, workspaceId, userId);
  return toContract(await findGlossary(db, workspaceId), canManage(role));
}

/** Owners and admins replace it (403 for a member, 404 for a workspace the user is not in). */
export async function saveGlossary(
  db: Db,
  workspaceId: string,
  userId: string,
  entries: string[],
): Promise<TGlossary> {
  requireManager(await requireRole(db, workspaceId, userId));
  return toContract(await upsertGlossary(db, workspaceId, entries, userId), true);
}

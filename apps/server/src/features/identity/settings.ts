import type { TUpdateUser, TUpdateWorkspace } from '@whispy/contracts';
import type { Db } from '../../db/database.js';
import { invalidInput, Refusal } from '../../domain/refusal.js';
import { requireManager } from '../../domain/workspace-roles.js';
import type { MemberRow, WorkingMember } from './caller-repo.js';
import { setCurrencyOnce, updateUserName, updateWorkspaceName } from './repo.js';

/**
 * `PUT workspace/{id}`: an owner or admin renames the workspace they work in and picks its currency once.
 * Any other id answers 404 like any foreign resource (the settings page edits the current workspace).
 * A set currency stays: prices, invoices and the Stripe customer are in it, so changing it needs support.
 */
export async function updateWorkspace(db: Db, caller: WorkingMember, id: string, input: TUpdateWorkspace) {
  const { workspace } = caller;
  if (id !== workspace.id) throw new Refusal('not_found', 'resource.not_found');
  requireManager(caller.role);
  await db.transaction(async (tx) => {
    if (input.currency !== undefined && input.currency !== workspace.currency) {
      // Conditional on the currency still being unset, so a concurrent first choice cannot be overwritten.
      if (!(await setCurrencyOnce(tx, workspace.id, input.currency)))
        throw invalidInput({ currency: [{ id: 'workspace.currency_locked' }] });
    }
    if (input.name !== undefined) await updateWorkspaceName(tx, workspace.id, input.name);
  });
}

/** `PUT user/{id}`: a user renames themselves; anyone else's id answers 404. */
export async function updateUser(db: Db, caller: MemberRow, id: string, input: TUpdateUser) {
  if (id !== caller.user.id) throw new Refusal('not_found', 'resource.not_found');
  await updateUserName(db, caller.user.id, input.name);
}

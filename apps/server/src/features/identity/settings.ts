import type { TUpdateUser, TUpdateWorkspace } from '@whispy/contracts';
import type { Db } from '../../db/database.js';
import { invalidInput, Refusal } from '../../domain/refusal.js';
import { type MemberRow, setCurrencyOnce, updateUserName, updateWorkspaceName } from './repo.js';

/**
 * `PUT workspace/{id}`: the owner renames their workspace and picks its currency once. Workspaces are
 * personal, so any id but the caller's own is someone else's and answers 404 like any foreign resource.
 * A set currency stays: prices, invoices and the Stripe customer are in it, so changing it needs support.
 */
export async function updateWorkspace(db: Db, caller: MemberRow, id: string, input: TUpdateWorkspace) {
  const { workspace } = caller;
  if (id !== workspace.id) throw new Refusal('not_found', 'resource.not_found');
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

import { Refusal } from './refusal.js';

export type WorkspaceRole = 'owner' | 'admin' | 'member';

/** Owners and admins manage members, invitations, billing and the workspace's settings (ADR 021). */
export const canManage = (role: WorkspaceRole) => role === 'owner' || role === 'admin';

/** Refuses a member who is neither owner nor admin: they know the workspace, so it is 403, not 404. */
export function requireManager(role: WorkspaceRole) {
  if (!canManage(role)) throw new Refusal('not_allowed', 'workspace.managers_only');
}

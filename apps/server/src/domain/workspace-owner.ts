import { type Column, sql } from 'drizzle-orm';

/**
 * The workspace's longest-standing owner (ADR 021: ownership lives in memberships, and a workspace may
 * have several owners): who the identity names as its user, and whose email makes it a demo workspace.
 */
const firstOwner = (workspaceId: Column, column: 'id' | 'email') =>
  sql<string | null>`(
    select u.${sql.raw(column)} from workspace_members m join users u on u.id = m.user_id
    where m.workspace_id = ${workspaceId} and m.role = 'owner'
    order by m.joined_at, m.user_id limit 1
  )`;

export const firstOwnerId = (workspaceId: Column) => firstOwner(workspaceId, 'id');
export const firstOwnerEmail = (workspaceId: Column) => firstOwner(workspaceId, 'email');

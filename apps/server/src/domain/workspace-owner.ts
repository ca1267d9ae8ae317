import { sql } from 'drizzle-orm';

/**
 * The workspace's longest-standing owner (ADR 021: ownership lives in memberships, and a workspace may
 * have several owners): who the identity names as its user, and whose email makes it a demo workspace.
 * For a query over `workspaces`: the outer row is named in full, since drizzle leaves a column of a
 * query's only table unqualified, and `id` inside would then be read as the subquery's own `users.id`.
 */
const firstOwner = (column: 'id' | 'email' | 'name') =>
  sql<string | null>`(
    select u.${sql.raw(column)} from workspace_members m join users u on u.id = m.user_id
    where m.workspace_id = "workspaces"."id" and m.role = 'owner'
    order by m.joined_at, m.user_id limit 1
  )`;

export const firstOwnerId = () => firstOwner('id');
export const firstOwnerEmail = () => firstOwner('email');
export const firstOwnerName = () => firstOwner('name');

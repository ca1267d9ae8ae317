import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  /** Lower-cased; sign-in matches on the verified email the issuer vouches for. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  avatar: text('avatar'),
  createdAt: createdAt(),
});

/** A workspace's id is a ULID: it is both the key and the public identifier of the live channel. */
export const workspaces = pgTable('workspaces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })
    .unique(),
  currency: text('currency', { enum: ['usd', 'mxn'] }),
  createdAt: createdAt(),
});

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    /** 'user' when accepted in the app, 'admin' when an administrator accepted on the user's behalf. */
    acceptedBy: text('accepted_by', { enum: ['user', 'admin'] }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('terms_acceptances_user_version').on(table.userId, table.version)],
);

/** The row key is the SHA-256 of the cookie value, so a database leak does not leak live sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the secret; the secret itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('access_tokens_workspace').on(table.workspaceId)],
);

export const auditEvents = pgTable('audit_events', {
  id: text('id').primaryKey(),
  /** 'admin' for administrator actions (CLI), otherwise the acting user's id. */
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Browser, signIn } from '@whispy/test-kit/browser';
import { freshDatabase, onPostgres } from '@whispy/test-kit/database';
import { startTestServer } from '@whispy/test-kit/server';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ulid } from 'ulid';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseLocation, openDatabase } from '../src/db/database.js';
import { users } from '../src/db/schema.js';
import { sha256 } from '../src/http/secrets.js';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The migrations as they were before 0007: a copy of the folder with later ones left out. */
function migrationsBefore0007(): string {
  const folder = mkdtempSync(join(tmpdir(), 'whispy-migrations-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(join(import.meta.dirname, '../drizzle'), folder, { recursive: true });
  const journalFile = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < 7);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const LEGACY = {
  userId: ulid(),
  workspaceId: ulid(),
  email: 'legacy@example.com',
  token: 'legacy-session-token',
};

/** Rows as an install from before 0007 holds them: a user matched by email and their live session. */
const legacyRows = [
  sql`INSERT INTO users (id, email, name) VALUES (${LEGACY.userId}, ${LEGACY.email}, 'Legacy Person')`,
  sql`INSERT INTO workspaces (id, name, owner_id) VALUES (${LEGACY.workspaceId}, 'Legacy', ${LEGACY.userId})`,
  sql`INSERT INTO sessions (id, user_id, expires_at)
      VALUES (${sha256(LEGACY.token)}, ${LEGACY.userId}, now() + interval '20 days')`,
];

/** A database migrated up to 0006 and holding the legacy rows, closed again. */
async function databaseAt0006(): Promise<DatabaseLocation> {
  const migrationsFolder = migrationsBefore0007();
  if (onPostgres) {
    const fresh = await freshDatabase();
    cleanups.push(fresh.drop);
    const pool = new pg.Pool({ connectionString: fresh.url! });
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder });
    for (const row of legacyRows) await db.execute(row);
    await pool.end();
    return fresh.location;
  }
  const dir = mkdtempSync(join(tmpdir(), 'whispy-pglite-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  for (const row of legacyRows) await db.execute(row);
  await client.close();
  return { dir };
}

describe(`migration 0007 on existing data (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps existing users and sessions, and links the user on their next sign-in by verified email', async () => {
    const database = await openDatabase(await databaseAt0006());
    const server = await startTestServer({}, async () => database);
    cleanups.push(() => server.close());

    const carried = new Browser(server.url);
    carried.cookies.set('whispy_session', { value: LEGACY.token, path: '/' });
    expect((await carried.get('/api/auth/identity')).json.result.user.id).toBe(LEGACY.userId);

    const browser = new Browser(server.url);
    await signIn(browser, { name: 'Legacy Again', email: LEGACY.email });
    const { user, workspace } = (await browser.get('/api/auth/identity')).json.result;
    expect(user).toMatchObject({ id: LEGACY.userId, name: 'Legacy Person' });
    expect(workspace.id).toBe(LEGACY.workspaceId);
    const [binding] = await database.db
      .select({ issuer: users.signInIssuer, subject: users.signInSubject })
      .from(users)
      .where(eq(users.id, LEGACY.userId));
    expect(binding).toEqual({ issuer: 'local', subject: LEGACY.email });
  });
});

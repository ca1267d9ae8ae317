import { Browser, signIn } from '@whispy/test-kit/browser';
import { onPostgres } from '@whispy/test-kit/database';
import { startTestServer } from '@whispy/test-kit/server';
import { eq, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { users } from '../src/db/schema.js';
import { sha256 } from '../src/http/secrets.js';
import { databaseBefore } from './fixtures/legacy-database.js';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

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

describe(`migration 0007 on existing data (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps existing users and sessions, and links the user on their next sign-in by verified email', async () => {
    const database = await openDatabase(await databaseBefore((entry) => entry.idx === 7, legacyRows));
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

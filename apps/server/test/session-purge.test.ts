import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { sessions } from '../src/db/schema.js';
import { findOrCreateUser } from '../src/features/identity/index.js';
import { randomSecret, sha256 } from '../src/http/secrets.js';
import { purgeExpiredSessions } from '../src/http/session-purge.js';
import { insertSession } from '../src/http/session-repo.js';
import { buildTestApp, type TestServer } from './helpers/server.js';

const HOUR = 3600 * 1000;
let server: TestServer;
afterEach(() => server.close());

/** A session for a new user, expiring `offset` ms from now; returns the cookie value and the row id. */
async function sessionExpiringIn(db: Db, offset: number) {
  const { userId } = await findOrCreateUser(
    db,
    { email: `${randomSecret().slice(0, 12)}@example.com` },
    { refresh: false, language: 'en' },
  );
  const token = randomSecret();
  await insertSession(db, { id: sha256(token), userId, expiresAt: new Date(Date.now() + offset) });
  return { token, id: sha256(token) };
}

const sessionExists = async (db: Db, id: string) =>
  (await db.select().from(sessions).where(eq(sessions.id, id))).length === 1;

const identityWith = async (token: string) =>
  (
    await server.app.inject({
      url: '/api/auth/identity',
      cookies: { whispy_session: token },
    })
  ).json();

describe('purging expired sessions', () => {
  it('deletes expired sessions and keeps live ones', async () => {
    server = await buildTestApp();
    const { db } = server.database;
    const expired = await sessionExpiringIn(db, -HOUR);
    const live = await sessionExpiringIn(db, HOUR);

    await purgeExpiredSessions(db, server.app.log);

    expect(await sessionExists(db, expired.id)).toBe(false);
    expect(await sessionExists(db, live.id)).toBe(true);
    expect(await identityWith(expired.token)).toEqual({ result: null });
    expect((await identityWith(live.token)).result).not.toBeNull();
  });

  it('runs when the server starts', async () => {
    server = await buildTestApp();
    const { db } = server.database;
    const expired = await sessionExpiringIn(db, -1000);
    const live = await sessionExpiringIn(db, HOUR);
    expect(await sessionExists(db, expired.id)).toBe(true);

    await server.app.ready();

    expect(await sessionExists(db, expired.id)).toBe(false);
    expect(await sessionExists(db, live.id)).toBe(true);
  });
});

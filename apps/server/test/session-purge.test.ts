import { buildTestApp, type TestServer } from '@whispy/test-kit/server';
import { sessionAged } from '@whispy/test-kit/sessions';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.js';
import { purgeExpiredSessions } from '../src/http/session-purge.js';

const HOUR = 3600 * 1000;
const limits = { SESSION_IDLE_HOURS: '24', SESSION_LIFETIME_HOURS: '240' };
let server: TestServer;
afterEach(() => server.close());

const sessionExists = async (id: string) =>
  (await server.database.db.select().from(sessions).where(eq(sessions.id, id))).length === 1;

const identityWith = async (token: string) =>
  (await server.app.inject({ url: '/api/auth/identity', cookies: { whispy_session: token } })).json();

describe('purging expired sessions', () => {
  it('deletes sessions idle too long or past their lifetime, and keeps live ones', async () => {
    server = await buildTestApp(limits);
    const { db } = server.database;
    const idle = await sessionAged(db, { createdAgo: 2 * HOUR, seenAgo: 25 * HOUR });
    const old = await sessionAged(db, { createdAgo: 241 * HOUR, seenAgo: HOUR });
    const live = await sessionAged(db, { createdAgo: 239 * HOUR, seenAgo: 23 * HOUR });

    await purgeExpiredSessions(db, server.config.sessions, server.app.log);

    expect(await sessionExists(idle.id)).toBe(false);
    expect(await sessionExists(old.id)).toBe(false);
    expect(await sessionExists(live.id)).toBe(true);
    expect(await identityWith(idle.token)).toEqual({ result: null });
    expect((await identityWith(live.token)).result).not.toBeNull();
  });

  it('runs when the server starts', async () => {
    server = await buildTestApp(limits);
    const { db } = server.database;
    const idle = await sessionAged(db, { createdAgo: 25 * HOUR, seenAgo: 25 * HOUR });
    const live = await sessionAged(db, { createdAgo: HOUR, seenAgo: HOUR });
    expect(await sessionExists(idle.id)).toBe(true);

    await server.app.ready();

    expect(await sessionExists(idle.id)).toBe(false);
    expect(await sessionExists(live.id)).toBe(true);
  });
});

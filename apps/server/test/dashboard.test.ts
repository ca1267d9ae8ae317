import type { TDashboard } from '@whispy/contracts';
import { Browser, ownerAndStranger } from '@whispy/test-kit/browser';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { insertCompleted } from '@whispy/test-kit/transcriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ FREE_MINUTES: '30' });
});
afterAll(() => server.close());

async function dashboardOf(browser: Browser): Promise<TDashboard> {
  const answer = await browser.get('/api/dashboard');
  expect(answer.status).toBe(200);
  return answer.json.result;
}

/** `seconds` ago, so that rows seeded in one test have a known newest-first order. */
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

describe('GET dashboard', () => {
  it('refuses the signed out with 401', async () => {
    const answer = await new Browser(server.url).get('/api/dashboard');
    expect(answer.status).toBe(401);
    expect(answer.json.result).toBeNull();
  });

  it('shows a new workspace empty, with its free minutes and this month as the period', async () => {
    const { owner } = await ownerAndStranger(server.url);
    const dashboard = await dashboardOf(owner);
    const now = new Date();
    expect(dashboard).toMatchObject({
      seconds_used: 0,
      minutes_available: 30,
      transcriptions_count: 0,
      recent_transcriptions: [],
      period_start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
      period_end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
    });
  });

  it("counts the workspace's transcriptions in every status and lists the five newest", async () => {
    const { owner, other, caller } = await ownerAndStranger(server.url);
    const db = server.database.db;
    for (let i = 1; i <= 6; i++) {
      await insertCompleted(db, caller, { name: `Meeting ${i}`, createdAt: secondsAgo(100 - i) });
    }
    await insertCompleted(db, caller, {
      name: 'Broken upload',
      status: 'failed',
      failure: 'transcriptions.failure.corrupt_media',
      createdAt: secondsAgo(10),
    });

    const dashboard = await dashboardOf(owner);
    expect(dashboard.transcriptions_count).toBe(7);
    expect(dashboard.recent_transcriptions.map((row) => row.name)).toEqual([
      'Broken upload',
      'Meeting 6',
      'Meeting 5',
      'Meeting 4',
      'Meeting 3',
    ]);
    expect(dashboard.recent_transcriptions[0]).toMatchObject({ status: 'failed', editable: true });

    const strangers = await dashboardOf(other);
    expect(strangers.transcriptions_count).toBe(0);
    expect(strangers.recent_transcriptions).toEqual([]);
  });

  it("shows every workspace's public transcriptions, never another's private ones", async () => {
    const { owner, other, caller } = await ownerAndStranger(server.url);
    const stranger = (await other.get('/api/auth/identity')).json.result;
    const strangerCaller = { userId: stranger.user.id, workspaceId: stranger.workspace.id };
    const before = await dashboardOf(owner);
    const db = server.database.db;
    await insertCompleted(db, strangerCaller, { name: 'Their secret', createdAt: secondsAgo(3) });
    await insertCompleted(db, strangerCaller, { name: 'Their talk', public: true, createdAt: secondsAgo(2) });
    await insertCompleted(db, caller, { name: 'Our talk', public: true, createdAt: secondsAgo(1) });

    const dashboard = await dashboardOf(owner);
    expect(dashboard.transcriptions_count).toBe(1);
    expect(dashboard.recent_transcriptions.map((row) => row.name)).toEqual(['Our talk']);
    expect(dashboard.public_transcriptions_count).toBe(before.public_transcriptions_count + 2);
    expect(dashboard.recent_public_transcriptions.slice(0, 2)).toMatchObject([
      { name: 'Our talk', editable: true },
      { name: 'Their talk', editable: false, owner: { name: stranger.user.name } },
    ]);
    const everyName = [...dashboard.recent_transcriptions, ...dashboard.recent_public_transcriptions].map(
      (row) => row.name,
    );
    expect(everyName).not.toContain('Their secret');

    const publicList = (await owner.get('/api/public_transcriptions')).json.result;
    expect(dashboard.public_transcriptions_count).toBe(publicList.count);
  });

  it("sums only this month's charged seconds, and leaves the minutes the limits say", async () => {
    const { owner, other, caller } = await ownerAndStranger(server.url);
    const db = server.database.db;
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 86_400_000);
    await insertCompleted(db, caller, { chargedSeconds: 90 });
    await insertCompleted(db, caller, { chargedSeconds: 45.5 });
    await insertCompleted(db, caller, { chargedSeconds: 600, createdAt: lastMonth });
    await insertCompleted(db, caller, { status: 'failed', chargedSeconds: 0 });

    const dashboard = await dashboardOf(owner);
    expect(dashboard.seconds_used).toBe(135.5);
    // 30 free minutes less everything charged, this month's and last month's: 30 − 12.26 → 17 whole minutes.
    expect(dashboard.minutes_available).toBe(17);
    const limits = (await owner.get('/api/transcriptions/limits')).json.result;
    expect(dashboard.minutes_available).toBe(limits.minutes_available);

    expect((await dashboardOf(other)).seconds_used).toBe(0);
  });
});

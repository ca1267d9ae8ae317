import { readFileSync } from 'node:fs';
import {
  type TShareLink,
  ZCreatedShareLink,
  ZMediaPeaks,
  ZSharedTranscription,
  ZShareLink,
} from '@whispy/contracts';
import { Browser, memberBrowser, ownerAndStranger } from '@whispy/test-kit/browser';
import { onPostgres } from '@whispy/test-kit/database';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { invite, team } from '@whispy/test-kit/team';
import {
  insertCompleted,
  segmentOf,
  silenceThenTone,
  spokenWords,
  storeMedia,
} from '@whispy/test-kit/transcriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareLinks, type transcriptions } from '../src/db/schema.js';
import { translate } from '../src/i18n/index.js';

const TEXT = 'Welcome to the quarterly review of the harbour project';
const SEGMENTS = [
  segmentOf(0, spokenWords(TEXT, 0, 'SPEAKER_00')),
  segmentOf(1, spokenWords('Thank you.', 4, 'SPEAKER_01')),
];

let server: TestServer;
let owner: Browser;
let other: Browser;
let caller: { userId: string; workspaceId: string };
/** Someone who was given the link: no session, no cookies. */
let outsider: Browser;
let clip: Buffer;
beforeAll(async () => {
  // Six people sign in from one address: more than the sign-in limit of a minute in some runs.
  server = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  ({ owner, other, caller } = await ownerAndStranger(server.url));
  outsider = new Browser(server.url);
  clip = readFileSync(silenceThenTone());
});
afterAll(() => server.close());

/** A completed transcription of the owner's workspace, its media stored, Ana and an unnamed speaker. */
async function seed(extra: Partial<typeof transcriptions.$inferInsert> = {}) {
  const id = await insertCompleted(server.database.db, caller, {
    name: 'Harbour review',
    duration: 6,
    segments: SEGMENTS,
    speakerLabels: ['SPEAKER_00', 'SPEAKER_01'],
    speakerNames: { SPEAKER_00: 'Ana' },
    mediaStored: true,
    ...extra,
  });
  await storeMedia(server.app.transcriptions.store, id, clip);
  return id;
}

const createLink = (id: string, body: unknown = {}, browser = owner, language = 'en') =>
  browser.request('POST', `/api/transcriptions/${id}/share-links`, {
    body,
    headers: { 'accept-language': language },
  });

/** Creates a link and gives back the token its address holds. */
async function share(id: string, body: unknown = {}) {
  const created = await createLink(id, body);
  expect(created.status).toBe(201);
  const link = ZCreatedShareLink.parse(created.json.result);
  return { link, token: new URL(link.url).pathname.split('/').at(-1)! };
}

const gone = (language: 'en' | 'es' | 'ja' = 'en') => ({
  result: null,
  message: translate(language, 'share_links.gone'),
});

describe(`share links (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  describe('managed by a member', () => {
    it('creates a link whose address holds the token once, then lists it without it', async () => {
      const id = await seed();
      const { link, token } = await share(id, { expires_in_days: 7 });
      expect(link.url).toBe(`${server.url}/s/${token}`);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const identity = (await owner.get('/api/auth/identity')).json.result;
      expect(link.created_by).toBe(identity.user.name);
      const week = Date.parse(link.expires_at!) - Date.parse(link.created_at);
      expect(week).toBe(7 * 86_400_000);
      expect(link.expired).toBe(false);

      const listed = await owner.get(`/api/transcriptions/${id}/share-links`);
      expect(listed.status).toBe(200);
      const { url: _url, ...shown } = link;
      expect(listed.json.result.map((entry: unknown) => ZShareLink.strict().parse(entry))).toEqual([shown]);
      expect(listed.text).not.toContain(token);
      // Only the hash is stored.
      const stored = await server.database.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it('lasts until revoked when no expiry is asked for, and lists the newest first', async () => {
      const id = await seed();
      const first = (await share(id)).link;
      const second = (await share(id, { expires_in_days: null })).link;
      expect(first.expires_at).toBeNull();
      expect(second.expires_at).toBeNull();
      const listed = (await owner.get(`/api/transcriptions/${id}/share-links`)).json.result;
      expect(listed.map((entry: { id: string }) => entry.id)).toEqual([second.id, first.id]);
    });

    it('revokes a link: 204, gone from the list, and it opens nothing any more', async () => {
      const id = await seed();
      const { link, token } = await share(id);
      expect((await outsider.get(`/api/shared/${token}`)).status).toBe(200);

      const revoked = await owner.request('DELETE', `/api/transcriptions/${id}/share-links/${link.id}`);
      expect(revoked.status).toBe(204);
      expect(revoked.text).toBe('');
      expect((await owner.get(`/api/transcriptions/${id}/share-links`)).json.result).toEqual([]);

      const refused = await outsider.get(`/api/shared/${token}`, { 'accept-language': 'es' });
      expect(refused.status).toBe(404);
      expect(refused.json).toEqual(gone('es'));
      expect((await outsider.get(`/api/shared/${token}/download?format=txt`)).status).toBe(404);
      expect((await outsider.get(`/api/shared/${token}/media`)).status).toBe(404);
      expect((await owner.request('DELETE', `/api/transcriptions/${id}/share-links/${link.id}`)).status).toBe(
        404,
      );
    });

    it('answers 404 to another workspace for everything, and leaves its links alone', async () => {
      const id = await seed();
      const { link, token } = await share(id);
      expect((await createLink(id, {}, other)).status).toBe(404);
      expect((await other.get(`/api/transcriptions/${id}/share-links`)).status).toBe(404);
      const revoke = await other.request('DELETE', `/api/transcriptions/${id}/share-links/${link.id}`);
      expect(revoke.status).toBe(404);
      // Its own transcription's path cannot reach another's link either.
      const theirs = await insertCompleted(server.database.db, {
        userId: (await other.get('/api/auth/identity')).json.result.user.id,
        workspaceId: (await other.get('/api/auth/identity')).json.result.workspace.id,
      });
      expect(
        (await other.request('DELETE', `/api/transcriptions/${theirs}/share-links/${link.id}`)).status,
      ).toBe(404);
      expect((await outsider.get(`/api/shared/${token}`)).status).toBe(200);
    });

    it('needs a signed-in member: a visitor without a session is refused', async () => {
      const id = await seed();
      expect((await outsider.get(`/api/transcriptions/${id}/share-links`)).status).toBe(401);
    });

    it('shares only completed transcriptions, in the reader language', async () => {
      const id = await seed({ status: 'processing', progress: 0.5 });
      const refused = await createLink(id, {}, owner, 'ja');
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({ result: null, message: translate('ja', 'share_links.not_completed') });
    });

    it('refuses hostile expiries with 422 and creates nothing', async () => {
      const id = await seed();
      for (const expires_in_days of [0, -1, 366, 1.5, '7', 1e308, { days: 1 }]) {
        const refused = await createLink(id, { expires_in_days });
        expect(refused.status, JSON.stringify(expires_in_days)).toBe(422);
        expect(refused.json.errors.expires_in_days).toBeDefined();
      }
      expect((await owner.get(`/api/transcriptions/${id}/share-links`)).json.result).toEqual([]);
    });

    it('holds at most 20 links per transcription, refusing one more until one is revoked', async () => {
      const id = await seed();
      const created = await Promise.all(Array.from({ length: 20 }, () => createLink(id)));
      expect(created.map((answer) => answer.status)).toEqual(Array(20).fill(201));
      const refused = await createLink(id, {}, owner, 'es');
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe(
        translate('es', { id: 'share_links.too_many', params: { count: 20 } }),
      );
      await owner.request('DELETE', `/api/transcriptions/${id}/share-links/${created[0]!.json.result.id}`);
      expect((await createLink(id)).status).toBe(201);
    });
  });

  describe('revoked by its creator or a manager only', () => {
    let crew: Awaited<ReturnType<typeof team>>;
    let otherMember: Browser;
    beforeAll(async () => {
      crew = await team(server.url);
      otherMember = await memberBrowser(server.url);
      const { token } = await invite(crew.owner, crew.workspaceId, { role: 'member' });
      expect((await otherMember.request('POST', `/api/invitations/${token}/accept`)).status).toBe(200);
    });

    /** A completed transcription of the team's workspace with one link created by `creator`. */
    async function linkBy(creator: Browser) {
      const id = await insertCompleted(server.database.db, {
        userId: crew.ownerId,
        workspaceId: crew.workspaceId,
      });
      const created = await createLink(id, {}, creator);
      expect(created.status).toBe(201);
      return { id, linkId: ZCreatedShareLink.parse(created.json.result).id as string };
    }
    const revoke = (browser: Browser, { id, linkId }: { id: string; linkId: string }, language = 'en') =>
      browser.request('DELETE', `/api/transcriptions/${id}/share-links/${linkId}`, {
        headers: { 'accept-language': language },
      });
    const listedBy = async (browser: Browser, id: string) =>
      (await browser.get(`/api/transcriptions/${id}/share-links`)).json.result as TShareLink[];

    it("refuses a member revoking another member's link, translated, and the link keeps working", async () => {
      const link = await linkBy(crew.member);
      const refused = await revoke(otherMember, link, 'ja');
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ result: null, message: translate('ja', 'share_links.not_yours') });
      expect((await listedBy(crew.member, link.id)).map((entry) => entry.id)).toEqual([link.linkId]);
    });

    it('lets the member who created a link revoke it', async () => {
      const link = await linkBy(crew.member);
      expect((await revoke(crew.member, link)).status).toBe(204);
      expect(await listedBy(crew.member, link.id)).toEqual([]);
    });

    it("lets an owner and an admin revoke a member's link", async () => {
      for (const manager of [crew.owner, crew.admin]) {
        const link = await linkBy(crew.member);
        expect((await revoke(manager, link)).status).toBe(204);
        expect(await listedBy(crew.member, link.id)).toEqual([]);
      }
    });

    it('tells each caller which links they may revoke', async () => {
      const link = await linkBy(crew.member);
      const revocableFor = async (browser: Browser) =>
        (await listedBy(browser, link.id)).map((entry) => entry.revocable);
      expect(await revocableFor(crew.member)).toEqual([true]);
      expect(await revocableFor(otherMember)).toEqual([false]);
      expect(await revocableFor(crew.admin)).toEqual([true]);
      expect(await revocableFor(crew.owner)).toEqual([true]);
    });
  });

  describe('opened by someone outside the workspace', () => {
    let id: string;
    let token: string;
    let linkId: string;
    beforeAll(async () => {
      id = await seed();
      ({
        token,
        link: { id: linkId },
      } = await share(id));
    });

    it('shows the transcript with speakers and timestamps, and nothing else of the workspace', async () => {
      const opened = await outsider.get(`/api/shared/${token}`);
      expect(opened.status).toBe(200);
      const shared = ZSharedTranscription.strict().parse(opened.json.result);
      expect(shared.name).toBe('Harbour review');
      expect(shared.speakers).toEqual([
        { id: 'SPEAKER_00', name: 'Ana' },
        { id: 'SPEAKER_01', name: 'Speaker 2' },
      ]);
      expect(shared.segments).toEqual(SEGMENTS);
      expect(shared.media_available).toBe(true);
      const identity = (await owner.get('/api/auth/identity')).json.result;
      for (const secret of [
        id,
        linkId,
        caller.userId,
        caller.workspaceId,
        identity.user.email,
        identity.user.name,
      ])
        expect(opened.text).not.toContain(secret);
    });

    it('records when the link was last opened', async () => {
      await outsider.get(`/api/shared/${token}`);
      const [listed] = (await owner.get(`/api/transcriptions/${id}/share-links`)).json.result;
      expect(Date.now() - Date.parse(listed.last_opened_at)).toBeLessThan(60_000);
    });

    it('downloads every format with its options', async () => {
      const txt = await outsider.get(`/api/shared/${token}/download?format=txt`);
      expect(txt.status).toBe(200);
      expect(txt.headers.get('content-disposition')).toContain('Harbour review.txt');
      expect(txt.text).toContain('Ana');
      expect(txt.text).toContain('[00:00:00]');
      const bare = await outsider.get(
        `/api/shared/${token}/download?format=txt&timestamps=false&speakers=false`,
      );
      expect(bare.text).not.toContain('Ana');
      expect(bare.text).not.toContain('[00:00:00]');
      expect(bare.text).toContain(TEXT);
      for (const format of ['srt', 'vtt', 'docx', 'pdf', 'json', 'csv']) {
        const file = await outsider.get(`/api/shared/${token}/download?format=${format}`);
        expect(file.status, format).toBe(200);
        expect(file.bytes.length, format).toBeGreaterThan(0);
      }
      const odd = await outsider.get(`/api/shared/${token}/download?format=exe`);
      expect(odd.status).toBe(422);
    });

    it('plays the recording with byte ranges, like the editor', async () => {
      const whole = await outsider.get(`/api/shared/${token}/media`);
      expect(whole.status).toBe(200);
      expect(whole.bytes.equals(clip)).toBe(true);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      const part = await outsider.get(`/api/shared/${token}/media`, { range: 'bytes=100-199' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${clip.length}`);
      expect(part.bytes.equals(clip.subarray(100, 200))).toBe(true);
      const head = await outsider.request('HEAD', `/api/shared/${token}/media`);
      expect(head.headers.get('content-length')).toBe(String(clip.length));
    });

    it("draws the recording's waveform, quiet where it is silent and loud where it is not", async () => {
      const answer = await outsider.get(`/api/shared/${token}/peaks`);
      expect(answer.status).toBe(200);
      const { peaks, peaks_per_second } = ZMediaPeaks.parse(answer.json.result);
      const second = Math.round(peaks_per_second);
      expect(Math.max(...peaks.slice(0, second - 2))).toBeLessThan(0.05);
      expect(Math.max(...peaks.slice(second + 2))).toBeGreaterThan(0.3);
    });

    it('says the media is gone when it was not kept, and still shows the transcript', async () => {
      const unkept = await seed({ mediaStored: false, keepData: false });
      const { token: unkeptToken } = await share(unkept);
      expect((await outsider.get(`/api/shared/${unkeptToken}`)).json.result.media_available).toBe(false);
      expect((await outsider.get(`/api/shared/${unkeptToken}/media`)).status).toBe(404);
      expect((await outsider.get(`/api/shared/${unkeptToken}/peaks`)).status).toBe(404);
    });

    it('marks every answer noindex, no-referrer and not to be stored, refusals included', async () => {
      const answers = await Promise.all([
        outsider.get(`/api/shared/${token}`),
        outsider.get(`/api/shared/${token}/media`, { range: 'bytes=0-9' }),
        outsider.get(`/api/shared/${token}/download?format=srt`),
        outsider.get(`/api/shared/${'x'.repeat(43)}`),
        outsider.get('/api/shared/not-a-token'),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 206, 200, 404, 422]);
      for (const answer of answers) {
        expect(answer.headers.get('x-robots-tag')).toContain('noindex');
        expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
    });

    it('lets a signed-in member of another workspace open it too, as anyone', async () => {
      expect((await other.get(`/api/shared/${token}`)).status).toBe(200);
    });
  });

  describe('links that no longer work', () => {
    it('refuses an expired link as gone and lists it as expired', async () => {
      const id = await seed();
      const { link, token } = await share(id, { expires_in_days: 1 });
      await server.database.db
        .update(shareLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(shareLinks.id, link.id));
      const refused = await outsider.get(`/api/shared/${token}`, { 'accept-language': 'ja' });
      expect(refused.status).toBe(404);
      expect(refused.json).toEqual(gone('ja'));
      expect((await outsider.get(`/api/shared/${token}/media`)).status).toBe(404);
      const [listed] = (await owner.get(`/api/transcriptions/${id}/share-links`)).json.result;
      expect(listed.expired).toBe(true);
    });

    it('refuses every link of a deleted transcription as gone', async () => {
      const id = await seed();
      const { token } = await share(id);
      expect((await owner.request('DELETE', `/api/transcriptions/${id}`)).status).toBe(200);
      const refused = await outsider.get(`/api/shared/${token}`);
      expect(refused.status).toBe(404);
      expect(refused.json).toEqual(gone());
    });

    it('answers an unknown token exactly as a revoked one', async () => {
      const unknown = await outsider.get(`/api/shared/${'A'.repeat(43)}`);
      expect(unknown.status).toBe(404);
      expect(unknown.json).toEqual(gone());
    });

    it('refuses malformed tokens before any lookup', async () => {
      for (const token of [
        'short',
        `${'a'.repeat(43)}b`,
        `${'a'.repeat(42)}%00`,
        `${'a'.repeat(42)}.`,
        `${'a'.repeat(42)}%20`,
      ]) {
        const refused = await outsider.get(`/api/shared/${token}`);
        expect(refused.status, token).toBe(422);
      }
      expect((await outsider.get(`/api/shared/${'a'.repeat(5000)}`)).status).toBeGreaterThanOrEqual(400);
    });
  });
});

describe('the page of a share link', () => {
  it('is kept out of search engines', async () => {
    const page = await new Browser(server.url).request('GET', `/s/${'a'.repeat(43)}`, {
      headers: { accept: 'text/html' },
    });
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('rate limiting of share links', () => {
  const LIMIT = 4;
  let limited: TestServer;
  beforeAll(async () => {
    // Trusting X-Forwarded-For lets the test be two clients.
    limited = await startTestServer({ SHARE_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'true' });
  });
  afterAll(() => limited.close());

  it('counts every share route together per client address, with a translated 429', async () => {
    const member = await memberBrowser(limited.url);
    const { user, workspace } = (await member.get('/api/auth/identity')).json.result;
    const id = await insertCompleted(limited.database.db, { userId: user.id, workspaceId: workspace.id });
    const created = await member.request('POST', `/api/transcriptions/${id}/share-links`, { body: {} });
    const token = new URL(created.json.result.url).pathname.split('/').at(-1);
    const from = (ip: string) => ({ 'x-forwarded-for': ip, 'accept-language': 'es' });
    const visitor = new Browser(limited.url);

    const paths = [`/api/shared/${token}`, `/api/shared/${token}/download?format=txt`];
    for (let call = 0; call < LIMIT; call++) {
      expect((await visitor.get(paths[call % 2]!, from('203.0.113.9'))).status).toBe(200);
    }
    const refused = await visitor.get(paths[1]!, from('203.0.113.9'));
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ result: null, message: translate('es', 'request.rate_limited') });
    expect(refused.headers.get('x-robots-tag')).toContain('noindex');
    expect((await visitor.get(paths[0]!, from('203.0.113.10'))).status).toBe(200);
    // The member's own routes keep their own limit.
    expect((await member.get(`/api/transcriptions/${id}/share-links`)).status).toBe(200);
  });
});

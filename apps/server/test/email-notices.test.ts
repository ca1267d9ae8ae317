import { ZEmailNotices, ZEnvelope } from '@whispy/contracts';
import { loadConfig } from '@whispy/server/config';
import { type Browser, memberBrowser, ownerAndStranger } from '@whispy/test-kit/browser';
import { onPostgres } from '@whispy/test-kit/database';
import { eventually } from '@whispy/test-kit/eventually';
import { type ReceivedMail, startFakeSmtpRelay } from '@whispy/test-kit/fakes/smtp-relay';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { insertCompleted } from '@whispy/test-kit/transcriptions';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptionNotices } from '../src/db/schema.js';
import { transition } from '../src/features/transcriptions/lifecycle.js';

const database = onPostgres ? 'PostgreSQL' : 'PGlite';
const relay = await startFakeSmtpRelay();
afterAll(() => relay.close());

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SMTP_URL: relay.url, MAIL_FROM: 'Whispy <no-reply@whispy.test>' });
});
afterAll(() => server.close());

const identityOf = async (browser: Browser) => (await browser.get('/api/auth/identity')).json.result;

/** A signed-in member, their ids, and the path of their email choices. */
async function member() {
  const browser = await memberBrowser(server.url);
  const { user, workspace } = await identityOf(browser);
  return {
    browser,
    email: user.email as string,
    ids: { userId: user.id as string, workspaceId: workspace.id as string },
    path: `/api/user/${user.id}/email-notices`,
  };
}

async function choose(browser: Browser, path: string, body: object, language = 'en') {
  const answer = await browser.request('PUT', path, { body, headers: { 'accept-language': language } });
  expect(answer.status, answer.text).toBe(200);
  return ZEnvelope(ZEmailNotices).parse(answer.json);
}

/** Finishes a transcription the member uploaded, as the worker does: its notices are owed and queued. */
async function finish(
  owner: { userId: string; workspaceId: string },
  name: string,
  to: 'completed' | 'failed',
  failure?: string,
) {
  const id = await insertCompleted(server.database.db, owner, { name, status: 'processing' });
  await transition(server.app.transcriptions, id, to, {
    from: ['processing'],
    patch: failure ? { failure } : {},
  });
  return id;
}

/** Waits until the email notice of `id` is done with (sent, not wanted, or given up). */
const emailNoticeSettled = (id: string) =>
  eventually(async () => {
    const rows = await server.database.db
      .select()
      .from(transcriptionNotices)
      .where(
        and(
          eq(transcriptionNotices.transcriptionId, id),
          eq(transcriptionNotices.channel, 'email'),
          isNotNull(transcriptionNotices.sentAt),
        ),
      );
    expect(rows).toHaveLength(1);
  }, 15_000);

const mailsTo = (address: string) =>
  relay.received().filter((mail: ReceivedMail) => mail.to.includes(address));

describe(`email notice choices (${database})`, () => {
  it('starts with both emails off, says where they would go, and saves each choice in the app’s language', async () => {
    const { browser, email, path } = await member();
    const first = await browser.get(path);
    expect(first.status).toBe(200);
    expect(first.json.result).toEqual({
      available: true,
      address: email,
      when_ready: false,
      when_failed: false,
      language: 'en',
    });

    const saved = await choose(browser, path, { when_ready: true }, 'ja');
    expect(saved.message).toBe('保存しました');
    expect(saved.result).toMatchObject({ when_ready: true, when_failed: false, language: 'ja' });
    // A choice left out stays as it was.
    expect((await choose(browser, path, { when_failed: true }, 'es')).result).toMatchObject({
      when_ready: true,
      when_failed: true,
      language: 'es',
    });
    expect((await browser.get(path)).json.result).toMatchObject({ when_ready: true, language: 'es' });
  });

  it('answers 404 for another user’s choices and leaves them alone; signed out, 401', async () => {
    const { owner, other, caller } = await ownerAndStranger(server.url);
    const path = `/api/user/${caller.userId}/email-notices`;
    await choose(owner, path, { when_ready: true });
    expect((await other.get(path)).status).toBe(404);
    expect((await other.request('PUT', path, { body: { when_ready: false } })).status).toBe(404);
    expect((await owner.get(path)).json.result.when_ready).toBe(true);
    const signedOut = await fetch(`${server.url}${path}`);
    expect(signedOut.status).toBe(401);
  });

  it('refuses what is not a choice: a word for a switch, an overlong id', async () => {
    const { browser, path } = await member();
    const wrong = await browser.request('PUT', path, { body: { when_ready: 'yes please' } });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.json.errors)).toEqual(['when_ready']);
    const long = await browser.request('PUT', `/api/user/${'x'.repeat(5000)}/email-notices`, {
      body: { when_ready: true },
    });
    expect([404, 414, 422]).toContain(long.status);
    expect((await browser.get(path)).json.result.when_ready).toBe(false);
    // Where the emails go is the sign-in account's address, never something a request says.
    const stray = await choose(browser, path, { when_ready: true, address: 'thief@example.com' });
    expect(stray.result.address).not.toBe('thief@example.com');
  });
});

describe(`email notices (${database})`, () => {
  it('emails the uploader who asked, in their language, with the escaped name and the link', async () => {
    const { browser, email, ids, path } = await member();
    await choose(browser, path, { when_ready: true }, 'es');
    const name = 'Junta <b onmouseover="alert(1)">&</b>';
    const id = await finish(ids, name, 'completed');

    const mail = await relay.waitForMail((received) => received.to.includes(email));
    expect(mail.from).toBe('no-reply@whispy.test');
    expect(mail.lang).toBe('es');
    expect(mail.subject).toBe(`«${name}» ya está lista`);
    const link = `${server.url}/resource/transcriptions/${id}`;
    expect(mail.text).toContain(`Ábrela en Whispy: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Junta &#60;b onmouseover=&#34;alert(1)&#34;&#62;&#38;&#60;/b&#62;');
    expect(mail.html).not.toContain('<b ');
    await emailNoticeSettled(id);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('says why a transcription failed only to a user who asked for that, and nothing to one who did not', async () => {
    const asked = await member();
    await choose(asked.browser, asked.path, { when_failed: true });
    const failed = await finish(asked.ids, 'notes.mp3', 'failed', 'transcriptions.failure.not_media');
    const mail = await relay.waitForMail((received) => received.to.includes(asked.email));
    expect(mail.subject).toBe('“notes.mp3” could not be transcribed');
    expect(mail.text).toContain('“notes.mp3” could not be transcribed: This file is not audio or video.');
    // Ready news was not asked for.
    const ready = await finish(asked.ids, 'fine.mp3', 'completed');

    const silent = await member();
    await choose(silent.browser, silent.path, { when_ready: false });
    const unasked = await finish(silent.ids, 'quiet.mp3', 'completed');
    await Promise.all([failed, ready, unasked].map(emailNoticeSettled));
    expect(mailsTo(asked.email)).toHaveLength(1);
    expect(mailsTo(silent.email)).toHaveLength(0);
  });

  it('tries again while the relay refuses for a while, and sends once', async () => {
    const { browser, email, ids, path } = await member();
    await choose(browser, path, { when_ready: true });
    const before = relay.refused();
    relay.refuseNext(2);
    const id = await finish(ids, 'Busy relay', 'completed');
    await relay.waitForMail((received) => received.to.includes(email), 20_000);
    expect(relay.refused() - before).toBe(2);
    await emailNoticeSettled(id);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('gives up on an address the relay refuses for good', async () => {
    const { browser, email, ids, path } = await member();
    await choose(browser, path, { when_ready: true });
    const before = relay.refused();
    relay.refuseNext(1, 550);
    const id = await finish(ids, 'Nobody home', 'completed');
    await emailNoticeSettled(id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(relay.refused() - before).toBe(1);
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe(`invitation emails (${database})`, () => {
  const invite = (browser: Browser, workspaceId: string, body: object, language = 'en') =>
    browser.request('POST', `/api/workspace/${workspaceId}/invitations`, {
      body,
      headers: { 'accept-language': language },
    });

  it('emails an invitation for one address its link, in the inviter’s language, and says so', async () => {
    const { browser, ids } = await member();
    await browser.request('PUT', `/api/workspace/${ids.workspaceId}`, { body: { name: 'Estudio <i>9</i>' } });
    const invitee = `invitee-${Date.now()}@example.com`;
    const answer = await invite(browser, ids.workspaceId, { email: invitee }, 'es');
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json.message).toBe(`Invitación creada y enviada por correo a ${invitee}.`);
    const mail = await relay.waitForMail((received) => received.to.includes(invitee));
    expect(mail.lang).toBe('es');
    expect(mail.subject).toMatch(/ te invita a Estudio <i>9<\/i> en Whispy$/);
    expect(mail.text).toContain(`Unirte al espacio de trabajo: ${answer.json.result.url}`);
    expect(mail.html).toContain('«Estudio &#60;i&#62;9&#60;/i&#62;»');
  });

  it('sends nothing for a link anyone may use, and keeps the invitation when the relay refuses', async () => {
    const { browser, ids } = await member();
    const before = relay.received().length;
    const open = await invite(browser, ids.workspaceId, {});
    expect(open.status).toBe(201);
    expect(open.json.message).toBeUndefined();

    relay.refuseNext(1, 550);
    const refused = await invite(browser, ids.workspaceId, { email: 'nobody@example.com' });
    expect(refused.status).toBe(201);
    expect(refused.json.message).toBe(
      'Invitation created, but the email could not be sent. Copy the link and send it yourself.',
    );
    expect(refused.json.result.url).toMatch(/\/invitations\//);
    expect(relay.received().length).toBe(before);
  });
});

describe(`a server without SMTP (${database})`, () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(() => plain.close());

  it('says email is unavailable, keeps the choice for later and owes no email', async () => {
    const browser = await memberBrowser(plain.url);
    const { user, workspace } = await identityOf(browser);
    const path = `/api/user/${user.id}/email-notices`;
    const answer = await browser.request('PUT', path, { body: { when_ready: true } });
    expect(answer.json.result).toMatchObject({ available: false, when_ready: true });
    const id = await insertCompleted(
      plain.database.db,
      { userId: user.id, workspaceId: workspace.id },
      { status: 'processing' },
    );
    await transition(plain.app.transcriptions, id, 'completed', { from: ['processing'] });
    const owed = await plain.database.db
      .select()
      .from(transcriptionNotices)
      .where(and(eq(transcriptionNotices.transcriptionId, id), eq(transcriptionNotices.channel, 'email')));
    expect(owed).toEqual([]);
  });

  it('refuses SMTP_URL without MAIL_FROM, or a URL that is not SMTP, without printing it', () => {
    const secret = 'smtp://user:hunter2@relay.example:587';
    expect(() => loadConfig({ SMTP_URL: secret, SESSION_SECRET: 'x'.repeat(32) })).toThrow(/MAIL_FROM/);
    try {
      loadConfig({
        SMTP_URL: 'https://user:hunter2@relay.example',
        MAIL_FROM: 'a@b.c',
        SESSION_SECRET: 'x'.repeat(32),
      });
    } catch (error) {
      expect(String(error)).toMatch(/SMTP_URL/);
      expect(String(error)).not.toContain('hunter2');
      return;
    }
    throw new Error('an https URL was taken for SMTP');
  });
});

import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { workspaceChannel, ZEnvelope, ZWebhookDelivery, ZWebhookWithSecret } from '@whispy/contracts';
import { type Browser, memberBrowser } from '@whispy/test-kit/browser';
import { onPostgres } from '@whispy/test-kit/database';
import { eventually } from '@whispy/test-kit/eventually';
import { type ReceivedMail, startFakeSmtpRelay } from '@whispy/test-kit/fakes/smtp-relay';
import { asBrowser, connect, liveEvents, subscribe } from '@whispy/test-kit/live';
import { freePort, startTestServer, type TestServer } from '@whispy/test-kit/server';
import { insertCompleted } from '@whispy/test-kit/transcriptions';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { transcriptionNotices } from '../src/db/schema.js';
import { transition } from '../src/features/transcriptions/lifecycle.js';
import { DELIVERY_WORKERS } from '../src/features/webhooks/delivery.js';

const database = onPostgres ? 'PostgreSQL' : 'PGlite';

/** What the receiver got: one entry per request, whichever path. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on loopback: `/ok` answers 204, `/flaky` 500 on the first two tries of each message,
 * `/down` always 500 with a hostile body (NULs, control characters, far more than the log keeps), `/held`
 * not until the test answers it from `held`.
 */
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
const triesOf = new Map<string, number>();
/** The answers `/held` owes, while `holding`. */
const held: ServerResponse[] = [];
let holding = false;

const relay = await startFakeSmtpRelay();
let server: TestServer;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const { pathname: path } = new URL(request.url ?? '/', receiverUrl);
      received.push({ path, headers: request.headers, body });
      const id = String(request.headers['webhook-id']);
      const tries = (triesOf.get(id) ?? 0) + 1;
      triesOf.set(id, tries);
      if (path === '/ok') response.writeHead(204).end();
      else if (path === '/held' && holding) held.push(response);
      else if (path === '/held') response.writeHead(204).end();
      else if (path === '/flaky' && tries > 2) response.writeHead(200).end('thanks');
      else response.writeHead(500).end(`boom\u0000\u0007 ${'x'.repeat(100_000)}`);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  server = await startTestServer({
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    OUTBOUND_ALLOW: 'loopback',
    WEBHOOKS_ALLOW_HTTP: 'true',
    WEBHOOKS_RETRY_SECONDS: '0.05',
    SMTP_URL: relay.url,
    MAIL_FROM: 'Whispy <no-reply@whispy.test>',
  });
});
afterAll(async () => {
  await server.close();
  receiver.closeAllConnections();
  receiver.close();
  await relay.close();
});

const identityOf = async (browser: Browser) => (await browser.get('/api/auth/identity')).json.result;

/** A workspace with an owner, an admin and a member, and an outsider who belongs to another one. */
async function team() {
  const [owner, admin, member, outsider] = await Promise.all(
    [0, 1, 2, 3].map(() => memberBrowser(server.url)),
  );
  const { user, workspace } = await identityOf(owner!);
  for (const [browser, role] of [
    [admin!, 'admin'],
    [member!, 'member'],
  ] as const) {
    const invited = await owner!.request('POST', `/api/workspace/${workspace.id}/invitations`, {
      body: { role },
    });
    expect(
      (await browser.request('POST', `/api/invitations/${invited.json.result.token}/accept`)).status,
    ).toBe(200);
  }
  const path = `/api/workspace/${workspace.id}/webhooks`;
  return {
    owner: owner!,
    admin: admin!,
    member: member!,
    outsider: outsider!,
    path,
    ids: { userId: user.id as string, workspaceId: workspace.id as string },
    ownerEmail: user.email as string,
  };
}

async function addEndpoint(
  browser: Browser,
  path: string,
  url: string,
  events = ['transcription.completed'],
) {
  const answer = await browser.request('POST', path, { body: { url, events } });
  expect(answer.status, answer.text).toBe(201);
  return ZEnvelope(ZWebhookWithSecret).parse(answer.json).result;
}

/** Finishes a transcription as the worker does: the webhook notice is owed and queued. */
async function finish(owner: { userId: string; workspaceId: string }, to: 'completed' | 'failed') {
  const id = await insertCompleted(server.database.db, owner, {
    name: 'Board meeting',
    status: 'processing',
  });
  await transition(server.app.transcriptions, id, to, { from: ['processing'], patch: {} });
  return id;
}

const deliveriesOf = async (browser: Browser, path: string, id: string) => {
  const answer = await browser.get(`${path}/${id}/deliveries`);
  expect(answer.status).toBe(200);
  return ZEnvelope(ZWebhookDelivery.array()).parse(answer.json).result;
};

const receivedFor = (path: string, transcriptionId: string) =>
  received.filter((entry) => entry.path === path && entry.body.includes(transcriptionId));

describe(`webhooks (${database})`, () => {
  it('lets owners and admins manage endpoints, refuses members (403) and outsiders (404)', async () => {
    const { owner, admin, member, outsider, path } = await team();
    const created = await addEndpoint(owner, path, `${receiverUrl}/ok`);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created).toMatchObject({
      enabled: true,
      disabled_reason: null,
      events: ['transcription.completed'],
    });

    const listed = await admin.get(path);
    expect(listed.status).toBe(200);
    expect(listed.json.result).toEqual([
      expect.objectContaining({ id: created.id, url: `${receiverUrl}/ok` }),
    ]);
    // The secret is shown once: never listed.
    expect(listed.text).not.toContain(created.secret);

    const one = `${path}/${created.id}`;
    const calls: [string, string, object?][] = [
      ['GET', path],
      ['POST', path, { url: `${receiverUrl}/ok`, events: ['transcription.failed'] }],
      ['PATCH', one, { enabled: false }],
      ['POST', `${one}/secret`],
      ['POST', `${one}/test`],
      ['GET', `${one}/deliveries`],
      ['DELETE', one],
    ];
    for (const [method, url, body] of calls) {
      expect((await member.request(method, url, { body })).status, `${method} ${url} as member`).toBe(403);
      expect((await outsider.request(method, url, { body })).status, `${method} ${url} as outsider`).toBe(
        404,
      );
    }
    // An outsider naming their own workspace still cannot reach another's endpoint.
    const theirs = `/api/workspace/${(await identityOf(outsider)).workspace.id}/webhooks/${created.id}`;
    expect((await outsider.request('PATCH', theirs, { body: { enabled: false } })).status).toBe(404);
    expect((await owner.get(path)).json.result[0].enabled).toBe(true);

    const rotated = await admin.request('POST', `${one}/secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.json.result.secret).not.toBe(created.secret);
    expect((await admin.request('DELETE', one)).status).toBe(204);
    expect((await owner.get(path)).json.result).toEqual([]);
  });

  it.each([
    ['a script URL', { url: 'javascript:alert(1)', events: ['transcription.completed'] }, 'url'],
    ['a file URL', { url: 'file:///etc/passwd', events: ['transcription.completed'] }, 'url'],
    [
      'an overlong URL',
      { url: `https://example.com/${'a'.repeat(3000)}`, events: ['transcription.completed'] },
      'url',
    ],
    ['no events', { url: 'https://example.com/hook', events: [] }, 'events'],
    ['an unknown event', { url: 'https://example.com/hook', events: ['user.deleted'] }, 'events'],
  ])('refuses %s (422)', async (_label, body, field) => {
    const { owner, path } = await team();
    const answer = await owner.request('POST', path, { body });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.errors).map((key) => key.split('.')[0])).toContain(field);
  });

  it('refuses a secret of its own and unknown fields', async () => {
    const { owner, path } = await team();
    const answer = await owner.request('POST', path, {
      body: { url: 'https://example.com/hook', events: ['transcription.completed'], secret: 'whsec_mine' },
    });
    expect(answer.status).toBe(422);
  });

  it('delivers a finished transcription signed as Standard Webhooks says, only to endpoints that asked', async () => {
    const { owner, path, ids } = await team();
    const completedOnly = await addEndpoint(owner, path, `${receiverUrl}/ok`);
    const id = await finish(ids, 'completed');
    const [message] = await eventually(() => {
      const got = receivedFor('/ok', id);
      expect(got).toHaveLength(1);
      return got;
    }, 15_000);

    const payload = new Webhook(completedOnly.secret).verify(message!.body, {
      'webhook-id': String(message!.headers['webhook-id']),
      'webhook-timestamp': String(message!.headers['webhook-timestamp']),
      'webhook-signature': String(message!.headers['webhook-signature']),
    }) as { type: string; data: { transcription: Record<string, unknown> } };
    expect(payload.type).toBe('transcription.completed');
    expect(payload.data.transcription).toMatchObject({ id, name: 'Board meeting', status: 'completed' });
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        message!.body,
        message!.headers as Record<string, string>,
      ),
    ).toThrow();

    const failedId = await finish(ids, 'failed');
    const log = await eventually(async () => {
      const entries = await deliveriesOf(owner, path, completedOnly.id);
      expect(entries[0]).toMatchObject({ state: 'delivered', response_status: 204, attempts: 1 });
      return entries;
    });
    expect(log).toHaveLength(1);
    expect(log[0]!.id).toBe(message!.headers['webhook-id']);
    expect(receivedFor('/ok', failedId)).toEqual([]);
  });

  it('owes and queues no webhook notice where no endpoint listens for the event', async () => {
    const enqueue = vi.spyOn(server.app.transcriptions.queue, 'enqueue');
    const webhookNoticesOf = async (id: string) => {
      const rows = await server.database.db
        .select()
        .from(transcriptionNotices)
        .where(eq(transcriptionNotices.transcriptionId, id));
      const queued = enqueue.mock.calls.filter(
        ([kind, payload]) => kind.id === 'notice.webhook' && JSON.stringify(payload).includes(id),
      );
      return { owed: rows.filter((row) => row.channel === 'webhook').length, queued: queued.length };
    };
    try {
      const { owner, path, ids } = await team();
      // No endpoint at all.
      expect(await webhookNoticesOf(await finish(ids, 'completed'))).toEqual({ owed: 0, queued: 0 });
      // An endpoint that asked for completions only: a failure owes nothing, a completion one notice.
      await addEndpoint(owner, path, `${receiverUrl}/ok`);
      expect(await webhookNoticesOf(await finish(ids, 'failed'))).toEqual({ owed: 0, queued: 0 });
      expect(await webhookNoticesOf(await finish(ids, 'completed'))).toEqual({ owed: 1, queued: 1 });
    } finally {
      enqueue.mockRestore();
    }
  });

  it('retries a 500 with the same message id and logs the delivery once the receiver takes it', async () => {
    const { owner, path, ids } = await team();
    const flaky = await addEndpoint(owner, path, `${receiverUrl}/flaky`, ['transcription.failed']);
    const id = await finish(ids, 'failed');
    const entry = await eventually(async () => {
      const [first] = await deliveriesOf(owner, path, flaky.id);
      expect(first).toMatchObject({ state: 'delivered', attempts: 3, response_status: 200 });
      return first!;
    }, 15_000);
    expect(entry.response_excerpt).toBe('thanks');
    const tries = receivedFor('/flaky', id);
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((one) => one.headers['webhook-id']))).toEqual(new Set([entry.id]));
    for (const one of tries)
      new Webhook(flaky.secret).verify(one.body, one.headers as Record<string, string>);
  });

  it("lets workspaces take turns: one workspace's slow receiver holds another's delivery up by one attempt at most", async () => {
    const slow = await team();
    const other = await team();
    const slowEndpoint = await addEndpoint(slow.owner, slow.path, `${receiverUrl}/held`);
    const quickEndpoint = await addEndpoint(other.owner, other.path, `${receiverUrl}/ok`);
    holding = true;
    try {
      // Every worker held by the slow receiver, and as many of its deliveries waiting behind them.
      for (let count = 0; count < 2 * DELIVERY_WORKERS; count += 1)
        expect((await slow.owner.request('POST', `${slow.path}/${slowEndpoint.id}/test`)).status).toBe(201);
      await eventually(() => expect(held).toHaveLength(DELIVERY_WORKERS));
      const test = await other.owner.request('POST', `${other.path}/${quickEndpoint.id}/test`);
      expect(test.status).toBe(201);

      held.shift()!.writeHead(204).end();
      await eventually(() => expect(held).toHaveLength(DELIVERY_WORKERS));
      // The freed worker went to the other workspace, not to the slow one's next delivery.
      const order = received.map((one) => (one.path === '/held' ? 'slow' : one.headers['webhook-id']));
      expect(order.indexOf(test.json.result.id)).toBeGreaterThanOrEqual(0);
      expect(order.indexOf(test.json.result.id)).toBeLessThan(order.lastIndexOf('slow'));
    } finally {
      holding = false;
      for (const response of held.splice(0)) response.writeHead(204).end();
    }
  });

  it('switches an endpoint off after five failed deliveries in a row, tells its managers live and its owner by email, and keeps a bounded log', async () => {
    const { owner, member, path, ids, ownerEmail } = await team();
    const down = await addEndpoint(owner, path, `${receiverUrl}/down?token=receiver-secret`);
    // A member hears the workspace's channel too, and may not read an endpoint's URL.
    const live = liveEvents(
      await subscribe(connect(server, asBrowser(member)), workspaceChannel(ids.workspaceId)),
    );
    for (let count = 0; count < 5; count += 1) await finish(ids, 'completed');
    const listed = await eventually(async () => {
      const [endpoint] = (await owner.get(path)).json.result;
      expect(endpoint).toMatchObject({
        enabled: false,
        disabled_reason: 'failures',
        consecutive_failures: 5,
      });
      return endpoint;
    }, 30_000);
    expect(listed.id).toBe(down.id);
    await eventually(() => expect(live).toContainEqual({ notification: 'webhook.disabled', id: down.id }));
    expect(JSON.stringify(live)).not.toContain('receiver-secret');

    const log = await deliveriesOf(owner, path, down.id);
    expect(log).toHaveLength(5);
    for (const entry of log) {
      expect(entry).toMatchObject({ state: 'failed', attempts: 6, response_status: 500 });
      expect(entry.response_excerpt!.length).toBeLessThanOrEqual(501);
      expect(entry.response_excerpt).toMatch(/^boom x+…$/);
    }
    const mail = await eventually(() => {
      const found = relay.received().find((one: ReceivedMail) => one.to.includes(ownerEmail));
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.subject).toMatch(/webhook .* was switched off/);

    // Switched off, it gets nothing more; a test still goes out, and switching it on forgets the failures.
    const later = await finish(ids, 'completed');
    const test = await owner.request('POST', `${path}/${down.id}/test`);
    expect(test.status).toBe(201);
    expect(test.json.result).toMatchObject({ event: 'webhook.test', state: 'pending' });
    await eventually(() =>
      expect(received.filter((one) => one.headers['webhook-id'] === test.json.result.id)).not.toHaveLength(0),
    );
    expect(receivedFor('/down', later)).toEqual([]);
    const on = await owner.request('PATCH', `${path}/${down.id}`, { body: { enabled: true } });
    expect(on.json.result).toMatchObject({ enabled: true, disabled_reason: null, consecutive_failures: 0 });
  });

  it('never reaches an inward address, whatever the URL says, and does not retry it', async () => {
    const { owner, path } = await team();
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:10.0.0.1]/',
      'http://0x0a000001/',
    ]) {
      const endpoint = await addEndpoint(owner, path, url);
      expect((await owner.request('POST', `${path}/${endpoint.id}/test`)).status).toBe(201);
      await eventually(async () =>
        expect((await deliveriesOf(owner, path, endpoint.id))[0]).toMatchObject({
          state: 'failed',
          attempts: 1,
          response_status: null,
          response_excerpt: null,
          failure: 'refused_address',
        }),
      );
    }
  });

  it('logs why no answer came as a code of its own, apart from anything a receiver writes', async () => {
    const { owner, path } = await team();
    // A port nothing listens on any more.
    const closedPort = await freePort();
    for (const [url, failure] of [
      [`http://127.0.0.1:${closedPort}/`, 'no_connection'],
      ['https://nowhere.invalid/hook', 'unknown_host'],
    ] as const) {
      const endpoint = await addEndpoint(owner, path, url);
      expect((await owner.request('POST', `${path}/${endpoint.id}/test`)).status).toBe(201);
      await eventually(async () =>
        expect((await deliveriesOf(owner, path, endpoint.id))[0], url).toMatchObject({
          state: 'failed',
          response_status: null,
          response_excerpt: null,
          failure,
        }),
      );
    }
  });

  it('refuses plain http:// endpoints unless the operator allows them', async () => {
    const strict = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    try {
      const owner = await memberBrowser(strict.url);
      const path = `/api/workspace/${(await identityOf(owner)).workspace.id}/webhooks`;
      // A scheme is case-insensitive: upper case is still plain http.
      for (const url of ['http://example.com/hook', 'HTTP://example.com/hook', 'Http://example.com/hook']) {
        const answer = await owner.request('POST', path, {
          body: { url, events: ['transcription.completed'] },
        });
        expect(answer.status, url).toBe(422);
        expect(answer.json.errors.url).toEqual([expect.stringContaining('https://')]);
      }
      const created = await addEndpoint(owner, path, 'https://example.com/ok');
      const renamed = await owner.request('PATCH', `${path}/${created.id}`, {
        body: { url: 'HTTP://example.com/hook' },
      });
      expect(renamed.status).toBe(422);
      // Stored as the URL parser writes it.
      expect((await addEndpoint(owner, path, 'HTTPS://Example.COM/In')).url).toBe('https://example.com/In');
    } finally {
      await strict.close();
    }
  });

  it('sends a test message that the receiver can verify, and logs it', async () => {
    const { owner, path } = await team();
    const endpoint = await addEndpoint(owner, path, `${receiverUrl}/ok`);
    const test = await owner.request('POST', `${path}/${endpoint.id}/test`);
    expect(test.status).toBe(201);
    const message = await eventually(() => {
      const found = received.find((one) => one.headers['webhook-id'] === test.json.result.id);
      expect(found).toBeDefined();
      return found!;
    });
    const payload = new Webhook(endpoint.secret).verify(
      message.body,
      message.headers as Record<string, string>,
    );
    expect(payload).toMatchObject({ type: 'webhook.test' });
    await eventually(async () =>
      expect((await deliveriesOf(owner, path, endpoint.id))[0]).toMatchObject({
        state: 'delivered',
        response_status: 204,
      }),
    );
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Config } from '../config.js';
import { clientAddressReader } from '../http/client-address.js';
import { channelAuth } from './channel-auth.js';
import type { LivenessTiming } from './pusher-connection.js';
import { PusherSocketServer, type SocketLimits } from './pusher-socket-server.js';

const app = { key: 'test-key', secret: 'test-secret' };

const roomy: SocketLimits = { socketsPerAddress: 1000, socketsPerUser: 1000 };

/** The socket server on its own HTTP server, as the app attaches it (trusting no proxy by default). */
async function startSocketServer({
  timing,
  limits = roomy,
  trustProxy = false,
}: {
  timing?: LivenessTiming;
  limits?: SocketLimits;
  trustProxy?: Config['trustProxy'];
} = {}) {
  const http = createServer();
  const sockets = new PusherSocketServer({
    app,
    timing,
    limits,
    clientAddress: clientAddressReader(trustProxy),
    log: pino({ level: 'silent' }),
  });
  sockets.attach(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    sockets,
    base: `ws://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: async () => {
      await sockets.close();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

/** What `broadcasting/auth` answers `user` for this socket and channel. */
function signedFor(socketId: string, channel: string, user = '01JUSER', signer = app) {
  const channelData = JSON.stringify({ user_id: user });
  return { auth: channelAuth(signer, socketId, channel, channelData), channel_data: channelData };
}

let server: Awaited<ReturnType<typeof startSocketServer>>;
beforeAll(async () => {
  server = await startSocketServer();
});
afterAll(() => server.close());

interface Frame {
  event: string;
  channel?: string;
  // biome-ignore lint/suspicious/noExplicitAny: frames of many shapes, asserted on directly
  data: any;
}

/** A bare protocol client: every frame it receives, in order, and how its connection ended. */
class RawClient {
  readonly socket: WebSocket;
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly frames: Frame[] = [];
  private waiting: ((frame: Frame) => void) | undefined;

  constructor(
    path = `/app/${app.key}?protocol=7&client=js&version=8.6.0`,
    base = server.base,
    headers: Record<string, string> = {},
  ) {
    this.socket = new WebSocket(`${base}${path}`, { headers });
    this.socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      if (this.waiting) this.waiting(frame);
      else this.frames.push(frame);
    });
    this.closed = new Promise((resolve) =>
      this.socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  next(): Promise<Frame> {
    const queued = this.frames.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => {
      this.waiting = (frame) => {
        this.waiting = undefined;
        resolve(frame);
      };
    });
  }

  send(message: unknown) {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Connects and returns the socket id the server assigned. */
  async established(): Promise<string> {
    const frame = await this.next();
    expect(frame.event).toBe('pusher:connection_established');
    return JSON.parse(frame.data).socket_id;
  }

  async subscribe(channel: string, signed?: { auth: string; channel_data?: string }) {
    this.send({ event: 'pusher:subscribe', data: { channel, ...signed } });
    return this.next();
  }
}

describe('built-in Pusher protocol server', () => {
  it('greets with a socket id and the activity timeout, as a JSON string', async () => {
    const client = new RawClient();
    const greeting = await client.next();
    expect(greeting.event).toBe('pusher:connection_established');
    expect(typeof greeting.data).toBe('string');
    expect(JSON.parse(greeting.data)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
    client.socket.close();
  });

  it('refuses an unknown app key (4001) and a missing or unsupported protocol version (4006–4008)', async () => {
    for (const [path, code] of [
      ['/app/wrong-key?protocol=7', 4001],
      [`/app/${app.key}?protocol=6`, 4007],
      [`/app/${app.key}?protocol=seven`, 4006],
      [`/app/${app.key}`, 4008],
    ] as const) {
      const client = new RawClient(path);
      const error = await client.next();
      expect(error).toMatchObject({ event: 'pusher:error', data: { code } });
      expect((await client.closed).code).toBe(code);
    }
  });

  it('delivers to a private channel only after a valid signature, until unsubscribed', async () => {
    const client = new RawClient();
    const socketId = await client.established();
    const channel = 'private-workspace.A1';

    const forged = signedFor(socketId, channel, '01JUSER', { ...app, secret: 'guess' });
    const unsigned = { auth: channelAuth(app, socketId, channel) };
    const otherUser = {
      ...signedFor(socketId, channel),
      channel_data: JSON.stringify({ user_id: 'someone' }),
    };
    for (const refused of [forged, unsigned, otherUser]) {
      expect(await client.subscribe(channel, refused)).toMatchObject({
        event: 'pusher:subscription_error',
        channel,
        data: { status: 401 },
      });
    }
    await server.sockets.deliver(channel, 'SPANotificationEvent', '{"n":0}');

    const succeeded = await client.subscribe(channel, signedFor(socketId, channel));
    expect(succeeded).toMatchObject({ event: 'pusher_internal:subscription_succeeded', channel });
    await server.sockets.deliver(channel, 'SPANotificationEvent', '{"n":1}');
    await server.sockets.deliver('private-workspace.B2', 'SPANotificationEvent', '{"n":2}');
    expect(await client.next()).toEqual({ event: 'SPANotificationEvent', channel, data: '{"n":1}' });

    client.send({ event: 'pusher:unsubscribe', data: { channel } });
    client.send({ event: 'pusher:ping', data: {} });
    expect((await client.next()).event).toBe('pusher:pong');
    await server.sockets.deliver(channel, 'SPANotificationEvent', '{"n":3}');
    client.send({ event: 'pusher:ping', data: {} });
    // The pong comes straight after the previous one: nothing was delivered after unsubscribing.
    expect((await client.next()).event).toBe('pusher:pong');
    client.socket.close();
  });

  it('offers no public, presence or encrypted channels, even with a valid signature', async () => {
    const client = new RawClient();
    const socketId = await client.established();
    for (const channel of ['workspace.A1', 'presence-workspace.A1', 'private-encrypted-workspace.A1']) {
      const refused = await client.subscribe(channel, signedFor(socketId, channel));
      expect(refused).toMatchObject({ event: 'pusher:subscription_error', channel, data: { status: 403 } });
    }
    client.socket.close();
  });

  it('answers malformed and unsupported messages with an error and keeps the connection', async () => {
    const client = new RawClient();
    await client.established();
    for (const message of ['not json', '[1,2]', { data: {} }, { event: 'pusher:subscribe', data: 'x' }]) {
      client.send(message);
      expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: null } });
    }
    client.send({ event: 'client-typing', channel: 'private-workspace.A1', data: {} });
    expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: null } });
    client.send({ event: 'pusher:ping', data: {} });
    expect((await client.next()).event).toBe('pusher:pong');
    client.socket.close();
  });

  it('pings a silent client and keeps it while it answers; closes it with 4201 once it stops', async () => {
    // Short enough to watch several rounds of the liveness check within a test; the pong timeout leaves
    // room for a busy machine.
    const quick = await startSocketServer({
      timing: { activityTimeoutSeconds: 0.2, pongTimeoutSeconds: 0.5 },
    });
    const client = new RawClient(undefined, quick.base);
    await client.established();
    for (let round = 0; round < 3; round++) {
      expect((await client.next()).event).toBe('pusher:ping');
      client.send({ event: 'pusher:pong', data: {} });
    }
    expect((await client.next()).event).toBe('pusher:ping');
    expect(await client.closed).toEqual({ code: 4201, reason: 'Pong reply not received' });
    await quick.close();
  });

  it('asks connected clients to reconnect when it shuts down', async () => {
    const closing = await startSocketServer();
    const client = new RawClient(undefined, closing.base);
    await client.established();
    await closing.close();
    expect((await client.closed).code).toBe(4200);
  });
});

describe('limits of the built-in Pusher protocol server', () => {
  const PATH = `/app/${app.key}?protocol=7`;
  const from = (base: string, address: string) => new RawClient(PATH, base, { 'x-forwarded-for': address });

  it('holds at most so many connections per client address, behind a trusted proxy, and backs the next off (4100)', async () => {
    const limited = await startSocketServer({
      limits: { ...roomy, socketsPerAddress: 2 },
      trustProxy: 'loopback',
    });
    const first = from(limited.base, '203.0.113.7');
    await first.established();
    await from(limited.base, '203.0.113.7').established();

    const refused = from(limited.base, '203.0.113.7');
    expect(await refused.next()).toMatchObject({ event: 'pusher:error', data: { code: 4100 } });
    expect((await refused.closed).code).toBe(4100);
    await from(limited.base, '203.0.113.8').established();

    first.socket.close();
    await first.closed;
    await from(limited.base, '203.0.113.7').established();
    await limited.close();
  });

  it('does not believe a forwarded address from a client that is not a trusted proxy', async () => {
    const limited = await startSocketServer({ limits: { ...roomy, socketsPerAddress: 2 } });
    await from(limited.base, '203.0.113.1').established();
    await from(limited.base, '203.0.113.2').established();
    const refused = from(limited.base, '203.0.113.3');
    expect(await refused.next()).toMatchObject({ event: 'pusher:error', data: { code: 4100 } });
    await limited.close();
  });

  it('holds at most so many subscribed connections of one user, whatever the channel, and the next once one has left', async () => {
    const limited = await startSocketServer({ limits: { ...roomy, socketsPerUser: 2 } });
    const subscriber = async (user: string, channel = 'private-workspace.C3') => {
      const client = new RawClient(PATH, limited.base);
      const socketId = await client.established();
      const answer = await client.subscribe(channel, signedFor(socketId, channel, user));
      return { client, socketId, answer };
    };
    const first = await subscriber('01JBUSY');
    await subscriber('01JBUSY', 'private-workspace.D4');
    const third = await subscriber('01JBUSY');
    expect(third.answer).toMatchObject({ event: 'pusher:subscription_error', data: { status: 429 } });
    // Another user of the same workspace is counted apart.
    expect((await subscriber('01JCOLLEAGUE')).answer.event).toBe('pusher_internal:subscription_succeeded');
    // A connection subscribing again is not counted twice.
    const again = await first.client.subscribe(
      'private-workspace.D4',
      signedFor(first.socketId, 'private-workspace.D4', '01JBUSY'),
    );
    expect(again.event).toBe('pusher_internal:subscription_succeeded');

    first.client.socket.close();
    await first.client.closed;
    expect((await subscriber('01JBUSY')).answer.event).toBe('pusher_internal:subscription_succeeded');
    await limited.close();
  });
});

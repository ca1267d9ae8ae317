import { LIVE_EVENT, workspaceChannel } from '@whispy/contracts';
import { Browser, memberBrowser } from '@whispy/test-kit/browser';
import { eventually } from '@whispy/test-kit/eventually';
import { asBrowser, connect, liveEvents, subscribe } from '@whispy/test-kit/live';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import PusherServer from 'pusher';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';

// Distributed mode: the built-in server fans out through Redis (without Redis it only skips that hop,
// which the socket server's own tests cover).
let server: TestServer;
let owner: Browser;
let ownChannel: string;
beforeAll(async () => {
  // A Redis database of its own for the jobs (pub/sub spans databases): other files' servers keep theirs.
  server = await startTestServer({ REDIS_URL: `${inject('redisUrl')}/3` });
  owner = await memberBrowser(server.url);
  ownChannel = workspaceChannel((await owner.get('/api/auth/identity')).json.result.workspace.ulid);
});
afterAll(() => server.close());

const progress = (n: number) => ({
  notification: 'transcription.updated',
  id: `T${n}`,
  status: 'processing',
  progress: n / 10,
});

describe('live events on the built-in server', () => {
  it("delivers events published by the app to a member's subscription of its workspace channel", async () => {
    const channel = await subscribe(connect(server, asBrowser(owner)), ownChannel);
    const received = liveEvents(channel);
    await server.app.realtime.publish(ownChannel, LIVE_EVENT, progress(1));
    await eventually(() => expect(received).toEqual([progress(1)]));
  });

  it("refuses another workspace's channel: 403 from broadcasting/auth, a subscription error in pusher-js", async () => {
    const stranger = await memberBrowser(server.url);
    const refusal = await subscribe(connect(server, asBrowser(stranger)), ownChannel).catch((error) => error);
    expect(refusal).toMatchObject({ type: 'AuthError' });

    const answer = await stranger.request('POST', '/api/broadcasting/auth', {
      body: { socket_id: '1234.5678', channel_name: ownChannel },
      headers: { 'accept-language': 'es' },
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({
      result: null,
      message: 'Solo puedes seguir las actualizaciones en vivo de tu propio espacio de trabajo.',
    });
  });

  it('answers the auth request, JSON or form, with the bare {auth, channel_data} pusher-js passes on, to members only', async () => {
    const request = { socket_id: '1234.5678', channel_name: ownChannel };
    const json = await owner.request('POST', '/api/broadcasting/auth', { body: request });
    const form = await owner.request('POST', '/api/broadcasting/auth', { form: request });
    expect(json.status).toBe(200);
    // The signed channel data names the user, whose connections the built-in server counts.
    const { user } = (await owner.get('/api/auth/identity')).json.result;
    expect(json.json).toEqual({
      auth: expect.stringMatching(new RegExp(`^${server.config.pusher.key}:[0-9a-f]{64}$`)),
      channel_data: JSON.stringify({ user_id: user.id }),
    });
    expect(form.json).toEqual(json.json);

    const anonymous = new Browser(server.url);
    await anonymous.get('/api/csrf');
    expect((await anonymous.request('POST', '/api/broadcasting/auth', { body: request })).status).toBe(401);
  });

  it("lets an API client subscribe through pusher-js's own auth request, with a bearer token", async () => {
    const { token } = (await owner.request('POST', '/api/tokens', { body: { name: 'live' } })).json.result;
    const client = connect(server, {
      transport: 'ajax',
      endpoint: `${server.url}/api/broadcasting/auth`,
      headers: { Authorization: `Bearer ${token}` },
    });
    const received = liveEvents(await subscribe(client, ownChannel));
    await server.app.realtime.publish(ownChannel, LIVE_EVENT, progress(2));
    await eventually(() => expect(received).toEqual([progress(2)]));
  });

  it('refuses a connection with the wrong app key (4001)', async () => {
    const client = connect(server, asBrowser(owner), { key: 'not-our-key' });
    // biome-ignore lint/suspicious/noExplicitAny: pusher-js types its error events loosely
    const error = await new Promise<any>((resolve) => client.connection.bind('error', resolve));
    expect(error.error.data).toMatchObject({ code: 4001 });
    await eventually(() => expect(client.connection.state).not.toBe('connected'));
  });

  it('keeps a connection alive through pusher-js pings and our pongs', async () => {
    const client = connect(server, asBrowser(owner), { activityTimeout: 100, pongTimeout: 2000 });
    const pongs: unknown[] = [];
    client.connection.bind('message', (message: { event: string }) => {
      if (message.event === 'pusher:pong') pongs.push(message);
    });
    const received = liveEvents(await subscribe(client, ownChannel));
    const socketId = client.connection.socket_id;
    await eventually(() => expect(pongs.length).toBeGreaterThanOrEqual(4));
    expect(client.connection.state).toBe('connected');
    expect(client.connection.socket_id).toBe(socketId);
    await server.app.realtime.publish(ownChannel, LIVE_EVENT, progress(3));
    await eventually(() => expect(received).toEqual([progress(3)]));
  });

  it('serves no websocket on other paths', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/socket`);
    const failure = await new Promise<Error>((resolve) => socket.on('error', resolve));
    expect(failure.message).toMatch(/404/);
  });
});

describe('live events across server processes sharing Redis', () => {
  let second: TestServer;
  beforeAll(async () => {
    // The same deployment: the same session secret, hence the same Pusher app secret.
    second = await startTestServer({
      REDIS_URL: `${inject('redisUrl')}/3`,
      SESSION_SECRET: server.config.sessionSecret,
    });
  });
  afterAll(() => second?.close());

  it('delivers a publish on either process exactly once to a socket connected to the other', async () => {
    // Signed in on one process, connected to the other, as behind a load balancer.
    const received = liveEvents(await subscribe(connect(second, asBrowser(owner)), ownChannel));

    await server.app.realtime.publish(ownChannel, LIVE_EVENT, progress(1));
    await second.app.realtime.publish(ownChannel, LIVE_EVENT, progress(2));
    await server.app.realtime.publish(ownChannel, LIVE_EVENT, progress(3));
    // Redis keeps the order, so once the last has arrived any duplicate of the others would be here too.
    await eventually(() => expect(received).toContainEqual(progress(3)));
    expect(received).toEqual([progress(1), progress(2), progress(3)]);
  });
});

describe("a removed member's open page", () => {
  it('is cut off on whichever process it is connected to, and cannot subscribe again', async () => {
    const second = await startTestServer({
      REDIS_URL: `${inject('redisUrl')}/3`,
      SESSION_SECRET: server.config.sessionSecret,
    });
    try {
      const member = await memberBrowser(server.url);
      const workspaceId = (await owner.get('/api/auth/identity')).json.result.workspace.id;
      const invitation = await owner.request('POST', `/api/workspace/${workspaceId}/invitations`, {
        body: {},
      });
      await member.request('POST', `/api/invitations/${invitation.json.result.token}/accept`);
      const memberId = (await member.get('/api/auth/identity')).json.result.user.id;
      const channel = await subscribe(connect(second, asBrowser(member)), ownChannel);
      const received = liveEvents(channel);
      const refused = new Promise((resolve) => channel.bind('pusher:subscription_error', resolve));
      const ownersView = liveEvents(await subscribe(connect(server, asBrowser(owner)), ownChannel));

      await owner.request('DELETE', `/api/workspace/${workspaceId}/members/${memberId}`);
      // pusher-js reconnects at once and asks to subscribe again, which is refused now.
      await expect(refused).resolves.toMatchObject({ type: 'AuthError' });
      await server.app.realtime.publish(ownChannel, LIVE_EVENT, progress(4));
      await eventually(() => expect(ownersView).toEqual([progress(4)]));
      expect(received).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

describe('live events through hosted Pusher', () => {
  let hosted: TestServer;
  const pusherEnv = (secret: string) => ({
    PUSHER_APP_ID: server.config.pusher.appId,
    PUSHER_KEY: server.config.pusher.key,
    PUSHER_SECRET: secret,
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: new URL(server.url).port,
    PUSHER_USE_TLS: 'false',
  });
  beforeAll(async () => {
    // The built-in server of the first app plays hosted Pusher for this one.
    hosted = await startTestServer(pusherEnv(server.config.pusher.secret));
  });
  afterAll(() => hosted?.close());

  it("publishes through the official SDK to Pusher's HTTP API, reaching pusher-js subscribers", async () => {
    const received = liveEvents(await subscribe(connect(server, asBrowser(owner)), ownChannel));
    await hosted.app.realtime.publish(ownChannel, LIVE_EVENT, progress(4));
    await eventually(() => expect(received).toEqual([progress(4)]));
  });

  it('refuses triggers signed with another secret, delivering nothing', async () => {
    const received = liveEvents(await subscribe(connect(server, asBrowser(owner)), ownChannel));
    const { PUSHER_APP_ID, PUSHER_KEY, PUSHER_HOST, PUSHER_PORT } = pusherEnv('wrong');
    const impostor = new PusherServer({
      appId: PUSHER_APP_ID,
      key: PUSHER_KEY,
      secret: 'wrong',
      host: PUSHER_HOST,
      port: PUSHER_PORT,
      useTLS: false,
    });
    await expect(impostor.trigger(ownChannel, LIVE_EVENT, progress(5))).rejects.toMatchObject({
      status: 401,
    });
    await hosted.app.realtime.publish(ownChannel, LIVE_EVENT, progress(6));
    await eventually(() => expect(received).toEqual([progress(6)]));
  });

  it('serves no websocket endpoint of its own', async () => {
    const socket = new WebSocket(
      `${hosted.url.replace('http', 'ws')}/app/${hosted.config.pusher.key}?protocol=7`,
    );
    await new Promise((resolve) => socket.on('error', resolve));
    expect(socket.readyState).not.toBe(WebSocket.OPEN);
  });
});

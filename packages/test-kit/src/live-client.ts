import { LIVE_EVENT } from '@whispy/contracts';
import Pusher, { type Channel, type ChannelAuthorizationOptions, type Options } from 'pusher-js';
import type { Browser } from './browser.js';
import type { TestServer } from './server.js';

/**
 * pusher-js (its Node build) as the web app configures it, on `target`'s built-in websocket endpoint.
 * The caller disconnects it (`live.ts`'s `connect` does after each test); free of vitest, so that
 * benchmarks can use it too.
 */
export function connectClient(
  target: TestServer,
  channelAuthorization: ChannelAuthorizationOptions,
  { key = target.config.pusher.key, ...options }: Partial<Options> & { key?: string } = {},
) {
  return new Pusher(key, {
    cluster: target.config.pusher.cluster,
    wsHost: '127.0.0.1',
    wsPort: Number(new URL(target.url).port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization,
    ...options,
  });
}

/** Authorises as the web app does: the session cookie and X-XSRF-TOKEN, a form-encoded body. */
export const asBrowser = (browser: Browser): ChannelAuthorizationOptions => ({
  customHandler: ({ socketId, channelName }, callback) => {
    const form = { socket_id: socketId, channel_name: channelName };
    browser.request('POST', '/api/broadcasting/auth', { form }).then(
      (answer) =>
        answer.status === 200
          ? callback(null, answer.json)
          : callback(new Error(`${answer.status} ${answer.text}`), null),
      (error: Error) => callback(error, null),
    );
  },
});

/** Resolves with the channel once subscribed; rejects with pusher-js's subscription error. */
export function subscribe(client: Pusher, name: string): Promise<Channel> {
  const channel = client.subscribe(name);
  return new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', reject);
  });
}

/** The payloads of every live event the channel receives from now on. */
export function liveEvents(channel: Channel) {
  const received: unknown[] = [];
  channel.bind(LIVE_EVENT, (data: unknown) => received.push(data));
  return received;
}

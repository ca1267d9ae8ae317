import type Pusher from 'pusher-js';
import { afterEach } from 'vitest';
import { connectClient } from './live-client.js';

export { asBrowser, liveEvents, subscribe } from './live-client.js';

// Every client a test connects is disconnected after it, so no socket outlives its test.
const clients: Pusher[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

/** `connectClient`, disconnected after the test. */
export function connect(...args: Parameters<typeof connectClient>): Pusher {
  const client = connectClient(...args);
  clients.push(client);
  return client;
}

import Pusher from 'pusher';
import type { Config } from '../config.js';
import type { DeliverEncoded } from './broadcaster.js';

/** A publish that cannot reach Pusher fails instead of holding up the work that announced it. */
const TRIGGER_TIMEOUT_MS = 10_000;

/** Publishes through the HTTP API of hosted Pusher, or of any server that speaks it (PUSHER_HOST). */
export function hostedPusher(pusher: Config['pusher']): DeliverEncoded {
  const credentials = {
    appId: pusher.appId,
    key: pusher.key,
    secret: pusher.secret,
    useTLS: pusher.useTLS,
    timeout: TRIGGER_TIMEOUT_MS,
  };
  const client = new Pusher(
    pusher.host
      ? { ...credentials, host: pusher.host, ...(pusher.port ? { port: String(pusher.port) } : {}) }
      : { ...credentials, cluster: pusher.cluster },
  );
  return async (channel, event, data) => {
    await client.trigger(channel, event, data);
  };
}

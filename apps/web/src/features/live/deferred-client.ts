import type { LiveClient } from './live-channel';
import type { LiveChannelLike } from './workspace-subscription';

/**
 * A live client usable at once whose real client `load` brings later: pusher-js loads in its own chunk,
 * after the page has painted, instead of with the first load. Calls made meanwhile wait in one queue, so
 * the real client sees them in the order they were made. If it never loads, the page goes on without live
 * updates, as when the live server is down.
 */
export function deferredClient(load: () => Promise<LiveClient>): LiveClient {
  let ready = load().catch((error: unknown) => {
    console.error(error);
    return new Promise<never>(() => {});
  });
  const later = (call: (client: LiveClient) => void) => {
    ready = ready.then((client) => {
      call(client);
      return client;
    });
  };
  return {
    subscribe(name) {
      let channel: LiveChannelLike | undefined;
      later((client) => {
        channel = client.subscribe(name);
      });
      return {
        bind: (event, callback) => later(() => channel?.bind(event, callback)),
        unbind: (event, callback) => later(() => channel?.unbind(event, callback)),
      };
    },
    unsubscribe: (name) => later((client) => client.unsubscribe(name)),
    disconnect: () => later((client) => client.disconnect()),
  };
}

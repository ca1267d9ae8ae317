import { act } from '@testing-library/react';
import { LIVE_EVENT } from '@whispy/contracts';

type Handler = (data: unknown) => void;

/**
 * A pusher-js stand-in at the module boundary, for the real LiveChannel: `log` records the subscriptions
 * and disconnects asked of it, `push` delivers a server event on a channel, and `subscribed` says the server
 * accepted a subscription (as pusher-js does on each connection).
 */
export function fakePusher() {
  const handlers = new Map<string, Handler[]>();
  const log: string[] = [];
  const client = {
    subscribe(name: string) {
      log.push(`subscribe ${name}`);
      return {
        bind: (event: string, callback: Handler) => {
          handlers.set(`${name} ${event}`, [...(handlers.get(`${name} ${event}`) ?? []), callback]);
        },
        unbind: (event: string, callback: Handler) => {
          const key = `${name} ${event}`;
          handlers.set(
            key,
            (handlers.get(key) ?? []).filter((bound) => bound !== callback),
          );
        },
      };
    },
    unsubscribe: (name: string) => log.push(`unsubscribe ${name}`),
    disconnect: () => log.push('disconnect'),
  };
  // Not typed as ConnectLive, which the live feature keeps to itself: LiveChannel's prop checks it.
  const connect = vi.fn(() => client);
  const emit = (channel: string, event: string, data: unknown) =>
    act(() => {
      for (const handler of handlers.get(`${channel} ${event}`) ?? []) handler(data);
    });
  const push = (channel: string, data: unknown) => emit(channel, LIVE_EVENT, data);
  const subscribed = (channel: string) => emit(channel, 'pusher:subscription_succeeded', {});
  return { connect, log, push, subscribed };
}

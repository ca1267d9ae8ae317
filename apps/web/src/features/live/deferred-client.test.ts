import { deferredClient } from './deferred-client';
import type { LiveClient } from './live-channel';

/** A client that logs what it is asked, and a `load` that gives it out when the test says. */
function slowClient() {
  const log: string[] = [];
  const client: LiveClient = {
    subscribe: (name) => {
      log.push(`subscribe ${name}`);
      return { bind: (event) => log.push(`bind ${event}`), unbind: (event) => log.push(`unbind ${event}`) };
    },
    unsubscribe: (name) => log.push(`unsubscribe ${name}`),
    disconnect: () => log.push('disconnect'),
  };
  let arrive = () => {};
  const loaded = new Promise<LiveClient>((resolve) => {
    arrive = () => resolve(client);
  });
  return { log, load: () => loaded, arrive: () => arrive() };
}

describe('deferredClient', () => {
  it('passes on the calls made before the client loaded, in their order, once it has', async () => {
    const slow = slowClient();
    const live = deferredClient(slow.load);
    const channel = live.subscribe('private-workspace.A');
    channel.bind('event', () => {});
    live.unsubscribe('private-workspace.A');
    live.disconnect();
    expect(slow.log).toEqual([]);
    slow.arrive();
    await vi.waitFor(() => expect(slow.log).toHaveLength(4));
    expect(slow.log).toEqual([
      'subscribe private-workspace.A',
      'bind event',
      'unsubscribe private-workspace.A',
      'disconnect',
    ]);
  });

  it('goes on without live updates when the client cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const live = deferredClient(() => Promise.reject(new Error('chunk failed')));
    live.subscribe('private-workspace.A').bind('event', () => {});
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    error.mockRestore();
  });
});

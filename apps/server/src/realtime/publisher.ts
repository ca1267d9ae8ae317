import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Broadcaster } from './broadcaster.js';
import { hostedPusher } from './hosted-pusher.js';
import { startRedisFanOut } from './redis-fan-out.js';

/**
 * Live events from a process that serves no sockets (`npm run worker`): to hosted Pusher when PUSHER_* is
 * set, otherwise through Redis to the server processes, which deliver to their sockets.
 */
export async function startPublisher(
  config: Config,
  log: FastifyBaseLogger,
): Promise<Broadcaster & { close(): Promise<void> }> {
  if (config.pusherIsExternal) {
    const deliver = hostedPusher(config.pusher);
    return {
      publish: (channel, event, data) => deliver(channel, event, JSON.stringify(data)),
      close: async () => {},
    };
  }
  if (!config.redisUrl) throw new Error('live events from a worker need REDIS_URL or PUSHER_*');
  const fanOut = await startRedisFanOut(config.redisUrl, async () => {}, log);
  return {
    publish: (channel, event, data) => fanOut.publish(channel, event, JSON.stringify(data)),
    close: () => fanOut.close(),
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { DeliverEncoded } from './broadcaster.js';
import { readJsonMessage } from './json-message.js';

/** The Redis pub/sub channel every server process listens on. */
const FAN_OUT_CHANNEL = 'whispy:live-events';

const ZFannedOutEvent = z.object({ channel: z.string(), event: z.string(), data: z.string() });

export interface RedisFanOut {
  publish: DeliverEncoded;
  close(): Promise<void>;
}

/**
 * Carries events through Redis pub/sub so that every server process delivers them to its own sockets.
 * The publishing process hears its own message too and delivers only then, so each socket gets it once.
 */
export async function startRedisFanOut(
  redisUrl: string,
  deliverLocally: DeliverEncoded,
  log: FastifyBaseLogger,
): Promise<RedisFanOut> {
  // A connection that has subscribed can do nothing else, hence two.
  const publisher = new Redis(redisUrl);
  const subscriber = new Redis(redisUrl);
  for (const connection of [publisher, subscriber])
    connection.on('error', (error) => log.warn({ err: error }, 'live events: Redis connection error'));
  subscriber.on('message', (_channel, message) => {
    const fannedOut = readJsonMessage(ZFannedOutEvent, message);
    if (!fannedOut) {
      log.warn({ message: message.slice(0, 200) }, 'live events: ignored a malformed Redis message');
      return;
    }
    const { channel, event, data } = fannedOut;
    void deliverLocally(channel, event, data);
  });
  await subscriber.subscribe(FAN_OUT_CHANNEL);
  return {
    publish: async (channel, event, data) => {
      await publisher.publish(FAN_OUT_CHANNEL, JSON.stringify({ channel, event, data }));
    },
    close: async () => {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}

import { Redis } from 'ioredis';

/**
 * An ioredis client as BullMQ needs it: commands wait through reconnects instead of failing after a few
 * retries, because a worker's blocking reads must survive a Redis restart.
 */
export function createRedisConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null });
}

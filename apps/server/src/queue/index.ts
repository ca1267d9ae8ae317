/** `createJobQueue({redisUrl, logger})`: BullMQ on Redis when `redisUrl` is set, else in this process. */
export { createJobQueue } from './create-job-queue.js';
export type {
  JobContext,
  JobHandler,
  JobQueue,
  JobQueueOptions,
  QueueLogger,
  TranscriptionJob,
} from './job-queue.js';
/** An ioredis client that waits through reconnects, as BullMQ needs and as pub/sub fan-out can use. */
export { createRedisConnection } from './redis-connection.js';

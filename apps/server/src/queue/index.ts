/** `createJobQueue({redisUrl, logger})`: BullMQ on Redis when `redisUrl` is set, else in this process. */
export { createJobQueue } from './create-job-queue.js';
/** `defineJob({id, version, payload, …})` declares a kind of job that any queue adapter runs. */
export { defineJob, type JobContext, type JobHandler, type JobKind, type NoPayload } from './job-kind.js';
export type { JobQueue, JobQueueOptions, QueueLogger, WorkOptions } from './job-queue.js';
/** An ioredis client that waits through reconnects, as BullMQ needs and as pub/sub fan-out can use. */
export { createRedisConnection } from './redis-connection.js';

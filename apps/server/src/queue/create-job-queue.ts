import { createBullmqQueue } from './bullmq-queue.js';
import { createInProcessQueue } from './in-process-queue.js';
import { type JobQueue, type JobQueueOptions, queueSettings } from './job-queue.js';

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const settings = queueSettings(options);
  return options.redisUrl ? createBullmqQueue(options.redisUrl, settings) : createInProcessQueue(settings);
}

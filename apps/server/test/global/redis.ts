import type { TestProject } from 'vitest/node';
import { startRedisServer } from '../../../../scripts/redis-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A Redis for queue and fan-out tests; each test keeps to its own queue name or channel. */
    redisUrl: string;
  }
}

/** Starts a throwaway Redis for the run, unless TEST_REDIS_URL names one to use instead. */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_REDIS_URL;
  if (given) {
    project.provide('redisUrl', given);
    return;
  }
  const redis = await startRedisServer();
  project.provide('redisUrl', redis.url);
  return () => redis.stop();
}

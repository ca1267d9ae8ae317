import type { TestProject } from 'vitest/node';
import { startS3Server } from '../../../../scripts/s3-server.mjs';

export interface TestS3 {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** An S3-compatible server for storage tests; each test file creates buckets of its own. */
    s3: TestS3;
  }
}

/**
 * Starts a throwaway S3-compatible server for the run, unless TEST_S3_ENDPOINT names one to use instead
 * (with TEST_S3_ACCESS_KEY_ID, TEST_S3_SECRET_ACCESS_KEY and optionally TEST_S3_REGION).
 */
export default async function setup(project: TestProject) {
  const endpoint = process.env.TEST_S3_ENDPOINT;
  if (endpoint) {
    project.provide('s3', {
      endpoint,
      region: process.env.TEST_S3_REGION ?? 'us-east-1',
      accessKeyId: process.env.TEST_S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.TEST_S3_SECRET_ACCESS_KEY ?? '',
    });
    return;
  }
  const { stop, ...s3 } = await startS3Server();
  project.provide('s3', s3);
  return stop;
}

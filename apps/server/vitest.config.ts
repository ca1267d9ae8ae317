import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    globalSetup: ['test/global/redis.ts', 'test/global/s3.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

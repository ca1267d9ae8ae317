import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    globalSetup: ['test/global/redis.ts', 'test/global/s3.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // On CI both database runs share two cores; a test that loses a timing race under that load gets one
    // more try. `npm test` lists every test that needed it, so a flake is seen and fixed, not hidden.
    retry: process.env.CI ? 1 : 0,
  },
});

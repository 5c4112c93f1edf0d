import { defineConfig } from 'vitest/config';

/** Browser tests: real Chromium against the real built server; one file at a time on 2 cores. */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});

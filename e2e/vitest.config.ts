import { defineConfig } from 'vitest/config';

/**
 * Browser tests: real Chromium against the real built server, two files at a time (each file uses
 * the shared server with its own data, or a server of its own). The global setup migrates and
 * seeds the demo database once and starts the one shared server (see docs/architecture.md,
 * «Browser tests»).
 */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: [new URL('./support/global-setup.ts', import.meta.url).pathname],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Much of a browser test is waiting (pages, letters, debounced searches): two files share the cores well.
    maxWorkers: 2,
    // A poll waits for the page, not for a fixed moment: on a busy 2-core machine a list can take
    // seconds to refresh after a debounced search (the 1 s default made this flaky under load).
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});

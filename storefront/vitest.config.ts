import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { storefrontAliases } from './build/aliases.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: storefrontAliases(false) },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // Files share a worker's jsdom and libraries (about four times less work than a jsdom per file);
    // src/test/setup.ts gives each its own modules and a clean document. A test must not empty
    // document.head: Emotion's style tags, kept by the shared library, live there. Threads: no
    // process per worker to start.
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // npm test runs this suite beside another step on 2 cores: a screen test can take over the 5 s default.
    testTimeout: 20_000,
    // After-each hooks in the order they were made: src/test/setup.ts's unmount first, then a file's
    // vi.restoreAllMocks(). In the default (reverse) order a screen still mounted for that moment
    // could send its next request to the real fetch, and log its failure into the test.
    sequence: { hooks: 'list' },
  },
});

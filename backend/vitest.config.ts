import { defineConfig } from 'vitest/config';

/**
 * API tests (test/*.e2e-spec.ts) and unit specs beside the code (src/**\/*.spec.ts).
 * TEST_DB=mysql picks MariaDB/MySQL, SQLite otherwise (see test/support/database.ts).
 *
 * Files share their worker's loaded modules (isolate: false): Nest, TypeORM and the app load once
 * per worker instead of once per file (about 2 s each), and every file still starts its own app on
 * its own fresh database. So a test file must leave nothing behind: it restores the spies it
 * makes and puts back any process-wide state it changes.
 */
const engine = process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
// Two instances behind one MariaDB (and one Redis): only in the MySQL/MariaDB run. A Redis outage
// does not depend on the database engine: only in the SQLite run.
const otherEngineOnly =
  engine === 'mysql' ? ['test/redis-outage.e2e-spec.ts'] : ['test/scale-out.e2e-spec.ts', 'test/payment-reminders-scale-out.e2e-spec.ts'];

export default defineConfig({
  resolve: {
    // The shared rules run from their TypeScript source, so a test never sees a stale build.
    alias: { '@bulbash/rules': new URL('../rules/src/index.ts', import.meta.url).pathname },
  },
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.spec.ts', 'test/**/*.e2e-spec.ts'],
    exclude: ['**/node_modules/**', ...otherEngineOnly],
    globals: true,
    environment: 'node',
    pool: 'forks',
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

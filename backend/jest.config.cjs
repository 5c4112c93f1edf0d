/**
 * Backend tests in jest: unit specs beside the code (project `unit`, src/**\/*.spec.ts) and the API
 * tests (project `api`, test/*.e2e-spec.ts). TEST_DB=mysql runs the API tests on MariaDB/MySQL,
 * SQLite otherwise (test/support/database.ts). `npx jest --selectProjects api` runs one project;
 * a path pattern runs matching files (`npx jest test/catalogue.e2e-spec.ts`).
 *
 * Each test file gets its own module registry, so Nest, TypeORM and the app load once per file
 * (the price of isolation; see README, «Tests»). What keeps it cheap: swc transpiles (no type
 * check: `npm run typecheck` is the type gate) and jest caches its output across runs; V8's code
 * cache of each module is kept by the worker for its next files (test/support/compile-cache.cjs); the API
 * project migrates the template database once per run in its global setup and every file copies it.
 */
const engine = process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
// Two instances behind one MariaDB (and one Redis): only in the MySQL/MariaDB run (the outbox, payment
// reminders and the Telegram summary once across instances). A Redis outage
// does not depend on the database engine: only in the SQLite run.
const otherEngineOnly =
  engine === 'mysql'
    ? ['test/redis-outage.e2e-spec.ts']
    : [
        'test/scale-out.e2e-spec.ts',
        'test/payment-reminders-scale-out.e2e-spec.ts',
        'test/lunch-scale-out.e2e-spec.ts',
        'test/telegram-scale-out.e2e-spec.ts',
      ];

/** swc as tsc compiles the backend (tsconfig.json): CommonJS, ES2022, legacy decorators with their metadata, which Nest's DI and class-validator read. */
const typescript = {
  swcrc: false,
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};
/** The same for dependencies that ship only ES modules (below). */
const ecmascript = { swcrc: false, jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } };
/**
 * Dependencies whose CommonJS entry is an ES module. The built app loads them with Node's
 * require(esm); jest's module registry can do that only on Node 24.9+, so swc compiles them to
 * CommonJS like our code. A new one shows as «Cannot use import statement outside a module» or
 * «ESM syntax ... could not be executed as CommonJS» naming its file: add its package here.
 */
const esmOnly = [
  '@nestjs/cache-manager',
  '@nestjs/passport',
  '@nestjs/terminus',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  'uint8array-extras',
  '@borewit/text-codec',
];

const shared = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['<rootDir>/test/support/jest-swc-transform.cjs', typescript], '^.+\\.m?js$': ['@swc/jest', ecmascript] },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  // The shared rules run from their TypeScript source, so a test never sees a stale build.
  moduleNameMapper: { '^@bulbash/rules$': '<rootDir>/../rules/src/index.ts' },
  // V8's code cache shared by the files of a worker: each module is compiled once per worker, not once per file.
  setupFiles: ['<rootDir>/test/support/compile-cache.cjs'],
};

module.exports = {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'api',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...otherEngineOnly.map((file) => `<rootDir>/${file.replace(/\./g, '\\.')}$`)],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
    },
  ],
  // One value for tests and hooks (jest has no separate hook timeout): starting an app on a copy
  // of the template database and a few seconds of requests stay far below it even on a loaded machine.
  testTimeout: 120_000,
  // Two files at a time on the 2-core machine (npm test runs two steps at once besides).
  maxWorkers: 2,
  // A worker's memory grows by some 30-40 MB a file (each file's own module registry, freed late):
  // past 1 GB it is replaced after its file (a fresh worker costs well under a second).
  workerIdleMemoryLimit: '1GB',
};

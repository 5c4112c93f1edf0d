/**
 * ESM-only packages the app uses: Node 20.19+ loads them with require(esm) at run time, jest's
 * module loader cannot (before Node 24.9), so they are compiled to CommonJS for the tests.
 */
const ESM_ONLY = ['@nestjs/passport', '@nestjs/cache-manager', '@nestjs/terminus'];
const esmOnly = `(${ESM_ONLY.map((name) => name.replace('/', '\\/')).join('|')})`;

/** API and unit tests. TEST_DB=mysql picks MariaDB/MySQL, SQLite otherwise (see test/support/database.ts). */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testRegex: '(src|test)/.*\\.(spec|e2e-spec)\\.ts$',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
    [`/node_modules/${esmOnly}/.+\\.js$`]: '<rootDir>/test/support/esm-to-commonjs.cjs',
  },
  transformIgnorePatterns: [`/node_modules/(?!${esmOnly}/)`],
  // Two instances behind one MariaDB (and one Redis): only in the MySQL/MariaDB run. A Redis outage
  // does not depend on the database engine: only in the SQLite run.
  testPathIgnorePatterns:
    process.env.TEST_DB === 'mysql'
      ? ['/node_modules/', '/test/redis-outage\\.e2e-spec\\.ts$']
      : ['/node_modules/', '/test/scale-out\\.e2e-spec\\.ts$', '/test/payment-reminders-scale-out\\.e2e-spec\\.ts$'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  // The shared rules run from their TypeScript source, so a test never sees a stale build.
  moduleNameMapper: { '^@bulbash/rules$': '<rootDir>/../rules/src/index.ts' },
  testTimeout: 60000,
};

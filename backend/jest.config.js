/** API and unit tests. TEST_DB=mysql picks MariaDB/MySQL, SQLite otherwise (see test/support/database.ts). */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testRegex: '(src|test)/.*\\.(spec|e2e-spec)\\.ts$',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
    '/node_modules/@nestjs/passport/.+\\.js$': '<rootDir>/test/support/esm-to-commonjs.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/passport/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 60000,
};

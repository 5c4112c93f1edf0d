#!/usr/bin/env node
// `npm test`: lint, type checks, builds, backend unit tests, API tests on SQLite and
// MySQL/MariaDB, component tests and browser tests. Ends with one "N passed, N failed" line:
// every test of every suite, plus each step that is not a suite (lint, each type check,
// the build) as one passed or one failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-output');
rmSync(join(out, 'results'), { recursive: true, force: true });
mkdirSync(join(out, 'results'), { recursive: true });

const mysqlServer = (process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
const totals = { passed: 0, failed: 0 };
const failures = [];

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: options.cwd ?? root, stdio: 'inherit', env: { ...process.env, ...options.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : `FAILED (exit ${result.status})`} in ${seconds} s`);
  if (!ok) failures.push(label);
  return ok;
}

/** A step that is not a test suite (lint, a type check, the build) counts as one test. */
function step(label, command, args, options = {}) {
  const ok = run(label, command, args, options);
  if (ok) totals.passed += 1;
  else totals.failed += 1;
  return ok;
}

/** Adds the counts of a jest/vitest JSON report; a missing report counts as one failure. */
function count(label, reportFile) {
  if (!existsSync(reportFile)) {
    totals.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  // A test file that could not even load has no failed tests of its own: count it as one.
  totals.failed += report.numRuntimeErrorTestSuites ?? 0;
  if ((report.numTotalTests ?? 0) === 0) {
    totals.failed += 1;
    failures.push(`${label} (ran no test)`);
  }
}

function mysqlReachable() {
  const url = new URL(mysqlServer);
  return new Promise((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 3306) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const report = (name) => join(out, 'results', `${name}.json`);
// Unit specs beside the code (src/**/*.spec.ts) need no database: they run once. The API
// tests (test/*.e2e-spec.ts) run once per engine.
const jest = (label, name, pattern, env) =>
  run(label, 'npx', ['jest', '--maxWorkers=2', '--testPathPatterns', pattern, '--json', `--outputFile=${report(name)}`], {
    cwd: join(root, 'backend'),
    env,
  });
const apiTests = (engine, env) => jest(`API tests (${engine})`, `api-${engine}`, '/test/.*\\.e2e-spec\\.ts$', env);
const vitest = (label, cwd, name, extra = []) =>
  run(label, 'npx', ['vitest', 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${report(name)}`], { cwd });

step('lint', 'npm', ['run', 'lint']);
for (const workspace of ['rules', 'backend', 'storefront', 'backoffice']) {
  step(`type check (${workspace})`, 'npm', ['run', 'typecheck', '-w', workspace]);
}
step('type check (e2e)', 'npx', ['tsc', '-p', 'e2e/tsconfig.json', '--noEmit']);
const built = step('build', 'npm', ['run', 'build']);

jest('backend unit tests', 'backend-unit', '/src/.*\\.spec\\.ts$', {});
count('backend unit tests', report('backend-unit'));

apiTests('sqlite', { TEST_DB: 'sqlite' });
count('API tests (sqlite)', report('api-sqlite'));

if (await mysqlReachable()) {
  apiTests('mysql', { TEST_DB: 'mysql', MYSQL_TEST_URL: mysqlServer });
  count('API tests (mysql)', report('api-mysql'));
} else if (process.env.CI) {
  console.log(`\n=== API tests (mysql): no server at ${mysqlServer}; CI requires it`);
  totals.failed += 1;
  failures.push('API tests (mysql): server unreachable');
} else {
  console.log(`\n=== NOTE: the MySQL/MariaDB half of the API tests did NOT run: nothing answers at ${mysqlServer}.`);
  console.log('=== Set MYSQL_TEST_URL or start a server to run it; only the SQLite half ran.');
}

vitest('shared rules unit tests', join(root, 'rules'), 'rules');
count('shared rules unit tests', report('rules'));

vitest('storefront component tests', join(root, 'storefront'), 'storefront');
count('storefront component tests', report('storefront'));
vitest('back-office tests', join(root, 'backoffice'), 'backoffice');
count('back-office tests', report('backoffice'));

if (built) {
  vitest('browser tests', root, 'e2e', ['--config', 'e2e/vitest.config.ts']);
  count('browser tests', report('e2e'));
} else {
  totals.failed += 1;
  failures.push('browser tests (build failed, not run)');
}

console.log('');
if (failures.length > 0) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length === 0 && totals.failed === 0 ? 0 : 1);

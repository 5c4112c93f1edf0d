#!/usr/bin/env node
// `npm test`: lint, type checks, builds, backend unit tests, API tests on SQLite and
// MySQL/MariaDB, component tests and browser tests. Ends with one "N passed, N failed" line:
// every test of every suite, plus each step that is not a suite (lint, each type check,
// the build) as one passed or one failed.
//
// Independent steps run two at a time (TEST_JOBS=1 runs them one after another): on 2 cores a
// step that waits (MariaDB's disk, a browser page) leaves the other core to the next step. Each
// step's output goes to test-output/logs/<step>.log and is printed whole when the step ends, so
// two steps never interleave. A table of the steps' times closes the run.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-output');
for (const folder of ['results', 'logs']) {
  rmSync(join(out, folder), { recursive: true, force: true });
  mkdirSync(join(out, folder), { recursive: true });
}

const mysqlServer = (process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
const slots = Math.max(1, Number(process.env.TEST_JOBS ?? 2) || 2);
const totals = { passed: 0, failed: 0 };
const failures = [];
const started = Date.now();
const seconds = (ms) => (ms / 1000).toFixed(1);

/** Adds the counts of a jest or vitest JSON report (the same fields); a missing report counts as one failure. */
function count(label, reportFile) {
  if (!existsSync(reportFile)) {
    totals.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  collectFailedTests(label, report);
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  // A test file that could not even load has no failed tests of its own: count it as one.
  totals.failed += report.numRuntimeErrorTestSuites ?? 0;
  if ((report.numTotalTests ?? 0) === 0) {
    totals.failed += 1;
    failures.push(`${label} (ran no test)`);
  }
}

/** Each failed test (or file that could not load) with its first message line, for the run's last lines. */
const failedTests = [];
function collectFailedTests(label, report) {
  const firstLine = (text) =>
    String(text ?? '')
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '') // colour codes
      .trim()
      .split('\n')[0]
      .slice(0, 300);
  for (const file of report.testResults ?? []) {
    const where = relative(root, file.name ?? file.testFilePath ?? '');
    const failed = (file.assertionResults ?? file.testResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failedTests.push(`${label}: ${where} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed')
      failedTests.push(`${label}: ${where}: ${firstLine(file.message ?? file.failureMessage)}`);
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

/**
 * The plan. A step is a suite when it has a report (its tests are counted), otherwise it counts
 * as one test. `after` names steps that must have ended first (`built`: and succeeded).
 */
const steps = [];
const step = (label, command, args, options = {}) => steps.push({ label, command, args, ...options });
const vitestArgs = (name, extra = []) => [
  'vitest',
  'run',
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report(name)}`,
];
const backend = join(root, 'backend');
// The backend's tests run in jest (backend/jest.config.cjs, two files at a time). Its projects: unit
// specs beside the code (`unit`, src/**/*.spec.ts) need no database: they run once. The API tests
// (`api`, test/*.e2e-spec.ts) run once per engine; some start the built server, so after the build.
const backendArgs = (name, project) => ['jest', '--selectProjects', project, '--json', `--outputFile=${report(name)}`];

step('build', 'npm', ['run', 'build']);
// The longest step, so it starts as soon as the build is there; the rest fill the other core.
step('browser tests', 'npx', vitestArgs('e2e', ['--config', 'e2e/vitest.config.ts']), { report: 'e2e', after: ['build'], built: true });
// Lint reads the whole tree: after the build, so it never meets a file a build step is writing.
step('lint', 'npm', ['run', 'lint'], { after: ['build'] });
for (const workspace of ['backend', 'storefront', 'backoffice', 'rules']) {
  step(`type check (${workspace})`, 'npm', ['run', 'typecheck', '-w', workspace]);
}
step('type check (e2e)', 'npx', ['tsc', '-p', 'e2e/tsconfig.json', '--noEmit']);
const mysql = (await mysqlReachable()) ? 'run' : process.env.CI ? 'required' : 'skipped';
if (mysql === 'run') {
  // Much of it waits for MariaDB (every file copies the template database): it shares its core well.
  step('API tests (mysql)', 'npx', backendArgs('api-mysql', 'api'), {
    cwd: backend,
    env: { TEST_DB: 'mysql', MYSQL_TEST_URL: mysqlServer },
    report: 'api-mysql',
    after: ['build'],
  });
}
step('API tests (sqlite)', 'npx', backendArgs('api-sqlite', 'api'), {
  cwd: backend,
  env: { TEST_DB: 'sqlite' },
  report: 'api-sqlite',
  after: ['build'],
});
step('storefront component tests', 'npx', vitestArgs('storefront'), { cwd: join(root, 'storefront'), report: 'storefront' });
step('back-office tests', 'npx', vitestArgs('backoffice'), { cwd: join(root, 'backoffice'), report: 'backoffice' });
step('backend unit tests', 'npx', backendArgs('backend-unit', 'unit'), { cwd: backend, report: 'backend-unit' });
step('shared rules unit tests', 'npx', vitestArgs('rules'), { cwd: join(root, 'rules'), report: 'rules' });

// TEST_STEPS=lint,rules runs only the steps whose label contains one of these words (to try a change of this script).
const only = (process.env.TEST_STEPS ?? '').split(',').filter(Boolean);
if (only.length > 0) {
  steps.splice(0, steps.length, ...steps.filter((item) => only.some((word) => item.label.includes(word))));
  for (const item of steps) item.after = (item.after ?? []).filter((label) => steps.some((other) => other.label === label));
  console.log(`=== TEST_STEPS: only ${steps.map((item) => item.label).join('; ')}`);
}

/**
 * CPU seconds of this runner's finished children and their descendants (Linux: /proc/self/stat
 * cutime + cstime, in clock ticks of 1/100 s); 0 elsewhere. Read when a step ends, the increase is
 * that step's CPU time, which says what a step costs better than its wall time when steps share cores.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

/** Runs one step with its output in its log file, printed whole when it ends. */
function execute(item) {
  const name = item.label
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  const logFile = join(out, 'logs', `${name}.log`);
  const log = createWriteStream(logFile);
  item.start = Date.now();
  console.log(`=== ${item.label}: started at ${seconds(item.start - started)} s (${item.command} ${item.args.join(' ')})`);
  return new Promise((resolve) => {
    const child = spawn(item.command, item.args, {
      cwd: item.cwd ?? root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...item.env },
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once('error', (error) => log.write(`\n${error.stack ?? error}\n`));
    child.once('close', (code) => {
      const cpuNow = childCpuSeconds();
      item.cpu = cpuNow - cpuSeen;
      cpuSeen = cpuNow;
      log.end(() => {
        item.end = Date.now();
        item.ok = code === 0;
        console.log(`\n=== ${item.label} (${logFile}):`);
        console.log(readFileSync(logFile, 'utf8'));
        console.log(`=== ${item.label}: ${item.ok ? 'ok' : `FAILED (exit ${code})`} in ${seconds(item.end - item.start)} s`);
        resolve();
      });
    });
  });
}

let cpuSeen = childCpuSeconds();

/** Starts every step whose `after` steps have ended, at most `slots` at a time, in the plan's order. */
async function runAll() {
  const running = new Set();
  const pending = [...steps];
  const finished = new Set();
  while (pending.length > 0 || running.size > 0) {
    for (const item of [...pending]) {
      if (running.size >= slots) break;
      if (!(item.after ?? []).every((label) => finished.has(label))) continue;
      pending.splice(pending.indexOf(item), 1);
      const blocked = item.built && steps.find((other) => other.label === 'build')?.ok === false;
      if (blocked) {
        item.skipped = true;
        finished.add(item.label);
        continue;
      }
      const done = execute(item).then(() => {
        running.delete(done);
        finished.add(item.label);
      });
      running.add(done);
    }
    if (running.size > 0) await Promise.race(running);
  }
}

await runAll();

for (const item of steps) {
  if (item.skipped) {
    totals.failed += 1;
    failures.push(`${item.label} (build failed, not run)`);
    continue;
  }
  if (!item.ok) failures.push(item.label);
  if (item.report) count(item.label, report(item.report));
  else if (item.ok) totals.passed += 1;
  else totals.failed += 1;
}
if (mysql === 'required') {
  console.log(`\n=== API tests (mysql): no server at ${mysqlServer}; CI requires it`);
  totals.failed += 1;
  failures.push('API tests (mysql): server unreachable');
} else if (mysql === 'skipped') {
  console.log(`\n=== NOTE: the MySQL/MariaDB half of the API tests did NOT run: nothing answers at ${mysqlServer}.`);
  console.log('=== Set MYSQL_TEST_URL or start a server to run it; only the SQLite half ran.');
}

console.log(`\nStep times (${slots} at a time; wall clock ${seconds(Date.now() - started)} s; start → end, wall, CPU):`);
const width = Math.max(...steps.map((item) => item.label.length));
for (const item of steps) {
  const state = item.skipped ? 'not run' : item.ok ? 'ok' : 'FAILED';
  const times = item.skipped
    ? ''
    : `${seconds(item.start - started).padStart(7)} s → ${seconds(item.end - started).padStart(7)} s ${seconds(item.end - item.start).padStart(7)} s ${item.cpu.toFixed(1).padStart(7)} s`;
  console.log(`  ${item.label.padEnd(width)}  ${state.padEnd(7)} ${times}`);
}
console.log('');
if (failedTests.length > 0) {
  console.log(`\nFailed tests (${failedTests.length}):`);
  for (const line of failedTests.slice(0, 30)) console.log(`  ${line}`);
}
if (failures.length > 0) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length === 0 && totals.failed === 0 ? 0 : 1);

import { ChildProcess, spawn } from 'node:child_process';
import { cpSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { CaughtMail, MailCatcher } from '../../backend/test/support/mail-catcher';
import './provided';

export const ROOT = new URL('../..', import.meta.url).pathname;
export const E2E_ADMIN = { email: 'admin@bulbash-e2e.by', password: 'admin-e2e-secret' };

/** What a test reads of the letters the shop sent: an in-process MailCatcher or the shared server's mailbox. */
export interface Mailbox {
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<CaughtMail>;
}

/** A running shop as the test helpers (accounts, orders, callApi) need it. */
export interface Shop {
  baseUrl: string;
  mail: Mailbox;
  /** Everything the server printed (or where to find it), for debugging a failed test. */
  log: () => string;
}

/** A shop this test file started for itself (startShop); it stops it. */
export interface RunningShop extends Shop {
  mail: MailCatcher;
  /** The server's own SQLite file (test support may write rows the API cannot, e.g. a staff role). */
  databaseFile: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The built server's own line once it listens on `port` and its app is ready (backend/src/main.ts). */
const runningOn = (port: number) => `is running on port ${port} `;

/**
 * Waits until this child answers on its port. The port came from freePort, so another file's
 * server may have taken it meanwhile: only the child's own «running on port» line proves the answer
 * is ours; a child refused the address exits, and the caller tries another port.
 */
async function waitUntilUp(port: number, child: ChildProcess, output: () => string): Promise<'up' | 'port taken'> {
  const deadline = Date.now() + 90_000;
  // Only what this child printed: an earlier child's EADDRINUSE says nothing about this one.
  const before = output().length;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      if (output().slice(before).includes('EADDRINUSE')) return 'port taken';
      throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    }
    if (output().includes(runningOn(port))) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/category/list`);
        if (response.ok) return 'up';
      } catch {
        // not answering yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within 90 s:\n${output()}`);
}

/** Variables that decide what a new database holds: a shop started with any of them gets a fresh one, not the template. */
export const DATABASE_SHAPING_VARIABLES = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'DEMO_DATA', 'DATABASE_URL'];

export interface LaunchOptions {
  /** A folder holding `shop.sqlite` and `uploads/` of a shop that already ran its migrations and demo data. */
  template?: string;
  /** Also append the server's output to this file (the shared server's log, read after a failure). */
  logFile?: string;
  env?: Record<string, string>;
  /** Run in this folder and leave it in place at stop (the template is made so); a new temporary one otherwise. */
  workDir?: string;
}

/**
 * Starts the built server (`node backend/dist/main.js`, as `npm start` does) in a new work folder
 * on its own SQLite database with the demo catalogue, a known administrator and a real SMTP server
 * in this process. From a template the database starts as a copy (migrated and seeded once per
 * run, see global-setup.ts), which saves the seconds of migrations and demo data.
 */
export async function launchShop(options: LaunchOptions = {}): Promise<RunningShop> {
  const workDir = options.workDir ?? mkdtempSync(join(tmpdir(), 'bulbash-e2e-'));
  if (options.template) cpSync(options.template, workDir, { recursive: true });
  const mail = new MailCatcher();
  const smtpUrl = await mail.start();
  let output = '';
  const logFile = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : undefined;
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    logFile?.write(chunk);
  };
  const spawnOn = (port: number) => {
    const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
      cwd: workDir,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        DATABASE_URL: `sqlite:${join(workDir, 'shop.sqlite')}`,
        UPLOAD_DIR: join(workDir, 'uploads'),
        JWT_SECRET: 'e2e-secret-for-browser-tests',
        SMTP_URL: smtpUrl,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        DEMO_DATA: 'true',
        // Real argon2id hashes at the cheap test cost (refused by the server outside NODE_ENV=test).
        NODE_ENV: 'test',
        ARGON2_COST: 'test',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    return child;
  };
  let port = await freePort();
  let child = spawnOn(port);
  for (let attempt = 1; (await waitUntilUp(port, child, () => output)) === 'port taken'; attempt += 1) {
    if (attempt === 3) throw new Error(`Three ports were taken before the server could listen:\n${output}`);
    port = await freePort();
    child = spawnOn(port);
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    mail,
    databaseFile: join(workDir, 'shop.sqlite'),
    log: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await mail.stop();
      logFile?.end();
      if (!options.workDir) rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * A built server of this test file's own, on its own database (a copy of the run's migrated demo
 * database when the browser run's global setup made one). For files that change shop-wide
 * settings or need to know every order of a day; the others use the shared server
 * (`useSharedShop` in shared-shop.ts).
 */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const ownDatabase = Object.keys(env).some((name) => DATABASE_SHAPING_VARIABLES.includes(name));
  // Absent when a file runs without e2e/vitest.config.ts's global setup: then migrations run as usual.
  const template = inject('shopTemplate');
  return launchShop({ template: ownDatabase || !template ? undefined : template, env });
}

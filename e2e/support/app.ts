import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailCatcher } from '../../backend/test/support/mail-catcher';

export const ROOT = new URL('../..', import.meta.url).pathname;
export const E2E_ADMIN = { email: 'admin@bulbash-e2e.by', password: 'admin-e2e-secret' };

export interface RunningShop {
  baseUrl: string;
  mail: MailCatcher;
  /** Everything the server printed, for debugging a failed test. */
  log: () => string;
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

async function waitUntilUp(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/category/list`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within 90 s:\n${output()}`);
}

/**
 * Starts the built server (`node backend/dist/main.js`, as `npm start` does) on a fresh SQLite
 * database with the demo catalogue, a known administrator and a real SMTP server in this process.
 */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const workDir = mkdtempSync(join(tmpdir(), 'bulbash-e2e-'));
  const mail = new MailCatcher();
  const smtpUrl = await mail.start();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
    cwd: workDir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATABASE_URL: `sqlite:${join(workDir, 'shop.sqlite')}`,
      UPLOAD_DIR: join(workDir, 'uploads'),
      JWT_SECRET: 'e2e-secret-for-browser-tests',
      SMTP_URL: smtpUrl,
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO_DATA: 'true',
      // Real argon2id hashes at the cheap test cost (refused by the server outside NODE_ENV=test).
      NODE_ENV: 'test',
      ARGON2_COST: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilUp(baseUrl, child, () => output);
  return {
    baseUrl,
    mail,
    log: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await mail.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A MariaDB server of the test's own (data folder, port, socket), never the shared one at
 * :3306: the outage test stops and starts it. Root has no password on 127.0.0.1.
 */
export class PrivateMariaDb {
  readonly dir = mkdtempSync(join(tmpdir(), 'bulbash-mariadb-'));
  port = 0;
  private process: ChildProcess | null = null;

  get url(): string {
    return `mysql://root@127.0.0.1:${this.port}`;
  }

  async install(): Promise<void> {
    this.port = await freePort();
    const result = spawnSync(
      'mariadb-install-db',
      ['--no-defaults', `--datadir=${join(this.dir, 'data')}`, '--auth-root-authentication-method=normal', '--user=root', '--skip-test-db'],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`mariadb-install-db failed: ${result.stderr || result.stdout}`);
  }

  async start(): Promise<void> {
    this.process = spawn(
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        `--datadir=${join(this.dir, 'data')}`,
        `--port=${this.port}`,
        `--socket=${join(this.dir, 'mariadb.sock')}`,
        `--pid-file=${join(this.dir, 'mariadb.pid')}`,
        '--bind-address=127.0.0.1',
        '--user=root',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=16M',
      ],
      { stdio: 'ignore' },
    );
    await this.waitUntil(async () => {
      const connection = await createConnection({ uri: `${this.url}/` });
      await connection.end();
    });
  }

  async stop(): Promise<void> {
    const running = this.process;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
    this.process = null;
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Polls a condition (not a clock): each failed try waits 200 ms, at most 30 s in all. */
  private async waitUntil(condition: () => Promise<void>): Promise<void> {
    let lastError: unknown;
    for (let attempt = 0; attempt < 150; attempt += 1) {
      if (this.process?.exitCode !== null && this.process?.exitCode !== undefined)
        throw new Error(`mariadbd exited with ${this.process.exitCode}`);
      try {
        await condition();
        return;
      } catch (error) {
        lastError = error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    throw lastError;
  }
}

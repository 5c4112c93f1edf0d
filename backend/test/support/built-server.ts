import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startScriptNodeFlags } from '../../scripts/start-command';

export const BUILT_MAIN = join(__dirname, '..', '..', 'dist', 'main.js');

/** The built entry point's path; a clear error when `npm run build` has not made it yet. */
export function builtMain(): string {
  if (!existsSync(BUILT_MAIN)) throw new Error(`${BUILT_MAIN} is missing: run \`npm run build -w backend\` first`);
  return BUILT_MAIN;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The built server (`npm run build`) started as in the image: `node <flags> dist/main.js`, its output kept. */
export class BuiltServer {
  readonly output: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  private readonly child: ChildProcess;

  constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, [...startScriptNodeFlags(), builtMain()], {
      cwd: join(__dirname, '..', '..'),
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = { stdout: '', stderr: '' };
    for (const stream of ['stdout', 'stderr'] as const) {
      this.child[stream]?.on('data', (chunk: Buffer) => {
        const lines = (pending[stream] + chunk.toString('utf8')).split('\n');
        pending = { ...pending, [stream]: lines.pop() ?? '' };
        this.output.push(...lines.filter((line) => line !== ''));
      });
    }
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => {
        for (const rest of Object.values(pending)) if (rest) this.output.push(rest);
        resolve({ code, signal, at: Date.now() });
      }),
    );
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  signal(name: NodeJS.Signals): void {
    this.child.kill(name);
  }

  /** Waits until GET /api/v1/health answers 200. */
  async healthy(timeoutMs = 60000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (!this.running) throw new Error(`the server exited at start:\n${this.output.join('\n')}`);
      const ok = await fetch(`${this.url}/api/v1/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`not healthy after ${timeoutMs} ms:\n${this.output.join('\n')}`);
  }

  /** Ends the process if a test left it running. */
  kill(): void {
    if (this.running) this.child.kill('SIGKILL');
  }
}

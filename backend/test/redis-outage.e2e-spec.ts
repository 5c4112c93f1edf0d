import { AddressInfo, connect, createServer, Server, Socket } from 'node:net';
import { Writable } from 'node:stream';
import { eventually } from './support/eventually';
import { startTestApp, TestApp } from './support/test-app';

const REDIS = new URL(process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379');

/** A TCP relay to the real Redis that the test can take down (connections refused) and bring back. */
class CuttableRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(Number(REDIS.port || 6379), REDIS.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => this.sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

class LogLines extends Writable {
  readonly lines: Array<Record<string, unknown>> = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    for (const line of chunk.toString('utf8').split('\n')) if (line) this.lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  }
  matching = (pattern: RegExp) => this.lines.filter((line) => pattern.test(String(line.msg)));
}

// Redis does not depend on the database engine: jest.config.cjs runs this file in the SQLite pass only.
describe('Redis outage logging', () => {
  const relay = new CuttableRelay();
  const logs = new LogLines();
  let shop: TestApp;
  let stderr: jest.SpyInstance;

  beforeAll(async () => {
    await relay.up();
    shop = await startTestApp(
      { REDIS_URL: `redis://127.0.0.1:${relay.port}`, REDIS_PREFIX: `outage-${process.pid}:` },
      { logDestination: logs },
    );
    stderr = jest.spyOn(console, 'error');
  });
  afterAll(async () => {
    stderr.mockRestore();
    await shop.close();
    await relay.down().catch(() => undefined);
  });

  it('logs one JSON line when Redis goes away and one with the error count when it is back', async () => {
    await relay.down();
    await eventually(() => expect(logs.matching(/^Redis unreachable/).length > 0).toBe(true), 15_000);
    // Every client keeps retrying meanwhile: still one line.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const down = logs.matching(/^Redis unreachable/);
    expect(down).toHaveLength(1);
    expect(down[0]).toMatchObject({ level: 50, context: 'Redis' });
    expect(down[0].msg).toMatch(/\(ECONNREFUSED|ECONNRESET|Connection is closed|Socket closed/);

    await relay.up();
    await eventually(() => expect(logs.matching(/^Redis reachable again/).length > 0).toBe(true), 15_000);
    const back = logs.matching(/^Redis reachable again/);
    expect(back).toHaveLength(1);
    const count = Number(/; (\d+) connection errors meanwhile/.exec(String(back[0].msg))?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(stderr.mock.calls.filter((call) => String(call[0]).includes('[ioredis]'))).toEqual([]);
  });
});

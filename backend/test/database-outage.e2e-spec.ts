import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { loadConfig } from '../src/config/load-config';
import { DATABASE_UNAVAILABLE_DETAIL } from '../src/database/database-outage';
import { RunningServer, startServer } from '../src/server';
import { TEST_ENGINE } from './support/database';
import { PrivateMariaDb } from './support/mariadb-server';
import { startTestApp, TestApp } from './support/test-app';

describe('health endpoints', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(async () => shop.close());

  it('GET /api/v1/health → 200 {status: ok, database: up}, not the storefront page', async () => {
    const response = await shop.api().get('/api/v1/health').set('Accept', 'text/html').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/v1/health/live → 200', async () => {
    expect((await shop.api().get('/api/v1/health/live').expect(200)).body).toEqual({ status: 'ok' });
  });
});

/** Collects the JSON log lines of the app under test. */
class LogLines extends Writable {
  readonly lines: Array<Record<string, unknown>> = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    for (const line of chunk.toString('utf8').split('\n')) if (line) this.lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  }

  matching(pattern: RegExp): Array<Record<string, unknown>> {
    return this.lines.filter((line) => pattern.test(String(line.msg)));
  }
}

/** Repeats a request until it answers `status` (the database coming back is not instant). */
async function eventually(send: () => Promise<request.Response>, status: number): Promise<request.Response> {
  let last: request.Response | undefined;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    last = await send();
    if (last.status === status) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`still ${last?.status} instead of ${status}`);
}

// The outage needs a database server the test can stop: only in the MySQL/MariaDB pass.
if (TEST_ENGINE === 'mysql') {
  describe('database outage on a private MariaDB server', () => {
    const mariadb = new PrivateMariaDb();
    const workDir = mkdtempSync(join(tmpdir(), 'bulbash-outage-'));
    const running: RunningServer[] = [];

    const configFor = (database: string) =>
      loadConfig({
        DATABASE_URL: `${mariadb.url}/${database}`,
        JWT_SECRET: 'test-secret-for-api-tests-only',
        PUBLIC_URL: 'http://shop.test',
        UPLOAD_DIR: join(workDir, 'uploads'),
        DEMO_DATA: 'false',
      });

    async function start(database: string, logs?: LogLines): Promise<RunningServer> {
      const server = await startServer(configFor(database), 0, logs ? { logDestination: logs } : { logger: false });
      running.push(server);
      return server;
    }

    beforeAll(async () => {
      await mariadb.install();
      await mariadb.start();
    }, 60_000);

    afterAll(async () => {
      for (const server of running) await server.close();
      await mariadb.destroy();
      rmSync(workDir, { recursive: true, force: true });
    }, 60_000);

    it('answers 503 with Retry-After while the database is down, logs it once, and recovers without a restart', async () => {
      const logs = new LogLines();
      const shop = await start('outage_running', logs);
      await shop.ready;
      const api = () => request(shop.server);
      await api().get('/api/v1/category/list').expect(200);
      expect((await api().get('/api/v1/health').expect(200)).body).toEqual({ status: 'ok', database: 'up' });

      await mariadb.stop();
      // Routes that read the database on every request (public catalogue answers may come from its cache).
      const login = () => api().post('/api/v1/users/login').send({ username: 'a@example.by', password: 'secret-pass-1' });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await login().expect(503);
        expect(response.body).toEqual({ detail: DATABASE_UNAVAILABLE_DETAIL });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      await api().get('/api/v1/users/verify-email?token=abc').expect(503);
      const health = await api().get('/api/v1/health').expect(503);
      expect(health.body).toMatchObject({ status: 'error', database: 'down' });
      expect(health.headers['retry-after']).toBeDefined();
      await api().get('/api/v1/health/live').expect(200);

      expect(logs.matching(/Database unreachable/)).toHaveLength(1);
      expect(logs.lines.filter((line) => line.context === 'HttpError')).toEqual([]);
      expect(JSON.stringify(logs.lines)).not.toMatch(/\n\s+at /);

      await mariadb.start();
      await eventually(login, 401);
      expect((await api().get('/api/v1/health').expect(200)).body).toEqual({ status: 'ok', database: 'up' });
      const recovered = await eventually(async () => {
        const found = logs.matching(/Database reachable again/);
        return { status: found.length === 1 ? 200 : 0 } as request.Response;
      }, 200);
      expect(recovered.status).toBe(200);
      // The six refused above, plus any poll that met a connection the restart had cut.
      const counted = /\b(\d+) requests were answered 503/.exec(String(logs.matching(/Database reachable again/)[0].msg));
      expect(Number(counted?.[1])).toBeGreaterThanOrEqual(6);
    }, 120_000);

    it('starts while the database is down (503, liveness 200) and serves once it is up', async () => {
      await mariadb.stop();
      const shop = await start('outage_at_start');
      let started = false;
      void shop.ready.then(() => (started = true));
      const api = () => request(shop.server);

      const answer = await api().get('/api/v1/category/list').expect(503);
      expect(answer.body).toEqual({ detail: DATABASE_UNAVAILABLE_DETAIL });
      expect(answer.headers['retry-after']).toBeDefined();
      expect((await api().get('/api/v1/health').expect(503)).body).toMatchObject({ status: 'error', database: 'down' });
      await api().get('/api/v1/health/live').expect(200);
      expect(started).toBe(false);

      await mariadb.start();
      await shop.ready;
      await api().get('/api/v1/category/list').expect(200);
      expect((await api().get('/api/v1/health').expect(200)).body).toEqual({ status: 'ok', database: 'up' });
    }, 120_000);
  });
}

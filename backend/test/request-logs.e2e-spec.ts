import { InternalServerErrorException } from '@nestjs/common';
import { Writable } from 'node:stream';
import { OrdersService } from '../src/orders/orders.service';
import { createAccount, TestAccount } from './support/accounts';
import { startTestApp, TestApp } from './support/test-app';

type LogLine = Record<string, unknown>;

/** Collects the JSON lines pino writes. */
class LogCapture extends Writable {
  readonly raw: string[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.raw.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line !== ''),
    );
    done();
  }

  lines(): LogLine[] {
    return this.raw.map((line) => JSON.parse(line) as LogLine);
  }

  forRequest(reqId: string): LogLine[] {
    return this.lines().filter((line) => line.reqId === reqId);
  }
}

describe('request logs: one JSON line per request with its id', () => {
  const capture = new LogCapture();
  let shop: TestApp;
  let customer: TestAccount;

  beforeAll(async () => {
    shop = await startTestApp({}, { logDestination: capture });
    customer = await createAccount(shop);
  });
  afterAll(async () => shop.close());

  it('every line written is JSON', async () => {
    await shop.api().get('/api/v1/category/list').expect(200);
    expect(capture.raw.length).toBeGreaterThan(0);
    for (const line of capture.raw) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('logs method, route template, status, ms, request id and user id, and echoes the id', async () => {
    const response = await shop.api().get('/api/v1/order/get-user-orders/999999').set(customer.auth).expect(404);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = capture.forRequest(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      method: 'GET',
      route: '/api/v1/order/get-user-orders/:id',
      status: 404,
      userId: customer.user.id,
      level: 40,
    });
    expect(typeof lines[0].ms).toBe('number');
  });

  it('logs answers given from the catalogue answer index like any other: route template, status, ms, one line each', async () => {
    // The first request goes through the route and indexes the URL; the next ones are answered before the routes.
    const first = await shop.api().get('/api/v1/category/list').expect(200);
    const indexed = await shop.api().get('/api/v1/category/list').expect(200);
    const revalidated = await shop.api().get('/api/v1/category/list').set('If-None-Match', first.headers.etag).expect(304);
    const expected = { level: 30, method: 'GET', route: '/api/v1/category/list' };
    for (const [response, status] of [
      [first, 200],
      [indexed, 200],
      [revalidated, 304],
    ] as const) {
      const lines = capture.forRequest(response.headers['x-request-id']);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ ...expected, status, msg: `GET ${status}` });
      expect(typeof lines[0].ms).toBe('number');
    }
  });

  it('accepts a sane incoming X-Request-Id and replaces an odd one', async () => {
    const sane = await shop.api().get('/api/v1/category/list').set('X-Request-Id', 'edge-proxy.1234abcd').expect(200);
    expect(sane.headers['x-request-id']).toBe('edge-proxy.1234abcd');
    expect(capture.forRequest('edge-proxy.1234abcd')).toHaveLength(1);
    const odd = await shop.api().get('/api/v1/category/list').set('X-Request-Id', 'bad id with "quotes"').expect(200);
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs passwords, tokens, bodies or query strings', async () => {
    const before = capture.raw.length;
    await shop.api().post('/api/v1/users/login').send({ username: customer.user.email, password: 'Secret-Never-Logged-77' }).expect(401);
    await shop.api().get('/api/v1/users/me?token=query-secret-123').set(customer.auth).expect(200);
    await shop
      .api()
      .post('/api/v1/users/restore-new-password')
      .send({ password: 'new-secret-2', confirm_password: 'new-secret-2', token: 'reset-secret-xyz' })
      .expect(400);
    const written = capture.raw.slice(before).join('\n');
    expect(capture.raw.length - before).toBe(3);
    for (const secret of [
      'Secret-Never-Logged-77',
      customer.token,
      'query-secret-123',
      'reset-secret-xyz',
      customer.user.email,
      'authorization',
    ]) {
      expect(written).not.toContain(secret);
    }
  });

  it('an error logged while handling a request carries its request id', async () => {
    // A personal route: public catalogue answers may come from the catalogue cache.
    jest.spyOn(shop.app.get(OrdersService), 'list').mockRejectedValueOnce(new InternalServerErrorException('boom'));
    const response = await shop.api().get('/api/v1/order/get-all-user-orders').set(customer.auth).expect(500);
    const lines = capture.forRequest(response.headers['x-request-id']);
    expect(lines.map((line) => line.level)).toEqual([50, 50]);
    expect(lines[0]).toMatchObject({ context: 'HttpError', msg: 'GET /api/v1/order/get-all-user-orders' });
    expect(lines[1]).toMatchObject({ route: '/api/v1/order/get-all-user-orders', status: 500, userId: customer.user.id });
  });
});

import { createSign, generateKeyPairSync } from 'node:crypto';
import { createServer, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { parsePublicKey } from '../../config/bepaid-config';
import { BepaidProvider, providerStatus } from './bepaid-provider';
import { ProviderError } from './payment-provider';

const keys = generateKeyPairSync('rsa', { modulusLength: 1024 });
const pem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const config = {
  shopId: '361',
  secretKey: 'secret-key-of-the-shop',
  publicKeyPem: parsePublicKey(pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '')),
  test: true,
  checkoutUrl: 'http://127.0.0.1:9',
  gatewayUrl: 'http://127.0.0.1:9',
  apiUrl: 'http://127.0.0.1:9',
  timeoutMs: 1000,
};
const provider = new BepaidProvider(config);
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const signed = (body: string) => createSign('RSA-SHA256').update(body).sign(keys.privateKey, 'base64');

describe('bePaid adapter', () => {
  const body = JSON.stringify({
    transaction: {
      uid: '1-abc',
      status: 'successful',
      type: 'payment',
      amount: 5000,
      currency: 'BYN',
      tracking_id: '7',
      payment_method_type: 'erip',
    },
  });

  it('reads a notification only when Basic auth and the signature of the raw bytes both verify', () => {
    const good = { rawBody: Buffer.from(body), authorization: basic('361', config.secretKey), signature: signed(body) };
    expect(provider.verifyNotification(good)).toEqual({
      uid: '1-abc',
      status: 'successful',
      trackingId: '7',
      amountMinor: 5000,
      currency: 'BYN',
      kind: 'erip',
      message: null,
      isPayment: true,
      type: 'payment',
    });
    expect(provider.verifyNotification({ ...good, authorization: basic('361', 'secret-key-of-the-shoP') })).toBeNull();
    expect(provider.verifyNotification({ ...good, authorization: basic('362', config.secretKey) })).toBeNull();
    expect(provider.verifyNotification({ ...good, authorization: undefined })).toBeNull();
    expect(provider.verifyNotification({ ...good, signature: undefined })).toBeNull();
    expect(provider.verifyNotification({ ...good, signature: 'not base64 at all' })).toBeNull();
    // The same JSON with other whitespace is other bytes: the signature is over the raw body.
    expect(provider.verifyNotification({ ...good, rawBody: Buffer.from(JSON.stringify(JSON.parse(body), null, 1)) })).toBeNull();
  });

  it('tells a refund notification from a payment', () => {
    const refund = body.replace('"type":"payment"', '"type":"refund"');
    const answer = provider.verifyNotification({
      rawBody: Buffer.from(refund),
      authorization: basic('361', config.secretKey),
      signature: signed(refund),
    });
    expect(answer?.isPayment).toBe(false);
  });

  it('maps bePaid’s statuses to four', () => {
    expect(
      ['successful', 'failed', 'declined', 'error', 'expired', 'pending', 'incomplete', 'permanent', null].map(providerStatus),
    ).toEqual(['successful', 'failed', 'failed', 'failed', 'expired', 'pending', 'pending', 'pending', 'pending']);
  });
});

describe('bePaid adapter over HTTP', () => {
  let server: Server;
  let answer: (response: ServerResponse) => void = () => undefined;
  let seen: string[] = [];
  let adapter: BepaidProvider;

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      request.resume();
      answer(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    adapter = new BepaidProvider({ ...config, gatewayUrl: url, apiUrl: url, checkoutUrl: url, timeoutMs: 1000 });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen = [];
  });

  const reply = (status: number, body: unknown) => (response: ServerResponse) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const refund = () => adapter.refund({ trackingId: 'refund-7', parentUid: 'p-1', kind: 'card', amountMinor: 500, reason: 'Отмена' });
  const failureOf = (work: Promise<unknown>) =>
    work.then(
      () => 'none',
      (error: unknown) => (error instanceof ProviderError ? error.failure : 'other'),
    );

  it('tells a declined refund, a refusal outright (4xx) and no answer (timeout, 5xx) apart', async () => {
    answer = reply(200, { transaction: { uid: 'r-1', type: 'refund', status: 'failed', message: 'Insufficient funds' } });
    expect(await failureOf(refund())).toBe('declined');
    answer = reply(422, { message: 'Amount is invalid' });
    expect(await failureOf(refund())).toBe('rejected');
    answer = reply(502, { message: 'Bad gateway' });
    expect(await failureOf(refund())).toBe('unreachable');
    answer = () => undefined; // never answers: the 1 s timeout ends it
    expect(await failureOf(refund())).toBe('unreachable');
    answer = reply(200, { transaction: { uid: 'r-2', type: 'refund', status: 'successful', amount: 500 } });
    expect(await refund()).toEqual({ uid: 'r-2', status: 'successful', amountMinor: 500, message: null });
  });

  it('finds a refund by our tracking id in one transaction or a list, and none on a 404', async () => {
    answer = reply(200, {
      transactions: [
        { uid: 'x-1', type: 'payment', status: 'successful', amount: 900 },
        { uid: 'r-3', type: 'refund', status: 'successful', amount: 300, tracking_id: 'refund-9' },
      ],
    });
    expect(await adapter.refundStatus('refund-9', 'card')).toMatchObject({ uid: 'r-3', status: 'successful', amountMinor: 300 });
    expect(seen.at(-1)).toBe('GET /v2/transactions/tracking_id/refund-9');
    answer = reply(200, { transaction: { uid: 'r-4', type: 'refund', status: 'failed', message: 'Declined' } });
    expect(await adapter.refundStatus('refund-10', 'erip')).toMatchObject({ uid: 'r-4', status: 'failed' });
    expect(seen.at(-1)).toBe('GET /beyag/transactions/tracking_id/refund-10');
    answer = reply(404, { message: 'Transaction not found' });
    expect(await adapter.refundStatus('refund-11', 'card')).toBeNull();
  });
});

import { createSign, generateKeyPairSync } from 'node:crypto';
import { parsePublicKey } from '../../config/bepaid-config';
import { BepaidProvider, providerStatus } from './bepaid-provider';

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

/**
 * A local stand-in for bePaid, for the API tests and `npm run dev` (never shipped: the image
 * carries backend/dist only, and .dockerignore leaves backend/test out of the build context).
 *
 * It speaks the endpoints the shop's adapter calls, with the same Basic auth (shop id : secret
 * key): POST/GET /ctp/api/checkouts (card checkout), POST/GET /beyag/payments (ERIP),
 * POST /transactions/refunds and /beyag/transactions/refunds, GET /transactions/{uid}; and it
 * shows a checkout page /checkout?token=… with «Оплатить» / «Отклонить» that sends the signed
 * notification to the checkout's notification_url and sends the customer to the return URL.
 * Notifications are signed (Content-Signature: base64 RSA-SHA256 of the body) with an RSA key
 * generated at start, or the one given.
 *
 * Run alone: `node -r ts-node/register/transpile-only test/support/bepaid-stand-in.ts`
 * (BEPAID_STAND_IN_PORT, BEPAID_STAND_IN_PRIVATE_KEY, BEPAID_SHOP_ID, BEPAID_SECRET_KEY).
 */
import { createPrivateKey, createPublicKey, createSign, generateKeyPairSync, KeyObject, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  apiVersion: string | undefined;
  body: unknown;
}

export interface StandInPayment {
  /** The checkout token (card) or null (ERIP). */
  token: string | null;
  kind: 'card' | 'erip';
  /** The payment's uid: an ERIP invoice's at once, a card payment's once paid or declined. */
  uid: string | null;
  status: 'pending' | 'successful' | 'failed' | 'deleted';
  amount: number;
  /** bePaid's `expired_at` as the shop sent it (null: none); the stand-in's own clock decides when it has passed. */
  expiresAt: Date | null;
  currency: string;
  trackingId: string;
  notificationUrl: string;
  returnUrl: string | null;
  test: boolean;
}

/** A refund the stand-in made (bePaid's refund transaction). */
export interface StandInRefund {
  uid: string;
  parentUid: string;
  trackingId: string | null;
  amount: number;
  status: 'successful' | 'failed';
  message: string;
  notificationUrl: string | null;
}

export interface SignedNotification {
  body: string;
  headers: { Authorization: string; 'Content-Signature': string; 'Content-Type': string };
}

export interface BepaidStandIn {
  url: string;
  shopId: string;
  secretKey: string;
  /** The public key as bePaid's back office shows it: the base64 body without PEM lines. */
  publicKey: string;
  publicKeyPem: string;
  /** BEPAID_* variables that point the shop at this stand-in. */
  env: Record<string, string>;
  /** Every API request it received, oldest first. */
  requests: StandInRequest[];
  payments(): StandInPayment[];
  /** The payment of a checkout token or an ERIP uid. */
  find(tokenOrUid: string): StandInPayment;
  /** Marks the payment paid (or declined) and answers its signed notification; `deliver` also posts it to notification_url. */
  approve(tokenOrUid: string, options?: { deliver?: boolean; amount?: number }): Promise<SignedNotification>;
  decline(tokenOrUid: string, options?: { deliver?: boolean }): Promise<SignedNotification>;
  /** A notification of any body, signed with this stand-in's key and Basic auth (tests spoil parts of it). */
  sign(body: string): SignedNotification;
  /** The next refunds are refused with this message (null: confirmed again). */
  refuseRefunds(message: string | null): void;
  /** Every refund made, oldest first. */
  refunds(): StandInRefund[];
  /** The signed notification of the refund with this tracking id; `deliver` also posts it to the payment's notification_url. */
  notifyRefund(trackingId: string, options?: { deliver?: boolean }): Promise<SignedNotification>;
  /**
   * Requests whose path matches are handled (the refund is made, the checkout created) and then
   * answered `ms` later: past the shop's BEPAID_TIMEOUT_MS the shop never reads the answer. null: at once again.
   */
  delay(path: RegExp, ms: number | null): void;
  /** Requests whose path matches answer this status (e.g. 503) without doing anything; null: served again. */
  unavailable(path: RegExp, status: number | null): void;
  /** The stand-in's "now" for expired_at (default: the real time): tests set it with the shop's Clock. */
  setNow(now: Date | null): void;
  close(): Promise<void>;
}

export interface StandInOptions {
  port?: number;
  shopId?: string;
  secretKey?: string;
  /** PEM of an RSA private key; absent: a new one is generated. */
  privateKeyPem?: string;
}

const json = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const uid = (): string => `${Date.now().toString().slice(-6)}-${randomBytes(5).toString('hex')}`;

/** A small QR-like PNG (1×1) as a data: URL: the stand-in gives one, so the shop shows it. */
const QR_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export async function startBepaidStandIn(options: StandInOptions = {}): Promise<BepaidStandIn> {
  const shopId = options.shopId ?? '361';
  const secretKey = options.secretKey ?? 'stand-in-secret-key-0123456789abcdef';
  const privateKey: KeyObject = options.privateKeyPem
    ? createPrivateKey(options.privateKeyPem)
    : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  const publicKey = publicKeyPem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
  const basic = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
  const requests: StandInRequest[] = [];
  const byToken = new Map<string, StandInPayment>();
  const byUid = new Map<string, StandInPayment>();
  let refundRefusal: string | null = null;
  let baseUrl = '';
  let fixedNow: Date | null = null;
  const now = () => fixedNow ?? new Date();
  const refunds: StandInRefund[] = [];
  const delays: Array<{ path: RegExp; ms: number }> = [];
  const outages: Array<{ path: RegExp; status: number }> = [];
  const expired = (payment: StandInPayment) => payment.expiresAt !== null && payment.expiresAt.getTime() <= now().getTime();
  const parseExpiry = (value: unknown): Date | null => {
    if (typeof value !== 'string') return null;
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? null : at;
  };
  const refundTransaction = (refund: StandInRefund, currency: string) => ({
    uid: refund.uid,
    parent_uid: refund.parentUid,
    type: 'refund',
    status: refund.status,
    amount: refund.amount,
    currency,
    tracking_id: refund.trackingId,
    message: refund.message,
  });

  const sign = (body: string): SignedNotification => ({
    body,
    headers: {
      Authorization: basic,
      'Content-Signature': createSign('RSA-SHA256').update(body).sign(privateKey, 'base64'),
      'Content-Type': 'application/json',
    },
  });

  const transaction = (payment: StandInPayment, message: string) => ({
    uid: payment.uid,
    status: payment.status === 'pending' && expired(payment) ? 'expired' : payment.status,
    type: 'payment',
    amount: payment.amount,
    currency: payment.currency,
    tracking_id: payment.trackingId,
    payment_method_type: payment.kind === 'erip' ? 'erip' : 'credit_card',
    test: payment.test,
    message,
  });

  const find = (key: string): StandInPayment => {
    const payment = byToken.get(key) ?? byUid.get(key);
    if (!payment) throw new Error(`bePaid stand-in: no payment ${key}`);
    return payment;
  };

  const settle = async (key: string, status: 'successful' | 'failed', deliver: boolean, amount?: number): Promise<SignedNotification> => {
    const payment = find(key);
    if (status === 'successful' && (payment.status === 'deleted' || expired(payment)))
      throw new Error(`bePaid stand-in: payment ${key} is ${payment.status === 'deleted' ? 'deleted' : 'expired'} and takes no money`);
    if (payment.uid === null) {
      payment.uid = uid();
      byUid.set(payment.uid, payment);
    }
    payment.status = status;
    if (amount !== undefined) payment.amount = amount;
    const notification = sign(
      JSON.stringify({ transaction: transaction(payment, status === 'successful' ? 'Successfully processed' : 'Payment declined') }),
    );
    if (deliver) {
      try {
        await fetch(payment.notificationUrl, { method: 'POST', headers: notification.headers, body: notification.body });
      } catch {
        // the shop is down: bePaid would retry; the return page asks for the status anyway
      }
    }
    return notification;
  };

  const checkoutPage = (payment: StandInPayment, token: string): string => `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>bePaid (тестовая страница)</title>
<style>body{font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px}button{font-size:18px;padding:12px 20px;margin:8px 8px 0 0}</style></head>
<body><h1>Оплата картой</h1><p>Тестовая страница bePaid (локальная замена).</p>
<p>Сумма: <strong>${(payment.amount / 100).toFixed(2)} ${escapeHtml(payment.currency)}</strong></p>
<p>Заказ: ${escapeHtml(payment.trackingId)}</p>
<p>Статус: ${escapeHtml(payment.status)}</p>
<form method="post" action="/checkout/pay?token=${encodeURIComponent(token)}"><button type="submit">Оплатить</button></form>
<form method="post" action="/checkout/decline?token=${encodeURIComponent(token)}"><button type="submit">Отклонить</button></form>
</body></html>`;

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const text = await readBody(request);
    // The customer's pages need no auth.
    if (url.pathname === '/checkout' && method === 'GET') {
      const token = url.searchParams.get('token') ?? '';
      const payment = byToken.get(token);
      if (!payment) return json(response, 404, { message: 'Checkout not found' });
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(checkoutPage(payment, token));
      return;
    }
    const settleMatch = /^\/checkout\/(pay|decline)$/.exec(url.pathname);
    if (settleMatch && method === 'POST') {
      const token = url.searchParams.get('token') ?? '';
      const payment = byToken.get(token);
      if (!payment) return json(response, 404, { message: 'Checkout not found' });
      if (payment.status === 'pending' && !expired(payment)) await settle(token, settleMatch[1] === 'pay' ? 'successful' : 'failed', true);
      response.writeHead(303, { Location: payment.returnUrl ?? '/' });
      response.end();
      return;
    }

    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      return json(response, 400, { message: 'Invalid JSON' });
    }
    requests.push({
      method,
      path: url.pathname,
      authorization: request.headers.authorization,
      apiVersion: request.headers['x-api-version'] as string | undefined,
      body,
    });
    if (request.headers.authorization !== basic) return json(response, 401, { message: 'Unauthorized' });
    const input = (body ?? {}) as Record<string, Record<string, unknown>>;

    if (url.pathname === '/ctp/api/checkouts' && method === 'POST') {
      const checkout = input.checkout ?? {};
      const order = (checkout.order ?? {}) as Record<string, unknown>;
      const settings = (checkout.settings ?? {}) as Record<string, unknown>;
      if (typeof order.amount !== 'number' || !Number.isInteger(order.amount) || order.amount <= 0)
        return json(response, 422, { message: 'Amount must be a positive integer', errors: { amount: ['is invalid'] } });
      const token = randomBytes(16).toString('hex');
      byToken.set(token, {
        token,
        kind: 'card',
        uid: null,
        status: 'pending',
        amount: order.amount,
        currency: String(order.currency),
        trackingId: String(order.tracking_id),
        notificationUrl: String(settings.notification_url),
        returnUrl: typeof settings.success_url === 'string' ? settings.success_url : null,
        test: checkout.test === true,
        expiresAt: parseExpiry(order.expired_at),
      });
      return json(response, 201, { checkout: { token, redirect_url: `${baseUrl}/checkout?token=${token}` } });
    }
    const checkoutMatch = /^\/ctp\/api\/checkouts\/([^/]+)$/.exec(url.pathname);
    if (checkoutMatch && method === 'GET') {
      const payment = byToken.get(decodeURIComponent(checkoutMatch[1]));
      if (!payment) return json(response, 404, { message: 'Checkout not found' });
      return json(response, 200, {
        checkout: {
          token: payment.token,
          status: payment.status === 'pending' ? (expired(payment) ? 'expired' : 'pending') : payment.status,
          finished: payment.status !== 'pending',
          order: { amount: payment.amount, currency: payment.currency, tracking_id: payment.trackingId },
          ...(payment.uid ? { gateway_response: { payment: transaction(payment, 'Status from the stand-in') } } : {}),
        },
      });
    }
    if (url.pathname === '/beyag/payments' && method === 'POST') {
      const request_ = input.request ?? {};
      const paymentMethod = (request_.payment_method ?? {}) as Record<string, unknown>;
      if (paymentMethod.type !== 'erip' || typeof request_.amount !== 'number')
        return json(response, 422, { message: 'payment_method.type must be erip' });
      const payment: StandInPayment = {
        token: null,
        kind: 'erip',
        uid: uid(),
        status: 'pending',
        amount: request_.amount,
        currency: String(request_.currency),
        trackingId: String(request_.tracking_id),
        notificationUrl: String(request_.notification_url),
        returnUrl: null,
        test: request_.test === true,
        expiresAt: parseExpiry(request_.expired_at),
      };
      byUid.set(payment.uid!, payment);
      return json(response, 200, {
        transaction: {
          ...transaction(payment, 'Awaiting payment'),
          erip: {
            account_number: String(paymentMethod.account_number),
            service_no: 99999999,
            instruction: ['Система «Расчёт» (ЕРИП) → Интернет-магазины/сервисы → B → Bulbash catering (тест)'],
            qr_code: `data:image/png;base64,${QR_PNG}`,
          },
        },
      });
    }
    const statusMatch = /^\/(?:beyag\/payments|transactions)\/([^/]+)$/.exec(url.pathname);
    if (statusMatch && method === 'GET' && statusMatch[1] !== 'refunds') {
      const payment = byUid.get(decodeURIComponent(statusMatch[1]));
      if (!payment) return json(response, 404, { message: 'Transaction not found' });
      return json(response, 200, { transaction: transaction(payment, 'Status from the stand-in') });
    }
    if ((url.pathname === '/transactions/refunds' || url.pathname === '/beyag/transactions/refunds') && method === 'POST') {
      const refund = input.request ?? {};
      const parent = byUid.get(String(refund.parent_uid));
      if (!parent || parent.status !== 'successful')
        return json(response, 422, { message: 'Parent transaction not found', transaction: { status: 'failed' } });
      const amount = Number(refund.amount);
      const already = refunds
        .filter((made) => made.parentUid === parent.uid && made.status === 'successful')
        .reduce((sum, made) => sum + made.amount, 0);
      if (!Number.isInteger(amount) || amount <= 0 || already + amount > parent.amount)
        return json(response, 422, { message: 'Amount exceeds the refundable amount', errors: { amount: ['is invalid'] } });
      const made: StandInRefund = {
        uid: uid(),
        parentUid: parent.uid!,
        trackingId: typeof refund.tracking_id === 'string' ? refund.tracking_id : null,
        amount,
        status: refundRefusal === null ? 'successful' : 'failed',
        message: refundRefusal ?? 'Successfully processed',
        notificationUrl: parent.notificationUrl,
      };
      refunds.push(made);
      return json(response, 200, { transaction: refundTransaction(made, parent.currency) });
    }
    const trackingMatch = /^\/(?:v2|beyag)\/transactions\/tracking_id\/([^/]+)$/.exec(url.pathname);
    if (trackingMatch && method === 'GET') {
      const trackingId = decodeURIComponent(trackingMatch[1]);
      const found = [
        ...refunds.filter((made) => made.trackingId === trackingId).map((made) => refundTransaction(made, 'BYN')),
        ...[...new Set([...byToken.values(), ...byUid.values()])]
          .filter((payment) => payment.trackingId === trackingId && payment.uid !== null)
          .map((payment) => transaction(payment, 'Status from the stand-in')),
      ];
      if (found.length === 0) return json(response, 404, { message: 'Transaction not found' });
      return json(response, 200, { transactions: found });
    }
    const deleteMatch = /^\/beyag\/payments\/([^/]+)$/.exec(url.pathname);
    if (deleteMatch && method === 'DELETE') {
      const payment = byUid.get(decodeURIComponent(deleteMatch[1]));
      if (!payment) return json(response, 404, { message: 'Transaction not found' });
      if (payment.status === 'successful') return json(response, 422, { message: 'A paid invoice cannot be deleted' });
      payment.status = 'deleted';
      return json(response, 200, { transaction: transaction(payment, 'Deleted') });
    }
    return json(response, 404, { message: 'Not found' });
  };

  /** Outages answer at once; a delay holds the answer back after the work is done (a slow network on the way back). */
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const outage = outages.find((rule) => rule.path.test(path));
    if (outage) {
      requests.push({
        method: request.method ?? 'GET',
        path,
        authorization: request.headers.authorization,
        apiVersion: request.headers['x-api-version'] as string | undefined,
        body: null,
      });
      request.resume();
      return json(response, outage.status, { message: 'Service temporarily unavailable' });
    }
    const delay = delays.find((rule) => rule.path.test(path));
    const write = response.end.bind(response);
    if (delay)
      response.end = ((...args: Parameters<ServerResponse['end']>) => {
        setTimeout(() => {
          if (!response.destroyed) write(...args);
        }, delay.ms);
        return response;
      }) as ServerResponse['end'];
    handle(request, response).catch((error: unknown) => json(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    shopId,
    secretKey,
    publicKey,
    publicKeyPem,
    env: {
      BEPAID_SHOP_ID: shopId,
      BEPAID_SECRET_KEY: secretKey,
      BEPAID_PUBLIC_KEY: publicKey,
      BEPAID_TEST: 'true',
      BEPAID_CHECKOUT_URL: baseUrl,
      BEPAID_GATEWAY_URL: baseUrl,
      BEPAID_API_URL: baseUrl,
    },
    requests,
    payments: () => [...new Set([...byToken.values(), ...byUid.values()])],
    find,
    approve: (key, approveOptions = {}) => settle(key, 'successful', approveOptions.deliver ?? false, approveOptions.amount),
    decline: (key, declineOptions = {}) => settle(key, 'failed', declineOptions.deliver ?? false),
    sign,
    refuseRefunds: (message) => {
      refundRefusal = message;
    },
    refunds: () => [...refunds],
    notifyRefund: async (trackingId, notifyOptions = {}) => {
      const refund = refunds.find((made) => made.trackingId === trackingId);
      if (!refund) throw new Error(`bePaid stand-in: no refund ${trackingId}`);
      const notification = sign(JSON.stringify({ transaction: refundTransaction(refund, 'BYN') }));
      if (notifyOptions.deliver && refund.notificationUrl)
        await fetch(refund.notificationUrl, { method: 'POST', headers: notification.headers, body: notification.body }).catch(
          () => undefined,
        );
      return notification;
    },
    delay: (path, ms) => {
      const at = delays.findIndex((rule) => rule.path.source === path.source);
      if (at >= 0) delays.splice(at, 1);
      if (ms !== null) delays.push({ path, ms });
    },
    unavailable: (path, status) => {
      const at = outages.findIndex((rule) => rule.path.source === path.source);
      if (at >= 0) outages.splice(at, 1);
      if (status !== null) outages.push({ path, status });
    },
    setNow: (at) => {
      fixedNow = at;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `npm run dev` runs this file on its own (scripts/dev.mjs): listen until stopped.
if (require.main === module) {
  const port = Number(process.env.BEPAID_STAND_IN_PORT ?? 0);
  void startBepaidStandIn({
    port,
    shopId: process.env.BEPAID_SHOP_ID,
    secretKey: process.env.BEPAID_SECRET_KEY,
    privateKeyPem: process.env.BEPAID_STAND_IN_PRIVATE_KEY,
  }).then((standIn) => {
    console.log(`bePaid stand-in listening on ${standIn.url} (shop ${standIn.shopId})`);
    const stop = () => void standIn.close().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}

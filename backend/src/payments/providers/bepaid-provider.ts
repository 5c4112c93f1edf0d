import { createVerify, timingSafeEqual } from 'node:crypto';
import type { BepaidConfig } from '../../config/bepaid-config';
import {
  CardCheckout,
  CardCheckoutRequest,
  EripPayment,
  EripPaymentRequest,
  IncomingNotification,
  PaymentProvider,
  ProviderError,
  ProviderPayment,
  ProviderFailure,
  ProviderRefund,
  ProviderStatus,
  RefundRequest,
} from './payment-provider';

type Json = Record<string, unknown>;

const CURRENCY = 'BYN';

const objectAt = (value: unknown, key: string): Json | null => {
  const found = value !== null && typeof value === 'object' ? (value as Json)[key] : undefined;
  return found !== null && typeof found === 'object' && !Array.isArray(found) ? (found as Json) : null;
};
const stringAt = (value: Json | null, key: string): string | null => {
  const found = value?.[key];
  return typeof found === 'string' && found !== '' ? found : typeof found === 'number' ? String(found) : null;
};
const integerAt = (value: Json | null, key: string): number | null => {
  const found = value?.[key];
  return typeof found === 'number' && Number.isSafeInteger(found) ? found : null;
};

/** bePaid's transaction and checkout statuses in our four words. */
export function providerStatus(raw: string | null): ProviderStatus {
  switch (raw) {
    case 'successful':
      return 'successful';
    case 'failed':
    case 'error':
    case 'declined':
    case 'deleted':
      return 'failed';
    case 'expired':
      return 'expired';
    default:
      return 'pending';
  }
}

/** A `transaction` object of bePaid (a payment, an ERIP payment, a notification's body). */
function transactionPayment(transaction: Json | null): ProviderPayment {
  const methodType = stringAt(transaction, 'payment_method_type');
  return {
    uid: stringAt(transaction, 'uid'),
    status: providerStatus(stringAt(transaction, 'status')),
    trackingId: stringAt(transaction, 'tracking_id'),
    amountMinor: integerAt(transaction, 'amount'),
    currency: stringAt(transaction, 'currency'),
    kind: methodType === 'erip' ? 'erip' : methodType === null ? null : 'card',
    message: stringAt(transaction, 'message'),
    isPayment: (stringAt(transaction, 'type') ?? 'payment') === 'payment',
    type: stringAt(transaction, 'type') ?? 'payment',
  };
}

/** A refund `transaction` of bePaid (a refund's answer, a status query's). */
function transactionRefund(transaction: Json | null, fallbackAmountMinor: number | null): ProviderRefund | null {
  const uid = stringAt(transaction, 'uid');
  if (!uid) return null;
  return {
    uid,
    status: providerStatus(stringAt(transaction, 'status')),
    amountMinor: integerAt(transaction, 'amount') ?? fallbackAmountMinor ?? 0,
    message: stringAt(transaction, 'message'),
  };
}

/** Equal strings in constant time (the secret key of a notification's Basic auth). */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * bePaid over its documented HTTP API with Node's fetch and crypto: hosted checkout
 * (checkout host, X-API-Version 2), ERIP payments (API host, beyag), status and refunds (gateway
 * host for cards, API host for ERIP), and notifications signed with the shop's RSA key.
 */
export class BepaidProvider implements PaymentProvider {
  private readonly authorization: string;

  constructor(private readonly config: BepaidConfig) {
    this.authorization = `Basic ${Buffer.from(`${config.shopId}:${config.secretKey}`).toString('base64')}`;
  }

  async createCardCheckout(request: CardCheckoutRequest): Promise<CardCheckout> {
    const answer = await this.call('POST', `${this.config.checkoutUrl}/ctp/api/checkouts`, {
      checkout: {
        test: this.config.test,
        transaction_type: 'payment',
        attempts: 3,
        settings: {
          success_url: request.returnUrl,
          decline_url: request.returnUrl,
          fail_url: request.returnUrl,
          cancel_url: request.returnUrl,
          notification_url: request.notificationUrl,
          language: 'ru',
        },
        order: {
          amount: request.amountMinor,
          currency: CURRENCY,
          description: request.description,
          tracking_id: request.trackingId,
          expired_at: request.expiresAt.toISOString(),
        },
        ...(request.email ? { customer: { email: request.email } } : {}),
      },
    });
    const checkout = objectAt(answer, 'checkout');
    const token = stringAt(checkout, 'token');
    const redirectUrl = stringAt(checkout, 'redirect_url');
    if (!token || !redirectUrl) throw new ProviderError('bePaid did not return a checkout token', 'unreachable');
    return { token, redirectUrl };
  }

  async createEripPayment(request: EripPaymentRequest): Promise<EripPayment> {
    const answer = await this.call('POST', `${this.config.apiUrl}/beyag/payments`, {
      request: {
        test: this.config.test,
        amount: request.amountMinor,
        currency: CURRENCY,
        description: request.description,
        tracking_id: request.trackingId,
        order_id: request.trackingId,
        expired_at: request.expiresAt.toISOString(),
        notification_url: request.notificationUrl,
        ...(request.email ? { email: request.email } : {}),
        payment_method: { type: 'erip', account_number: request.accountNumber },
      },
    });
    const transaction = objectAt(answer, 'transaction');
    const uid = stringAt(transaction, 'uid');
    if (!uid) throw new ProviderError('bePaid did not return the ERIP payment', 'unreachable');
    const erip = objectAt(transaction, 'erip');
    const instruction = erip?.instruction;
    const path = Array.isArray(instruction)
      ? instruction.filter((line): line is string => typeof line === 'string').join(' ') || null
      : stringAt(erip, 'instruction');
    const qr = stringAt(erip, 'qr_code');
    return {
      uid,
      accountNumber: stringAt(erip, 'account_number') ?? request.accountNumber,
      path,
      qrCode: qr === null ? null : qr.startsWith('data:') ? qr : `data:image/png;base64,${qr}`,
    };
  }

  async checkoutStatus(token: string): Promise<ProviderPayment> {
    const answer = await this.call('GET', `${this.config.checkoutUrl}/ctp/api/checkouts/${encodeURIComponent(token)}`);
    const checkout = objectAt(answer, 'checkout');
    const payment = objectAt(objectAt(checkout, 'gateway_response'), 'payment');
    if (payment) return { ...transactionPayment(payment), kind: 'card' };
    const order = objectAt(checkout, 'order');
    return {
      uid: null,
      status: providerStatus(stringAt(checkout, 'status')) === 'successful' ? 'pending' : providerStatus(stringAt(checkout, 'status')),
      trackingId: stringAt(order, 'tracking_id'),
      amountMinor: integerAt(order, 'amount'),
      currency: stringAt(order, 'currency'),
      kind: 'card',
      message: stringAt(checkout, 'message'),
      isPayment: true,
      type: 'payment',
    };
  }

  async paymentStatus(uid: string, kind: 'card' | 'erip'): Promise<ProviderPayment> {
    const url =
      kind === 'erip'
        ? `${this.config.apiUrl}/beyag/payments/${encodeURIComponent(uid)}`
        : `${this.config.gatewayUrl}/transactions/${encodeURIComponent(uid)}`;
    return { ...transactionPayment(objectAt(await this.call('GET', url), 'transaction')), kind };
  }

  async refund(request: RefundRequest): Promise<ProviderRefund> {
    const url =
      request.kind === 'erip' ? `${this.config.apiUrl}/beyag/transactions/refunds` : `${this.config.gatewayUrl}/transactions/refunds`;
    const answer = await this.call('POST', url, {
      request: { parent_uid: request.parentUid, amount: request.amountMinor, reason: request.reason, tracking_id: request.trackingId },
    });
    const refund = transactionRefund(objectAt(answer, 'transaction'), request.amountMinor);
    const message = refund?.message ?? stringAt(answer as Json, 'message');
    if (!refund || refund.status !== 'successful') throw new ProviderError(message ?? 'bePaid did not confirm the refund', 'declined');
    return refund;
  }

  async refundStatus(trackingId: string, kind: 'card' | 'erip'): Promise<ProviderRefund | null> {
    const url =
      kind === 'erip'
        ? `${this.config.apiUrl}/beyag/transactions/tracking_id/${encodeURIComponent(trackingId)}`
        : `${this.config.gatewayUrl}/v2/transactions/tracking_id/${encodeURIComponent(trackingId)}`;
    const answer = await this.call('GET', url, undefined, { notFound: null });
    if (answer === null) return null;
    // One transaction, or a list of up to ten when the tracking id is shared: ours is the refund.
    const listed = (answer as Json).transactions;
    const candidates = Array.isArray(listed) ? listed : [objectAt(answer, 'transaction')];
    const refunds = candidates
      .map((item) => (item !== null && typeof item === 'object' ? (item as Json) : null))
      .filter((item) => item !== null && stringAt(item, 'type') === 'refund');
    const settled = refunds.find((item) => providerStatus(stringAt(item, 'status')) === 'successful') ?? refunds[0] ?? null;
    return settled ? transactionRefund(settled, null) : null;
  }

  async expireEripPayment(uid: string): Promise<void> {
    await this.call('DELETE', `${this.config.apiUrl}/beyag/payments/${encodeURIComponent(uid)}`, undefined, { notFound: null });
  }

  verifyNotification(notification: IncomingNotification): ProviderPayment | null {
    if (!this.basicAuthMatches(notification.authorization)) return null;
    if (!notification.signature || !this.signatureMatches(notification.rawBody, notification.signature)) return null;
    let body: unknown;
    try {
      body = JSON.parse(notification.rawBody.toString('utf8'));
    } catch {
      return null;
    }
    const transaction = objectAt(body, 'transaction');
    return transaction ? transactionPayment(transaction) : null;
  }

  private basicAuthMatches(header: string | undefined): boolean {
    const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
    if (!match) return false;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return false;
    return sameSecret(decoded.slice(0, colon), this.config.shopId) && sameSecret(decoded.slice(colon + 1), this.config.secretKey);
  }

  private signatureMatches(rawBody: Buffer, signature: string): boolean {
    try {
      return createVerify('RSA-SHA256').update(rawBody).verify(this.config.publicKeyPem, signature.trim(), 'base64');
    } catch {
      return false;
    }
  }

  /**
   * One request to bePaid within BEPAID_TIMEOUT_MS. No answer in time, a broken connection or a
   * 5xx is `unreachable` (what bePaid did is unknown); another 4xx is `rejected`; a 404 answers
   * `options.notFound` when the caller expects one.
   */
  private async call(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, options: { notFound?: null } = {}): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers: {
          Authorization: this.authorization,
          Accept: 'application/json',
          'X-API-Version': '2',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new ProviderError(`bePaid is unreachable: ${error instanceof Error ? error.message : String(error)}`, 'unreachable');
    }
    let parsed: unknown = null;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = null;
    }
    if (response.status === 404 && 'notFound' in options) return options.notFound;
    if (!response.ok) {
      const message = stringAt(parsed as Json | null, 'message') ?? stringAt(objectAt(parsed, 'response'), 'message');
      const failure: ProviderFailure = response.status >= 400 && response.status < 500 ? 'rejected' : 'unreachable';
      throw new ProviderError(message ?? `bePaid answered ${response.status}`, failure);
    }
    return parsed;
  }
}

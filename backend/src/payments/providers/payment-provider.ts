/**
 * One online payment provider (bePaid is the first): what the shop asks of it and what it
 * answers, in the shop's own terms (kopecks, our attempt id as the tracking id).
 */

/** A provider's view of one transaction: checkout, ERIP invoice, payment or refund. */
export type ProviderStatus = 'pending' | 'successful' | 'failed' | 'expired';

export interface CardCheckoutRequest {
  /** Our attempt id: bePaid's tracking_id, so every answer and notification names it. */
  trackingId: string;
  amountMinor: number;
  description: string;
  /** Where the customer lands after paying, declining or cancelling. */
  returnUrl: string;
  notificationUrl: string;
  email: string | null;
  /** bePaid's `expired_at`: after it the checkout takes no money. */
  expiresAt: Date;
}

export interface CardCheckout {
  token: string;
  redirectUrl: string;
}

export interface EripPaymentRequest {
  trackingId: string;
  amountMinor: number;
  description: string;
  /** What the customer types in ERIP: our order number. */
  accountNumber: string;
  notificationUrl: string;
  email: string | null;
  /** bePaid's `expired_at`: after it ERIP takes no money for the invoice. */
  expiresAt: Date;
}

export interface EripPayment {
  /** The provider's uid of the ERIP invoice (its notification carries it again once paid). */
  uid: string;
  accountNumber: string;
  /** ERIP instructions (the tree path), as the provider gives them; null when none. */
  path: string | null;
  /** A data: URL of the QR code, null when the provider gives none. */
  qrCode: string | null;
}

/** A payment as the provider reports it (a checkout's payment, an ERIP payment, a notification). */
export interface ProviderPayment {
  /** null while a checkout has no payment yet. */
  uid: string | null;
  status: ProviderStatus;
  trackingId: string | null;
  amountMinor: number | null;
  currency: string | null;
  /** card or erip, as far as the provider says. */
  kind: 'card' | 'erip' | null;
  message: string | null;
  /** A payment (money in); false for a refund, void or other transaction a notification may report. */
  isPayment: boolean;
  /** bePaid's transaction type as it says it (payment, refund, …). */
  type: string;
}

export interface RefundRequest {
  /** Our refund's id (`refund-<id>`): bePaid's tracking_id, so a status query or its notification names it. */
  trackingId: string;
  /** The uid of the payment being refunded. */
  parentUid: string;
  kind: 'card' | 'erip';
  amountMinor: number;
  reason: string;
}

export interface ProviderRefund {
  uid: string;
  /** successful or failed once bePaid has decided; pending while it has not. */
  status: ProviderStatus;
  amountMinor: number;
  message: string | null;
}

/** A notification's parts the verification needs: the raw bytes and the two headers. */
export interface IncomingNotification {
  rawBody: Buffer;
  authorization: string | undefined;
  signature: string | undefined;
}

export interface PaymentProvider {
  createCardCheckout(request: CardCheckoutRequest): Promise<CardCheckout>;
  createEripPayment(request: EripPaymentRequest): Promise<EripPayment>;
  /** The state of a hosted checkout (the return page asks this, so a lost notification loses nothing). */
  checkoutStatus(token: string): Promise<ProviderPayment>;
  /** The state of a payment by its uid (an ERIP invoice). */
  paymentStatus(uid: string, kind: 'card' | 'erip'): Promise<ProviderPayment>;
  /** Makes a refund; a declined one throws ProviderError('declined'). */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** The refund bePaid made for our tracking id, null when it knows none (it never got the request). */
  refundStatus(trackingId: string, kind: 'card' | 'erip'): Promise<ProviderRefund | null>;
  /** Takes an unpaid ERIP invoice out of ERIP (a newer attempt or a cancel replaces it). */
  expireEripPayment(uid: string): Promise<void>;
  /** Checks the Basic auth and the signature of the raw body; the payment it reports, or null when either fails. */
  verifyNotification(notification: IncomingNotification): ProviderPayment | null;
}

/**
 * Why a call did not give what was asked:
 * - declined: the provider answered and said no (a refund it will not make);
 * - rejected: it refused the request outright (a 4xx: bad data, not allowed);
 * - unreachable: no answer in time, a 5xx or a broken connection: what it did is unknown.
 */
export type ProviderFailure = 'declined' | 'rejected' | 'unreachable';

/** The provider refused or could not be reached; `message` is its own words (or ours), shown wrapped in Russian. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly failure: ProviderFailure,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  /** It answered: nothing happened at the provider. */
  get refused(): boolean {
    return this.failure !== 'unreachable';
  }
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

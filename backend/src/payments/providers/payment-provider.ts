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
}

export interface RefundRequest {
  /** The uid of the payment being refunded. */
  parentUid: string;
  kind: 'card' | 'erip';
  amountMinor: number;
  reason: string;
}

export interface ProviderRefund {
  uid: string;
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
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Checks the Basic auth and the signature of the raw body; the payment it reports, or null when either fails. */
  verifyNotification(notification: IncomingNotification): ProviderPayment | null;
}

/** The provider refused or could not be reached; `message` is its own words (or ours), shown wrapped in Russian. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

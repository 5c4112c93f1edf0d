import { request } from './client';
import type { OnlinePayments, PayAnswer, PaymentAttempt, PayRequest } from './paymentTypes';

/** Public: whether online payment is on (the server-rendered home page carries its answer). */
export const ONLINE_PAYMENTS_URL = '/api/v1/payments/online';

let online: Promise<OnlinePayments> | undefined;

/** Whether online payment is on (public), asked once per page load; a failure reads as «off». */
export function loadOnlinePayments(): Promise<OnlinePayments> {
  online ??= request<OnlinePayments>(ONLINE_PAYMENTS_URL, { anonymous: true }).catch((error: unknown) => {
    console.error(error);
    online = undefined;
    return { enabled: false, methods: [] };
  });
  return online;
}

/** Forgets the cached answer (tests, and a page that wants to ask again). */
export function forgetOnlinePayments(): void {
  online = undefined;
}

/** Starts an online payment of one of the caller's orders: a card checkout or an ERIP invoice. */
export const payOrder = (orderId: number, pay: PayRequest) =>
  request<PayAnswer>(`/api/v1/order/${orderId}/pay`, { method: 'POST', json: pay });

/** One payment attempt of the caller's order; the backend asks bePaid first while a card attempt is pending. */
export const fetchPaymentAttempt = (orderId: number, paymentId: number, signal?: AbortSignal) =>
  request<PaymentAttempt>(`/api/v1/order/${orderId}/pay/${paymentId}`, { signal });

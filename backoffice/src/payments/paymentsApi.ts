import type { components } from '../../../api-types/openapi';
import type { HttpResponse } from '../dataProvider/http';
import type { OnlinePaymentAttempt, OnlineRefund, PaymentEntry, RefundPending } from '../dataProvider/apiTypes';

type Schemas = components['schemas'];

/** One ledger line; an online one carries the provider's uid and what is still refundable. */
export type Payment = PaymentEntry;
/** One online refund with its state (unknown: bePaid's answer was lost and the shop is checking it). */
export type { OnlineRefund };
/** One online payment attempt of an order (GET /api/v1/admin/orders/{id}/online-payments). */
export type OnlineAttempt = OnlinePaymentAttempt;
/** GET /api/v1/admin/orders/{id}/payments: the ledger, the online refunds and the position they add up to. */
export type PaymentLedger = Schemas['PaymentListResponse'];
/** POST /api/v1/admin/orders/{id}/payments: a payment, or with a minus a refund. */
export type NewPayment = Schemas['CreatePaymentBody'];
/** The answer of a recorded or removed payment. */
export type PaymentChange = Schemas['PaymentChangeResponse'];
/** One invoice of an order: the current one or one a corrected invoice replaced. */
export type InvoiceRow = Schemas['InvoiceListItem'];
export type RefundRequest = Schemas['OnlineRefundBody'];
/** A refund bePaid confirmed (the negative entry), or one whose answer was lost (never to be retried). */
export type RefundAnswer = { entered: Payment } | { unknown: RefundPending };

/** What the order page's payments panel asks of the API (methods of the AdminDataProvider). */
export interface PaymentMethods {
  getOrderPayments: (orderId: number | string) => Promise<PaymentLedger>;
  recordPayment: (orderId: number | string, payment: NewPayment) => Promise<PaymentChange>;
  removePayment: (orderId: number | string, paymentId: number) => Promise<PaymentChange>;
  /**
   * Refunds (part of) an online payment through the provider: the negative entry once it confirms
   * (201), or 202 when its answer was lost and the shop is checking the refund.
   */
  refundPayment: (orderId: number | string, paymentId: number, refund: RefundRequest) => Promise<RefundAnswer>;
  /** GET /api/v1/order/{id}/invoices: empty until the first invoice was issued. */
  getOrderInvoices: (orderId: number | string) => Promise<InvoiceRow[]>;
  /** The order's online payment attempts, newest first; pending ones included. */
  getOnlineAttempts: (orderId: number | string) => Promise<OnlineAttempt[]>;
}

type Http = (url: string, options?: { method?: string; body?: string }) => Promise<HttpResponse>;

/** The payments methods over `apiUrl` (the admin REST root) with the data provider's HTTP client. */
export function paymentMethods(apiUrl: string, http: Http): PaymentMethods {
  const ledgerUrl = (orderId: number | string) => `${apiUrl}/orders/${encodeURIComponent(orderId)}/payments`;
  const json = async <T>(url: string, options?: { method?: string; body?: string }) => (await http(url, options)).json as T;
  return {
    getOrderPayments: (orderId) => json<PaymentLedger>(ledgerUrl(orderId)),
    recordPayment: (orderId, payment) => json<PaymentChange>(ledgerUrl(orderId), { method: 'POST', body: JSON.stringify(payment) }),
    removePayment: (orderId, paymentId) => json<PaymentChange>(`${ledgerUrl(orderId)}/${paymentId}`, { method: 'DELETE' }),
    refundPayment: async (orderId, paymentId, refund) => {
      const answer = await http(`${ledgerUrl(orderId)}/${paymentId}/refund`, { method: 'POST', body: JSON.stringify(refund) });
      return answer.status === 202 ? { unknown: answer.json as RefundPending } : { entered: answer.json as Payment };
    },
    getOrderInvoices: (orderId) => json<InvoiceRow[]>(`/api/v1/order/${encodeURIComponent(orderId)}/invoices`),
    getOnlineAttempts: async (orderId) => {
      const answer = await json<unknown>(`${apiUrl}/orders/${encodeURIComponent(orderId)}/online-payments`);
      return Array.isArray(answer) ? (answer as OnlineAttempt[]) : [];
    },
  };
}

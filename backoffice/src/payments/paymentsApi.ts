import { httpClient } from '../dataProvider/http';
import type { OnlinePaymentAttempt, OnlineRefund, PaymentEntry, RefundPending } from '../dataProvider/apiTypes';
import { REST_API } from '../dataProvider/resources';

/** One ledger line; an online one carries the provider's uid and what is still refundable. */
export type Payment = PaymentEntry;

/** One online refund with its state (unknown: bePaid's answer was lost and the shop is checking it). */
export type { OnlineRefund };

/** One online payment attempt of an order (GET /api/v1/admin/orders/{id}/online-payments). */
export type OnlineAttempt = OnlinePaymentAttempt;

export interface PaymentSummary {
  paid_amount: number;
  balance_due: number;
  refund_due: number;
  deposit_due: { amount: number; due_at: string } | null;
  balance_due_at: string | null;
  payment_status: string;
}

export interface NewPayment {
  amount: number;
  method: string;
  paid_at?: string;
  note?: string | null;
}

/** One invoice of an order: the current one or one a corrected invoice replaced. */
export interface InvoiceRow {
  number: string;
  issued_at: string;
  total: number;
  state: 'current' | 'replaced';
  label: string;
}

const url = (orderId: number | string) => `${REST_API}/orders/${orderId}/payments`;

/** The order's payments ledger (GET/POST/DELETE /api/v1/admin/orders/{id}/payments). */
export const paymentsApi = {
  list: async (orderId: number | string) =>
    (await httpClient(url(orderId))).json as { data: Payment[]; refunds?: OnlineRefund[]; summary: PaymentSummary },
  add: async (orderId: number | string, payment: NewPayment) =>
    (await httpClient(url(orderId), { method: 'POST', body: JSON.stringify(payment) })).json as { message: string },
  /** GET /api/v1/order/{id}/invoices: empty until the first invoice was issued. */
  invoices: async (orderId: number | string) => (await httpClient(`/api/v1/order/${orderId}/invoices`)).json as InvoiceRow[],
  /** The order's online payment attempts, newest first; pending ones included. */
  attempts: async (orderId: number | string) => {
    const answer = (await httpClient(`${REST_API}/orders/${orderId}/online-payments`)).json;
    return Array.isArray(answer) ? (answer as OnlineAttempt[]) : [];
  },
  /**
   * Refunds (part of) an online payment through the provider: the negative entry once it confirms
   * (201), or 202 when its answer was lost and the shop is checking the refund (never to be retried).
   */
  refund: async (
    orderId: number | string,
    paymentId: number,
    refund: { amount: number; reason: string },
  ): Promise<{ entered: Payment } | { unknown: RefundPending }> => {
    const answer = await httpClient(`${url(orderId)}/${paymentId}/refund`, { method: 'POST', body: JSON.stringify(refund) });
    return answer.status === 202 ? { unknown: answer.json as RefundPending } : { entered: answer.json as Payment };
  },
  remove: async (orderId: number | string, paymentId: number) =>
    (await httpClient(`${url(orderId)}/${paymentId}`, { method: 'DELETE' })).json as { message: string },
};

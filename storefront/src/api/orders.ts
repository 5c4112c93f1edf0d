import { request } from './client';
import type {
  Availability,
  CancelOrderResponse,
  ChangeRequest,
  ChangeRequestAnswer,
  ChangeRequestPayload,
  MessageResponse,
  NewOrder,
  Order,
  OrderShort,
  PaymentTerms,
  RepeatOrderResponse,
} from './types';

export const createOrder = (order: NewOrder) =>
  request<MessageResponse & { order_id: number }>('/api/v1/order/create-new-order', { method: 'POST', json: order });

export const fetchUserOrders = () => request<{ data: OrderShort[] }>('/api/v1/order/get-all-user-orders');

export const fetchUserOrder = (id: number) => request<Order>(`/api/v1/order/get-user-orders/${id}`);

export const cancelOrder = (id: number) => request<CancelOrderResponse>(`/api/v1/order/cancel-order/${id}`, { method: 'POST' });

export const repeatOrder = (id: number) => request<RepeatOrderResponse>(`/api/v1/order/repeat-order/${id}`, { method: 'POST' });

/** Open days and free slots from..to (Minsk days) for an order of `guests`; public, no token needed. */
export const fetchAvailability = (from: string, to: string, guests: number, signal?: AbortSignal) =>
  request<Availability>('/api/v1/order/availability', { query: { from, to, guests: String(guests) }, anonymous: true, signal });

/** The shop's deposit terms (public): the checkout announces the deposit before ordering. */
export const PAYMENT_TERMS_URL = '/api/v1/order/payment-terms';
export const fetchPaymentTerms = () => request<PaymentTerms>(PAYMENT_TERMS_URL, { anonymous: true });

/** «Попросить изменить»: what the customer wishes to change on one of their orders. */
export const requestOrderChange = (id: number, wishes: ChangeRequestPayload) =>
  request<ChangeRequestAnswer>(`/api/v1/order/${id}/change-requests`, { method: 'POST', json: wishes });

/** The change requests of one of the caller's orders, newest first. */
export const fetchChangeRequests = (id: number) => request<ChangeRequest[]>(`/api/v1/order/${id}/change-requests`);

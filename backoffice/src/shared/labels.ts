/** Russian labels for order statuses and payment methods, shared by lists, filters and forms. */
import type { OrderRow } from '../dataProvider/apiTypes';

/** The API's values (generated from the OpenAPI document); the labels below must cover each. */
export type OrderStatus = OrderRow['status'];
export type PaymentMethod = OrderRow['payment_method'];

export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'completed', 'canceled'];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'cash', 'transfer'];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'в обработке',
  processing: 'готовится',
  completed: 'выполнен',
  canceled: 'отменён',
};

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  card: 'банковская карта',
  cash: 'наличные',
  transfer: 'безналичный перевод по счёту',
};

/** Ledger methods of online payments (the provider records them; staff never choose them). */
export const ONLINE_PAYMENT_LABELS = {
  card_online: 'Картой онлайн',
  erip: 'ЕРИП',
} as const;

/** The methods of the «Касса» report's columns, in order, with their Russian names. */
export const CASH_METHODS = [
  ['cash', 'Наличные'],
  ['card', 'Карта'],
  ['card_online', ONLINE_PAYMENT_LABELS.card_online],
  ['erip', ONLINE_PAYMENT_LABELS.erip],
  ['transfer', 'Перевод'],
] as const;

export const statusLabel = (status: unknown): string =>
  typeof status === 'string' && status in STATUS_LABELS ? STATUS_LABELS[status as OrderStatus] : String(status ?? '');

export const paymentLabel = (method: unknown): string =>
  typeof method === 'string' && method in PAYMENT_LABELS
    ? PAYMENT_LABELS[method as PaymentMethod]
    : typeof method === 'string' && method in ONLINE_PAYMENT_LABELS
      ? ONLINE_PAYMENT_LABELS[method as keyof typeof ONLINE_PAYMENT_LABELS]
      : String(method ?? '');

export const STATUS_CHOICES = ORDER_STATUSES.map((id) => ({ id, name: STATUS_LABELS[id] }));
export const PAYMENT_CHOICES = PAYMENT_METHODS.map((id) => ({ id, name: PAYMENT_LABELS[id] }));

export const AVAILABILITY_LABELS = { true: 'доступен', false: 'недоступен' } as const;

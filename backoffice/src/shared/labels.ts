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

export const statusLabel = (status: unknown): string =>
  typeof status === 'string' && status in STATUS_LABELS ? STATUS_LABELS[status as OrderStatus] : String(status ?? '');

export const paymentLabel = (method: unknown): string =>
  typeof method === 'string' && method in PAYMENT_LABELS ? PAYMENT_LABELS[method as PaymentMethod] : String(method ?? '');

export const STATUS_CHOICES = ORDER_STATUSES.map((id) => ({ id, name: STATUS_LABELS[id] }));
export const PAYMENT_CHOICES = PAYMENT_METHODS.map((id) => ({ id, name: PAYMENT_LABELS[id] }));

export const AVAILABILITY_LABELS = { true: 'доступен', false: 'недоступен' } as const;

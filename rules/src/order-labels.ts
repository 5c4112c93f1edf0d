import type { DeliveryMethod } from './delivery-rules';

/**
 * An order's status, payment and delivery method: the API's codes and the Russian words every
 * screen, letter and document uses for them.
 */
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['card', 'cash', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'в обработке',
  processing: 'готовится',
  completed: 'выполнен',
  canceled: 'отменён',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'банковская карта',
  cash: 'наличные',
  transfer: 'безналичный перевод по счёту',
};

/** How the order is received, in lower case for a sentence («Получение: доставка → самовывоз»). */
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  delivery: 'доставка',
  pickup: 'самовывоз',
};

/** Ledger methods of online payments (the provider records them; staff never choose them). */
export const ONLINE_PAYMENT_LABELS = {
  card_online: 'Картой онлайн',
  erip: 'ЕРИП',
} as const;

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);

/** The Russian word of a status; an unknown value as it is. */
export const statusLabel = (status: unknown): string => (isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : String(status ?? ''));

/** The Russian words of a payment method, the online ledger's ones included; an unknown value as it is. */
export function paymentLabel(method: unknown): string {
  if (isPaymentMethod(method)) return PAYMENT_METHOD_LABELS[method];
  if (typeof method === 'string' && method in ONLINE_PAYMENT_LABELS)
    return ONLINE_PAYMENT_LABELS[method as keyof typeof ONLINE_PAYMENT_LABELS];
  return String(method ?? '');
}

import { isOneOf, labelOf } from './codes';
import type { DeliveryMethod } from './delivery-rules';
import { ONLINE_PAY_METHOD_LABELS } from './online-payment';

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
  card_online: ONLINE_PAY_METHOD_LABELS.card,
  erip: ONLINE_PAY_METHOD_LABELS.erip,
} as const;

export const isOrderStatus = isOneOf(ORDER_STATUSES);
export const isPaymentMethod = isOneOf(PAYMENT_METHODS);

/** The Russian word of a status; an unknown value as it is. */
export const statusLabel = labelOf(ORDER_STATUS_LABELS, isOrderStatus);

/** The Russian words of a payment method, the online ledger's ones included; an unknown value as it is. */
export function paymentLabel(method: unknown): string {
  if (isPaymentMethod(method)) return PAYMENT_METHOD_LABELS[method];
  if (typeof method === 'string' && method in ONLINE_PAYMENT_LABELS)
    return ONLINE_PAYMENT_LABELS[method as keyof typeof ONLINE_PAYMENT_LABELS];
  return String(method ?? '');
}

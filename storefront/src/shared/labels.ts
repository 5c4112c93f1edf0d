import type { OrderStatus, PaymentMethod } from '../api/types';

/** Russian labels of the order enums, used by the cart, orders and anything else that shows them. */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'в обработке',
  processing: 'готовится',
  completed: 'выполнен',
  canceled: 'отменён',
};

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  card: 'банковская карта',
  cash: 'наличные',
  transfer: 'безналичный перевод по счёту',
};

/** How each payment method works: the checkout and the delivery-and-payment page say the same. */
export const PAYMENT_METHOD_HINT: Record<PaymentMethod, string> = {
  cash: 'при получении заказа',
  card: 'при получении заказа',
  transfer: 'по счёту на оплату (PDF) на расчётный счёт организации; для организаций — с реквизитами',
};

export function statusLabel(status: string): string {
  return ORDER_STATUS_LABEL[status as OrderStatus] ?? status;
}

export function paymentLabel(method: string): string {
  return PAYMENT_METHOD_LABEL[method as PaymentMethod] ?? method;
}

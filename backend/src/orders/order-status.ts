import { BadRequestException } from '@nestjs/common';

export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['card', 'cash', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const STATUS_DOES_NOT_EXIST = 'Status does not exist';
export const PAYMENT_METHOD_DOES_NOT_EXIST = 'Payment method does not exist';

/** Russian labels used in e-mails. */
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

/** An optional payment method from a request: undefined stays undefined, anything unknown → 400. */
export function checkPaymentMethod(value: unknown): PaymentMethod | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(PAYMENT_METHODS as readonly string[]).includes(value))
    throw new BadRequestException(PAYMENT_METHOD_DOES_NOT_EXIST);
  return value as PaymentMethod;
}

/** An optional order status from a request: undefined stays undefined, anything unknown → 400. */
export function checkStatus(value: unknown): OrderStatus | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(ORDER_STATUSES as readonly string[]).includes(value))
    throw new BadRequestException(STATUS_DOES_NOT_EXIST);
  return value as OrderStatus;
}

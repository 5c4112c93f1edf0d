import { isOrderStatus, isPaymentMethod, lunchOrderLabel, type OrderStatus, type PaymentMethod } from '@bulbash/rules';
import { BadRequestException } from '@nestjs/common';

export { ORDER_STATUSES, PAYMENT_METHODS, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@bulbash/rules';
export type { OrderStatus, PaymentMethod } from '@bulbash/rules';

/** Where an order came from: the shop's own channels, or a day of a lunch contract (lunches/). */
export const ORDER_ORIGINS = ['shop', 'lunch'] as const;
export type OrderOrigin = (typeof ORDER_ORIGINS)[number];
/** Orders billed on a monthly invoice of their source, not one by one: no payment reminder of their own. */
export const MONTHLY_BILLED_ORIGINS: readonly OrderOrigin[] = ['lunch'];

/** How the kitchen's documents mark an order of a source: «Обеды по договору · ООО «Ромашка»»; null for the shop's own. */
export const originMarker = (order: { origin?: OrderOrigin | null; companyName?: string | null }): string | null =>
  order.origin === 'lunch' ? lunchOrderLabel(order.companyName ?? null) : null;

export const STATUS_DOES_NOT_EXIST = 'Status does not exist';
export const PAYMENT_METHOD_DOES_NOT_EXIST = 'Payment method does not exist';

/** An optional payment method from a request: undefined stays undefined, anything unknown → 400. */
export function checkPaymentMethod(value: unknown): PaymentMethod | undefined {
  if (value === undefined) return undefined;
  if (!isPaymentMethod(value)) throw new BadRequestException(PAYMENT_METHOD_DOES_NOT_EXIST);
  return value;
}

/** An optional order status from a request: undefined stays undefined, anything unknown → 400. */
export function checkStatus(value: unknown): OrderStatus | undefined {
  if (value === undefined) return undefined;
  if (!isOrderStatus(value)) throw new BadRequestException(STATUS_DOES_NOT_EXIST);
  return value;
}

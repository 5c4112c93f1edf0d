import { OrderPayment } from './payment.entity';

/** A payment's fields in its audit entries (the order it belongs to first). */
export const PAYMENT_AUDIT_FIELDS = [
  'orderId',
  'amount',
  'method',
  'paidAt',
  'note',
  'refundOfId',
] as const satisfies readonly (keyof OrderPayment)[];

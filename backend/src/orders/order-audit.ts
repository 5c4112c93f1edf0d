import { toMoney } from '@bulbash/rules';
import { Order } from './order.entity';
import { OrderItem } from './order-item.entity';

/** An order's lines as the audit log keeps them. */
export const auditedLines = (items: readonly OrderItem[]) =>
  items.map((item) => ({ productId: item.productId, name: item.name, quantity: item.quantity, price: toMoney(item.productCost) }));

/** A new order's fields in its `create` entry (the lines come as `lines`). */
export const ORDER_CREATE_FIELDS = [
  'userId',
  'status',
  'paymentMethod',
  'totalCost',
  'firstName',
  'surname',
  'lastName',
  'contactPhone',
  'contactEmail',
  'deliveryAt',
  'deliveryMethod',
  'deliveryDistanceKm',
  'deliveryCost',
  'deliveryAddress',
  'pickupAddress',
  'comment',
  'guests',
] as const satisfies readonly (keyof Order)[];

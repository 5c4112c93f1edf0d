import { ORDER_STATUSES, OrderStatus } from './order-status';

/** Who asks for a change: the customer (own orders, cancel only) or staff. */
export type OrderRole = 'customer' | 'admin';

const everyOtherStatus = (from: OrderStatus): readonly OrderStatus[] => ORDER_STATUSES.filter((to) => to !== from);

/**
 * The transitions each role may make, as data. The spec lets staff set any status (reopening a
 * canceled order included); a customer may only cancel while the kitchen has not finished.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderRole, Readonly<Record<OrderStatus, readonly OrderStatus[]>>>> = {
  customer: { pending: ['canceled'], processing: ['canceled'], completed: [], canceled: [] },
  admin: {
    pending: everyOtherStatus('pending'),
    processing: everyOtherStatus('processing'),
    completed: everyOtherStatus('completed'),
    canceled: everyOtherStatus('canceled'),
  },
};

export function canTransition(role: OrderRole, from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[role][from].includes(to);
}

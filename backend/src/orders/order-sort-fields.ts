import type { SortExpression } from '../database/list-query';

/** The query parameter holding "now" for the `upcoming` sort (set by OrderAdminService from the Clock). */
export const UPCOMING_NOW = 'upcomingNow';

/** Orders without an event time come last, whichever way the list is sorted by it. */
const NO_EVENT_LAST = { expression: 'CASE WHEN order.deliveryAt IS NULL THEN 1 ELSE 0 END', fixed: 'ASC' } as const;

/**
 * Sortable fields of the back office's order list: public field name → query expression(s)
 * (anything else → 400). `upcoming` is the kitchen's view: events from now on, soonest first,
 * then past events, latest first, then orders without an event time; it ignores the direction.
 */
export const ORDER_SORT: Record<string, SortExpression> = {
  id: 'order.id',
  user_id: 'order.userId',
  payment_method: 'order.paymentMethod',
  status: 'order.status',
  total_cost: 'order.totalCost',
  date_created: 'order.dateCreated',
  first_name: 'order.firstName',
  surname: 'order.surname',
  contact_phone: 'order.contactPhone',
  delivery_at: [NO_EVENT_LAST, { expression: 'order.deliveryAt' }],
  upcoming: [
    {
      expression: `CASE WHEN order.deliveryAt >= :${UPCOMING_NOW} THEN 0 WHEN order.deliveryAt IS NOT NULL THEN 1 ELSE 2 END`,
      fixed: 'ASC',
    },
    { expression: `CASE WHEN order.deliveryAt >= :${UPCOMING_NOW} THEN order.deliveryAt END`, fixed: 'ASC' },
    { expression: 'order.deliveryAt', fixed: 'DESC' },
    { expression: 'order.id', fixed: 'ASC' },
  ],
};

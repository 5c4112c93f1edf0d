import { DomainEvent } from '../database/domain-events';
import type { OrderStatus } from './order-status';
import type { OrderRole } from './order-transitions';

/** A new order was made (checkout, the order desk, a quote's acceptance, an enquiry's order), published by the order factory in that transaction. */
export const ORDER_PLACED = new DomainEvent<{ orderId: number }>('orders.order-placed');

/** An order's status changed after checkout (the state machine, in that change's transaction); `role` is who changed it. */
export const ORDER_STATUS_CHANGED = new DomainEvent<{ orderId: number; from: OrderStatus; to: OrderStatus; role: OrderRole }>(
  'orders.status-changed',
);

/** An order turned canceled (by its customer or by staff), published inside that change's transaction. */
export const ORDER_CANCELED = new DomainEvent<{ orderId: number }>('orders.order-canceled');

/** A customer asked to change an order («Попросить изменить»), published in the request's transaction. */
export const CHANGE_REQUESTED = new DomainEvent<{ orderId: number; requestId: number }>('orders.change-requested');

import { DomainEvent } from '../database/domain-events';

/** An order turned canceled (by its customer or by staff), published inside that change's transaction. */
export const ORDER_CANCELED = new DomainEvent<{ orderId: number }>('orders.order-canceled');

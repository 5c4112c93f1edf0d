import { DomainEvent } from '../database/domain-events';

/** The driver set out with an order («В пути» on «Мои доставки»), published in that transaction. */
export const DELIVERY_ON_THE_WAY = new DomainEvent<{ orderId: number; driverId: number }>('deliveries.on-the-way');

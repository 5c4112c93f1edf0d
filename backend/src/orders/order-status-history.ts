import { EntityManager } from 'typeorm';
import { OrderStatusChange } from './order-status-change.entity';
import type { OrderStatus } from './order-status';

/** Who changed a status: the signed-in user (admin or the customer). */
export interface StatusActor {
  id: number;
  email: string | null;
}

/** Writes one history row in the caller's transaction (the one that changes the order: see OrderStateMachine). */
export async function recordStatusChange(
  manager: EntityManager,
  orderId: number,
  from: OrderStatus | null,
  to: OrderStatus,
  actor: StatusActor | null,
  note: string | null = null,
): Promise<void> {
  await manager.getRepository(OrderStatusChange).insert({
    orderId,
    fromStatus: from,
    toStatus: to,
    changedById: actor?.id ?? null,
    changedByEmail: actor?.email ?? null,
    note,
  });
}

/** An order's history, oldest first. */
export function statusHistory(manager: EntityManager, orderId: number): Promise<OrderStatusChange[]> {
  return manager.getRepository(OrderStatusChange).find({ where: { orderId }, order: { id: 'ASC' } });
}

import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { StatusStep } from '../common/status-step.entity';
import { Order } from './order.entity';
import type { OrderStatus } from './order-status';

/**
 * One step of an order's history: the creation (from null), a status change, or an edit that kept
 * the status (from = to, with a note). The rows form a chain: each `from` is the `to` before it.
 */
@Entity('order_status_changes')
@Index(['orderId', 'id'])
export class OrderStatusChange extends StatusStep<OrderStatus> {
  @Column({ name: 'order_id', type: 'int' })
  orderId!: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  /** What else changed in this step, in Russian (an edit without a status change has from = to). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  note!: string | null;
}

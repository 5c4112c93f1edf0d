import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../common/entity-columns';
import { Order } from './order.entity';
import type { OrderStatus } from './order-status';

/**
 * One step of an order's history: the creation (from null), a status change, or an edit that kept
 * the status (from = to, with a note). The rows form a chain: each `from` is the `to` before it.
 */
@Entity('order_status_changes')
@Index(['orderId', 'id'])
export class OrderStatusChange {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'order_id', type: 'int' })
  orderId!: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ name: 'from_status', type: 'varchar', length: 20, nullable: true })
  fromStatus!: OrderStatus | null;

  @Column({ name: 'to_status', type: 'varchar', length: 20 })
  toStatus!: OrderStatus;

  /** What else changed in this step, in Russian (an edit without a status change has from = to). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  note!: string | null;

  /** Who made the change; kept as written (no foreign key), so the history outlives the account. */
  @Column({ name: 'changed_by_id', type: 'int', nullable: true })
  changedById!: number | null;

  @Column({ name: 'changed_by_email', type: 'varchar', length: 254, nullable: true })
  changedByEmail!: string | null;

  @CreateDateColumn({ name: 'date_created', ...timestampColumn })
  dateCreated!: Date;
}

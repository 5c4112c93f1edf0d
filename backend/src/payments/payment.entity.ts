import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ActorStamp } from '../common/actor-stamp';
import { moneyColumn, timestampColumn } from '../common/entity-columns';
import { Order } from '../orders/order.entity';
import type { PaymentMethod } from '../orders/order-status';

/**
 * One line of an order's payments ledger: money received (positive) or given back (negative).
 * An order's paid amount and payment status are always derived from these rows.
 */
@Entity('order_payments')
@Index(['orderId', 'id'])
@Index(['paidAt'])
export class OrderPayment {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'order_id', type: 'int' })
  orderId!: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  /** BYN, signed: a refund is negative. */
  @Column({ ...moneyColumn })
  amount!: number;

  @Column({ type: 'varchar', length: 10 })
  method!: PaymentMethod;

  /** When the money moved (staff enter it; defaults to the time it was recorded). */
  @Column({ name: 'paid_at', ...timestampColumn })
  paidAt!: Date;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note!: string | null;

  /** Who recorded it (`created_by_id`, `created_by_email`). */
  @Column(() => ActorStamp, { prefix: false })
  createdBy!: ActorStamp;

  @CreateDateColumn({ name: 'date_created', ...timestampColumn })
  dateCreated!: Date;
}

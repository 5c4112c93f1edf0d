import type { RefundFlag } from '@bulbash/rules';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ActorStamp } from '../common/actor-stamp';
import { moneyColumn, timestampColumn } from '../common/entity-columns';
import { Order } from '../orders/order.entity';
import type { LedgerMethod } from './ledger-methods';

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

  @Column({ type: 'varchar', length: 20 })
  method!: LedgerMethod;

  /** When the money moved (staff enter it; defaults to the time it was recorded). */
  @Column({ name: 'paid_at', ...timestampColumn })
  paidAt!: Date;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note!: string | null;

  /**
   * The payment provider's transaction uid of an online payment or refund (bePaid's `uid`), null
   * for money staff record. Unique: a repeated, late or concurrent confirmation records nothing twice.
   */
  @Column({ name: 'provider_uid', type: 'varchar', length: 64, nullable: true, unique: true })
  providerUid!: string | null;

  /** A refund given back online: the ledger entry (an online payment) it refunds. */
  @Column({ name: 'refund_of_id', type: 'int', nullable: true })
  refundOfId!: number | null;

  /**
   * Money taken that the shop must give back: it arrived for an attempt that had been expired
   * (a newer one replaced it) or for a canceled order. Null for ordinary entries.
   */
  @Column({ name: 'refund_flag', type: 'varchar', length: 20, nullable: true })
  refundFlag!: RefundFlag | null;

  /** Who recorded it (`created_by_id`, `created_by_email`). */
  @Column(() => ActorStamp, { prefix: false })
  createdBy!: ActorStamp;

  @CreateDateColumn({ name: 'date_created', ...timestampColumn })
  dateCreated!: Date;
}

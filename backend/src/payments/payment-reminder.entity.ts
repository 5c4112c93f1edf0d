import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UniqueKey } from '../common/database-errors';
import { timestampColumn } from '../common/entity-columns';
import { Order } from '../orders/order.entity';
import type { ReminderKind } from './payment-reminder-rules';

export const PAYMENT_REMINDER_UNIQUE: UniqueKey = { table: 'payment_reminders', columns: ['order_id', 'kind', 'due_day'] };

/**
 * A payment reminder that was sent: one per order, kind and due day. The row is written before
 * the letter goes out, and its unique key lets only one of several concurrent scans send it.
 */
@Entity('payment_reminders')
@Index(['orderId', 'kind', 'dueDay'], { unique: true })
export class PaymentReminder {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'order_id', type: 'int' })
  orderId!: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ type: 'varchar', length: 20 })
  kind!: ReminderKind;

  /** The Minsk day the money is due, 'YYYY-MM-DD'. */
  @Column({ name: 'due_day', type: 'varchar', length: 10 })
  dueDay!: string;

  @CreateDateColumn({ name: 'sent_at', ...timestampColumn })
  sentAt!: Date;
}

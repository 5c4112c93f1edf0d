import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn, timestampColumn } from '../common/entity-columns';
import { Order } from '../orders/order.entity';

/**
 * An invoice given to an order. An order has one current invoice (`orders.invoice_number`); when
 * the order's total changes after an invoice was issued, a new one with a new number and the day
 * of the change replaces it («взамен счёта № …») and the old one is kept, marked replaced.
 */
@Entity('invoices')
@Index(['orderId', 'id'])
export class Invoice {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'order_id', type: 'int' })
  orderId!: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  /** «BC-2026-000123», unique. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 30 })
  number!: string;

  /** The Minsk day it was issued, 'YYYY-MM-DD'. */
  @Column({ name: 'issued_day', type: 'varchar', length: 10 })
  issuedDay!: string;

  /** The order's total it was issued for, BYN. */
  @Column({ ...moneyColumn })
  total!: number;

  /** The number of the invoice this one replaces, null for the first. */
  @Column({ name: 'replaces_number', type: 'varchar', length: 30, nullable: true })
  replacesNumber!: string | null;

  /** The number of the invoice that replaced this one; null while it is the current one. */
  @Column({ name: 'replaced_by_number', type: 'varchar', length: 30, nullable: true })
  replacedByNumber!: string | null;

  @CreateDateColumn({ name: 'date_created', ...timestampColumn })
  dateCreated!: Date;
}

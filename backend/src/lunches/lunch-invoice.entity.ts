import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UniqueKey } from '../common/database-errors';
import { moneyColumn, timestampColumn } from '../common/entity-columns';
import { LunchContract } from './lunch-contract.entity';

export const LUNCH_INVOICE_UNIQUE: UniqueKey = { table: 'lunch_invoices', columns: ['contract_id', 'month'] };
export const LUNCH_REMINDER_UNIQUE: UniqueKey = { table: 'lunch_invoice_reminders', columns: ['invoice_id', 'kind', 'due_day'] };

/**
 * A lunch contract's invoice for a month (issue 46): one per contract and month (unique, so a
 * second close makes none), numbered in the shop's invoice sequence, with its act. The lines are
 * the month's days (lunch_days); the totals are kept as issued.
 */
@Entity('lunch_invoices')
@Index(['contractId', 'month'], { unique: true })
export class LunchInvoice {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'contract_id', type: 'int' })
  contractId!: number;

  @ManyToOne(() => LunchContract, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'contract_id' })
  contract?: LunchContract;

  /** 'YYYY-MM' */
  @Column({ type: 'varchar', length: 7 })
  month!: string;

  /** «BC-2026-000123», the same sequence as the orders' invoices. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 30 })
  number!: string;

  /** 'YYYY-MM-DD', Minsk. */
  @Column({ name: 'issued_day', type: 'varchar', length: 10 })
  issuedDay!: string;

  /** 'YYYY-MM-DD': paid by then (the company payment term, on a working day). */
  @Column({ name: 'due_day', type: 'varchar', length: 10 })
  dueDay!: string;

  @Column({ name: 'delivered_days', type: 'int' })
  deliveredDays!: number;

  /** Σ the delivered days' amounts, BYN. */
  @Column({ name: 'delivered_total', ...moneyColumn })
  deliveredTotal!: number;

  /** Σ late charges, BYN. */
  @Column({ name: 'late_total', ...moneyColumn })
  lateTotal!: number;

  @Column({ ...moneyColumn })
  total!: number;

  @CreateDateColumn({ name: 'date_created', ...timestampColumn })
  dateCreated!: Date;
}

/** A payment reminder of a monthly invoice that was sent: one per invoice, kind and due day (as payment_reminders for orders). */
@Entity('lunch_invoice_reminders')
@Index(['invoiceId', 'kind', 'dueDay'], { unique: true })
export class LunchInvoiceReminder {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'invoice_id', type: 'int' })
  invoiceId!: number;

  @ManyToOne(() => LunchInvoice, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invoice_id' })
  invoice?: LunchInvoice;

  @Column({ type: 'varchar', length: 20 })
  kind!: string;

  @Column({ name: 'due_day', type: 'varchar', length: 10 })
  dueDay!: string;

  @CreateDateColumn({ name: 'sent_at', ...timestampColumn })
  sentAt!: Date;
}

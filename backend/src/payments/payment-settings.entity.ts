import { DEFAULT_FREE_CANCEL_MINUTES, DEFAULT_MIN_MARGIN_PERCENT } from '@bulbash/rules';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { moneyColumn } from '../common/entity-columns';

export const PAYMENT_SETTINGS_ID = 1;

/** The shop's payment terms: one row (id 1), written on the first change; defaults until then. */
@Entity('payment_settings')
export class PaymentSettings {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'deposit_percent', type: 'int' })
  depositPercent!: number;

  @Column({ name: 'deposit_min_total', ...moneyColumn })
  depositMinTotal!: number;

  @Column({ name: 'balance_due_days', type: 'int' })
  balanceDueDays!: number;

  /** A company's bank transfer is due this many days before the event (a person's: balanceDueDays). */
  @Column({ name: 'company_payment_days', type: 'int', default: 5 })
  companyPaymentDays!: number;

  @Column({ name: 'vat_note', type: 'varchar', length: 200 })
  vatNote!: string;

  /** The deposit a new quote asks for (percent), unless staff set another on the quote. */
  @Column({ name: 'quote_deposit_percent', type: 'int', default: 50 })
  quoteDepositPercent!: number;

  /** Minutes after placing an order during which the customer's cancel is free whatever the event time; 0: no grace. */
  @Column({ name: 'free_cancel_minutes', type: 'int', default: DEFAULT_FREE_CANCEL_MINUTES })
  freeCancelMinutes!: number;

  /** A quote whose margin is below this percent warns before it is sent (issue 38). */
  @Column({ name: 'min_margin_percent', type: 'int', default: DEFAULT_MIN_MARGIN_PERCENT })
  minMarginPercent!: number;

  @Column({ name: 'invoice_prefix', type: 'varchar', length: 10 })
  invoicePrefix!: string;
}

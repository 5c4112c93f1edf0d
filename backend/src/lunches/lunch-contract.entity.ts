import type { LunchContractStatus } from '@bulbash/rules';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { User } from '../auth/user.entity';
import { moneyColumn } from '../common/entity-columns';
import { TimestampedEntity } from '../common/timestamped-entity';
import { WithCompanyPayer } from '../users/company-payer-columns';

export const LUNCH_ADDRESS_MAX = 500;
export const LUNCH_PO_MAX = 100;

/**
 * A company's standing order of office lunches (issue 46): who pays (the company payer columns
 * every invoice prints, `payer_type` always `company`), the contact person's account (who sees and
 * changes the days on the storefront), where and when, how many people at what price, the change
 * cutoff and the late terms, and the contract's dates and status.
 */
@Entity('lunch_contracts')
@Index(['contactUserId'])
@Index(['status', 'id'])
export class LunchContract extends WithCompanyPayer(TimestampedEntity) {
  @Column({ name: 'contact_user_id', type: 'int' })
  contactUserId!: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'contact_user_id' })
  contact?: User;

  /** The contact's phone for the driver; null: the account's. */
  @Column({ name: 'contact_phone', type: 'varchar', length: 12, nullable: true })
  contactPhone!: string | null;

  @Column({ name: 'delivery_address', type: 'varchar', length: LUNCH_ADDRESS_MAX })
  deliveryAddress!: string;

  /** ISO weekdays 1–7, comma-separated in order ('1,2,3,4,5'). */
  @Column({ type: 'varchar', length: 20, default: '1,2,3,4,5' })
  weekdays!: string;

  /** 'HH:MM', Minsk. */
  @Column({ name: 'delivery_time', type: 'varchar', length: 5 })
  deliveryTime!: string;

  /** The standing number of people a day. */
  @Column({ type: 'int' })
  headcount!: number;

  @Column({ name: 'price_per_person', ...moneyColumn })
  pricePerPerson!: number;

  /** 'HH:MM' of the day before each day, Minsk: the day's changes close then and its order is made. */
  @Column({ name: 'cutoff_time', type: 'varchar', length: 5, default: '10:00' })
  cutoffTime!: string;

  /** 0–100: the share of a late change's or cancellation's price charged. */
  @Column({ name: 'late_charge_percent', type: 'int', default: 100 })
  lateChargePercent!: number;

  /** A PO number or cost centre printed on the invoice and the act. */
  @Column({ name: 'po_number', type: 'varchar', length: LUNCH_PO_MAX, nullable: true })
  poNumber!: string | null;

  /** 'YYYY-MM-DD' */
  @Column({ name: 'starts_on', type: 'varchar', length: 10 })
  startsOn!: string;

  /** 'YYYY-MM-DD'; null: open-ended. */
  @Column({ name: 'ends_on', type: 'varchar', length: 10, nullable: true })
  endsOn!: string | null;

  @Column({ type: 'varchar', length: 10, default: 'active' })
  status!: LunchContractStatus;
}

export const contractWeekdays = (contract: Pick<LunchContract, 'weekdays'>): number[] =>
  contract.weekdays
    .split(',')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);

export const contractSchedule = (contract: LunchContract) => ({
  weekdays: contractWeekdays(contract),
  startsOn: contract.startsOn,
  endsOn: contract.endsOn,
});

import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { UniqueKey } from '../common/database-errors';
import { moneyColumn } from '../common/entity-columns';
import { TimestampedEntity } from '../common/timestamped-entity';
import { Order } from '../orders/order.entity';
import { LunchContract } from './lunch-contract.entity';

export const LUNCH_DIET_NOTE_MAX = 300;
export const LUNCH_SET_NAME_MAX = 100;

/** What the cutoff job made of a day: an order, nothing (skipped), or a refusal of the kitchen. */
export const LUNCH_DAY_OUTCOMES = ['ordered', 'skipped', 'closed', 'refused'] as const;
export type LunchDayOutcome = (typeof LUNCH_DAY_OUTCOMES)[number];

export const LUNCH_DAY_UNIQUE: UniqueKey = { table: 'lunch_days', columns: ['contract_id', 'day'] };

/**
 * One day of a lunch contract that differs from the standing order or has been closed: the
 * contact's changes (headcount, set, diet note, skipped) before the cutoff, then what the cutoff
 * job made of it (the order, or why none). A day without a row is the standing order, still open.
 * One row per contract and day (unique): the job locks it, so a second run or instance makes no
 * second order.
 */
@Entity('lunch_days')
@Index('IDX_lunch_days_contract_day', ['contractId', 'day'], { unique: true })
/** The month end's read of a month's days across contracts. */
@Index('IDX_lunch_days_day_contract', ['day', 'contractId'])
export class LunchDay extends TimestampedEntity {
  @Column({ name: 'contract_id', type: 'int' })
  contractId!: number;

  @ManyToOne(() => LunchContract, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contract_id' })
  contract?: LunchContract;

  /** 'YYYY-MM-DD', Minsk. */
  @Column({ type: 'varchar', length: 10 })
  day!: string;

  /** The day's people; null: the contract's standing headcount. Set to the number ordered once closed. */
  @Column({ type: 'int', nullable: true })
  headcount!: number | null;

  /** The name of the day's set chosen from the week's menu; null: the first set. */
  @Column({ name: 'set_name', type: 'varchar', length: LUNCH_SET_NAME_MAX, nullable: true })
  setName!: string | null;

  /** «2 вегетарианских»: for the kitchen, printed as the order's diet note. */
  @Column({ name: 'diet_note', type: 'varchar', length: LUNCH_DIET_NOTE_MAX, nullable: true })
  dietNote!: string | null;

  @Column({ type: 'boolean', default: false })
  skipped!: boolean;

  /** null while the day is open; set once by the cutoff job (or the manager's early close). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  outcome!: LunchDayOutcome | null;

  /** Why no order was made (the kitchen's refusal), shown to the contact. */
  @Column({ name: 'outcome_note', type: 'varchar', length: 500, nullable: true })
  outcomeNote!: string | null;

  @Column({ name: 'order_id', type: 'int', nullable: true })
  orderId!: number | null;

  @ManyToOne(() => Order, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'order_id' })
  order?: Order | null;

  /** The contract's price per person when the day was ordered, BYN: the month's invoice bills it. */
  @Column({ name: 'price_per_person', ...moneyColumn, nullable: true })
  pricePerPerson!: number | null;

  /** What a change after the cutoff cost (late terms), BYN; billed on the month's invoice apart. */
  @Column({ name: 'late_charge', ...moneyColumn, default: 0 })
  lateCharge!: number;
}

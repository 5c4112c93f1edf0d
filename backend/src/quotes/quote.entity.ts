import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { DietaryColumns } from '../common/dietary-columns';
import { StatusStep } from '../common/status-step.entity';
import type { CancellationTerms, QuoteLineKind, QuoteStatus } from '@bulbash/rules';
import { UniqueKey } from '../common/database-errors';
import { moneyColumn, timestampColumn } from '../common/entity-columns';
import { TimestampedEntity } from '../common/timestamped-entity';
import { Enquiry } from '../events/enquiry.entity';
import { WithEventContact } from '../events/event-contact-columns';
import { WithCompanyPayer } from '../users/company-payer-columns';
import { Product } from '../catalogue/product.entity';
import { Order } from '../orders/order.entity';
import { User } from '../auth/user.entity';

/** Statuses stored on a row; `expired` is never stored, it is read from `valid_until` and the clock. */
export type StoredQuoteStatus = Exclude<QuoteStatus, 'expired'>;

export const QUOTE_TOKEN_UNIQUE: UniqueKey = { table: 'quotes', columns: ['token'] };

/**
 * A caterer's priced proposal («коммерческое предложение») for one event. Each version is its own
 * row with its own token; editing a sent proposal writes the next version and marks this one
 * `replaced` (`replaced_by_id`). The totals are derived by @bulbash/rules' quoteTotals on every
 * write and kept here for lists and sorting.
 */
@Entity('quotes')
@Index(['status', 'validUntil'])
@Index(['eventAt'])
@Index(['enquiryId'])
@Index(['contactEmail'])
export class Quote extends WithCompanyPayer(WithEventContact(TimestampedEntity)) {
  /** 128 random bits, hex: the customer's link is the only access to the proposal. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 32 })
  token!: string;

  /** 1 for a new proposal, the previous version's + 1 for a revision. */
  @Column({ type: 'int', default: 1 })
  version!: number;

  /** The version this one revises (null for version 1). */
  @Column({ name: 'previous_id', type: 'int', nullable: true })
  previousId!: number | null;

  /** The version that replaced this one (set when this one became `replaced`). */
  @Column({ name: 'replaced_by_id', type: 'int', nullable: true })
  replacedById!: number | null;

  @Column({ type: 'varchar', length: 20 })
  status!: StoredQuoteStatus;

  @Column({ name: 'enquiry_id', type: 'int', nullable: true })
  enquiryId!: number | null;

  @ManyToOne(() => Enquiry, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'enquiry_id' })
  enquiry?: Enquiry;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The event format's code and name as chosen (free of the formats table, like an enquiry's). */
  @Column({ name: 'format_code', type: 'varchar', length: 40, nullable: true })
  formatCode!: string | null;

  @Column({ name: 'format_name', type: 'varchar', length: 100, nullable: true })
  formatName!: string | null;

  @Column({ name: 'delivery_cost', ...moneyColumn })
  deliveryCost!: number;

  /** Exactly one of the two, or neither. */
  @Column({ name: 'discount_amount', ...moneyColumn, nullable: true })
  discountAmount!: number | null;

  @Column({ name: 'discount_percent', type: 'decimal', precision: 5, scale: 2, nullable: true, transformer: moneyColumn.transformer })
  discountPercent!: number | null;

  @Column({ name: 'items_total', ...moneyColumn })
  itemsTotal!: number;

  @Column({ name: 'services_total', ...moneyColumn })
  servicesTotal!: number;

  @Column({ name: 'discount_total', ...moneyColumn })
  discountTotal!: number;

  @Column({ name: 'total', ...moneyColumn })
  total!: number;

  /** 'YYYY-MM-DD', a Minsk day: the proposal holds through its end. */
  /** The guests' diet as the customer gave it (the column set shared with enquiries and quotes). */
  @Column(() => DietaryColumns, { prefix: false })
  diet!: DietaryColumns;

  @Column({ name: 'valid_until', type: 'varchar', length: 10 })
  validUntil!: string;

  @Column({ name: 'deposit_percent', type: 'int' })
  depositPercent!: number;

  @Column({ type: 'text', nullable: true })
  terms!: string | null;

  /** What happens to the deposit on a cancellation (@bulbash/rules' cancellation terms); the order made from it applies them. */
  @Column({ name: 'cancellation_terms', type: 'varchar', length: 20, default: 'deposit_kept' })
  cancellationTerms!: CancellationTerms;

  /** The customer's own words (from the enquiry: time window, wishes); carried to the order's comment. */
  @Column({ type: 'text', nullable: true })
  comment!: string | null;

  /** The customer's latest «Нужны изменения» comment while the proposal waits for a new version (cleared on send). */
  @Column({ name: 'change_request', type: 'text', nullable: true })
  changeRequest!: string | null;

  /** Staff only: never on the customer's page or the PDF. */
  @Column({ name: 'internal_note', type: 'text', nullable: true })
  internalNote!: string | null;

  @Column({ name: 'sent_at', ...timestampColumn, nullable: true })
  sentAt!: Date | null;

  @Column({ name: 'accepted_at', ...timestampColumn, nullable: true })
  acceptedAt!: Date | null;

  /** The order made when the customer accepted. */
  @Column({ name: 'order_id', type: 'int', nullable: true })
  orderId!: number | null;

  @ManyToOne(() => Order, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @OneToMany(() => QuoteLine, (line) => line.quote)
  lines?: QuoteLine[];
}

/** A line of a proposal: a dish (a snapshot of the catalogue's name, with an editable price) or a service. */
@Entity('quote_lines')
@Index(['quoteId', 'position'])
export class QuoteLine {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'quote_id', type: 'int' })
  quoteId!: number;

  @ManyToOne(() => Quote, (quote) => quote.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: Quote;

  @Column({ type: 'int' })
  position!: number;

  @Column({ type: 'varchar', length: 10 })
  kind!: QuoteLineKind;

  /** Dishes only; the line outlives a deleted product (its snapshot stays). */
  @Column({ name: 'product_id', type: 'int', nullable: true })
  productId!: number | null;

  @ManyToOne(() => Product, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'product_id' })
  product?: Product | null;

  /** The dish's category when quoted (the customer's page groups by it). */
  @Column({ name: 'category_name', type: 'varchar', length: 200, nullable: true })
  categoryName!: string | null;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** Services: «час», «шт.»…; dishes: null. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  unit!: string | null;

  @Column({ type: 'int' })
  quantity!: number;

  @Column({ name: 'unit_price', ...moneyColumn })
  unitPrice!: number;

  /** Dishes: the catalogue's price when quoted (the unit price may differ). */
  @Column({ name: 'catalogue_price', ...moneyColumn, nullable: true })
  cataloguePrice!: number | null;

  /** Dishes: how many people one unit feeds, when quoted (the guest coverage). */
  @Column({ name: 'people_numbers', type: 'int', nullable: true })
  peopleNumbers!: number | null;
}

/** One step of a proposal's history: created (from null), sent, a change request, accepted, replaced… */
@Entity('quote_status_changes')
@Index(['quoteId', 'id'])
export class QuoteStatusChange extends StatusStep<StoredQuoteStatus> {
  @Column({ name: 'quote_id', type: 'int' })
  quoteId!: number;

  @ManyToOne(() => Quote, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: Quote;

  @Column({ type: 'text', nullable: true })
  note!: string | null;
}

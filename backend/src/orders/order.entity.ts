import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, VersionColumn } from 'typeorm';
import { DietaryColumns } from '../common/dietary-columns';
import { UniqueKey } from '../common/database-errors';
import { TimestampedEntity } from '../common/timestamped-entity';
import { moneyColumn, timestampColumn } from '../common/entity-columns';
import { User } from '../auth/user.entity';
import { WithCompanyPayer } from '../users/company-payer-columns';
import { OrderItem } from './order-item.entity';
import type { OrderOrigin, OrderStatus, PaymentMethod } from './order-status';
import type { CancellationTerms, DeliveryMethod } from '@bulbash/rules';

export const COMMENT_MAX_LENGTH = 1000;

/** The unique index on orders.checkout_key (one order per checkout of the same cart lines). */
export const ORDER_CHECKOUT_KEY_UNIQUE: UniqueKey = { table: 'orders', columns: ['checkout_key'] };

@Entity('orders')
@Index(['userId', 'dateCreated'])
@Index(['status', 'dateCreated'])
@Index(['paymentMethod', 'dateCreated'])
@Index(['dateCreated'])
/** Covers the dashboard's last-30-days totals: a range read of this index, no table rows. */
@Index(['dateCreated', 'status', 'totalCost'])
/** Back-office list sorted by total_cost (the id column that breaks ties is implied). */
@Index(['totalCost'])
@Index(['contactPhone'])
/** The kitchen's views: orders by event time (list, agenda, production sheet). */
@Index(['deliveryAt'])
/** A driver's deliveries of a day. */
@Index(['driverId', 'deliveryAt'])
/** A source's orders (a lunch contract's days), and the payment reminders' exclusion of monthly-billed ones. */
@Index(['origin', 'originId', 'deliveryAt'])
/** Covers the back office's customer totals (count, spent without canceled, last order) per account: no table rows. */
@Index(['userId', 'status', 'totalCost', 'dateCreated'])
export class Order extends WithCompanyPayer(TimestampedEntity) {
  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'payment_method', type: 'varchar', length: 10 })
  paymentMethod!: PaymentMethod;

  @Column({ type: 'varchar', length: 20 })
  status!: OrderStatus;

  @Column({ name: 'total_cost', ...moneyColumn })
  totalCost!: number;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ type: 'varchar', length: 100 })
  surname!: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName!: string;

  @Column({ name: 'contact_phone', type: 'varchar', length: 20 })
  contactPhone!: string;

  @Column({ name: 'contact_email', type: 'varchar', length: 254, nullable: true })
  contactEmail!: string | null;

  /** The customer's address; kept while the order is a pickup, so it comes back with a delivery. */
  @Column({ name: 'delivery_address', type: 'varchar', length: 500, nullable: true })
  deliveryAddress!: string | null;

  /** The kitchen's address from the contacts record when the order became a pickup; null for a delivery. */
  @Column({ name: 'pickup_address', type: 'varchar', length: 500, nullable: true })
  pickupAddress!: string | null;

  /** When the food must be at the event (or ready for pickup); null: the time is agreed by phone. */
  @Column({ name: 'delivery_at', type: 'datetime', nullable: true })
  deliveryAt!: Date | null;

  @Column({ name: 'delivery_method', type: 'varchar', length: 10, default: 'delivery' })
  deliveryMethod!: DeliveryMethod;

  /** Whole km beyond the ring road (MKAD); 0 inside it and for pickup. */
  @Column({ name: 'delivery_distance_km', type: 'int', default: 0 })
  deliveryDistanceKm!: number;

  @Column({ name: 'delivery_cost', ...moneyColumn, default: 0 })
  deliveryCost!: number;

  /** Plain text for the kitchen (guests, allergies, entrance); always shown as text. */
  @Column({ type: 'varchar', length: COMMENT_MAX_LENGTH, nullable: true })
  comment!: string | null;

  /** The guests' diet as the customer gave it (the column set shared with enquiries and quotes). */
  @Column(() => DietaryColumns, { prefix: false })
  diet!: DietaryColumns;

  /** The head count the order is for (1..1000), as the shopper planned it; null when not given. */
  @Column({ type: 'int', nullable: true })
  guests!: number | null;

  /** When the order was placed by the business clock (the grace period of a free cancellation counts from it). */
  @Column({ name: 'placed_at', type: 'datetime', nullable: true })
  placedAt!: Date | null;

  /** Recorded when the customer cancels inside the 24 hours; always 0 unless the order is canceled. */
  @Column({ name: 'cancellation_fee', ...moneyColumn, default: 0 })
  cancellationFee!: number;

  /**
   * Hash of the user and the cart item ids being ordered. Cart item ids are never reused,
   * so the unique index lets exactly one of two simultaneous identical checkouts succeed.
   */
  @Column({ name: 'checkout_key', type: 'varchar', length: 64, unique: true })
  checkoutKey!: string;

  /** «BC-2026-000123», given out on the first download of the invoice and kept. */
  @Index({ unique: true })
  @Column({ name: 'invoice_number', type: 'varchar', length: 30, nullable: true })
  invoiceNumber!: string | null;

  /** The deposit percent agreed for this order (an accepted quote's); null: the payment settings' terms. */
  @Column({ name: 'deposit_percent', type: 'int', nullable: true })
  depositPercent!: number | null;

  /** The cancellation terms agreed (an accepted quote's «deposit_kept»); `standard`: the shop's rule. */
  @Column({ name: 'cancellation_terms', type: 'varchar', length: 20, default: 'standard' })
  cancellationTerms!: CancellationTerms;

  /** The staff account (role driver) that takes this delivery; null: any driver of the day. */
  @Column({ name: 'driver_id', type: 'int', nullable: true })
  driverId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'driver_id' })
  driver?: User;

  /**
   * Where the order came from: `shop` (checkout, the desk, a quote or an enquiry) or `lunch` (a
   * day of a lunch contract, billed on the contract's monthly invoice, see lunches/).
   */
  @Column({ type: 'varchar', length: 10, default: 'shop' })
  origin!: OrderOrigin;

  /** The source's id (the lunch contract's); null for a shop order. */
  @Column({ name: 'origin_id', type: 'int', nullable: true })
  originId!: number | null;
  /** When the driver set out with it («В пути», business time); null until then. */
  @Column({ name: 'on_the_way_at', ...timestampColumn, nullable: true })
  onTheWayAt!: Date | null;

  /** Optimistic concurrency: every change writes `version + 1` where the version it read still holds. */
  @VersionColumn({ default: 1 })
  version!: number;

  @OneToMany(() => OrderItem, (item) => item.order)
  items?: OrderItem[];
}

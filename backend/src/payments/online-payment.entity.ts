import { ONLINE_ATTEMPT_STATUSES, type OnlineAttemptStatus, type OnlinePayMethod, type OnlinePayWhat } from '@bulbash/rules';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { moneyColumn, timestampColumn } from '../common/entity-columns';
import { TimestampedEntity } from '../common/timestamped-entity';
import { Order } from '../orders/order.entity';

/** The attempt's life, once in @bulbash/rules with the back office's words for it. */
export const ONLINE_PAYMENT_STATUSES = ONLINE_ATTEMPT_STATUSES;
export type OnlinePaymentStatus = OnlineAttemptStatus;

/**
 * One attempt of a customer to pay an order online: a bePaid checkout (card) or ERIP invoice.
 * Its id is the tracking id bePaid carries back; the money itself enters the ledger
 * (order_payments) only when bePaid reports the payment successful, once, by its uid.
 */
@Entity('online_payments')
@Index(['orderId', 'id'])
@Index(['status', 'id'])
export class OnlinePayment extends TimestampedEntity {
  @Column({ name: 'order_id', type: 'int' })
  orderId!: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ type: 'varchar', length: 10 })
  method!: OnlinePayMethod;

  @Column({ type: 'varchar', length: 10 })
  what!: OnlinePayWhat;

  /** BYN asked for (what was due when the attempt was made). */
  @Column({ ...moneyColumn })
  amount!: number;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status!: OnlinePaymentStatus;

  /** bePaid's checkout token (card), null for ERIP. */
  @Column({ name: 'provider_token', type: 'varchar', length: 128, nullable: true })
  providerToken!: string | null;

  /** bePaid's transaction uid: the ERIP invoice's at once, a card payment's once bePaid reports it. */
  @Column({ name: 'provider_uid', type: 'varchar', length: 64, nullable: true })
  providerUid!: string | null;

  /** The hosted checkout page (card), null for ERIP. */
  @Column({ name: 'redirect_url', type: 'varchar', length: 1000, nullable: true })
  redirectUrl!: string | null;

  /** What the customer needs to pay an ERIP invoice (account number, path, QR code), null for a card. */
  @Column({ name: 'erip_details', type: 'simple-json', nullable: true })
  eripDetails!: { account_number: string; path: string; qr_code: string | null } | null;

  /** The ledger entry this attempt recorded, once successful. */
  @Column({ name: 'payment_id', type: 'int', nullable: true })
  paymentId!: number | null;

  /** bePaid's `expired_at` of the checkout or invoice (null for attempts made before it was sent). */
  @Column({ name: 'expires_at', ...timestampColumn, nullable: true })
  expiresAt!: Date | null;

  /** The provider's last word on a failure, for the back office. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  message!: string | null;
}

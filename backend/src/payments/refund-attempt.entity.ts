import type { OnlineRefundStatus } from '@bulbash/rules';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { ActorStamp } from '../common/actor-stamp';
import { moneyColumn, timestampColumn } from '../common/entity-columns';
import { TimestampedEntity } from '../common/timestamped-entity';
import { Order } from '../orders/order.entity';

/**
 * A refund's life (@bulbash/rules ONLINE_REFUND_STATUSES): pending (recorded, bePaid being asked)
 * → refunded (bePaid confirmed; the ledger has its negative entry) or failed (bePaid said no, or
 * never got it); unknown when the answer was lost (a timeout, a 5xx, a broken connection) until
 * the status query, the reconciler or bePaid's notification settles it.
 */
type RefundAttemptStatus = OnlineRefundStatus;
/** Not settled yet: blocks another refund of the same payment. */
export const UNSETTLED_REFUND_STATUSES: readonly RefundAttemptStatus[] = ['pending', 'unknown'];

/** bePaid's tracking_id of a refund: our row's id, told apart from a payment attempt's plain number. */
export const refundTrackingId = (id: number): string => `refund-${id}`;
export const refundIdOfTracking = (trackingId: string | null): number | null => {
  const match = /^refund-(\d{1,12})$/.exec(trackingId ?? '');
  return match ? Number(match[1]) : null;
};

/**
 * One online refund the owner asked for, written before bePaid hears of it (record before
 * calling out): its id goes to bePaid as the tracking id, so whatever happens to the answer the
 * refund can be found and entered in the ledger once.
 */
@Entity('online_refunds')
@Index(['paymentId', 'status'])
@Index(['status', 'id'])
@Index(['orderId', 'id'])
export class RefundAttempt extends TimestampedEntity {
  @Column({ name: 'order_id', type: 'int' })
  orderId!: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  /** The ledger entry (an online payment) being refunded. */
  @Column({ name: 'payment_id', type: 'int' })
  paymentId!: number;

  /** BYN to give back (positive). */
  @Column({ ...moneyColumn })
  amount!: number;

  @Column({ type: 'varchar', length: 255 })
  reason!: string;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status!: RefundAttemptStatus;

  /** When bePaid was asked (the business Clock): how long an unanswered refund has waited. */
  @Column({ name: 'asked_at', ...timestampColumn })
  askedAt!: Date;

  /** bePaid's refund uid, once known. */
  @Column({ name: 'provider_uid', type: 'varchar', length: 64, nullable: true })
  providerUid!: string | null;

  /** The negative ledger entry, once refunded. */
  @Column({ name: 'entry_id', type: 'int', nullable: true })
  entryId!: number | null;

  /** bePaid's last word (a refusal, why it is unknown). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  message!: string | null;

  /** Who asked for it. */
  @Column(() => ActorStamp, { prefix: false })
  createdBy!: ActorStamp;
}

import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { timestampColumn } from '../common/entity-columns';
import { TimestampedEntity } from '../common/timestamped-entity';
import { Order } from './order.entity';

export const CHANGE_REQUEST_STATUSES = ['open', 'accepted', 'declined'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** A dish and quantity the customer asks for (the whole wished list), with the name as they saw it. */
export interface WishedLine {
  product_id: number;
  name: string;
  quantity: number;
}

/**
 * «Попросить изменить»: what a customer asks to change on their order (guests, time, dishes, a
 * comment). Staff accept it (the order itself is changed through the order editor, the state
 * machine) or decline it with a reason; the customer gets a letter either way.
 */
@Entity('order_change_requests')
@Index('IDX_order_change_requests_order', ['orderId', 'id'])
@Index('IDX_order_change_requests_status', ['status', 'dateCreated'])
@Index('IDX_order_change_requests_user', ['userId', 'dateCreated'])
export class OrderChangeRequest extends TimestampedEntity {
  @Column({ name: 'order_id', type: 'int' })
  orderId!: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  /** The customer who asked (the order's owner). */
  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status!: ChangeRequestStatus;

  /** The wished head count; null: unchanged. */
  @Column({ type: 'int', nullable: true })
  guests!: number | null;

  /** The wished event time; null: unchanged. */
  @Column({ name: 'delivery_at', ...timestampColumn, nullable: true })
  deliveryAt!: Date | null;

  /** The wished dishes (the whole list); null: unchanged. */
  @Column({ type: 'simple-json', nullable: true })
  lines!: WishedLine[] | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  comment!: string | null;

  /** Why staff declined it (sent to the customer). */
  @Column({ name: 'decline_reason', type: 'varchar', length: 1000, nullable: true })
  declineReason!: string | null;

  @Column({ name: 'decided_by_email', type: 'varchar', length: 254, nullable: true })
  decidedByEmail!: string | null;

  @Column({ name: 'decided_at', ...timestampColumn, nullable: true })
  decidedAt!: Date | null;
}

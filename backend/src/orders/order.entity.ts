import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany } from 'typeorm';
import { TimestampedEntity } from '../common/timestamped-entity';
import { moneyColumn } from '../common/entity-columns';
import { User } from '../users/user.entity';
import { OrderItem } from './order-item.entity';
import type { OrderStatus, PaymentMethod } from './order-status';

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
export class Order extends TimestampedEntity {
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

  @Column({ name: 'delivery_address', type: 'varchar', length: 500, nullable: true })
  deliveryAddress!: string | null;

  /**
   * Hash of the user and the cart item ids being ordered. Cart item ids are never reused,
   * so the unique index lets exactly one of two simultaneous identical checkouts succeed.
   */
  @Column({ name: 'checkout_key', type: 'varchar', length: 64, unique: true })
  checkoutKey!: string;

  @OneToMany(() => OrderItem, (item) => item.order)
  items?: OrderItem[];
}

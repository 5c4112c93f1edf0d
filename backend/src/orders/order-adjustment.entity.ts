import { Column, CreateDateColumn, Entity, EntityManager, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ActorStamp } from '../common/actor-stamp';
import { moneyColumn, timestampColumn } from '../common/entity-columns';
import { Order } from './order.entity';

export const ADJUSTMENT_LABEL = 'Корректировка';

/**
 * A signed amount staff added to an order's total («Корректировка»): the total is always
 * items + delivery + adjustments, so a recalculated delivery keeps what staff agreed.
 */
@Entity('order_adjustments')
@Index(['orderId', 'id'])
export class OrderAdjustment {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'order_id', type: 'int' })
  orderId!: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ type: 'varchar', length: 200 })
  label!: string;

  @Column({ ...moneyColumn })
  amount!: number;

  /** Who made it (`created_by_id`, `created_by_email`). */
  @Column(() => ActorStamp, { prefix: false })
  createdBy!: ActorStamp;

  @CreateDateColumn({ name: 'date_created', ...timestampColumn })
  dateCreated!: Date;
}

/** An order's adjustments, oldest first. */
export function orderAdjustments(manager: EntityManager, orderId: number): Promise<OrderAdjustment[]> {
  return manager.find(OrderAdjustment, { where: { orderId }, order: { id: 'ASC' } });
}

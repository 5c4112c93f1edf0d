import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from '../common/entity-columns';
import { Product } from '../catalogue/product.entity';
import { Order } from './order.entity';

export type OrderItemKind = 'dish' | 'service';

/** A snapshot of an ordered product: later catalogue edits or deletion never change it. */
@Entity('order_items')
@Index(['orderId'])
export class OrderItem {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'order_id', type: 'int' })
  orderId!: number;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ name: 'product_id', type: 'int', nullable: true })
  productId!: number | null;

  @ManyToOne(() => Product, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'product_id' })
  product?: Product | null;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'image_path', type: 'varchar', length: 255, nullable: true })
  imagePath!: string | null;

  /** Unit price at the time of the order. */
  @Column({ name: 'product_cost', ...moneyColumn })
  productCost!: number;

  @Column({ type: 'int' })
  quantity!: number;

  /** `dish` (a product) or `service` (staff, tableware… from an accepted quote: no product, a unit). */
  @Column({ type: 'varchar', length: 10, default: 'dish' })
  kind!: OrderItemKind;

  /** Services: «час», «шт.»…; null for dishes. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  unit!: string | null;
}

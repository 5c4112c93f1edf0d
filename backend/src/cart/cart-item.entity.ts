import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TimestampedEntity } from '../common/timestamped-entity';
import { Product } from '../catalogue/product.entity';
import { User } from '../auth/user.entity';

/** A line of a customer's server-side cart; one line per product. */
@Entity('cart_items')
@Index(['userId', 'productId'], { unique: true })
export class CartItem extends TimestampedEntity {
  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'product_id', type: 'int' })
  productId!: number;

  /** A deleted product leaves every cart it was in. */
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;

  @Column({ type: 'int' })
  quantity!: number;
}

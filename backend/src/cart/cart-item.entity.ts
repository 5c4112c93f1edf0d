import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { timestampColumn } from '../common/entity-columns';
import { Product } from '../catalogue/product.entity';
import { User } from '../users/user.entity';

/** A line of a customer's server-side cart; one line per product. */
@Entity('cart_items')
@Index(['userId', 'productId'], { unique: true })
export class CartItem {
  @PrimaryGeneratedColumn()
  id!: number;

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

  @CreateDateColumn({ name: 'date_created', ...timestampColumn })
  dateCreated!: Date;

  @UpdateDateColumn({ name: 'date_updated', ...timestampColumn })
  dateUpdated!: Date;
}

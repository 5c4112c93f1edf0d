import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Product } from '../catalogue/product.entity';
import { timestampColumn } from '../common/entity-columns';
import { decimalsTransformer, Ingredient, quantityColumn } from './ingredient.entity';

/** A dish's recipe (техкарта): what `yield_portions` units as sold need. One per product. */
@Entity('recipes')
export class Recipe {
  @PrimaryColumn({ name: 'product_id', type: 'int' })
  productId!: number;

  @OneToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;

  @Column({ name: 'yield_portions', type: 'int' })
  yieldPortions!: number;

  /** Ingredient allergens the owner confirmed the dish is right without (comma-separated codes). */
  @Column({ name: 'allergens_confirmed', type: 'varchar', length: 200, default: '' })
  allergensConfirmed!: string;

  @UpdateDateColumn({ name: 'date_updated', ...timestampColumn })
  dateUpdated!: Date;
}

@Entity('recipe_lines')
@Index(['productId', 'position'])
export class RecipeLine {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'product_id', type: 'int' })
  productId!: number;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  recipe?: Recipe;

  /** An ingredient in a recipe cannot be deleted (409). */
  @Index()
  @Column({ name: 'ingredient_id', type: 'int' })
  ingredientId!: number;

  @ManyToOne(() => Ingredient, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'ingredient_id' })
  ingredient?: Ingredient;

  @Column({ ...quantityColumn })
  quantity!: number;

  @Column({ name: 'waste_percent', type: 'decimal', precision: 4, scale: 1, default: 0, transformer: decimalsTransformer(1) })
  wastePercent!: number;

  @Column({ type: 'int' })
  position!: number;
}

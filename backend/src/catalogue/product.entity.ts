import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TimestampedEntity } from '../common/timestamped-entity';
import { moneyColumn } from '../common/entity-columns';
import { Category } from './category.entity';
import { Subcategory } from './subcategory.entity';

@Entity('products')
@Index(['categoryId', 'statusEnabled', 'price'])
@Index(['subcategoryId', 'statusEnabled', 'price'])
@Index(['statusEnabled', 'weight'])
@Index(['statusEnabled', 'peopleNumbers'])
export class Product extends TimestampedEntity {
  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'text' })
  ingredients!: string;

  /**
   * Stems of the name, description and ingredients for the word search (catalogue/search-text.ts),
   * kept in step by ProductSearchSubscriber on every insert and save; never sent to clients.
   */
  @Column({ name: 'search_text', type: 'text', nullable: true, select: false })
  searchText?: string | null;

  @Column({ name: 'image_path', type: 'varchar', length: 255, nullable: true })
  imagePath!: string | null;

  /** BYN; DECIMAL(10,2) on disk. */
  @Column({ ...moneyColumn })
  price!: number;

  /** Grams. */
  @Column({ type: 'int', default: 0 })
  weight!: number;

  @Column({ name: 'people_numbers', type: 'int', default: 0 })
  peopleNumbers!: number;

  @Column({ name: 'category_id', type: 'int' })
  categoryId!: number;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category?: Category;

  @Column({ name: 'subcategory_id', type: 'int' })
  subcategoryId!: number;

  @ManyToOne(() => Subcategory, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'subcategory_id' })
  subcategory?: Subcategory;

  @Column({ name: 'status_enabled', type: 'boolean', default: false })
  statusEnabled!: boolean;
}

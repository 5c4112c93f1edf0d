import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TimestampedEntity } from '../common/timestamped-entity';
import { Category } from './category.entity';

@Entity('subcategories')
@Index(['categoryId', 'statusEnabled'])
export class Subcategory extends TimestampedEntity {
  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ name: 'category_id', type: 'int' })
  categoryId!: number;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category?: Category;

  @Column({ name: 'status_enabled', type: 'boolean', default: false })
  statusEnabled!: boolean;
}

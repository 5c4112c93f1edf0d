import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { timestampColumn } from '../common/entity-columns';
import { Category } from './category.entity';

@Entity('subcategories')
@Index(['categoryId', 'statusEnabled'])
export class Subcategory {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ name: 'category_id', type: 'int' })
  categoryId!: number;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category?: Category;

  @Column({ name: 'status_enabled', type: 'boolean', default: false })
  statusEnabled!: boolean;

  @CreateDateColumn({ name: 'date_created', ...timestampColumn })
  dateCreated!: Date;

  @UpdateDateColumn({ name: 'date_updated', ...timestampColumn })
  dateUpdated!: Date;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { timestampColumn } from '../common/entity-columns';

@Entity('categories')
@Index(['statusEnabled', 'position'])
export class Category {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'image_path', type: 'varchar', length: 255, nullable: true })
  imagePath!: string | null;

  @Column({ name: 'status_enabled', type: 'boolean', default: false })
  statusEnabled!: boolean;

  @Column({ type: 'int', default: 1 })
  position!: number;

  @CreateDateColumn({ name: 'date_created', ...timestampColumn })
  dateCreated!: Date;

  @UpdateDateColumn({ name: 'date_updated', ...timestampColumn })
  dateUpdated!: Date;
}

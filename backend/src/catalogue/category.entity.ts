import { Column, Entity, Index } from 'typeorm';
import { TimestampedEntity } from '../common/timestamped-entity';

@Entity('categories')
@Index(['statusEnabled', 'position'])
export class Category extends TimestampedEntity {
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
}

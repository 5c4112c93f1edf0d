import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { timestampColumn } from '../common/entity-columns';

/** The single about-us record; `text` is HTML, sanitised by the storefront before rendering. */
@Entity('about_us')
export class AboutUs {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  text!: string;

  @CreateDateColumn({ name: 'date_created', ...timestampColumn })
  dateCreated!: Date;

  @UpdateDateColumn({ name: 'date_updated', ...timestampColumn })
  dateUpdated!: Date;
}

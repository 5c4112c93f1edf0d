import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { timestampColumn } from './entity-columns';

/** The numeric id and the creation and update times that every main table has. */
export abstract class TimestampedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @CreateDateColumn({ name: 'date_created', ...timestampColumn })
  dateCreated!: Date;

  @UpdateDateColumn({ name: 'date_updated', ...timestampColumn })
  dateUpdated!: Date;
}

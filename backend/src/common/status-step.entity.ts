import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from './entity-columns';

/**
 * The columns every status history shares (orders, enquiries, quotes): the step from one status
 * to the next (from is null for the creation), who made it and when. Who is kept as written, with
 * no foreign key, so the history outlives the account. Each history adds its owner's key, index
 * and note.
 */
export abstract class StatusStep<Status extends string> {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'from_status', type: 'varchar', length: 20, nullable: true })
  fromStatus!: Status | null;

  @Column({ name: 'to_status', type: 'varchar', length: 20 })
  toStatus!: Status;

  @Column({ name: 'changed_by_id', type: 'int', nullable: true })
  changedById!: number | null;

  @Column({ name: 'changed_by_email', type: 'varchar', length: 254, nullable: true })
  changedByEmail!: string | null;

  @CreateDateColumn({ name: 'date_created', ...timestampColumn })
  dateCreated!: Date;
}

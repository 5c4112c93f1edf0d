import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../common/entity-columns';

/**
 * An administrator's `force: true` past a capacity refusal: which order, which time, what rule
 * was overridden and by whom. Kept as written (no foreign keys), like the status history.
 */
@Entity('capacity_overrides')
@Index(['orderId', 'id'])
export class CapacityOverride {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'order_id', type: 'int' })
  orderId!: number;

  @Column({ name: 'delivery_at', type: 'datetime' })
  deliveryAt!: Date;

  /** The refusal that was overridden, in Russian (the 409 detail). */
  @Column({ type: 'varchar', length: 500 })
  note!: string;

  @Column({ name: 'changed_by_id', type: 'int', nullable: true })
  changedById!: number | null;

  @Column({ name: 'changed_by_email', type: 'varchar', length: 254, nullable: true })
  changedByEmail!: string | null;

  @CreateDateColumn({ name: 'date_created', ...timestampColumn })
  dateCreated!: Date;
}

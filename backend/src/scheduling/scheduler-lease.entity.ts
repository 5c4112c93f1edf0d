import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../common/entity-columns';

/**
 * Who runs a scheduled task's scans when there is no Redis: one row per task. An instance takes
 * or renews the lease with one atomic UPDATE (free, expired, or already its own) and only the
 * holder scans; a holder that stops gives it back, one that dies loses it when it expires.
 */
@Entity('scheduler_leases')
export class SchedulerLease {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name!: string;

  /** The holding instance (host, process and a random part), null when free. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  owner!: string | null;

  @Column({ name: 'expires_at', ...timestampColumn })
  expiresAt!: Date;
}

import type { AuditAction, AuditEntity, StaffRole } from '@bulbash/rules';
import { Column, Entity, EntityManager, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../common/entity-columns';
import { currentActor, requestNow } from '../common/request-context';
import { AuditChange } from './audit-changes';

/** What one mutation writes: which row, what happened, the changed fields (see diffFields). */
export interface AuditRecord {
  entity: AuditEntity;
  /** The row's id; null for an entity without one (a closing day is a date: the date is in `changes`). */
  entityId: number | null;
  action: AuditAction;
  changes: AuditChange[];
}

/**
 * The audit log (#36): one row per change made through the back office, the admin API or a
 * customer's own order or quote, written in the SAME transaction as the change (so a rollback
 * leaves no entry). Append-only: nothing updates or deletes these rows. Who: the request's actor
 * (common/request-context.ts), kept as written with no foreign key; null = the system.
 */
@Entity('audit_log')
@Index('IDX_audit_log_at', ['at', 'id'])
@Index('IDX_audit_log_entity', ['entity', 'entityId', 'id'])
@Index('IDX_audit_log_actor', ['actorId', 'id'])
export class AuditLog {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ ...timestampColumn })
  at!: Date;

  @Column({ name: 'actor_id', type: 'int', nullable: true })
  actorId!: number | null;

  @Column({ name: 'actor_email', type: 'varchar', length: 254, nullable: true })
  actorEmail!: string | null;

  @Column({ name: 'actor_role', type: 'varchar', length: 16, nullable: true })
  actorRole!: StaffRole | null;

  @Column({ type: 'varchar', length: 32 })
  entity!: AuditEntity;

  @Column({ name: 'entity_id', type: 'int', nullable: true })
  entityId!: number | null;

  @Column({ type: 'varchar', length: 32 })
  action!: AuditAction;

  @Column({ type: 'simple-json' })
  changes!: AuditChange[];

  /**
   * Writes one entry inside the caller's transaction (`manager`), by the request's actor at the
   * app clock's "now". An update that changed nothing writes nothing.
   */
  static async record(manager: EntityManager, entry: AuditRecord): Promise<void> {
    await AuditLog.recordMany(manager, [entry]);
  }

  /** Several entries of one mutation (a bulk change) in one INSERT. */
  static async recordMany(manager: EntityManager, entries: readonly AuditRecord[]): Promise<void> {
    const written = entries.filter((entry) => entry.action !== 'update' || entry.changes.length > 0);
    if (written.length === 0) return;
    const actor = currentActor();
    const at = requestNow();
    await manager.insert(
      AuditLog,
      written.map((entry) => ({
        at,
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        actorRole: actor?.role ?? null,
        entity: entry.entity,
        entityId: entry.entityId,
        action: entry.action,
        changes: entry.changes,
      })),
    );
  }
}

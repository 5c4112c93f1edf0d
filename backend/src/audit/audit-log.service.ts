import { AUDIT_ENTRY_NOT_FOUND } from './audit.messages';
import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DAY_MS, minskDayStart } from '../common/minsk-days';
import { ListPage, ListQueryOptions, ListWindow, runListQuery } from '../database/list-query';
import { AuditLog } from './audit-log.entity';

export const AUDIT_LOG_SORT = { at: 'a.at', id: 'a.id' } as const;

const AUDIT_LOG_LIST: ListQueryOptions = {
  idColumn: 'a.id',
  sortable: AUDIT_LOG_SORT,
  defaultSort: [
    ['a.at', 'DESC'],
    ['a.id', 'DESC'],
  ],
};

export interface AuditLogFilter extends ListWindow {
  actor_id?: number;
  entity?: string;
  entity_id?: number;
  /** Minsk days 'YYYY-MM-DD', both inclusive. */
  from?: string;
  to?: string;
}

/** Reads the audit log (nothing here writes it: entries come from AuditLog.record in the services). */
@Injectable()
export class AuditLogService {
  constructor(private readonly dataSource: DataSource) {}

  async list(filter: AuditLogFilter): Promise<ListPage<AuditLog>> {
    const builder = this.dataSource.getRepository(AuditLog).createQueryBuilder('a');
    if (filter.actor_id !== undefined) builder.andWhere('a.actorId = :actorId', { actorId: filter.actor_id });
    if (filter.entity !== undefined) builder.andWhere('a.entity = :entity', { entity: filter.entity });
    if (filter.entity_id !== undefined) builder.andWhere('a.entityId = :entityId', { entityId: filter.entity_id });
    if (filter.from) builder.andWhere('a.at >= :start', { start: minskDayStart(filter.from, 'from') });
    if (filter.to) builder.andWhere('a.at < :end', { end: new Date(minskDayStart(filter.to, 'to').getTime() + DAY_MS) });
    return runListQuery(builder, filter, AUDIT_LOG_LIST);
  }

  async get(id: number): Promise<AuditLog> {
    const entry = await this.dataSource.getRepository(AuditLog).findOne({ where: { id } });
    if (!entry) throw new NotFoundException(AUDIT_ENTRY_NOT_FOUND);
    return entry;
  }
}

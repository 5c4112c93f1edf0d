import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { StaffRole } from '@bulbash/rules';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTION_NOTES,
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_NOTES,
  STAFF_ROLES,
} from '@bulbash/rules';
import { IsIn, IsOptional } from 'class-validator';
import { AUDIT_LOG_SORT } from '../../audit/audit-log.service';
import { LABELS, mustBe } from '../../common/field-labels';
import { DayFilter, IdFilter } from '../../common/filter-fields';
import { BlankAsAbsent } from '../../common/query-transforms';
import { AdminListQuery, SortField } from '../../http/list-query';

/** Any JSON value: a number (money too), a string (dates as ISO), true/false, a list or an object. */
const ANY_VALUE = {
  nullable: true,
  oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'array', items: {} }, { type: 'object' }],
};

/** «name (label; note)» for each name: the back office's label with what the documentation adds. */
const describe = (labels: Record<string, string>, notes: Record<string, string | undefined>): string =>
  Object.entries(labels)
    .map(([name, label]) => `${name} (${notes[name] ? `${label}; ${notes[name]}` : label})`)
    .join(', ');

export const AUDIT_ENTITY_TEXT = describe(AUDIT_ENTITY_LABELS, AUDIT_ENTITY_NOTES);
export const AUDIT_ACTION_TEXT = describe(AUDIT_ACTION_LABELS, AUDIT_ACTION_NOTES);

export class AuditLogListQuery extends AdminListQuery {
  @SortField(AUDIT_LOG_SORT)
  sort?: string;

  @IdFilter(LABELS.actorId, 'Entries made by this account (staff member or customer)')
  actor_id?: number;

  @ApiPropertyOptional({ enum: AUDIT_ENTITIES, description: `What changed: ${AUDIT_ENTITY_TEXT}` })
  @BlankAsAbsent()
  @IsOptional()
  @IsIn(AUDIT_ENTITIES, { message: mustBe(LABELS.auditEntity, `одним из: ${AUDIT_ENTITIES.join(', ')}`) })
  entity?: string;

  @IdFilter(LABELS.entityId, 'The changed row’s id (with entity: one order, product or quote)')
  entity_id?: number;

  @DayFilter('First Minsk day (YYYY-MM-DD), inclusive')
  from?: string;

  @DayFilter('Last Minsk day (YYYY-MM-DD), inclusive')
  to?: string;
}

export class AuditChangeResponse {
  @ApiProperty({ example: 'price', description: 'The field (snake_case, as in the API); «lines» for an order’s lines' })
  field!: string;

  @ApiProperty({ ...ANY_VALUE, description: 'Value before (null: none); money as a number, dates as ISO strings', example: 45 })
  old!: unknown;

  @ApiProperty({ ...ANY_VALUE, description: 'Value after (null: none)', example: 4.5 })
  new!: unknown;
}

export class AuditLogEntryResponse {
  @ApiProperty({ example: 101 }) id!: number;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Who: the account’s id; null = the system («система»: scheduled jobs)' })
  actor_id!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'manager@bulbash.by', description: 'The account’s e-mail as it was then' })
  actor_email!: string | null;
  @ApiProperty({ enum: STAFF_ROLES, nullable: true, description: 'The actor’s role then; null for a customer or the system' })
  actor_role!: StaffRole | null;
  @ApiProperty({ enum: AUDIT_ENTITIES, description: AUDIT_ENTITY_TEXT }) entity!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The changed row’s id; null for a closing day (its date is in changes)' })
  entity_id!: number | null;
  @ApiProperty({ enum: AUDIT_ACTIONS, description: AUDIT_ACTION_TEXT }) action!: string;
  @ApiProperty({
    type: AuditChangeResponse,
    isArray: true,
    nullable: true,
    description:
      'The changed fields; never passwords, hashes or tokens. null when they are figures the reader may not see (an ingredient or recipe without costing read, a payment without payments read)',
  })
  changes!: AuditChangeResponse[] | null;
}

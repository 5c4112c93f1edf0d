import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { auditChangesVisible, FieldVisibility, roleVisibility } from '@bulbash/rules';
import { CurrentUser } from '../../auth/current-user.decorator';
import { User } from '../../auth/user.entity';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { AuditLog } from '../../audit/audit-log.entity';
import { AuditLogService } from '../../audit/audit-log.service';
import { PermissionGuard } from '../../auth/permission.guard';
import { RequirePermission } from '../../auth/require-permission.decorator';
import { JwtAuthGuard } from '../../auth/jwt-auth.guard';
import { isoDate } from '../../catalogue/catalogue.mappers';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { AdminApi, ApiInvalidInput, ApiNotFound, INVALID_ID } from '../../http/admin-docs';
import { ApiRestList, REST_ADMIN_PREFIX } from '../../http/rest-docs';
import { RestListQuery, setContentRange, toAdminListQuery } from '../../http/rest-list-query';
import { AUDIT_ACTION_TEXT, AUDIT_ENTITY_TEXT, AuditLogEntryResponse, AuditLogListQuery } from '../dto/audit-log.dto';

function toAuditLogResponse(row: AuditLog, visible: FieldVisibility): AuditLogEntryResponse {
  return {
    id: row.id,
    at: isoDate(row.at),
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    actor_role: row.actorRole,
    entity: row.entity,
    entity_id: row.entityId,
    action: row.action,
    // An ingredient's or a recipe's prices are food cost, a payment's amount money: null for a reader who may not see them.
    changes: auditChangesVisible(visible, row.entity) ? row.changes : null,
  };
}

/**
 * REST admin surface (ra-data-simple-rest): the audit log («Журнал изменений»), read-only. It is
 * append-only: entries are written by the services in the transaction of each change, and no
 * route creates, edits or deletes one.
 */
@Controller(`${REST_ADMIN_PREFIX}/audit-log`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@RequirePermission('audit_log', 'read')
@AdminApi()
export class RestAuditLogController {
  constructor(private readonly auditLog: AuditLogService) {}

  @Get()
  @ApiOperation({
    summary: 'Who changed what: every change made through the back office, the admin API or by a customer on their own order or quote',
    description:
      'Filters (filter={…}): actor_id, entity, entity_id, from and to (Minsk days YYYY-MM-DD, both inclusive), id; ' +
      'sort=["at","DESC"] (the default) or ["at","ASC"], ties broken by id. ' +
      `entity: ${AUDIT_ENTITY_TEXT}. action: ${AUDIT_ACTION_TEXT}. ` +
      'changes lists the changed fields [{ field, old, new }] (money as numbers, dates as ISO strings; passwords and tokens never); ' +
      'null for an ingredient or recipe entry to a role without costing read, a payment entry to a role without payments read (field visibility). ' +
      'Append-only: no route creates, edits or deletes an entry.',
  })
  @ApiRestList(AuditLogEntryResponse)
  async list(
    @Query() query: RestListQuery,
    @CurrentUser() user: User,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuditLogEntryResponse[]> {
    const { list, range } = await toAdminListQuery(AuditLogListQuery, query);
    const { rows, total } = await this.auditLog.list(list);
    setContentRange(response, 'audit-log', range, rows.length, total);
    const visible = roleVisibility(user.role);
    return rows.map((row) => toAuditLogResponse(row, visible));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One entry of the audit log' })
  @ApiOkResponse({ type: AuditLogEntryResponse })
  @ApiNotFound('Audit log entry')
  @ApiInvalidInput(INVALID_ID)
  async get(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<AuditLogEntryResponse> {
    return toAuditLogResponse(await this.auditLog.get(id), roleVisibility(user.role));
  }
}

import { Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { PermissionGuard } from '../../auth/permission.guard';
import { RequirePermission } from '../../auth/require-permission.decorator';
import { JwtAuthGuard } from '../../auth/jwt-auth.guard';
import { isoDate } from '../../catalogue/catalogue.mappers';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { OutboxMessage } from '../../mail/outbox-message.entity';
import { OutboxService } from '../../mail/outbox.service';
import { AdminApi, ApiInvalidInput, ApiNotFound, ErrorResponse, INVALID_ID } from '../../http/admin-docs';
import { OutboxListQuery, OutboxMessageResponse } from '../dto/outbox.dto';
import { ApiRestList, REST_ADMIN_PREFIX } from '../../http/rest-docs';
import { RestListQuery, setContentRange, toAdminListQuery } from '../../http/rest-list-query';

function toOutboxResponse(row: OutboxMessage): OutboxMessageResponse {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: isoDate(row.createdAt),
    next_attempt_at: isoDate(row.nextAttemptAt),
    sent_at: row.sentAt ? isoDate(row.sentAt) : null,
  };
}

/** REST admin surface (ra-data-simple-rest): the outbox of letters («Почта»), read-only but for «Отправить ещё раз». */
@Controller(`${REST_ADMIN_PREFIX}/outbox`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class RestOutboxController {
  constructor(private readonly outbox: OutboxService) {}

  @RequirePermission('outbox', 'read')
  @Get()
  @ApiOperation({
    summary:
      'Every outgoing letter and Telegram message with its state: pending (not yet taken by the SMTP server or Telegram: attempts, last_error, next_attempt_at), sent, or failed (refused for good after 3 tries of a 5xx reply, at once for a chat that blocked the bot, or 24 tries of passing failures: last_error is the server’s reply or Telegram’s reason); filters: status, channel, recipient, id; newest first unless sorted',
  })
  @ApiRestList(OutboxMessageResponse)
  async list(@Query() query: RestListQuery, @Res({ passthrough: true }) response: Response): Promise<OutboxMessageResponse[]> {
    const { list, range } = await toAdminListQuery(OutboxListQuery, query);
    const { rows, total } = await this.outbox.list(list);
    setContentRange(response, 'outbox', range, rows.length, total);
    return rows.map(toOutboxResponse);
  }

  @RequirePermission('outbox', 'read')
  @Get(':id')
  @ApiOperation({ summary: 'One letter of the outbox (its state, not its text)' })
  @ApiOkResponse({ type: OutboxMessageResponse })
  @ApiNotFound('Letter')
  @ApiInvalidInput(INVALID_ID)
  async get(@Param('id', ParseIdPipe) id: number): Promise<OutboxMessageResponse> {
    return toOutboxResponse(await this.outbox.get(id));
  }

  @RequirePermission('outbox', 'write')
  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({
    summary:
      '«Отправить ещё раз»: a failed letter is queued again (pending, tries counted afresh, the last reason kept until the next try) and sent at once; audited (entity letter, action retry)',
  })
  @ApiOkResponse({ type: OutboxMessageResponse })
  @ApiNotFound('Letter')
  @ApiConflictResponse({ description: 'The letter is not failed (already queued again, being tried or sent)', type: ErrorResponse })
  @ApiInvalidInput(INVALID_ID)
  async retry(@Param('id', ParseIdPipe) id: number): Promise<OutboxMessageResponse> {
    return toOutboxResponse(await this.outbox.retry(id));
  }
}

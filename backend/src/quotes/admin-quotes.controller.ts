import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { Response } from 'express';
import { AdminApi, ApiInvalidInput, ApiNotFound, ErrorResponse, INVALID_ID, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { setTotalCount } from '../http/list-query';
import { ApiRestList, REST_ADMIN_PREFIX } from '../http/rest-docs';
import { RestListQuery, setContentRange, toAdminListQuery } from '../http/rest-list-query';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { User } from '../auth/user.entity';
import { QuoteBody, QuoteListQuery } from './quote.dto';
import { QuoteResponse } from './quote-response.dto';
import { QuotePdfService } from './quote-pdf.service';
import { QuotesService } from './quotes.service';

/** REST admin surface (ra-data-simple-rest): quotes («Предложения»). */
@Controller(`${REST_ADMIN_PREFIX}/quotes`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class AdminQuotesController {
  constructor(
    private readonly quotes: QuotesService,
    private readonly pdfs: QuotePdfService,
  ) {}

  @RequirePermission('quotes', 'read')
  @Get()
  @ApiOperation({
    summary:
      'Quotes, newest first; filter: status (as read now: expired = sent past valid_until), enquiry_id, q, event_from and event_to (Minsk days, inclusive), current, id',
    description: 'Answers Content-Range and X-Total-Count.',
  })
  @ApiRestList(QuoteResponse)
  async list(@Query() query: RestListQuery, @Res({ passthrough: true }) response: Response): Promise<QuoteResponse[]> {
    const { list, range } = await toAdminListQuery(QuoteListQuery, query);
    const { rows, total } = await this.quotes.list(list);
    setContentRange(response, 'quotes', range, rows.length, total);
    setTotalCount(response, total);
    response.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Total-Count');
    return rows;
  }

  @RequirePermission('quotes', 'read')
  @Get(':id/pdf')
  @ApiOperation({ summary: 'The quote as the customer’s A4 PDF (preview; drafts too)' })
  @ApiResponse({ status: 200, description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiNotFound('Quote')
  @ApiInvalidInput(INVALID_ID)
  async pdf(@Param('id', ParseIdPipe) id: number, @Res() response: Response): Promise<void> {
    const { fileName, pdf } = await this.pdfs.forAdmin(id);
    response
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      })
      .send(pdf);
  }

  @RequirePermission('quotes', 'read')
  @Get(':id')
  @ApiOperation({ summary: 'One quote with its lines, totals, deposit and history' })
  @ApiOkResponse({ type: QuoteResponse })
  @ApiNotFound('Quote')
  @ApiInvalidInput(INVALID_ID)
  get(@Param('id', ParseIdPipe) id: number): Promise<QuoteResponse> {
    return this.quotes.get(id);
  }

  @RequirePermission('quotes', 'write')
  @Post()
  @ApiOperation({
    summary: 'Create a draft quote, from scratch or from an enquiry (enquiry_id prefills its event, contacts and menu; sent fields win)',
    description: 'valid_until defaults to 14 days on, deposit_percent to the payment settings’ quote_deposit_percent (50).',
  })
  @ApiCreatedResponse({ type: QuoteResponse })
  @ApiNotFound('A dish of lines')
  @ApiInvalidInput(INVALID_JSON_FIELDS)
  create(@Body() body: QuoteBody, @CurrentUser() admin: User): Promise<QuoteResponse> {
    return this.quotes.create(body, admin);
  }

  @RequirePermission('quotes', 'write')
  @Put(':id')
  @ApiOperation({
    summary: 'Change a quote',
    description:
      'A draft changes in place. A sent (or expired) one: when only valid_until changes it is extended in place (an expired one reads as sent again); ' +
      'any other change writes the next version as a new draft row (answered: a new id, previous_id = this id) and this one becomes replaced. ' +
      'Lines, when sent, replace the old ones (a dish already quoted keeps its name and catalogue price).',
  })
  @ApiOkResponse({ type: QuoteResponse })
  @ApiNotFound('Quote')
  @ApiConflictResponse({ description: 'Accepted, declined or replaced; or changed meanwhile', type: ErrorResponse })
  @ApiInvalidInput(INVALID_JSON_FIELDS)
  update(@Param('id', ParseIdPipe) id: number, @Body() body: QuoteBody, @CurrentUser() admin: User): Promise<QuoteResponse> {
    return this.quotes.update(id, body, admin);
  }

  @RequirePermission('quotes', 'write')
  @Post(':id/send')
  @HttpCode(200)
  @ApiOperation({ summary: '«Отправить»: the customer gets the link $PUBLIC_URL/quote/{token} by e-mail; draft (or sent again) → sent' })
  @ApiOkResponse({ type: QuoteResponse })
  @ApiNotFound('Quote')
  @ApiConflictResponse({ description: 'Accepted, declined or replaced', type: ErrorResponse })
  @ApiInvalidInput('No lines, a delivery without an address, or valid_until in the past')
  send(@Param('id', ParseIdPipe) id: number, @CurrentUser() admin: User): Promise<QuoteResponse> {
    return this.quotes.send(id, admin);
  }

  @RequirePermission('quotes', 'write')
  @Delete(':id')
  @ApiOperation({ summary: 'Delete a draft (sent ones stay in the history → 409); answers the deleted quote' })
  @ApiOkResponse({ type: QuoteResponse })
  @ApiNotFound('Quote')
  @ApiConflictResponse({ description: 'Not a draft', type: ErrorResponse })
  @ApiInvalidInput(INVALID_ID)
  remove(@Param('id', ParseIdPipe) id: number): Promise<QuoteResponse> {
    return this.quotes.remove(id);
  }
}

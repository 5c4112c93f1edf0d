import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { User } from '../auth/user.entity';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ApiPdfResponse, sendPdf } from '../documents/pdf-response';
import { AdminApi, ApiInvalidInput, ApiNotFound, ErrorResponse, INVALID_ID, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { ApiRestList, REST_ADMIN_PREFIX } from '../http/rest-docs';
import { RestListQuery, setContentRange, toAdminListQuery } from '../http/rest-list-query';
import { CreateLunchContractBody, LunchContractListQuery, LunchContractResponse, UpdateLunchContractBody } from './lunch-contract.dto';
import { LunchContractsService } from './lunch-contracts.service';
import { LunchCutoff } from './lunch-cutoff.service';
import { LunchDayChangeBody, LunchDayResponse, LunchDaysQuery } from './lunch-day.dto';
import { LunchDaysService } from './lunch-days.service';
import { LunchMonthEnd } from './lunch-month-end.service';
import {
  LunchCloseMonthBody,
  LunchMonthQuery,
  LunchRunCutoffBody,
  LunchRunCutoffResponse,
  LunchStatementResponse,
  LunchTransferBody,
} from './lunch-statement.dto';
import { LunchDayPipe, LunchMonthPipe } from './lunch-month.pipe';

const DAY_RULES = 'A day not of the contract is a 404; a path date not YYYY-MM-DD is a 400';

/**
 * The back office's lunch contracts (issue 46), ra-data-simple-rest like every admin resource:
 * list (Content-Range, filters status, q, contact_user_id), one, create, update (pause and end
 * are a status); plus each contract's days, the early cutoff, the month's statement, close,
 * transfer and documents.
 */
@Controller(`${REST_ADMIN_PREFIX}/lunch-contracts`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class AdminLunchContractsController {
  constructor(
    private readonly contracts: LunchContractsService,
    private readonly days: LunchDaysService,
    private readonly cutoff: LunchCutoff,
    private readonly monthEnd: LunchMonthEnd,
  ) {}

  @RequirePermission('orders', 'read')
  @Get()
  @ApiOperation({ summary: 'Lunch contracts, newest first; filter: status, q (company name, any case), contact_user_id, id' })
  @ApiRestList(LunchContractResponse)
  async list(@Query() query: RestListQuery, @Res({ passthrough: true }) response: Response): Promise<LunchContractResponse[]> {
    const { list, range } = await toAdminListQuery(LunchContractListQuery, query);
    const { rows, total } = await this.contracts.list(list);
    setContentRange(response, 'lunch-contracts', range, rows.length, total);
    return rows;
  }

  @RequirePermission('orders', 'write')
  @Post('run-cutoff')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Close the next day now (the cutoff job, early and idempotent)',
    description:
      'Each active contract’s next day after today (or `date`) becomes its order now, whatever its cutoff; then every day already past its cutoff, as the job does. A day closed before is answered with closed_now false and nothing else happens.',
  })
  @ApiOkResponse({ type: LunchRunCutoffResponse })
  @ApiInvalidInput(INVALID_JSON_FIELDS)
  async runCutoff(@Body() body: LunchRunCutoffBody, @CurrentUser() user: User): Promise<LunchRunCutoffResponse> {
    return { days: await this.cutoff.closeEarly(body.date ?? null, user) };
  }

  @RequirePermission('orders', 'read')
  @Get(':id')
  @ApiOperation({ summary: 'One lunch contract' })
  @ApiOkResponse({ type: LunchContractResponse })
  @ApiNotFound('Lunch contract')
  @ApiInvalidInput(INVALID_ID)
  get(@Param('id', ParseIdPipe) id: number): Promise<LunchContractResponse> {
    return this.contracts.get(id);
  }

  @RequirePermission('orders', 'write')
  @Post()
  @ApiOperation({ summary: 'Create a lunch contract (JSON); the contact must be a customer’s account' })
  @ApiCreatedResponse({ type: LunchContractResponse })
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; a time not HH:MM, a weekday outside 1–7, ends_on before starts_on, a staff or unknown contact`)
  create(@Body() body: CreateLunchContractBody): Promise<LunchContractResponse> {
    return this.contracts.create(body);
  }

  @RequirePermission('orders', 'write')
  @Put(':id')
  @ApiOperation({
    summary: 'Change a lunch contract: the fields sent (status paused/ended pauses or ends it); days already closed stay as made',
  })
  @ApiOkResponse({ type: LunchContractResponse })
  @ApiNotFound('Lunch contract')
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; see create`)
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateLunchContractBody): Promise<LunchContractResponse> {
    return this.contracts.update(id, body);
  }

  @RequirePermission('orders', 'read')
  @Get(':id/days')
  @ApiOperation({ summary: 'The manager’s calendar of a contract: its days from..to (at most 62), as the contact sees them' })
  @ApiOkResponse({ type: [LunchDayResponse] })
  @ApiNotFound('Lunch contract')
  @ApiInvalidInput('from/to not YYYY-MM-DD, to before from or more than 62 days')
  listDays(@Param('id', ParseIdPipe) id: number, @Query() query: LunchDaysQuery): Promise<LunchDayResponse[]> {
    return this.days.days(id, query.from, query.to);
  }

  @RequirePermission('orders', 'write')
  @Patch(':id/days/:date')
  @ApiOperation({
    summary: 'The manager changes a day: before its cutoff as the contact; after it (until the day is over) at the late terms',
    description:
      'After the cutoff the dropped people (or the whole day, when skipped) are charged late_charge_percent of their price (late_charge, billed apart on the month’s invoice); the day’s order follows: canceled when skipped, else its guests, dishes and total.',
  })
  @ApiOkResponse({ type: LunchDayResponse })
  @ApiNotFound('Lunch contract or day')
  @ApiConflictResponse({
    description: 'The contract is paused or ended, the day is over, or it closed without an order',
    type: ErrorResponse,
  })
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; ${DAY_RULES}; a set not of the day’s menu`)
  changeDay(
    @Param('id', ParseIdPipe) id: number,
    @Param('date', LunchDayPipe) date: string,
    @Body() body: LunchDayChangeBody,
    @CurrentUser() user: User,
  ): Promise<LunchDayResponse> {
    return this.days.staffChange(id, date, body, user);
  }

  @RequirePermission('payments', 'read')
  @Get(':id/statement')
  @ApiOperation({ summary: 'The month’s statement: the days (delivered, charged), the invoice, paid and due' })
  @ApiOkResponse({ type: LunchStatementResponse })
  @ApiNotFound('Lunch contract')
  @ApiInvalidInput('month not YYYY-MM')
  statement(@Param('id', ParseIdPipe) id: number, @Query() query: LunchMonthQuery): Promise<LunchStatementResponse> {
    return this.monthEnd.statement(id, query.month);
  }

  @RequirePermission('payments', 'write')
  @Post(':id/close-month')
  @ApiOperation({
    summary: 'Make the month’s invoice and act now (idempotent): 201 when made, 200 with the one made before',
    description:
      'The month must be over. The invoice takes the next number of the shop’s invoice sequence; the contact gets both PDFs by e-mail.',
  })
  @ApiCreatedResponse({ type: LunchStatementResponse })
  @ApiOkResponse({ type: LunchStatementResponse, description: 'The month was closed before' })
  @ApiNotFound('Lunch contract')
  @ApiConflictResponse({ description: 'The month is not over, or it has nothing to bill', type: ErrorResponse })
  @ApiInvalidInput('month not YYYY-MM')
  async closeMonth(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: LunchCloseMonthBody,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LunchStatementResponse> {
    const { made, statement } = await this.monthEnd.closeMonth(id, body.month);
    response.status(made ? 201 : 200);
    return statement;
  }

  @RequirePermission('payments', 'write')
  @Post(':id/payments')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Enter a bank transfer against the month’s invoice; answers the statement',
    description:
      'Split over the month’s orders (oldest first, the rest on the last) through the payments ledger, each entry naming the invoice.',
  })
  @ApiOkResponse({ type: LunchStatementResponse })
  @ApiNotFound('Lunch contract')
  @ApiConflictResponse({ description: 'No invoice for the month yet, or it is paid', type: ErrorResponse })
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; an amount above what is due; paid_at in the future`)
  transfer(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: LunchTransferBody,
    @CurrentUser() user: User,
  ): Promise<LunchStatementResponse> {
    return this.monthEnd.transfer(id, body, user);
  }

  @RequirePermission('invoices', 'read')
  @Get(':id/invoices/:month.pdf')
  @ApiOperation({ summary: 'The month’s invoice («Счёт на оплату № …»: a line per day, late charges apart) as an A4 PDF' })
  @ApiPdfResponse()
  @ApiNotFound('Lunch contract or the month’s invoice')
  async invoicePdf(
    @Param('id', ParseIdPipe) id: number,
    @Param('month', LunchMonthPipe) month: string,
    @Res() response: Response,
  ): Promise<void> {
    const { invoice, pdf } = await this.monthEnd.invoicePdf(id, month);
    sendPdf(response, `invoice-${invoice.number}.pdf`, pdf, 'inline');
  }

  @RequirePermission('invoices', 'read')
  @Get(':id/acts/:month.pdf')
  @ApiOperation({ summary: 'The month’s act («Акт сдачи-приёмки оказанных услуг»: both parties, the days, signature lines) as an A4 PDF' })
  @ApiPdfResponse()
  @ApiNotFound('Lunch contract or the month’s invoice')
  async actPdf(
    @Param('id', ParseIdPipe) id: number,
    @Param('month', LunchMonthPipe) month: string,
    @Res() response: Response,
  ): Promise<void> {
    const { invoice, pdf } = await this.monthEnd.actPdf(id, month);
    sendPdf(response, `act-${invoice.number}.pdf`, pdf, 'inline');
  }
}

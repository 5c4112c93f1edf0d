import { Body, Controller, Get, Param, Patch, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { RateLimited } from '../auth/rate-limit.decorator';
import { RATE_LIMITS } from '../auth/rate-limits';
import { User } from '../auth/user.entity';
import { ErrorResponse } from '../common/error-response';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ApiPdfResponse, sendPdf } from '../documents/pdf-response';
import { LunchContractResponse } from './lunch-contract.dto';
import { LunchContractsService } from './lunch-contracts.service';
import { LunchDayChangeBody, LunchDayResponse, LunchDaysQuery } from './lunch-day.dto';
import { LunchDaysService } from './lunch-days.service';
import { LunchDayPipe, LunchMonthPipe } from './lunch-month.pipe';
import { LunchMonthEnd } from './lunch-month-end.service';

const NOT_YOURS = 'No such contract, or another company’s (the contact of another contract gets this too)';

/** «Обеды в офис» (issue 46): the company's contact sees and changes their contracts' days, and downloads the month's documents. */
@ApiTags('lunches')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, invalid, expired or revoked token', type: ErrorResponse })
@Controller('lunches')
@UseGuards(JwtAuthGuard)
export class LunchesController {
  constructor(
    private readonly contracts: LunchContractsService,
    private readonly days: LunchDaysService,
    private readonly monthEnd: LunchMonthEnd,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in contact’s lunch contracts (with their terms in words), newest first; [] for anyone else' })
  @ApiOkResponse({ type: [LunchContractResponse] })
  list(@CurrentUser() user: User): Promise<LunchContractResponse[]> {
    return this.contracts.ofContact(user.id);
  }

  @Get(':id/days')
  @ApiOperation({
    summary:
      'The contract’s days from..to (at most 62; Minsk days): headcount, set, diet note, skipped, editable until the cutoff, and why not',
  })
  @ApiOkResponse({ type: [LunchDayResponse] })
  @ApiNotFoundResponse({ description: NOT_YOURS, type: ErrorResponse })
  @ApiBadRequestResponse({ description: 'from/to not YYYY-MM-DD, to before from or more than 62 days', type: ErrorResponse })
  listDays(@Param('id', ParseIdPipe) id: number, @Query() query: LunchDaysQuery, @CurrentUser() user: User): Promise<LunchDayResponse[]> {
    return this.days.days(id, query.from, query.to, user.id);
  }

  @Patch(':id/days/:date')
  @ApiOperation({
    summary: 'Change a day before its cutoff: headcount, skipped, set (one of the day’s menu), diet_note; audited',
    description:
      'After the cutoff (or once the manager closed the day early) a 409 whose detail names the cutoff («…принимались до 10:00 03.11.2026») and `cutoff_at`.',
  })
  @ApiOkResponse({ type: LunchDayResponse })
  @ApiNotFoundResponse({ description: `${NOT_YOURS}; or the date is not a day of the contract`, type: ErrorResponse })
  @ApiConflictResponse({
    description: 'Past the cutoff (detail names it, `cutoff_at`), the day closed, the kitchen closed, or the contract paused/ended',
    type: ErrorResponse,
  })
  @ApiBadRequestResponse({
    description: 'A field out of its rule (the detail names it), nothing to change, or a set not of the day',
    type: ErrorResponse,
  })
  changeDay(
    @Param('id', ParseIdPipe) id: number,
    @Param('date', LunchDayPipe) date: string,
    @Body() body: LunchDayChangeBody,
    @CurrentUser() user: User,
  ): Promise<LunchDayResponse> {
    return this.days.contactChange(user.id, id, date, body);
  }

  @Get(':id/invoices/:month.pdf')
  @RateLimited(RATE_LIMITS.invoice)
  @ApiOperation({
    summary: 'The month’s invoice as an A4 PDF (the contact’s own contract only). At most 30 downloads a minute per client address',
  })
  @ApiPdfResponse()
  @ApiNotFoundResponse({ description: `${NOT_YOURS}; or no invoice for the month yet`, type: ErrorResponse })
  async invoicePdf(
    @Param('id', ParseIdPipe) id: number,
    @Param('month', LunchMonthPipe) month: string,
    @CurrentUser() user: User,
    @Res() response: Response,
  ): Promise<void> {
    const { invoice, pdf } = await this.monthEnd.invoicePdf(id, month, user.id);
    sendPdf(response, `invoice-${invoice.number}.pdf`, pdf, 'inline');
  }

  @Get(':id/acts/:month.pdf')
  @RateLimited(RATE_LIMITS.invoice)
  @ApiOperation({
    summary: 'The month’s act as an A4 PDF (the contact’s own contract only). At most 30 downloads a minute per client address',
  })
  @ApiPdfResponse()
  @ApiNotFoundResponse({ description: `${NOT_YOURS}; or no invoice for the month yet`, type: ErrorResponse })
  async actPdf(
    @Param('id', ParseIdPipe) id: number,
    @Param('month', LunchMonthPipe) month: string,
    @CurrentUser() user: User,
    @Res() response: Response,
  ): Promise<void> {
    const { invoice, pdf } = await this.monthEnd.actPdf(id, month, user.id);
    sendPdf(response, `act-${invoice.number}.pdf`, pdf, 'inline');
  }
}

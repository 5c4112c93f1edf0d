import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { AdminApi, ApiInvalidInput } from '../http/admin-docs';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { asCsvDownload, CSV_ANSWER } from '../common/csv';
import { cashReportCsv } from './cash-report-csv';
import { CashReportQuery, CashReportResponse } from './cash-report.dto';
import { CashReportService } from './cash-report.service';

const INVALID_RANGE = 'from or to missing, not YYYY-MM-DD or not a real date; to before from, or more than 366 days';

/** Back office: «Касса», the money received by day and method. */
@Controller('bulbash_admin')
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class CashReportController {
  constructor(private readonly cash: CashReportService) {}

  @RequirePermission('cash_report', 'read')
  @Get('cash-report')
  @ApiOperation({
    summary: '«Касса»: money received per Minsk day (paid_at) and method (cash, card, transfer), refunds negative, with totals',
  })
  @ApiOkResponse({ type: CashReportResponse })
  @ApiInvalidInput(INVALID_RANGE)
  report(@Query() query: CashReportQuery): Promise<CashReportResponse> {
    return this.cash.report(query.from, query.to);
  }

  @RequirePermission('cash_report', 'read')
  @Get('cash-report.csv')
  @ApiOperation({ summary: '«Касса» as CSV for Excel: a row per day (ДД.ММ.ГГГГ), then «Итого»' })
  @ApiOkResponse({ content: { 'text/csv': CSV_ANSWER } })
  @ApiInvalidInput(INVALID_RANGE)
  async csv(@Query() query: CashReportQuery, @Res({ passthrough: true }) response: Response): Promise<string> {
    const report = await this.cash.report(query.from, query.to);
    return asCsvDownload(response, `kassa-${query.from}_${query.to}.csv`, cashReportCsv(report));
  }
}

import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { AdminApi } from '../http/admin-docs';
import { OrderAdminService } from '../orders/order-admin.service';
import { CashReportService } from '../payments/cash-report.service';
import { PaymentsService } from '../payments/payments.service';
import { DashboardResponse } from './dto/dashboard.dto';

/** Back office: the dashboard, which reads orders and the payments ledger (so it sits above both). */
@Controller('bulbash_admin')
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class AdminDashboardController {
  constructor(
    private readonly orders: OrderAdminService,
    private readonly cash: CashReportService,
    private readonly payments: PaymentsService,
  ) {}

  @RequirePermission('orders', 'read')
  @Get('dashboard')
  @ApiOperation({
    summary:
      'Order counts by status, and for the last 30 days (Minsk days) what was ordered (revenue: order totals) and what was paid (the payments ledger, as «Касса»), aggregated in SQL; ' +
      'money_to_refund: online payments that arrived for an expired attempt or a canceled order and are not yet given back',
  })
  @ApiOkResponse({ type: DashboardResponse })
  async dashboard(): Promise<DashboardResponse> {
    const board = await this.orders.dashboard();
    // Paid in the same 30 days: «Касса» over the dashboard's days, so the two figures agree.
    const { totals } = await this.cash.report(board.daily[0].date, board.daily[board.daily.length - 1].date);
    return { ...board, last_30_days: { ...board.last_30_days, paid: totals.total }, money_to_refund: await this.payments.moneyToRefund() };
  }
}

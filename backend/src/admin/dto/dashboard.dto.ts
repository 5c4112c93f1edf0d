import { ApiProperty } from '@nestjs/swagger';
import { MoneyToRefund } from '../../payments/payment.dto';

class StatusCounts {
  @ApiProperty() pending!: number;
  @ApiProperty() processing!: number;
  @ApiProperty() completed!: number;
  @ApiProperty() canceled!: number;
}

class OrderedTotals {
  @ApiProperty({ description: 'Orders created in the period, canceled ones included' }) order_count!: number;
  @ApiProperty({
    description: 'Ordered («Заказано»): sum of total_cost in BYN of the orders placed in the period, canceled orders excluded',
  })
  revenue!: number;
}

class DailyTotals extends OrderedTotals {
  @ApiProperty({ example: '2025-05-31', description: 'Day in Minsk time' }) date!: string;
}

class PeriodTotals extends OrderedTotals {
  @ApiProperty({
    description:
      'Paid («Оплачено»): the payments ledger by paid_at in the period (refunds subtract), BYN — the total of «Касса» (cash-report) for the same days',
  })
  paid!: number;
}

export class DashboardResponse {
  @ApiProperty({ type: StatusCounts, description: 'All orders by status' }) counts_by_status!: StatusCounts;
  @ApiProperty({ type: PeriodTotals, description: 'The 30 days ending today (Minsk time)' }) last_30_days!: PeriodTotals;
  @ApiProperty({ type: [DailyTotals], description: '30 entries, oldest first, today last' }) daily!: DailyTotals[];
  @ApiProperty({ type: MoneyToRefund, description: 'Money taken online that must be given back (expired attempt, canceled order)' })
  money_to_refund!: MoneyToRefund;
}

import { notBefore, periodAtMost } from '../common/fields/field-messages';
import { BadRequestException, Injectable } from '@nestjs/common';
import { fromMinor, toMinor, toMoney } from '@bulbash/rules';
import { DataSource } from 'typeorm';
import { DAY_MS, minskDayStart, minskToday } from '../common/minsk-days';
import { LEDGER_METHODS, LedgerMethod } from './ledger-methods';
import { CashAmountsDto, CashReportResponse } from './cash-report.dto';
import { OrderPayment } from './payment.entity';

export const CASH_REPORT_MAX_DAYS = 366;

type Minor = Record<LedgerMethod, number> & { count: number };

const empty = (): Minor => ({ cash: 0, card: 0, transfer: 0, card_online: 0, erip: 0, count: 0 });

function toAmounts(sums: Minor): CashAmountsDto {
  return {
    cash: fromMinor(sums.cash),
    card: fromMinor(sums.card),
    transfer: fromMinor(sums.transfer),
    card_online: fromMinor(sums.card_online),
    erip: fromMinor(sums.erip),
    total: fromMinor(LEDGER_METHODS.reduce((sum, method) => sum + sums[method], 0)),
    count: sums.count,
  };
}

/**
 * «Касса»: the money the ledger received per Minsk day (by paid_at) and method, refunds
 * negative, summed in kopecks. Reads the range's entries over the paid_at index and adds them
 * up here, so the day boundaries are the same on both engines.
 */
@Injectable()
export class CashReportService {
  constructor(private readonly dataSource: DataSource) {}

  async report(from: string, to: string): Promise<CashReportResponse> {
    const start = minskDayStart(from, 'from');
    const end = new Date(minskDayStart(to, 'to').getTime() + DAY_MS);
    if (end.getTime() <= start.getTime()) throw new BadRequestException(notBefore('to', 'from'));
    if ((end.getTime() - start.getTime()) / DAY_MS > CASH_REPORT_MAX_DAYS)
      throw new BadRequestException(`to: ${periodAtMost(CASH_REPORT_MAX_DAYS)}`);
    const rows = await this.dataSource
      .getRepository(OrderPayment)
      .createQueryBuilder('payment')
      .select(['payment.amount', 'payment.method', 'payment.paidAt'])
      .where('payment.paidAt >= :start AND payment.paidAt < :end', { start, end })
      .getMany();
    const days = new Map<string, Minor>();
    const totals = empty();
    for (const row of rows) {
      const day = minskToday(new Date(row.paidAt));
      const sums = days.get(day) ?? empty();
      days.set(day, sums);
      const amount = toMinor(toMoney(row.amount));
      for (const target of [sums, totals]) {
        target[row.method] += amount;
        target.count += 1;
      }
    }
    return {
      from,
      to,
      days: [...days.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, sums]) => ({ date, ...toAmounts(sums) })),
      totals: toAmounts(totals),
    };
  }
}

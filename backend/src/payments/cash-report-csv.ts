import { formatDay } from '@bulbash/rules';
import { csvMoney, toCsv } from '../common/csv';
import { CashAmountsDto, CashReportResponse } from './cash-report.dto';

const amounts = (row: CashAmountsDto) => [
  csvMoney(row.cash),
  csvMoney(row.card),
  csvMoney(row.transfer),
  csvMoney(row.card_online),
  csvMoney(row.erip),
  csvMoney(row.total),
  row.count,
];

/** «Касса» for Excel: one row per day (ДД.ММ.ГГГГ), then the totals. */
export function cashReportCsv(report: CashReportResponse): string {
  return toCsv(
    ['Дата', 'Наличные, byn', 'Карта, byn', 'Перевод, byn', 'Картой онлайн, byn', 'ЕРИП, byn', 'Итого, byn', 'Операций'],
    [...report.days.map((day) => [formatDay(day.date), ...amounts(day)]), ['Итого', ...amounts(report.totals)]],
  );
}

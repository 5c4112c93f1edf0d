import { BadRequestException } from '@nestjs/common';
import {
  DEPOSIT_DUE_DAYS,
  PAYMENT_STATUSES,
  PaymentStatus,
  shiftDay,
  toMinor,
  workingDayOnOrAfter,
  workingDayOnOrBefore,
} from '@bulbash/rules';
import { SelectQueryBuilder } from 'typeorm';
import { minskDayStart, minskToday } from '../common/minsk-days';
import { Order } from '../orders/order.entity';
import { PAYMENT_DUE_FILTERS } from '../orders/order-payments';
import { PaymentSettingsResponse } from './payment-settings.dto';

export const PAYMENT_STATUS_DOES_NOT_EXIST = 'Payment status does not exist';

/** An optional payment status from a request: undefined stays undefined, anything unknown → 400. */
export function checkPaymentStatus(value: unknown): PaymentStatus | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(PAYMENT_STATUSES as readonly string[]).includes(value))
    throw new BadRequestException(PAYMENT_STATUS_DOES_NOT_EXIST);
  return value as PaymentStatus;
}

/** The SQL pieces of an order's payment position, on kopecks (the same on SQLite and MariaDB). */
function positionSql(builder: SelectQueryBuilder<Order>, alias: string) {
  const a = builder.escape(alias);
  const paid = `(SELECT COALESCE(SUM(ROUND(p.amount * 100)), 0) FROM order_payments p WHERE p.order_id = ${a}.id)`;
  const total = `ROUND(${a}.total_cost * 100)`;
  const canceled = `${a}.status = 'canceled'`;
  const owed = `(CASE WHEN ${canceled} THEN ROUND(${a}.cancellation_fee * 100) ELSE ${total} END)`;
  const deposit =
    `(CASE WHEN :psPercent > 0 AND NOT (${canceled}) AND ${total} > 0 AND ${total} >= :psMinTotal ` +
    `THEN CEIL(${total} * :psPercent / 100.0) ELSE 0 END)`;
  return { a, paid, total, canceled, owed, deposit };
}

const settingsParameters = (settings: PaymentSettingsResponse) => ({
  psPercent: settings.deposit_percent,
  psMinTotal: toMinor(settings.deposit_min_total),
});

/**
 * Filters an orders query by the derived payment status, computed in SQL the way
 * paymentPosition (@bulbash/rules) computes it, on kopecks (the same on SQLite and MariaDB):
 * paid beyond what is owed → overpaid (refund_due when canceled), exactly owed → paid, some and
 * at least the deposit → deposit_paid, else unpaid. A canceled order owes its fee.
 */
export function wherePaymentStatus(
  builder: SelectQueryBuilder<Order>,
  alias: string,
  status: PaymentStatus,
  settings: PaymentSettingsResponse,
): void {
  const { paid, canceled, owed, deposit } = positionSql(builder, alias);
  const derived =
    `(CASE WHEN ${paid} > ${owed} THEN (CASE WHEN ${canceled} THEN 'refund_due' ELSE 'overpaid' END) ` +
    `WHEN ${paid} = ${owed} THEN 'paid' ` +
    `WHEN ${paid} > 0 AND ${paid} >= ${deposit} THEN 'deposit_paid' ELSE 'unpaid' END)`;
  builder.andWhere(`${derived} = :paymentStatus`, { paymentStatus: status, ...settingsParameters(settings) });
}

export type PaymentDueFilter = (typeof PAYMENT_DUE_FILTERS)[number];
export const PAYMENT_DUE_DOES_NOT_EXIST = 'payment_due: expected awaiting or overdue';

export function checkPaymentDue(value: unknown): PaymentDueFilter | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(PAYMENT_DUE_FILTERS as readonly string[]).includes(value))
    throw new BadRequestException(PAYMENT_DUE_DOES_NOT_EXIST);
  return value as PaymentDueFilter;
}

/**
 * Filters an orders query by what is due, in SQL, by the days paymentPosition (@bulbash/rules)
 * gives: the deposit is due DEPOSIT_DUE_DAYS after the order was placed (never after the balance);
 * the balance of cash or card on delivery at the event day; a bank transfer `balance_due_days`
 * (a company: `company_payment_days`) before the event moved back to a working day, never before
 * the working day after placing, never after the event (dueDayOfBalance). A due day before today,
 * with the money still missing, is overdue; an order still owing anything and not overdue is
 * awaiting payment. Canceled orders are in neither. The day bounds are computed here, so the SQL
 * only compares stored instants (the same on both engines and served by the columns' indexes).
 */
export function wherePaymentDue(
  builder: SelectQueryBuilder<Order>,
  alias: string,
  due: PaymentDueFilter,
  settings: PaymentSettingsResponse,
  now: Date,
): void {
  const { a, paid, total, canceled, deposit } = positionSql(builder, alias);
  const today = minskToday(now);
  // A transfer's due day is max(rollBack(event − d), min(firstWorkingDayAfter(placed), event)), so it is
  // before today ⟺ rollBack(event − d) < today AND (firstWorkingDayAfter(placed) < today OR event < today), where
  //   rollBack(x) < today ⟺ x < the first working day on or after today (T), i.e. event day < T + d;
  //   firstWorkingDayAfter(placed) < today ⟺ placed day < the working day on or before yesterday.
  const firstWorkingDay = workingDayOnOrAfter(today);
  const eventPast = `${a}.delivery_at < :pdToday`;
  const transferLate =
    `((${a}.payer_type = 'company' AND ${a}.delivery_at < :pdCompanyLate) OR (${a}.payer_type <> 'company' AND ${a}.delivery_at < :pdPersonLate)) ` +
    `AND (${a}.date_created < :pdPlacedLate OR ${eventPast})`;
  const eventLate =
    `(${a}.delivery_at IS NOT NULL AND ((${a}.payment_method IN ('cash', 'card') AND ${eventPast}) OR ` +
    `(${a}.payment_method NOT IN ('cash', 'card') AND ${transferLate})))`;
  // deposit day = placed day + DEPOSIT_DUE_DAYS < today ⟺ placed before the start of today − DEPOSIT_DUE_DAYS;
  // a deposit day moved to a sooner balance day is late when the balance day is (eventLate).
  const placedLate = `${a}.date_created < :pdDepositLate`;
  const depositOverdue = `(${deposit} > 0 AND ${paid} < ${deposit} AND (${placedLate} OR ${eventLate}))`;
  const overdue = `(${depositOverdue} OR ${eventLate})`;
  builder.andWhere(`NOT (${canceled}) AND ${paid} < ${total} AND ${due === 'overdue' ? overdue : `NOT ${overdue}`}`, {
    ...settingsParameters(settings),
    pdDepositLate: minskDayStart(shiftDay(today, -DEPOSIT_DUE_DAYS), 'today'),
    pdToday: minskDayStart(today, 'today'),
    pdPersonLate: minskDayStart(shiftDay(firstWorkingDay, settings.balance_due_days), 'today'),
    pdCompanyLate: minskDayStart(shiftDay(firstWorkingDay, settings.company_payment_days), 'today'),
    pdPlacedLate: minskDayStart(workingDayOnOrBefore(shiftDay(today, -1)), 'today'),
  });
}

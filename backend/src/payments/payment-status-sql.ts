import { BadRequestException } from '@nestjs/common';
import { PAYMENT_STATUSES, PaymentStatus, toMinor } from '@bulbash/rules';
import { SelectQueryBuilder } from 'typeorm';
import { Order } from '../orders/order.entity';
import { PaymentSettingsResponse } from './payment-settings.dto';

export const PAYMENT_STATUS_DOES_NOT_EXIST = 'Payment status does not exist';

/** An optional payment status from a request: undefined stays undefined, anything unknown → 400. */
export function checkPaymentStatus(value: unknown): PaymentStatus | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(PAYMENT_STATUSES as readonly string[]).includes(value))
    throw new BadRequestException(PAYMENT_STATUS_DOES_NOT_EXIST);
  return value as PaymentStatus;
}

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
  const a = builder.escape(alias);
  const paid = `(SELECT COALESCE(SUM(ROUND(p.amount * 100)), 0) FROM order_payments p WHERE p.order_id = ${a}.id)`;
  const total = `ROUND(${a}.total_cost * 100)`;
  const canceled = `${a}.status = 'canceled'`;
  const owed = `(CASE WHEN ${canceled} THEN ROUND(${a}.cancellation_fee * 100) ELSE ${total} END)`;
  const deposit =
    `(CASE WHEN :psPercent > 0 AND NOT (${canceled}) AND ${total} > 0 AND ${total} >= :psMinTotal ` +
    `THEN CEIL(${total} * :psPercent / 100.0) ELSE 0 END)`;
  const derived =
    `(CASE WHEN ${paid} > ${owed} THEN (CASE WHEN ${canceled} THEN 'refund_due' ELSE 'overpaid' END) ` +
    `WHEN ${paid} = ${owed} THEN 'paid' ` +
    `WHEN ${paid} > 0 AND ${paid} >= ${deposit} THEN 'deposit_paid' ELSE 'unpaid' END)`;
  builder.andWhere(`${derived} = :paymentStatus`, {
    paymentStatus: status,
    psPercent: settings.deposit_percent,
    psMinTotal: toMinor(settings.deposit_min_total),
  });
}

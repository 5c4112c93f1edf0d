import { BadRequestException } from '@nestjs/common';
import {
  formatByn,
  fromMinor,
  MAX_LINE_QUANTITY,
  MAX_MONEY_MINOR,
  mergeLines,
  moneyFits,
  overQuantityLine,
  QuantityLine,
} from '@bulbash/rules';

/**
 * The order caps of @bulbash/rules (order-caps.ts) as 400 answers naming the field; every path
 * that makes or changes an order calls these before it writes, so SQLite and MariaDB refuse alike
 * (DECIMAL(10,2) would overflow on MariaDB and be stored as is on SQLite).
 */

export const lineQuantityOverCap = (field: string, quantity: number) =>
  `${field}: не более ${MAX_LINE_QUANTITY} штук одного блюда в заказе (вместе с повторами — ${quantity})`;

export const orderTotalOverCap = (field: string) => `${field}: сумма заказа не может быть больше ${formatByn(fromMinor(MAX_MONEY_MINOR))}`;

/** Repeated products summed (first appearance keeps its place); 400 `${field}[i].quantity` when a sum passes 1000. */
export function cappedLines<T extends QuantityLine>(
  lines: readonly T[],
  field: string,
): Array<{ product_id: number; quantity: number; index: number }> {
  const merged = mergeLines(lines);
  const over = overQuantityLine(merged);
  if (over) throw new BadRequestException(lineQuantityOverCap(`${field}[${over.index}].quantity`, over.quantity));
  return merged;
}

/** 400 naming `field` when an order's total (kopecks) does not fit the money columns. */
export function assertOrderTotal(totalMinor: number, field: string): void {
  if (!moneyFits(totalMinor) || totalMinor > MAX_MONEY_MINOR) throw new BadRequestException(orderTotalOverCap(field));
}

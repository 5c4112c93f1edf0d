/**
 * The caps every order obeys, whichever way it is made or changed (checkout, the order desk, an
 * enquiry and its «Создать заказ», a quote's acceptance, staff edits): one place for the numbers.
 */

/** At most this many of one dish (or service) on one line, after repeated dishes are summed. */
export const MAX_LINE_QUANTITY = 1000;

/** The largest amount a money column holds (DECIMAL(10,2)): 99 999 999,99 byn, in kopecks. */
export const MAX_MONEY_MINOR = 9_999_999_999;

/** A line as sent: a product and how many. */
export interface QuantityLine {
  product_id: number;
  quantity: number;
}

/** One product's summed line, with the index of its first appearance (for the field named in a refusal). */
export interface MergedLine {
  product_id: number;
  quantity: number;
  index: number;
}

/** Sums repeated products (first appearance keeps its place); quantities are not capped here. */
export function mergeLines(lines: readonly QuantityLine[]): MergedLine[] {
  const merged = new Map<number, MergedLine>();
  lines.forEach((line, index) => {
    const seen = merged.get(line.product_id);
    if (seen) seen.quantity += line.quantity;
    else merged.set(line.product_id, { product_id: line.product_id, quantity: line.quantity, index });
  });
  return [...merged.values()];
}

/** The first summed line above MAX_LINE_QUANTITY, or null. */
export function overQuantityLine(lines: readonly MergedLine[]): MergedLine | null {
  return lines.find((line) => line.quantity > MAX_LINE_QUANTITY) ?? null;
}

/** Whether an amount in kopecks fits a money column (0..MAX_MONEY_MINOR). */
export function moneyFits(minor: number): boolean {
  return Number.isSafeInteger(minor) && minor <= MAX_MONEY_MINOR && minor >= -MAX_MONEY_MINOR;
}

/**
 * Money is BYN with two decimals. Arithmetic happens on integer kopecks so that
 * sums never pick up floating-point error; JSON carries plain numbers like 45.5.
 */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

export function fromMinor(minor: number): number {
  return minor / 100;
}

export function multiplyMoney(price: number, quantity: number): number {
  return fromMinor(toMinor(price) * quantity);
}

export function sumMoney(amounts: number[]): number {
  return fromMinor(amounts.reduce((total, amount) => total + toMinor(amount), 0));
}

/** The one currency label shoppers and staff read (the spec's «byn»). */
export const CURRENCY_LABEL = 'byn';

/** 1234.5 → '1234,50 byn' (plain text for letters, history notes and documents). */
export function formatByn(amount: number): string {
  return `${amount.toFixed(2).replace('.', ',')} ${CURRENCY_LABEL}`;
}

/** A stored amount (a DECIMAL column: number or numeric string) as BYN with at most two decimals, e.g. '45.50' → 45.5. */
export function toMoney(value: number | string): number {
  return fromMinor(toMinor(Number(value)));
}

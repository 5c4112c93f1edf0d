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

/**
 * The one thousands separator of every screen, letter, PDF and CSV: a no-break space (U+00A0), so
 * «5 305,80 byn» never wraps inside the number and every shipped font has its glyph.
 */
export const GROUP_SEPARATOR = '\u00a0';

function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
}

/**
 * A number as Russian writes it: thousands grouped, a decimal comma, `decimals` digits after it.
 * 1234.5 → '1 234,50' (decimals 2); 1200 → '1 200'; -0.001 → '0,00'.
 */
export function formatNumber(value: number, decimals = 0): string {
  const scale = 10 ** decimals;
  const scaled = Math.round(Math.abs(value) * scale);
  const whole = Math.floor(scaled / scale);
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  if (decimals === 0) return `${sign}${grouped(whole)}`;
  return `${sign}${grouped(whole)},${String(scaled % scale).padStart(decimals, '0')}`;
}

/** 5305.8 → '5 305,80': an amount with its kopecks, no currency (table cells under a «byn» header). */
export function formatAmount(amount: number): string {
  return formatNumber(amount, 2);
}

/** 5305.8 → '5 305,80 byn': money on every screen, letter and document. */
export function formatByn(amount: number): string {
  return `${formatAmount(amount)}${GROUP_SEPARATOR}${CURRENCY_LABEL}`;
}

/**
 * 5305.8 → '5305,80': a decimal comma and no grouping, for what a program reads back: CSV cells
 * (a number to a Russian Excel) and the text of a money input.
 */
export function formatDecimal(amount: number): string {
  return amount.toFixed(2).replace('.', ',');
}

/**
 * A typed amount ('39,90', '39.90', ' 1 200 ') as a number, or null when it is not a non-negative
 * amount with at most two decimals.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(compact) ? Number(compact) : null;
}

/** A stored amount (a DECIMAL column: number or numeric string) as BYN with at most two decimals, e.g. '45.50' → 45.5. */
export function toMoney(value: number | string): number {
  return fromMinor(toMinor(Number(value)));
}

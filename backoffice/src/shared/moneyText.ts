import { formatDecimal, parseAmount } from '@bulbash/rules';

/** «45,50», «45.50», «1 234,5» → 45.5, 1234.5; anything else (letters, three decimals, two separators) → null. */
export const parseMoneyText = parseAmount;

/** 45.5 → «45,50»: how a stored amount is shown for editing. */
export function formatMoneyText(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return typeof value === 'string' ? value : '';
  return formatDecimal(value);
}

export const MONEY_TEXT_ERROR = 'Введите сумму в рублях, например 45,50';

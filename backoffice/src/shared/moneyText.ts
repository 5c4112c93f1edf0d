/** «45,50», «45.50», «1 234,5» → 45.5, 1234.5; anything else (letters, three decimals, two separators) → null. */
export function parseMoneyText(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  return Number(compact);
}

/** 45.5 → «45,50»: how a stored amount is shown for editing. */
export function formatMoneyText(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return typeof value === 'string' ? value : '';
  return value.toFixed(2).replace('.', ',');
}

export const MONEY_TEXT_ERROR = 'Введите сумму в рублях, например 45,50';

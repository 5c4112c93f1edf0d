import type { EventParams } from './EventParamsForm';

export interface ParsedParams {
  guests: number;
  budget: number | null;
  vegetarian: number;
}

const wholeNumber = (text: string): number | null => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The numbers of the form, or the errors that keep the menu from being asked for. */
export function parseEventParams(params: EventParams): { parsed: ParsedParams | null; errors: Partial<Record<keyof EventParams, string>> } {
  const errors: Partial<Record<keyof EventParams, string>> = {};
  const guests = wholeNumber(params.guests);
  if (params.guests.trim() !== '' && (guests === null || guests < 1 || guests > 1000)) errors.guests = 'целое число от 1 до 1000';
  const budgetText = params.budget.trim().replace(',', '.');
  const budget = budgetText === '' ? null : /^\d{1,6}(\.\d{1,2})?$/.test(budgetText) ? Number(budgetText) : NaN;
  if (Number.isNaN(budget)) errors.budget = 'число не меньше 0';
  const vegetarian = params.vegetarian.trim() === '' ? 0 : wholeNumber(params.vegetarian);
  if (vegetarian === null) errors.vegetarian = 'целое число не меньше 0';
  else if (guests !== null && vegetarian > guests) errors.vegetarian = 'не больше числа гостей';
  const ok = guests !== null && guests >= 1 && guests <= 1000 && params.format !== '' && Object.keys(errors).length === 0;
  return { parsed: ok ? { guests, budget: budget as number | null, vegetarian: vegetarian ?? 0 } : null, errors };
}

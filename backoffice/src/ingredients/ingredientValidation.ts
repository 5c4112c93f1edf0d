/** The ingredient form's checks, in Russian, before anything is sent (the API checks the same and names the field). */

type Check = (value: unknown) => string | undefined;

const number = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? n : Number.NaN;
};

export const nameRequired: Check = (value) => (typeof value === 'string' && value.trim() !== '' ? undefined : 'Укажите название');

export const unitRequired: Check = (value) =>
  value === 'kg' || value === 'l' || value === 'pcs' ? undefined : 'Выберите единицу: кг, л или шт';

export const validPrice: Check = (value) => {
  const n = number(value);
  if (n === null) return 'Укажите цену за единицу';
  if (Number.isNaN(n)) return 'Цена должна быть числом';
  return n < 0 ? 'Цена не может быть отрицательной' : undefined;
};

export const validPackSize: Check = (value) => {
  const n = number(value);
  if (n === null) return undefined;
  if (Number.isNaN(n)) return 'Упаковка должна быть числом';
  return n <= 0 ? 'Упаковка должна быть больше нуля' : undefined;
};

import type { IngredientUnit } from './costingApi';

/** The ingredients' units as the kitchen writes them. */
export const UNIT_NAMES: Record<IngredientUnit, string> = { kg: 'кг', l: 'л', pcs: 'шт' };

export const UNIT_CHOICES = (Object.keys(UNIT_NAMES) as IngredientUnit[]).map((id) => ({ id, name: UNIT_NAMES[id] }));

/** 'kg' → 'кг'; an unknown code as it is. */
export const unitName = (unit: unknown): string => UNIT_NAMES[unit as IngredientUnit] ?? String(unit ?? '');

const quantityFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 });

/** 1.5 → «1,5»; up to 3 decimals (grams of a kilogram). */
export const formatQuantity = (value: number): string => quantityFormat.format(value);

/** 42.37 → «42,4 %»; '—' for none. */
export const formatPercent = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(value)}\u00a0%`;

import { INGREDIENT_UNIT_LABELS, INGREDIENT_UNITS, type IngredientUnit } from '@bulbash/rules';

/** The ingredients' units as the kitchen writes them (@bulbash/rules, as the documents print them). */
export const UNIT_NAMES: Record<IngredientUnit, string> = INGREDIENT_UNIT_LABELS;

export const UNIT_CHOICES = INGREDIENT_UNITS.map((id) => ({ id, name: UNIT_NAMES[id] }));

/** 'kg' → 'кг'; an unknown code as it is. */
export const unitName = (unit: unknown): string => UNIT_NAMES[unit as IngredientUnit] ?? String(unit ?? '');

const quantityFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 });

/** 1.5 → «1,5»; up to 3 decimals (grams of a kilogram). */
export const formatQuantity = (value: number): string => quantityFormat.format(value);

/** 42.37 → «42,4 %»; '—' for none. */
export const formatPercent = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(value)}\u00a0%`;

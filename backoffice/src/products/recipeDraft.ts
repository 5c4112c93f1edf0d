import { MAX_WASTE_PERCENT } from '@bulbash/rules';
import type { Recipe, RecipeLineInput } from '../costing/costingApi';
import type { IngredientOption } from './IngredientPicker';

/** A recipe line as typed: numbers stay text until the recipe is saved, so a slip can be named. */
export interface DraftLine {
  key: number;
  ingredient: IngredientOption | null;
  quantity: string;
  waste: string;
}

export interface Draft {
  yieldPortions: string;
  lines: DraftLine[];
}

/** 0.05 → «0,05», as a Russian reader writes it (the editor reads both). */
const decimalText = (value: number): string => String(value).replace('.', ',');

let nextKey = 1;
export const newLine = (): DraftLine => ({ key: nextKey++, ingredient: null, quantity: '', waste: '0' });

/** The recipe as the API answered it, as the editor's draft. */
export const draftOf = (recipe: Recipe): Draft => ({
  yieldPortions: String(recipe.yield_portions || 1),
  lines: recipe.lines.map((line) => ({
    key: nextKey++,
    ingredient: { id: line.ingredient_id, name: line.name, unit: line.unit, price_per_unit: line.price_per_unit },
    quantity: decimalText(line.quantity),
    waste: decimalText(line.waste_percent ?? 0),
  })),
});

/** «1,5» and «1.5» alike; NaN for anything else, null for blank. */
export const numberOf = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** Digits after the decimal separator of a typed number. */
const decimals = (text: string): number => text.trim().replace(',', '.').split('.')[1]?.length ?? 0;

export interface LineErrors {
  ingredient?: string;
  quantity?: string;
  waste?: string;
}

export interface DraftErrors {
  yieldPortions?: string;
  lines: Record<number, LineErrors>;
}

/** The checks the API makes, in Russian, per field; none → the body to PUT. */
export function checkDraft(draft: Draft): { errors: DraftErrors | null; body: { yield_portions: number; lines: RecipeLineInput[] } } {
  const errors: DraftErrors = { lines: {} };
  let failed = false;
  const portions = numberOf(draft.yieldPortions);
  if (portions === null || Number.isNaN(portions) || !Number.isInteger(portions) || portions < 1) {
    errors.yieldPortions = 'Выход — целое число порций, не меньше 1';
    failed = true;
  }
  const seen = new Set<number>();
  const lines: RecipeLineInput[] = [];
  for (const line of draft.lines) {
    const lineErrors: LineErrors = {};
    const quantity = numberOf(line.quantity);
    const waste = numberOf(line.waste) ?? 0;
    if (!line.ingredient) lineErrors.ingredient = 'Выберите ингредиент';
    else if (seen.has(line.ingredient.id)) lineErrors.ingredient = 'Этот ингредиент уже есть в техкарте';
    if (quantity === null || Number.isNaN(quantity) || quantity <= 0) lineErrors.quantity = 'Количество больше нуля';
    else if (decimals(line.quantity) > 3) lineErrors.quantity = 'Не больше трёх знаков после запятой';
    if (Number.isNaN(waste) || waste < 0 || waste > MAX_WASTE_PERCENT) lineErrors.waste = `Отходы от 0 до ${MAX_WASTE_PERCENT} %`;
    else if (decimals(line.waste) > 1) lineErrors.waste = 'Один знак после запятой';
    if (line.ingredient) seen.add(line.ingredient.id);
    if (Object.keys(lineErrors).length > 0) {
      errors.lines[line.key] = lineErrors;
      failed = true;
    } else if (line.ingredient && quantity !== null) {
      lines.push({ ingredient_id: line.ingredient.id, quantity, waste_percent: waste });
    }
  }
  return { errors: failed ? errors : null, body: { yield_portions: portions ?? 1, lines } };
}

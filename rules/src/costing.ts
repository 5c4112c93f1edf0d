/**
 * Food cost, margins and purchase lists (issue 38). Money is integer kopecks, quantities integer
 * thousandths of the ingredient's unit (grams of a kg, millilitres of a litre, thousandths of a
 * piece), waste in tenths of a percent. Every product of those is exact: amounts are kept as
 * fractions (bigint) and rounded to kopecks once, at the end of each figure, so the cost of a
 * purchase list before pack rounding is exactly the sum of its events' food costs.
 */

/** The units an ingredient is bought and measured in. */
export const INGREDIENT_UNITS = ['kg', 'l', 'pcs'] as const;
export type IngredientUnit = (typeof INGREDIENT_UNITS)[number];
export const isIngredientUnit = (value: unknown): value is IngredientUnit =>
  typeof value === 'string' && (INGREDIENT_UNITS as readonly string[]).includes(value);
/** «кг», «л», «шт.» for staff and documents. */
export const INGREDIENT_UNIT_LABELS: Record<IngredientUnit, string> = { kg: 'кг', l: 'л', pcs: 'шт.' };

/** Where a food cost (and so a margin) cannot be counted: the dish has no recipe. */
export const NO_RECIPE_LABEL = 'нет техкарты';

/** Peeling and trimming lose at most this share of what is bought. */
export const MAX_WASTE_PERCENT = 90;
/** The owner's minimum margin until changed (payment settings). */
export const DEFAULT_MIN_MARGIN_PERCENT = 60;

/** An exact non-negative amount: n / d (d > 0). */
export interface Fraction {
  n: bigint;
  d: bigint;
}

export const ZERO: Fraction = { n: 0n, d: 1n };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

function reduce(n: bigint, d: bigint): Fraction {
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

export function addFractions(a: Fraction, b: Fraction): Fraction {
  return reduce(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function scaleFraction(a: Fraction, factor: number): Fraction {
  return reduce(a.n * BigInt(factor), a.d);
}

export function sameFraction(a: Fraction, b: Fraction): boolean {
  return a.n * b.d === b.n * a.d;
}

/** Half up to a whole number (kopecks). */
export function roundFraction(a: Fraction): number {
  return Number((2n * a.n + a.d) / (2n * a.d));
}

/** Up to a whole number. */
export function ceilFraction(a: Fraction): number {
  return Number((a.n + a.d - 1n) / a.d);
}

/** 0.15 → 150 thousandths; quantities carry at most three decimals. */
export const toMilli = (quantity: number): number => Math.round(quantity * 1000);
export const fromMilli = (milli: number): number => milli / 1000;
/** 12.5 % → 125 tenths. */
export const toWasteTenths = (percent: number): number => Math.round(percent * 10);

/** One recipe line: how much of an ingredient the whole recipe (yield portions) uses, with its waste, at a price. */
export interface CostLine {
  quantityMilli: number;
  wasteTenths: number;
  /** The ingredient's price per unit, kopecks. */
  priceMinor: number;
}

export interface CostRecipe {
  /** How many units as sold the recipe makes (≥ 1). */
  yieldPortions: number;
  lines: readonly CostLine[];
}

/** What a line needs bought, in thousandths of the unit: quantity × (1 + waste). */
function boughtMilli(line: { quantityMilli: number; wasteTenths: number }): Fraction {
  return reduce(BigInt(line.quantityMilli) * BigInt(1000 + line.wasteTenths), 1000n);
}

/** The exact cost of a line for the whole recipe, kopecks: quantity × (1 + waste %) × price. */
export function lineCostExact(line: CostLine): Fraction {
  const bought = boughtMilli(line);
  return reduce(bought.n * BigInt(line.priceMinor), bought.d * 1000n);
}

/** A line's cost for the whole recipe, rounded to kopecks. */
export const lineCostMinor = (line: CostLine): number => roundFraction(lineCostExact(line));

/** The exact food cost of ONE unit as sold, kopecks: Σ line costs / yield. */
export function unitCostExact(recipe: CostRecipe): Fraction {
  const batch = recipe.lines.reduce((sum, line) => addFractions(sum, lineCostExact(line)), ZERO);
  return reduce(batch.n, batch.d * BigInt(Math.max(1, recipe.yieldPortions)));
}

/** The food cost of one unit as sold, rounded to kopecks. */
export const foodCostMinor = (recipe: CostRecipe): number => roundFraction(unitCostExact(recipe));

/** A dish of an event (order, quote, enquiry): how many units, and its recipe (null: none). */
export interface CostedDish {
  quantity: number;
  recipe: CostRecipe | null;
}

/** The exact food cost of an event's dishes with a recipe (kopecks, not yet rounded). */
export function eventFoodCostExact(dishes: readonly CostedDish[]): Fraction {
  return dishes.reduce(
    (sum, dish) => (dish.recipe ? addFractions(sum, scaleFraction(unitCostExact(dish.recipe), dish.quantity)) : sum),
    ZERO,
  );
}

/** An event's food cost in kopecks: the exact sum, rounded once. */
export const eventFoodCostMinor = (dishes: readonly CostedDish[]): number => roundFraction(eventFoodCostExact(dishes));

/** price − food cost, kopecks (negative when the dish loses money). */
export const marginMinor = (priceMinor: number, foodMinor: number): number => priceMinor - foodMinor;

/** margin / price × 100 with one decimal (half away from zero); null for a price of 0. */
export function marginPercent(priceMinor: number, foodMinor: number): number | null {
  if (priceMinor <= 0) return null;
  const tenths = (marginMinor(priceMinor, foodMinor) * 1000) / priceMinor;
  return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10;
}

/** Whether a margin falls below the owner's minimum (an unknown margin never does). */
export const belowMinMargin = (percent: number | null, minPercent: number): boolean => percent !== null && percent < minPercent;

// ---------------------------------------------------------------- purchase list

export interface PlanLine {
  ingredientId: number;
  quantityMilli: number;
  wasteTenths: number;
}

export interface PlanRecipe {
  yieldPortions: number;
  lines: readonly PlanLine[];
}

export interface PlanIngredient {
  id: number;
  priceMinor: number;
  /** The supplier's pack in thousandths of the unit; null: sold by any quantity. */
  packMilli: number | null;
}

/** A dish to make: how many units as sold, and its recipe (null: none, listed apart). */
export interface PlanDish {
  quantity: number;
  recipe: PlanRecipe | null;
}

export interface PlanItem {
  ingredientId: number;
  /** The exact need, in thousandths of the unit. */
  neededExact: Fraction;
  /** The need rounded up to thousandths (never short). */
  neededMilli: number;
  /** Whole packs to buy; null without a pack size. */
  packs: number | null;
  /** What to buy: whole packs, or the need. */
  toBuyMilli: number;
  /** toBuy × price, kopecks. */
  costMinor: number;
  /** The need's exact cost before any rounding up, kopecks. */
  neededCostExact: Fraction;
}

export interface PurchasePlan {
  items: PlanItem[];
  /** Σ of the items' costs (what the shopping costs), kopecks. */
  totalCostMinor: number;
  /** The exact cost of what the dishes use, before rounding up to packs: the events' food costs summed. */
  neededCostExact: Fraction;
  /** neededCostExact rounded once, kopecks. */
  neededCostMinor: number;
}

/**
 * Every ingredient the dishes need: Σ units × recipe quantity × (1 + waste %) / yield, rounded up
 * to whole packs where a pack size is set, with its cost. Items in the order ingredients are met;
 * an ingredient missing from `ingredients` is a programming error (throws).
 */
export function planPurchases(dishes: readonly PlanDish[], ingredients: ReadonlyMap<number, PlanIngredient>): PurchasePlan {
  const needs = new Map<number, Fraction>();
  for (const dish of dishes) {
    if (!dish.recipe || dish.quantity <= 0) continue;
    const yieldPortions = BigInt(Math.max(1, dish.recipe.yieldPortions));
    for (const line of dish.recipe.lines) {
      const bought = boughtMilli(line);
      const need = reduce(bought.n * BigInt(dish.quantity), bought.d * yieldPortions);
      needs.set(line.ingredientId, addFractions(needs.get(line.ingredientId) ?? ZERO, need));
    }
  }
  const items: PlanItem[] = [];
  let neededCost = ZERO;
  for (const [ingredientId, neededExact] of needs) {
    const ingredient = ingredients.get(ingredientId);
    if (!ingredient) throw new Error(`planPurchases: unknown ingredient ${ingredientId}`);
    const neededMilli = ceilFraction(neededExact);
    const packs =
      ingredient.packMilli !== null && ingredient.packMilli > 0
        ? ceilFraction(reduce(neededExact.n, neededExact.d * BigInt(ingredient.packMilli)))
        : null;
    const toBuyMilli = packs === null ? neededMilli : packs * (ingredient.packMilli ?? 0);
    const neededCostExact = reduce(neededExact.n * BigInt(ingredient.priceMinor), neededExact.d * 1000n);
    neededCost = addFractions(neededCost, neededCostExact);
    items.push({
      ingredientId,
      neededExact,
      neededMilli,
      packs,
      toBuyMilli,
      costMinor: roundFraction(reduce(BigInt(toBuyMilli) * BigInt(ingredient.priceMinor), 1000n)),
      neededCostExact,
    });
  }
  return {
    items,
    totalCostMinor: items.reduce((sum, item) => sum + item.costMinor, 0),
    neededCostExact: neededCost,
    neededCostMinor: roundFraction(neededCost),
  };
}

/** The allergens of a dish's ingredients that the dish does not declare and the owner has not confirmed. */
export function allergensToCheck<T extends string>(
  ingredientAllergens: readonly T[],
  dishAllergens: readonly T[],
  confirmed: readonly T[],
): T[] {
  const missing = new Set<T>();
  for (const code of ingredientAllergens) if (!dishAllergens.includes(code) && !confirmed.includes(code)) missing.add(code);
  return [...missing].sort();
}

import {
  AllergenCode,
  CostRecipe,
  IngredientUnit,
  PlanRecipe,
  sortAllergens,
  toMilli,
  toMinor,
  toMoney,
  toWasteTenths,
} from '@bulbash/rules';
import { EntityManager } from 'typeorm';
import { Ingredient } from './ingredient.entity';
import { Recipe, RecipeLine } from './recipe.entity';

/** Comma-separated codes → the stable-ordered list ('' → []). */
export const splitAllergens = (stored: string): AllergenCode[] =>
  sortAllergens(stored.split(',').filter((code) => code !== '') as AllergenCode[]);

export interface StoredRecipeLine {
  ingredientId: number;
  name: string;
  unit: IngredientUnit;
  quantity: number;
  wastePercent: number;
  pricePerUnit: number;
  packSize: number | null;
  supplier: string | null;
  allergens: AllergenCode[];
}

export interface StoredRecipe {
  productId: number;
  yieldPortions: number;
  confirmed: AllergenCode[];
  lines: StoredRecipeLine[];
}

interface RecipeRow {
  product_id: number | string;
  yield_portions: number | string;
  allergens_confirmed: string;
  ingredient_id: number | string | null;
  quantity: number | string | null;
  waste_percent: number | string | null;
  name: string | null;
  unit: IngredientUnit | null;
  price_per_unit: number | string | null;
  pack_size: number | string | null;
  supplier: string | null;
  allergens: string | null;
}

/**
 * The recipes of these products with their lines and the ingredients' current prices, in ONE
 * query whatever their number (the product list's costs, an event's dishes, a purchase list).
 */
export async function loadRecipes(manager: EntityManager, productIds: readonly number[]): Promise<Map<number, StoredRecipe>> {
  const recipes = new Map<number, StoredRecipe>();
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return recipes;
  const rows = await manager
    .createQueryBuilder(Recipe, 'r')
    .leftJoin(RecipeLine, 'l', 'l.product_id = r.product_id')
    .leftJoin(Ingredient, 'i', 'i.id = l.ingredient_id')
    .select('r.product_id', 'product_id')
    .addSelect('r.yield_portions', 'yield_portions')
    .addSelect('r.allergens_confirmed', 'allergens_confirmed')
    .addSelect('l.ingredient_id', 'ingredient_id')
    .addSelect('l.quantity', 'quantity')
    .addSelect('l.waste_percent', 'waste_percent')
    .addSelect('i.name', 'name')
    .addSelect('i.unit', 'unit')
    .addSelect('i.price_per_unit', 'price_per_unit')
    .addSelect('i.pack_size', 'pack_size')
    .addSelect('i.supplier', 'supplier')
    .addSelect('i.allergens', 'allergens')
    .where('r.product_id IN (:...ids)', { ids })
    .orderBy('r.product_id', 'ASC')
    .addOrderBy('l.position', 'ASC')
    .getRawMany<RecipeRow>();
  for (const row of rows) {
    const productId = Number(row.product_id);
    const recipe = recipes.get(productId) ?? {
      productId,
      yieldPortions: Number(row.yield_portions),
      confirmed: splitAllergens(row.allergens_confirmed),
      lines: [],
    };
    recipes.set(productId, recipe);
    if (row.ingredient_id === null) continue;
    recipe.lines.push({
      ingredientId: Number(row.ingredient_id),
      name: row.name ?? '',
      unit: row.unit ?? 'kg',
      quantity: Number(Number(row.quantity).toFixed(3)),
      wastePercent: Number(Number(row.waste_percent).toFixed(1)),
      pricePerUnit: toMoney(row.price_per_unit ?? 0),
      packSize: row.pack_size === null ? null : Number(Number(row.pack_size).toFixed(3)),
      supplier: row.supplier,
      allergens: splitAllergens(row.allergens ?? ''),
    });
  }
  // A recipe is its lines: an empty one counts as none.
  for (const [productId, recipe] of recipes) if (recipe.lines.length === 0) recipes.delete(productId);
  return recipes;
}

/** The rules' view of a stored recipe: kopecks and thousandths. */
export const costRecipe = (recipe: StoredRecipe): CostRecipe => ({
  yieldPortions: recipe.yieldPortions,
  lines: recipe.lines.map((line) => ({
    quantityMilli: toMilli(line.quantity),
    wasteTenths: toWasteTenths(line.wastePercent),
    priceMinor: toMinor(line.pricePerUnit),
  })),
});

export const planRecipe = (recipe: StoredRecipe): PlanRecipe => ({
  yieldPortions: recipe.yieldPortions,
  lines: recipe.lines.map((line) => ({
    ingredientId: line.ingredientId,
    quantityMilli: toMilli(line.quantity),
    wasteTenths: toWasteTenths(line.wastePercent),
  })),
});

/** Every allergen of the recipe's ingredients. */
export const ingredientAllergens = (recipe: StoredRecipe): AllergenCode[] =>
  sortAllergens([...new Set(recipe.lines.flatMap((line) => line.allergens))]);

import type { IngredientUnit } from '@bulbash/rules';

/** The costing API of issue #38 (shapes fixed in the costing contract), read and written by the back office. */

export type { IngredientUnit };

export interface RecipeLineInput {
  ingredient_id: number;
  quantity: number;
  waste_percent: number;
}

export interface RecipeLine extends RecipeLineInput {
  name: string;
  unit: IngredientUnit;
  price_per_unit: number;
  cost: number;
}

export interface Recipe {
  product_id: number;
  yield_portions: number;
  lines: RecipeLine[];
  food_cost: number | null;
  allergens_to_check: string[];
}

/** A dish ordered or quoted that has no recipe: its cost is unknown, so it is named apart. */
export interface WithoutRecipe {
  product_id: number;
  name: string;
  quantity: number;
}

export interface Costing {
  /** null for a role without order money (the kitchen); food_cost null without costing; margin… null without both. */
  revenue: number | null;
  food_cost: number | null;
  margin: number | null;
  margin_percent: number | null;
  min_margin_percent: number;
  below_min: boolean | null;
  without_recipe: WithoutRecipe[];
}

export type CostingSubject = { order_id: number } | { quote_id: number } | { enquiry_id: number };

export interface PurchaseItem {
  ingredient_id: number;
  name: string;
  unit: IngredientUnit;
  quantity: number;
  pack_size: number | null;
  packs: number | null;
  to_buy: number;
  price_per_unit: number;
  cost: number;
}

export interface PurchaseSupplier {
  supplier: string | null;
  items: PurchaseItem[];
  cost: number;
}

export interface PurchaseListData {
  from: string;
  to: string;
  orders: number[];
  suppliers: PurchaseSupplier[];
  total_cost: number;
  without_recipe: WithoutRecipe[];
}

export const PURCHASE_LIST_PATH = '/api/v1/bulbash_admin/purchase-list';

/** What the back office asks of the costing API (methods of the AdminDataProvider). */
export interface CostingMethods {
  getRecipe: (productId: number | string) => Promise<Recipe>;
  /** Empty `lines` removes the recipe. */
  saveRecipe: (productId: number | string, body: { yield_portions: number; lines: RecipeLineInput[] }) => Promise<Recipe>;
  /** The owner confirms the dish's allergens are right as they are. */
  confirmAllergens: (productId: number | string) => Promise<Recipe>;
  getCosting: (subject: CostingSubject) => Promise<Costing>;
  getPurchaseList: (range: { from: string; to: string }) => Promise<PurchaseListData>;
}

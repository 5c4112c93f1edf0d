import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  AllergenCode,
  allergensToCheck,
  foodCostMinor,
  fromMinor,
  lineCostMinor,
  marginMinor,
  marginPercent,
  toMilli,
  toMinor,
  toWasteTenths,
} from '@bulbash/rules';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuditLog } from '../audit/audit-log.entity';
import { change } from '../audit/audit-changes';
import { loadDietary, lockProducts } from '../catalogue/product-dietary';
import { Product } from '../catalogue/product.entity';
import { TransactionRunner } from '../database/transaction-runner';
import { repeatedIngredient, unknownIngredient } from './costing.messages';
import { PRODUCT_NOT_FOUND } from '../catalogue/catalogue.messages';
import { Ingredient } from './ingredient.entity';
import { ProductCostFields, RecipeBody, RecipeResponse } from './recipe.dto';
import { Recipe, RecipeLine } from './recipe.entity';
import { costRecipe, ingredientAllergens, loadRecipes, StoredRecipe } from './recipe-reader';

/** A product as the costing figures need it. */
export interface CostedProduct {
  id: number;
  price: number;
  allergens: readonly AllergenCode[];
}

/** A recipe's lines as its audit entry keeps them. */
const auditedRecipeLines = (recipe: RecipeResponse) =>
  recipe.lines.map((line) => ({ ingredient: line.name, quantity: line.quantity, waste_percent: line.waste_percent }));

/** What a recipe PUT did, for its audit entry: a first recipe, its removal, or a change. */
function recipeAuditAction(before: RecipeResponse, after: RecipeResponse): 'create' | 'update' | 'delete' {
  if (before.lines.length === 0) return after.lines.length > 0 ? 'create' : 'update';
  return after.lines.length === 0 ? 'delete' : 'update';
}

/** Recipes (техкарты) of dishes, and the food cost and margin figures of the admin product answers. */
@Injectable()
export class RecipesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
  ) {}

  async get(productId: number, manager: EntityManager = this.dataSource.manager): Promise<RecipeResponse> {
    const product = await this.product(manager, productId);
    const recipe = (await loadRecipes(manager, [productId])).get(productId) ?? null;
    return this.toResponse(product, recipe);
  }

  /** Replaces the recipe (empty lines: removes it). A new unconfirmed allergen flags the dish again. */
  put(productId: number, body: RecipeBody): Promise<RecipeResponse> {
    return this.transactions.run(async (manager) => {
      await this.product(manager, productId, true);
      const before = await this.get(productId, manager);
      const after = await this.write(manager, productId, body);
      await AuditLog.record(manager, {
        entity: 'recipe',
        entityId: productId,
        action: recipeAuditAction(before, after),
        changes: [
          ...change('yield_portions', before.lines.length ? before.yield_portions : null, after.lines.length ? after.yield_portions : null),
          ...change('lines', auditedRecipeLines(before), auditedRecipeLines(after)),
        ],
      });
      return after;
    });
  }

  /** Writes the recipe's rows (the lines replaced; none: no recipe) and answers it. */
  private async write(manager: EntityManager, productId: number, body: RecipeBody): Promise<RecipeResponse> {
    const ids = body.lines.map((line) => line.ingredient_id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) throw new BadRequestException({ detail: repeatedIngredient(index) });
    });
    if (ids.length > 0) {
      const found = new Set((await manager.find(Ingredient, { select: { id: true }, where: { id: In(ids) } })).map((row) => row.id));
      const missing = ids.findIndex((id) => !found.has(id));
      if (missing >= 0) throw new BadRequestException({ detail: unknownIngredient(missing, ids[missing]) });
    }
    await manager.delete(RecipeLine, { productId });
    if (body.lines.length === 0) {
      await manager.delete(Recipe, { productId });
      return this.get(productId, manager);
    }
    const existing = await manager.findOneBy(Recipe, { productId });
    if (existing) await manager.update(Recipe, { productId }, { yieldPortions: body.yield_portions });
    else await manager.insert(Recipe, { productId, yieldPortions: body.yield_portions, allergensConfirmed: '' });
    await manager.insert(
      RecipeLine,
      body.lines.map((line, position) => ({
        productId,
        ingredientId: line.ingredient_id,
        quantity: toMilli(line.quantity) / 1000,
        wastePercent: toWasteTenths(line.waste_percent ?? 0) / 10,
        position,
      })),
    );
    return this.get(productId, manager);
  }

  /** The owner confirms the dish's allergens are right as they are: today's missing ones stop flagging it. */
  confirmAllergens(productId: number): Promise<RecipeResponse> {
    return this.transactions.run(async (manager) => {
      const product = await this.product(manager, productId, true);
      const recipe = (await loadRecipes(manager, [productId])).get(productId);
      if (recipe) {
        const confirmed = [
          ...new Set([...recipe.confirmed, ...allergensToCheck(ingredientAllergens(recipe), product.allergens, recipe.confirmed)]),
        ];
        await manager.update(Recipe, { productId }, { allergensConfirmed: confirmed.sort().join(',') });
      }
      return this.get(productId, manager);
    });
  }

  /** The costing figures of these products (one query for all their recipes): the admin product list adds them to each row. */
  async productCosts(products: readonly CostedProduct[]): Promise<Map<number, ProductCostFields>> {
    const recipes = await loadRecipes(
      this.dataSource.manager,
      products.map((product) => product.id),
    );
    return new Map(products.map((product) => [product.id, costFields(product, recipes.get(product.id) ?? null)]));
  }

  private async product(manager: EntityManager, id: number, lock = false): Promise<CostedProduct> {
    // Locked for a write: two recipe saves of one dish run one after the other (MariaDB; SQLite writes one at a time).
    const product = lock ? (await lockProducts(manager, [id]))[0] : await manager.findOneBy(Product, { id });
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
    await loadDietary(manager, [product]);
    return { id: product.id, price: Number(product.price), allergens: product.allergens ?? [] };
  }

  private toResponse(product: CostedProduct, recipe: StoredRecipe | null): RecipeResponse {
    const fields = costFields(product, recipe);
    return {
      product_id: product.id,
      yield_portions: recipe?.yieldPortions ?? 1,
      lines: (recipe?.lines ?? []).map((line) => ({
        ingredient_id: line.ingredientId,
        name: line.name,
        unit: line.unit,
        quantity: line.quantity,
        waste_percent: line.wastePercent,
        price_per_unit: line.pricePerUnit,
        cost: fromMinor(
          lineCostMinor({
            quantityMilli: toMilli(line.quantity),
            wasteTenths: toWasteTenths(line.wastePercent),
            priceMinor: toMinor(line.pricePerUnit),
          }),
        ),
      })),
      food_cost: fields.food_cost,
      allergens_to_check: fields.allergens_to_check,
    };
  }
}

/** food_cost, margin, margin_percent and allergens_to_check of one product (all null / [] without a recipe). */
export function costFields(product: CostedProduct, recipe: StoredRecipe | null): ProductCostFields {
  if (!recipe) return { food_cost: null, margin: null, margin_percent: null, allergens_to_check: [] };
  const food = foodCostMinor(costRecipe(recipe));
  const price = toMinor(product.price);
  return {
    food_cost: fromMinor(food),
    margin: fromMinor(marginMinor(price, food)),
    margin_percent: marginPercent(price, food),
    allergens_to_check: allergensToCheck(ingredientAllergens(recipe), product.allergens, recipe.confirmed),
  };
}

import { Injectable } from '@nestjs/common';
import { belowMinMargin, eventFoodCostMinor, FieldVisibility, fromMinor, marginPercent, shown, toMinor } from '@bulbash/rules';
import { DataSource } from 'typeorm';
import { PaymentSettingsService } from '../payments/payment-settings.service';
import { CostingQuery, CostingResponse, WithoutRecipeLine } from './costing.dto';
import { EventDish, eventDishes, oneSource } from './event-dishes';
import { costRecipe, loadRecipes, StoredRecipe } from './recipe-reader';

/** Dishes without a recipe, summed by product (a deleted product by name). */
export function withoutRecipe(dishes: readonly EventDish[], recipes: ReadonlyMap<number, StoredRecipe>): WithoutRecipeLine[] {
  const lines = new Map<string, WithoutRecipeLine>();
  for (const dish of dishes) {
    if (dish.productId !== null && recipes.has(dish.productId)) continue;
    const key = dish.productId === null ? `name:${dish.name}` : `id:${dish.productId}`;
    const line = lines.get(key) ?? { product_id: dish.productId, name: dish.name, quantity: 0 };
    line.quantity += dish.quantity;
    lines.set(key, line);
  }
  return [...lines.values()].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** The food cost and margin of a whole event: an order, a quote (its current version) or an enquiry's proposed menu. */
@Injectable()
export class CostingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: PaymentSettingsService,
  ) {}

  /** The figures the reader may see (`visible`: the field visibility policy); the others are null. */
  async event(query: CostingQuery, visible: Pick<FieldVisibility, 'money' | 'foodCost' | 'margin'>): Promise<CostingResponse> {
    oneSource(query);
    const manager = this.dataSource.manager;
    const dishes = await eventDishes(manager, query);
    const recipes = await loadRecipes(
      manager,
      dishes.flatMap((dish) => (dish.productId === null ? [] : [dish.productId])),
    );
    const revenueMinor = dishes.reduce((sum, dish) => sum + toMinor(dish.unitPrice) * dish.quantity, 0);
    const foodMinor = eventFoodCostMinor(
      dishes.map((dish) => {
        const recipe = dish.productId === null ? undefined : recipes.get(dish.productId);
        return { quantity: dish.quantity, recipe: recipe ? costRecipe(recipe) : null };
      }),
    );
    const uncosted = withoutRecipe(dishes, recipes);
    // A dish without a recipe has no food cost: none is known when no dish has one, and no margin
    // while any lacks one (its whole price would read as margin).
    const costed = uncosted.length < dishes.length || dishes.length === 0;
    const marginKnown = uncosted.length === 0;
    const percent = marginPercent(revenueMinor, foodMinor);
    const { min_margin_percent: minMargin } = await this.settings.get(manager);
    return {
      revenue: shown(visible.money, fromMinor(revenueMinor)),
      food_cost: costed ? shown(visible.foodCost, fromMinor(foodMinor)) : null,
      margin: marginKnown ? shown(visible.margin, fromMinor(revenueMinor - foodMinor)) : null,
      margin_percent: marginKnown ? shown(visible.margin, percent) : null,
      min_margin_percent: minMargin,
      below_min: marginKnown ? shown(visible.margin, belowMinMargin(percent, minMargin)) : null,
      without_recipe: uncosted,
    };
  }
}

import { fillIn, notBefore, periodAtMost } from '../common/fields/field-messages';
import { BadRequestException, Injectable } from '@nestjs/common';
import { fromMilli, fromMinor, PlanIngredient, planPurchases, toMilli, toMinor } from '@bulbash/rules';
import { DataSource } from 'typeorm';
import { DAY_MS, minskDayStart } from '../common/minsk-days';
import { Order } from '../orders/order.entity';
import { PurchaseListQuery, PurchaseListResponse, PurchaseSupplier } from './costing.dto';
import { ONE_PURCHASE_SOURCE } from './costing.messages';
import { withoutRecipe } from './costing.service';
import { EventDish, eventDishes, oneSource, orderDishes } from './event-dishes';
import { loadRecipes, planRecipe, StoredRecipeLine } from './recipe-reader';

/** At most this many days in one purchase list (a month). */
export const PURCHASE_LIST_MAX_DAYS = 31;

/**
 * What to buy for the events of some Minsk days (by delivery_at, canceled orders left out), one
 * order or one quote: every ingredient of the dishes' recipes, rounded up to whole packs, by
 * supplier with its cost; dishes without a recipe apart.
 */
@Injectable()
export class PurchaseListService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: PurchaseListQuery): Promise<PurchaseListResponse> {
    const manager = this.dataSource.manager;
    const byDays = query.from !== undefined || query.to !== undefined;
    if (query.enquiry_id !== undefined) throw new BadRequestException(ONE_PURCHASE_SOURCE);
    let dishes: EventDish[];
    let orders: number[] = [];
    if (byDays) {
      if (query.order_id !== undefined || query.quote_id !== undefined) throw new BadRequestException(ONE_PURCHASE_SOURCE);
      if (query.from === undefined) throw new BadRequestException(fillIn('from'));
      if (query.to === undefined) throw new BadRequestException(fillIn('to'));
      const start = minskDayStart(query.from, 'from');
      const end = new Date(minskDayStart(query.to, 'to').getTime() + DAY_MS);
      if (end.getTime() <= start.getTime()) throw new BadRequestException(notBefore('to', 'from'));
      if ((end.getTime() - start.getTime()) / DAY_MS > PURCHASE_LIST_MAX_DAYS)
        throw new BadRequestException(`to: ${periodAtMost(PURCHASE_LIST_MAX_DAYS)}`);
      const rows = await manager
        .createQueryBuilder(Order, 'o')
        .select('o.id', 'id')
        .where('o.deliveryAt >= :start AND o.deliveryAt < :end', { start, end })
        .andWhere("o.status <> 'canceled'")
        .orderBy('o.id', 'ASC')
        .getRawMany<{ id: number | string }>();
      orders = rows.map((row) => Number(row.id));
      dishes = await orderDishes(manager, orders);
    } else {
      oneSource(query, ONE_PURCHASE_SOURCE);
      dishes = await eventDishes(manager, query);
      if (query.order_id !== undefined) orders = [query.order_id];
    }
    const recipes = await loadRecipes(
      manager,
      dishes.flatMap((dish) => (dish.productId === null ? [] : [dish.productId])),
    );
    const ingredients = new Map<number, StoredRecipeLine>();
    for (const recipe of recipes.values()) for (const line of recipe.lines) ingredients.set(line.ingredientId, line);
    const table = new Map<number, PlanIngredient>(
      [...ingredients.values()].map((line) => [
        line.ingredientId,
        {
          id: line.ingredientId,
          priceMinor: toMinor(line.pricePerUnit),
          packMilli: line.packSize === null ? null : toMilli(line.packSize),
        },
      ]),
    );
    const plan = planPurchases(
      dishes.map((dish) => {
        const recipe = dish.productId === null ? undefined : recipes.get(dish.productId);
        return { quantity: dish.quantity, recipe: recipe ? planRecipe(recipe) : null };
      }),
      table,
    );
    const suppliers = new Map<string | null, PurchaseSupplier>();
    for (const item of plan.items) {
      const ingredient = ingredients.get(item.ingredientId)!;
      const group = suppliers.get(ingredient.supplier) ?? { supplier: ingredient.supplier, items: [], cost: 0 };
      group.items.push({
        ingredient_id: item.ingredientId,
        name: ingredient.name,
        unit: ingredient.unit,
        quantity: fromMilli(item.neededMilli),
        pack_size: ingredient.packSize,
        packs: item.packs,
        to_buy: fromMilli(item.toBuyMilli),
        price_per_unit: ingredient.pricePerUnit,
        cost: fromMinor(item.costMinor),
      });
      group.cost = fromMinor(toMinor(group.cost) + item.costMinor);
      suppliers.set(ingredient.supplier, group);
    }
    const groups = [...suppliers.values()].sort((a, b) =>
      a.supplier === null ? 1 : b.supplier === null ? -1 : a.supplier.localeCompare(b.supplier, 'ru'),
    );
    for (const group of groups) group.items.sort((a, b) => a.name.localeCompare(b.name, 'ru') || a.ingredient_id - b.ingredient_id);
    return {
      from: byDays ? (query.from ?? null) : null,
      to: byDays ? (query.to ?? null) : null,
      orders,
      suppliers: groups,
      total_cost: fromMinor(plan.totalCostMinor),
      needed_cost: fromMinor(plan.neededCostMinor),
      without_recipe: withoutRecipe(dishes, recipes),
    };
  }
}

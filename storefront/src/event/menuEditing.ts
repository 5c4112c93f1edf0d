import { evaluateMenu, toMinor, type MenuPlan, type MenuRequest } from '@bulbash/rules';
import type { EventFormat, EventMenu } from '../api/types';

/** Product id → units: the menu as the shopper edits it. */
export type Quantities = ReadonlyMap<number, number>;

/** The planner's request behind a proposed menu, so the page re-checks an edited menu with the same rules. */
export function menuRequest(menu: EventMenu, format: EventFormat, budgetPerGuest: number | null): MenuRequest {
  return {
    guests: menu.guests,
    vegetarian: menu.vegetarian,
    excludeAllergens: menu.exclude_allergens,
    budgetPerGuest,
    categories: format.categories.map((category) => ({
      categoryId: category.category_id,
      name: category.category_name,
      portionsPerGuest: category.portions_per_guest,
    })),
    dishes: menu.dishes.map((dish) => ({
      productId: dish.product_id,
      name: dish.name,
      categoryId: dish.category_id,
      price: dish.price,
      peopleNumbers: dish.people_numbers,
      vegetarian: dish.vegetarian,
      allergens: dish.allergens,
    })),
  };
}

export const proposedQuantities = (menu: EventMenu): Quantities => new Map(menu.lines.map((line) => [line.product_id, line.quantity]));

/** Coverage, totals and the budget check of the edited menu; the cheapest bound stays the server's. */
export const evaluateEdited = (request: MenuRequest, quantities: Quantities, menu: EventMenu): MenuPlan =>
  evaluateMenu(request, quantities, toMinor(menu.min_total));

export function setQuantity(quantities: Quantities, productId: number, quantity: number): Quantities {
  const next = new Map(quantities);
  if (quantity > 0) next.set(productId, quantity);
  else next.delete(productId);
  return next;
}

/** Puts `to` in the place of `from` with the same units (added to `to`'s units when it is already in the menu). */
export function swapDish(quantities: Quantities, from: number, to: number): Quantities {
  const units = quantities.get(from) ?? 0;
  if (units === 0 || from === to) return quantities;
  const next = new Map(quantities);
  next.delete(from);
  next.set(to, (next.get(to) ?? 0) + units);
  return next;
}

/** The cart lines of a menu: its dishes in menu order, each with its units. */
export const cartItems = (plan: MenuPlan) => plan.lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity }));

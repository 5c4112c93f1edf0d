import { multiplyMoney, toMinor } from '@bulbash/rules';

/** The head count a plan (and an order) may be made for. */
export const MIN_GUESTS = 1;
export const MAX_GUESTS = 1000;

/**
 * One product of a category that has at least one line in the customer's cart, with the
 * quantity in the cart (0 when the product is only a possible suggestion).
 */
export interface PlanProduct {
  categoryId: number;
  categoryName: string;
  productId: number;
  name: string;
  price: number;
  peopleNumbers: number;
  cartQuantity: number;
  /** Carries the `vegetarian` diet tag. */
  vegetarian: boolean;
  /** The product's allergen codes (the catalogue's). */
  allergens?: readonly string[];
}

/** A cart line holding an allergen the customer excluded: the guest plan warns about it. */
export interface ExcludedInCart {
  product_id: number;
  name: string;
  allergens: string[];
}

export interface CategoryPlan {
  category_id: number;
  name: string;
  people: number;
  enough: boolean;
}

export interface PlanSuggestion {
  category_id: number;
  product_id: number;
  name: string;
  people_numbers: number;
  price: number;
  quantity: number;
}

export interface CategoriesPlan {
  guests: number;
  categories: CategoryPlan[];
  suggestions: PlanSuggestion[];
}

export interface GuestPlan extends CategoriesPlan {
  /** Present when asked: the same plan for the vegetarian guests over the vegetarian dishes only. */
  vegetarian?: CategoriesPlan;
  /** Cart lines with an excluded allergen (only when exclude_allergens is asked). */
  excluded_in_cart?: ExcludedInCart[];
}

const holdsAny = (product: PlanProduct, excluded: readonly string[]) => (product.allergens ?? []).some((code) => excluded.includes(code));

/** The cart's products that hold one of the excluded allergens, with those allergens. */
export function excludedInCart(products: PlanProduct[], excluded: readonly string[]): ExcludedInCart[] {
  return products
    .filter((product) => product.cartQuantity > 0 && holdsAny(product, excluded))
    .map((product) => ({
      product_id: product.productId,
      name: product.name,
      allergens: (product.allergens ?? []).filter((code) => excluded.includes(code)),
    }));
}

/** Cheapest way to close `gap` with one product: lowest total, then fewer units, then lower id. */
function cheapestSuggestion(products: PlanProduct[], gap: number): PlanSuggestion | null {
  let best: { suggestion: PlanSuggestion; totalMinor: number } | null = null;
  for (const product of products) {
    if (product.peopleNumbers <= 0) continue;
    const quantity = Math.ceil(gap / product.peopleNumbers);
    const totalMinor = toMinor(multiplyMoney(product.price, quantity));
    const better =
      !best ||
      totalMinor < best.totalMinor ||
      (totalMinor === best.totalMinor &&
        (quantity < best.suggestion.quantity || (quantity === best.suggestion.quantity && product.productId < best.suggestion.product_id)));
    if (better) {
      best = {
        totalMinor,
        suggestion: {
          category_id: product.categoryId,
          product_id: product.productId,
          name: product.name,
          people_numbers: product.peopleNumbers,
          price: product.price,
          quantity,
        },
      };
    }
  }
  return best?.suggestion ?? null;
}

/**
 * Plans a cart for a head count. Each category is planned on its own (a salad and a box feed the
 * same guests): it covers Σ people_numbers × quantity of its cart lines and is enough when that is
 * at least the guests. A category that falls short gets one suggestion: the product of that
 * category that closes the gap for the lowest total price, with the quantity needed. Products that
 * serve nobody (people_numbers 0) are never suggested; categories without cart lines are left out.
 * Categories keep the order of the first row of each in `products`.
 */
export function planGuests(guests: number, products: PlanProduct[], excluded: readonly string[] = []): CategoriesPlan {
  return planCategories(guests, products, false, excluded);
}

/**
 * The plan for `vegetarian` of the guests: only vegetarian dishes count and are suggested, and
 * every category of `products` that has a vegetarian dish is planned, whether or not the cart
 * holds one of them yet (a category without vegetarian dishes is left out).
 */
export function planVegetarians(vegetarian: number, products: PlanProduct[], excluded: readonly string[] = []): CategoriesPlan {
  return planCategories(
    vegetarian,
    products.filter((product) => product.vegetarian),
    true,
    excluded,
  );
}

/** A dish holding an excluded allergen is never suggested (it still counts while it is in the cart). */
function planCategories(guests: number, products: PlanProduct[], withoutCartLines: boolean, excluded: readonly string[]): CategoriesPlan {
  const byCategory = new Map<number, PlanProduct[]>();
  for (const product of products) {
    const group = byCategory.get(product.categoryId);
    if (group) group.push(product);
    else byCategory.set(product.categoryId, [product]);
  }
  const categories: CategoryPlan[] = [];
  const suggestions: PlanSuggestion[] = [];
  for (const [categoryId, group] of byCategory) {
    const inCart = group.filter((product) => product.cartQuantity > 0);
    if (inCart.length === 0 && !withoutCartLines) continue;
    const people = inCart.reduce((sum, product) => sum + product.peopleNumbers * product.cartQuantity, 0);
    const enough = people >= guests;
    categories.push({ category_id: categoryId, name: group[0].categoryName, people, enough });
    if (enough) continue;
    const suggestion = cheapestSuggestion(
      group.filter((product) => !holdsAny(product, excluded)),
      guests - people,
    );
    if (suggestion) suggestions.push(suggestion);
  }
  return { guests, categories, suggestions };
}

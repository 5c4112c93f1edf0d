import { fromMinor, toMinor } from './money';

/**
 * The event menu planner: from a head count and an event format (portions per guest of each
 * category) to a menu of catalogue dishes. Pure; the API proposes menus with it and the
 * storefront re-checks a menu the shopper edits with `evaluateMenu`.
 *
 * Rules, for each category of the format:
 * - coverage: Σ people_numbers × quantity ≥ ⌈guests × portions_per_guest⌉ (`needed`);
 * - variety: at least min(2, eligible dishes) different dishes below 30 guests, min(3, eligible)
 *   from 30, each at least one unit;
 * - eligibility: enabled dishes that feed someone (people_numbers ≥ 1) and carry none of the
 *   excluded allergens; with `vegetarian = N`, the vegetarian dishes of a category that has any
 *   cover ⌈N × portions_per_guest⌉ by themselves;
 * - cost: the proposed menu costs at most 10 % more than the cheapest menu meeting the same rules.
 *
 * How the exact search works (per category, categories are independent): the eligible dishes are
 * split into vegetarian and other dishes. For each group a dynamic programme over the dishes
 * computes, for every capped coverage c (0..needed) and number of different dishes d (0..D), the
 * cheapest quantities reaching at least c with exactly d dishes used (D capped); a dish's units
 * are unbounded, so a dish step is one pass in increasing coverage. Combining the two groups over
 * (vegetarian coverage ≥ vegetarian need, total coverage ≥ need, dishes ≥ variety) gives the
 * cheapest valid menu exactly, in O(dishes × needed × D + needed × D²) integer operations.
 * The same tables then give the proposal: the menu with the most different dishes (up to two more
 * than the variety rule asks) whose cost is within 10 % of that category's cheapest; so the whole
 * menu is within 10 % of the cheapest whole menu. Ties go to the lower cost, then to the cheaper
 * dishes (dishes are taken in price order, then id).
 */

/** Variety asks for three different dishes from this many guests, two below. */
export const LARGE_EVENT_GUESTS = 30;
/** The proposal may cost at most this many percent more than the cheapest valid menu. */
export const MENU_COST_SLACK_PERCENT = 10;
/** Extra different dishes the proposal tries for (within the cost slack) beyond the variety rule. */
export const EXTRA_VARIETY = 2;
export const MIN_EVENT_GUESTS = 1;
export const MAX_EVENT_GUESTS = 1000;
export const MAX_PORTIONS_PER_GUEST = 5;

export interface PlannerDish {
  productId: number;
  name: string;
  categoryId: number;
  /** BYN. */
  price: number;
  /** People one unit feeds. */
  peopleNumbers: number;
  vegetarian: boolean;
  allergens: readonly string[];
  /** Disabled dishes are never eligible (default: enabled). */
  enabled?: boolean;
}

export interface PlannerCategory {
  categoryId: number;
  name: string;
  portionsPerGuest: number;
}

export interface MenuRequest {
  guests: number;
  categories: readonly PlannerCategory[];
  dishes: readonly PlannerDish[];
  /** Guests who eat vegetarian (0 when none). */
  vegetarian?: number;
  excludeAllergens?: readonly string[];
  /** BYN per guest; null or absent when there is no budget. */
  budgetPerGuest?: number | null;
}

export interface MenuLine {
  product_id: number;
  name: string;
  category_id: number;
  quantity: number;
  unit_price: number;
  line_total: number;
}

export interface CategoryCoverage {
  category_id: number;
  category_name: string;
  needed: number;
  covered: number;
  vegetarian_needed: number;
  vegetarian_covered: number;
  /** Different dishes the variety rule asks for. */
  variety_needed: number;
  /** Different dishes in the menu. */
  dishes: number;
  /** Eligible dishes of the category in the catalogue. */
  eligible: number;
  /** Coverage, vegetarian coverage (when the category has vegetarian dishes) and variety all hold. */
  ok: boolean;
}

export interface MenuPlan {
  guests: number;
  lines: MenuLine[];
  coverage: CategoryCoverage[];
  total: number;
  per_guest: number;
  within_budget: boolean;
  min_per_guest: number;
  /** The cheapest valid menu's total (BYN). */
  min_total: number;
}

/** ⌈guests × portions⌉ without floating-point surprises (portions have at most two decimals). */
export function portionsNeeded(guests: number, portionsPerGuest: number): number {
  return Math.ceil((guests * Math.round(portionsPerGuest * 100)) / 100 - 1e-9);
}

export function varietyNeeded(guests: number, eligible: number): number {
  return Math.min(guests < LARGE_EVENT_GUESTS ? 2 : 3, eligible);
}

/** Whether a dish may appear in a menu that excludes these allergens. */
export function isEligible(dish: PlannerDish, excludeAllergens: readonly string[] = []): boolean {
  return (dish.enabled ?? true) && dish.peopleNumbers >= 1 && !dish.allergens.some((code) => excludeAllergens.includes(code));
}

const byPriceThenId = (a: PlannerDish, b: PlannerDish) => toMinor(a.price) - toMinor(b.price) || a.productId - b.productId;

/** Cheapest quantities of one group of dishes per (capped coverage, capped dish count). */
interface GroupTable {
  cost: Float64Array[];
  /** Rebuilds the quantities of a cell. */
  quantities: (coverage: number, count: number) => Map<number, number>;
}

function groupTable(dishes: PlannerDish[], cap: number, maxCount: number): GroupTable {
  const width = maxCount + 1;
  const cells = (cap + 1) * width;
  const index = (c: number, d: number) => c * width + d;
  const layers: Float64Array[] = [];
  // Per dish: cost when the dish is used at least once, and where each such cell came from.
  const usedLayers: Float64Array[] = [];
  const usedFrom: Int32Array[] = [];
  const usedFromPrevious: Uint8Array[] = [];
  let previous = new Float64Array(cells).fill(Infinity);
  previous[index(0, 0)] = 0;
  layers.push(previous);
  for (const dish of dishes) {
    const price = toMinor(dish.price);
    const used = new Float64Array(cells).fill(Infinity);
    const from = new Int32Array(cells).fill(-1);
    const fromPrevious = new Uint8Array(cells);
    for (let c = 0; c <= cap; c += 1) {
      const target = Math.min(cap, c + dish.peopleNumbers);
      for (let d = 0; d <= maxCount; d += 1) {
        const first = previous[index(c, d)];
        const firstTarget = index(target, Math.min(maxCount, d + 1));
        if (first + price < used[firstTarget]) {
          used[firstTarget] = first + price;
          from[firstTarget] = index(c, d);
          fromPrevious[firstTarget] = 1;
        }
        const more = used[index(c, d)];
        const moreTarget = index(target, d);
        if (more + price < used[moreTarget]) {
          used[moreTarget] = more + price;
          from[moreTarget] = index(c, d);
          fromPrevious[moreTarget] = 0;
        }
      }
    }
    const next = new Float64Array(cells);
    for (let cell = 0; cell < cells; cell += 1) next[cell] = Math.min(previous[cell], used[cell]);
    layers.push(next);
    usedLayers.push(used);
    usedFrom.push(from);
    usedFromPrevious.push(fromPrevious);
    previous = next;
  }
  const quantities = (coverage: number, count: number) => {
    const result = new Map<number, number>();
    let cell = index(coverage, count);
    for (let i = dishes.length - 1; i >= 0; i -= 1) {
      if (layers[i][cell] <= usedLayers[i][cell]) continue; // the dish is not used
      let units = 0;
      for (;;) {
        units += 1;
        const fromPrev = usedFromPrevious[i][cell] === 1;
        cell = usedFrom[i][cell];
        if (fromPrev) break;
      }
      result.set(dishes[i].productId, units);
    }
    return result;
  };
  const cost: Float64Array[] = [];
  for (let c = 0; c <= cap; c += 1) cost.push(previous.subarray(c * width, (c + 1) * width));
  return { cost, quantities };
}

interface CategoryChoice {
  cheapestMinor: number;
  quantities: Map<number, number>;
}

/** The cheapest valid menu of one category and the proposal; null when nothing is eligible. */
function planCategory(dishes: PlannerDish[], needed: number, vegetarianNeeded: number, variety: number): CategoryChoice | null {
  if (dishes.length === 0) return null;
  const maxCount = Math.min(dishes.length, variety + EXTRA_VARIETY);
  const vegetarianDishes = dishes.filter((dish) => dish.vegetarian);
  const otherDishes = dishes.filter((dish) => !dish.vegetarian);
  const veg = groupTable(vegetarianDishes, needed, maxCount);
  const other = groupTable(otherDishes, needed, maxCount);
  // Other dishes: cheapest reaching at least c, per count (suffix minimum over coverage).
  const atLeast: { cost: number; coverage: number }[][] = [];
  for (let c = needed; c >= 0; c -= 1) {
    atLeast[c] = [];
    for (let d = 0; d <= maxCount; d += 1) {
      const here = other.cost[c][d];
      const above = c < needed ? atLeast[c + 1][d] : { cost: Infinity, coverage: -1 };
      atLeast[c][d] = here <= above.cost ? { cost: here, coverage: c } : above;
    }
  }
  const best: { cost: number; vegCoverage: number; vegCount: number; otherCoverage: number; otherCount: number }[] = [];
  for (let v = Math.min(vegetarianNeeded, needed); v <= needed; v += 1) {
    for (let dv = 0; dv <= maxCount; dv += 1) {
      const vegCost = veg.cost[v][dv];
      if (vegCost === Infinity) continue;
      for (let dn = 0; dn <= maxCount; dn += 1) {
        const rest = atLeast[needed - v][dn];
        const total = vegCost + rest.cost;
        if (total === Infinity) continue;
        const count = Math.min(maxCount, dv + dn);
        if (!best[count] || total < best[count].cost) {
          best[count] = { cost: total, vegCoverage: v, vegCount: dv, otherCoverage: rest.coverage, otherCount: dn };
        }
      }
    }
  }
  let cheapest = Infinity;
  for (let count = variety; count <= maxCount; count += 1) if (best[count]) cheapest = Math.min(cheapest, best[count].cost);
  if (cheapest === Infinity) return null;
  for (let count = maxCount; count >= variety; count -= 1) {
    const choice = best[count];
    if (!choice || choice.cost * 100 > cheapest * (100 + MENU_COST_SLACK_PERCENT)) continue;
    const quantities = new Map([
      ...veg.quantities(choice.vegCoverage, choice.vegCount),
      ...other.quantities(choice.otherCoverage, choice.otherCount),
    ]);
    return { cheapestMinor: cheapest, quantities };
  }
  return null;
}

function vegetarianGuests(request: MenuRequest): number {
  return Math.max(0, Math.min(request.guests, request.vegetarian ?? 0));
}

/** Coverage, totals and the budget check of a menu with these quantities (product id → units). */
export function evaluateMenu(request: MenuRequest, quantities: ReadonlyMap<number, number>, cheapestMinor?: number): MenuPlan {
  const exclude = request.excludeAllergens ?? [];
  const vegetarian = vegetarianGuests(request);
  const lines: MenuLine[] = [];
  const coverage: CategoryCoverage[] = [];
  let totalMinor = 0;
  for (const category of request.categories) {
    const inCategory = request.dishes.filter((dish) => dish.categoryId === category.categoryId);
    const eligible = inCategory.filter((dish) => isEligible(dish, exclude));
    const needed = portionsNeeded(request.guests, category.portionsPerGuest);
    const hasVegetarian = eligible.some((dish) => dish.vegetarian);
    const vegetarianNeeded = vegetarian > 0 ? portionsNeeded(vegetarian, category.portionsPerGuest) : 0;
    const variety = varietyNeeded(request.guests, eligible.length);
    let covered = 0;
    let vegetarianCovered = 0;
    let dishes = 0;
    for (const dish of [...inCategory].sort(byPriceThenId)) {
      const quantity = quantities.get(dish.productId) ?? 0;
      if (quantity <= 0) continue;
      const lineMinor = toMinor(dish.price) * quantity;
      totalMinor += lineMinor;
      dishes += 1;
      covered += dish.peopleNumbers * quantity;
      if (dish.vegetarian) vegetarianCovered += dish.peopleNumbers * quantity;
      lines.push({
        product_id: dish.productId,
        name: dish.name,
        category_id: dish.categoryId,
        quantity,
        unit_price: dish.price,
        line_total: fromMinor(lineMinor),
      });
    }
    const allEligible = inCategory.every((dish) => (quantities.get(dish.productId) ?? 0) <= 0 || isEligible(dish, exclude));
    coverage.push({
      category_id: category.categoryId,
      category_name: category.name,
      needed,
      covered,
      vegetarian_needed: vegetarianNeeded,
      vegetarian_covered: vegetarianCovered,
      variety_needed: variety,
      dishes,
      eligible: eligible.length,
      ok:
        eligible.length > 0 &&
        allEligible &&
        covered >= needed &&
        dishes >= variety &&
        (!hasVegetarian || vegetarianCovered >= vegetarianNeeded),
    });
  }
  const budget = request.budgetPerGuest;
  const cheapest = cheapestMinor ?? totalMinor;
  return {
    guests: request.guests,
    lines,
    coverage,
    total: fromMinor(totalMinor),
    per_guest: fromMinor(Math.round(totalMinor / request.guests)),
    within_budget: budget === null || budget === undefined || totalMinor <= toMinor(budget) * request.guests,
    min_per_guest: fromMinor(Math.round(cheapest / request.guests)),
    min_total: fromMinor(cheapest),
  };
}

/**
 * Proposes a menu (see the rules above). A category of the format with no eligible dish is left
 * without lines and reported with `covered` 0 and `ok` false; the rest of the menu is planned.
 */
export function planMenu(request: MenuRequest): MenuPlan {
  const exclude = request.excludeAllergens ?? [];
  const vegetarian = vegetarianGuests(request);
  const quantities = new Map<number, number>();
  let cheapestMinor = 0;
  for (const category of request.categories) {
    const eligible = request.dishes
      .filter((dish) => dish.categoryId === category.categoryId && isEligible(dish, exclude))
      .sort(byPriceThenId);
    const needed = portionsNeeded(request.guests, category.portionsPerGuest);
    const vegetarianNeeded =
      vegetarian > 0 && eligible.some((dish) => dish.vegetarian) ? portionsNeeded(vegetarian, category.portionsPerGuest) : 0;
    const choice = planCategory(eligible, needed, vegetarianNeeded, varietyNeeded(request.guests, eligible.length));
    if (!choice) continue;
    cheapestMinor += choice.cheapestMinor;
    for (const [productId, units] of choice.quantities) quantities.set(productId, units);
  }
  return evaluateMenu(request, quantities, cheapestMinor);
}

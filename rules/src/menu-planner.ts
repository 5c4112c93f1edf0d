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
 *
 * Bounded work: the search runs on the category's candidates (`menuCandidates`), at most
 * 4 × MENU_CANDIDATES_PER_ORDER dishes whatever the catalogue, so a request costs
 * O(categories × candidates × needed × D) however many dishes the shop sells. "Cheapest" is the
 * cheapest among the candidates; the candidates hold the dishes that feed a person most cheaply
 * and the cheapest single units, which is where the cheapest menus come from.
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
/**
 * Candidates per category, group (vegetarian / other) and order (price per person fed, unit
 * price): a category is planned over at most 4 × this many dishes.
 */
export const MENU_CANDIDATES_PER_ORDER = 6;

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

/** Cheaper per person fed first (price / people_numbers, compared without division), then lower price, then id. */
const byPricePerPersonThenId = (a: PlannerDish, b: PlannerDish) =>
  toMinor(a.price) * b.peopleNumbers - toMinor(b.price) * a.peopleNumbers || byPriceThenId(a, b);

/** The `limit` smallest of `dishes` under `order` (one pass, no full sort of a large list). */
function smallest<T extends PlannerDish>(dishes: readonly T[], limit: number, order: (a: T, b: T) => number): T[] {
  const kept: T[] = [];
  for (const dish of dishes) {
    if (kept.length === limit && order(dish, kept[limit - 1]) >= 0) continue;
    let at = kept.length;
    while (at > 0 && order(dish, kept[at - 1]) < 0) at -= 1;
    kept.splice(at, 0, dish);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}

/**
 * The dishes the planner weighs for a request, in price order (then id). Per category of the
 * request, its eligible dishes are split into vegetarian and other ones; of each group the
 * `perOrder` cheapest per person fed (price / people_numbers; ties: lower price, then id) and the
 * `perOrder` cheapest units (ties: id) are kept, so a category has at most 4 × `perOrder`
 * candidates whatever the catalogue. Dishes of other categories and ineligible ones are left out.
 * Taking the candidates of the candidates changes nothing.
 */
export function menuCandidates<T extends PlannerDish>(
  request: MenuRequest & { dishes: readonly T[] },
  perOrder = MENU_CANDIDATES_PER_ORDER,
): T[] {
  const exclude = request.excludeAllergens ?? [];
  const categories = new Set(request.categories.map((category) => category.categoryId));
  const groups = new Map<string, T[]>();
  for (const dish of request.dishes) {
    if (!categories.has(dish.categoryId) || !isEligible(dish, exclude)) continue;
    const key = `${dish.categoryId}:${dish.vegetarian ? 1 : 0}`;
    const group = groups.get(key);
    if (group) group.push(dish);
    else groups.set(key, [dish]);
  }
  const kept = new Set<T>();
  for (const group of groups.values()) {
    for (const dish of smallest(group, perOrder, byPricePerPersonThenId)) kept.add(dish);
    for (const dish of smallest(group, perOrder, byPriceThenId)) kept.add(dish);
  }
  return [...kept].sort(byPriceThenId);
}

/*
 * The search's hot loops read no global (Math, Infinity): a global read is a property lookup on
 * the global object each time, dozens of times slower inside a sandboxed context such as a test
 * runner's, and these loops run a few million times for a 1000-guest request.
 */
const NONE = Number.POSITIVE_INFINITY;
const smaller = (a: number, b: number) => (a < b ? a : b);

/** Cheapest quantities of one group of dishes per (capped coverage, capped dish count). */
interface GroupTable {
  cost: Float64Array[];
  /** Rebuilds the quantities of a cell. */
  quantities: (coverage: number, count: number) => Map<number, number>;
}

function groupTable(dishes: PlannerDish[], cap: number, maxCount: number): GroupTable {
  const width = maxCount + 1;
  const cells = (cap + 1) * width;
  // Per dish: cost when the dish is used at least once, and where each such cell came from
  // (`from`: the source cell, or -1 - the source cell when it is the table before this dish).
  const usedLayers: Float64Array[] = [];
  const usedFrom: Int32Array[] = [];
  // The table over the dishes so far, updated in place after each dish.
  const current = new Float64Array(cells).fill(NONE);
  current[0] = 0;
  for (const dish of dishes) {
    const price = toMinor(dish.price);
    const people = dish.peopleNumbers;
    const used = new Float64Array(cells).fill(NONE);
    const from = new Int32Array(cells);
    for (let c = 0; c <= cap; c += 1) {
      const row = c * width;
      const targetRow = (c + people < cap ? c + people : cap) * width;
      for (let d = 0; d <= maxCount; d += 1) {
        const first = current[row + d] + price;
        const firstTarget = targetRow + (d < maxCount ? d + 1 : maxCount);
        if (first < used[firstTarget]) {
          used[firstTarget] = first;
          from[firstTarget] = -1 - (row + d);
        }
        const more = used[row + d] + price;
        const moreTarget = targetRow + d;
        if (more < used[moreTarget]) {
          used[moreTarget] = more;
          from[moreTarget] = row + d;
        }
      }
    }
    for (let cell = 0; cell < cells; cell += 1) if (used[cell] < current[cell]) current[cell] = used[cell];
    usedLayers.push(used);
    usedFrom.push(from);
  }
  /** The cell's cost over the dishes before dish `i`. */
  const before = (i: number, cell: number) => {
    let cost = cell === 0 ? 0 : NONE;
    for (let k = 0; k < i; k += 1) cost = smaller(cost, usedLayers[k][cell]);
    return cost;
  };
  const quantities = (coverage: number, count: number) => {
    const result = new Map<number, number>();
    let cell = coverage * width + count;
    for (let i = dishes.length - 1; i >= 0; i -= 1) {
      if (before(i, cell) <= usedLayers[i][cell]) continue; // the dish is not used
      let units = 0;
      for (;;) {
        units += 1;
        const source = usedFrom[i][cell];
        if (source < 0) {
          cell = -1 - source;
          break;
        }
        cell = source;
      }
      result.set(dishes[i].productId, units);
    }
    return result;
  };
  const cost: Float64Array[] = [];
  for (let c = 0; c <= cap; c += 1) cost.push(current.subarray(c * width, (c + 1) * width));
  return { cost, quantities };
}

interface CategoryChoice {
  cheapestMinor: number;
  quantities: Map<number, number>;
}

/** The cheapest valid menu of one category and the proposal; null when nothing is eligible. */
function planCategory(dishes: PlannerDish[], needed: number, vegetarianNeeded: number, variety: number): CategoryChoice | null {
  if (dishes.length === 0) return null;
  const maxCount = smaller(dishes.length, variety + EXTRA_VARIETY);
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
      const above = c < needed ? atLeast[c + 1][d] : { cost: NONE, coverage: -1 };
      atLeast[c][d] = here <= above.cost ? { cost: here, coverage: c } : above;
    }
  }
  const best: { cost: number; vegCoverage: number; vegCount: number; otherCoverage: number; otherCount: number }[] = [];
  for (let v = smaller(vegetarianNeeded, needed); v <= needed; v += 1) {
    for (let dv = 0; dv <= maxCount; dv += 1) {
      const vegCost = veg.cost[v][dv];
      if (vegCost === NONE) continue;
      for (let dn = 0; dn <= maxCount; dn += 1) {
        const rest = atLeast[needed - v][dn];
        const total = vegCost + rest.cost;
        if (total === NONE) continue;
        const count = smaller(maxCount, dv + dn);
        if (!best[count] || total < best[count].cost) {
          best[count] = { cost: total, vegCoverage: v, vegCount: dv, otherCoverage: rest.coverage, otherCount: dn };
        }
      }
    }
  }
  let cheapest = NONE;
  for (let count = variety; count <= maxCount; count += 1) if (best[count]) cheapest = smaller(cheapest, best[count].cost);
  if (cheapest === NONE) return null;
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
 * Proposes a menu (see the rules above) over the request's candidates (`menuCandidates`). A
 * category of the format with no eligible dish is left without lines and reported with `covered`
 * 0 and `ok` false; the rest of the menu is planned. Callers that show the alternatives pass the
 * candidates as `dishes`, so the coverage's `eligible` counts what the shopper can pick from.
 */
export function planMenu(request: MenuRequest): MenuPlan {
  const vegetarian = vegetarianGuests(request);
  const quantities = new Map<number, number>();
  const candidates = menuCandidates(request);
  let cheapestMinor = 0;
  for (const category of request.categories) {
    const eligible = candidates.filter((dish) => dish.categoryId === category.categoryId);
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

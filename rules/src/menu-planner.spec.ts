import { toMinor } from './money';
import {
  evaluateMenu,
  MAX_EVENT_GUESTS,
  MAX_PORTIONS_PER_GUEST,
  MENU_CANDIDATES_PER_ORDER,
  menuCandidates,
  MenuRequest,
  planMenu,
  PlannerDish,
  portionsNeeded,
  varietyNeeded,
} from './menu-planner';

const dish = (over: Partial<PlannerDish> & Pick<PlannerDish, 'productId'>): PlannerDish => ({
  name: `Блюдо ${over.productId}`,
  categoryId: 1,
  price: 10,
  peopleNumbers: 1,
  vegetarian: false,
  allergens: [],
  ...over,
});

const boxes = { categoryId: 1, name: 'Боксы', portionsPerGuest: 1 };
const desserts = { categoryId: 2, name: 'Десерты', portionsPerGuest: 0.5 };

const quantitiesOf = (plan: { lines: { product_id: number; quantity: number }[] }) =>
  new Map(plan.lines.map((line) => [line.product_id, line.quantity]));

describe('portionsNeeded and varietyNeeded', () => {
  it('rounds the portions up and never trips over binary fractions', () => {
    expect(portionsNeeded(80, 1)).toBe(80);
    expect(portionsNeeded(7, 0.5)).toBe(4);
    expect(portionsNeeded(10, 0.3)).toBe(3); // 10 × 0.3 is 3.0000000000000004 in binary
    expect(portionsNeeded(3, 0.7)).toBe(3); // 2.1 → 3
  });

  it('asks for two dishes below 30 guests and three from 30, never more than there are', () => {
    expect(varietyNeeded(29, 9)).toBe(2);
    expect(varietyNeeded(30, 9)).toBe(3);
    expect(varietyNeeded(30, 2)).toBe(2);
    expect(varietyNeeded(5, 0)).toBe(0);
  });
});

describe('planMenu', () => {
  it('covers every category of the format with enough portions and the asked variety', () => {
    const plan = planMenu({
      guests: 40,
      categories: [boxes, desserts],
      dishes: [
        dish({ productId: 1, price: 50, peopleNumbers: 6 }),
        dish({ productId: 2, price: 40, peopleNumbers: 5 }),
        dish({ productId: 3, price: 90, peopleNumbers: 10 }),
        dish({ productId: 4, price: 30, peopleNumbers: 4 }),
        dish({ productId: 5, categoryId: 2, price: 20, peopleNumbers: 8 }),
        dish({ productId: 6, categoryId: 2, price: 25, peopleNumbers: 10 }),
      ],
    });
    expect(plan.coverage).toHaveLength(2);
    const [box, dessert] = plan.coverage;
    expect(box).toMatchObject({ category_id: 1, needed: 40, variety_needed: 3, ok: true });
    expect(box.covered).toBeGreaterThanOrEqual(40);
    expect(box.dishes).toBeGreaterThanOrEqual(3);
    expect(dessert).toMatchObject({ category_id: 2, needed: 20, variety_needed: 2, ok: true });
    expect(dessert.covered).toBeGreaterThanOrEqual(20);
    expect(plan.lines.every((line) => line.quantity >= 1)).toBe(true);
    expect(toMinor(plan.total) * 100).toBeLessThanOrEqual(toMinor(plan.min_total) * 110);
  });

  it('answers totals in BYN: line totals, total, per guest and the cheapest per guest', () => {
    const plan = planMenu({
      guests: 3,
      categories: [boxes],
      dishes: [dish({ productId: 1, price: 10.1, peopleNumbers: 2 }), dish({ productId: 2, price: 0.2, peopleNumbers: 1 })],
    });
    // Cheapest with two dishes: 1 × 10.10 (2 people) + 1 × 0.20 (1 person) = 10.30.
    expect(plan.lines).toEqual([
      { product_id: 2, name: 'Блюдо 2', category_id: 1, quantity: 1, unit_price: 0.2, line_total: 0.2 },
      { product_id: 1, name: 'Блюдо 1', category_id: 1, quantity: 1, unit_price: 10.1, line_total: 10.1 },
    ]);
    expect(plan.total).toBe(10.3);
    expect(plan.min_total).toBe(10.3);
    expect(plan.per_guest).toBe(3.43);
    expect(plan.min_per_guest).toBe(3.43);
    expect(plan.within_budget).toBe(true);
  });

  it('leaves out disabled dishes, dishes that feed nobody and dishes with an excluded allergen', () => {
    const plan = planMenu({
      guests: 10,
      categories: [boxes],
      excludeAllergens: ['nuts'],
      dishes: [
        dish({ productId: 1, price: 1, peopleNumbers: 10, enabled: false }),
        dish({ productId: 2, price: 1, peopleNumbers: 0 }),
        dish({ productId: 3, price: 1, peopleNumbers: 10, allergens: ['milk', 'nuts'] }),
        dish({ productId: 4, price: 30, peopleNumbers: 5, allergens: ['milk'] }),
        dish({ productId: 5, price: 40, peopleNumbers: 5 }),
      ],
    });
    expect([...quantitiesOf(plan).keys()].sort()).toEqual([4, 5]);
    expect(plan.coverage[0]).toMatchObject({ eligible: 2, needed: 10, covered: 10, ok: true });
  });

  it('reports a category without an eligible dish with covered 0 and plans the others', () => {
    const plan = planMenu({
      guests: 10,
      categories: [boxes, desserts],
      excludeAllergens: ['milk'],
      dishes: [dish({ productId: 1, peopleNumbers: 5 }), dish({ productId: 2, categoryId: 2, allergens: ['milk'] })],
    });
    expect(plan.coverage[1]).toMatchObject({ category_id: 2, needed: 5, covered: 0, eligible: 0, ok: false });
    expect(plan.coverage[0]).toMatchObject({ covered: 10, ok: true });
    expect(plan.lines.map((line) => line.product_id)).toEqual([1]);
  });

  it('makes the vegetarian dishes alone cover the vegetarian guests', () => {
    // Without the rule the cheap meat dish would feed everyone.
    const request: MenuRequest = {
      guests: 20,
      categories: [boxes],
      dishes: [
        dish({ productId: 1, price: 10, peopleNumbers: 10 }),
        dish({ productId: 2, price: 12, peopleNumbers: 10 }),
        dish({ productId: 3, price: 30, peopleNumbers: 3, vegetarian: true }),
      ],
    };
    const meat = planMenu(request);
    expect(meat.coverage[0].vegetarian_covered).toBeLessThan(7);
    const plan = planMenu({ ...request, vegetarian: 7 });
    expect(plan.coverage[0]).toMatchObject({ vegetarian_needed: 7, ok: true });
    expect(plan.coverage[0].vegetarian_covered).toBeGreaterThanOrEqual(7);
    expect(quantitiesOf(plan).get(3)).toBe(3);
  });

  it('ignores the vegetarian rule in a category with no vegetarian dish', () => {
    const plan = planMenu({ guests: 4, vegetarian: 2, categories: [boxes], dishes: [dish({ productId: 1 }), dish({ productId: 2 })] });
    expect(plan.coverage[0]).toMatchObject({ vegetarian_needed: 2, vegetarian_covered: 0, ok: true });
  });

  it('says whether the menu fits the budget per guest', () => {
    const request: MenuRequest = {
      guests: 2,
      categories: [boxes],
      dishes: [dish({ productId: 1, price: 10 }), dish({ productId: 2, price: 10 })],
    };
    expect(planMenu({ ...request, budgetPerGuest: 10 })).toMatchObject({ total: 20, per_guest: 10, within_budget: true });
    expect(planMenu({ ...request, budgetPerGuest: 9.99 })).toMatchObject({ within_budget: false });
    expect(planMenu({ ...request, budgetPerGuest: null }).within_budget).toBe(true);
  });

  it('uses the cost slack for more variety but never goes past 10 % above the cheapest', () => {
    // Needed 30 → three dishes at least; a fourth and fifth dish only if within 10 %.
    const dishes = [1, 2, 3, 4, 5].map((id) => dish({ productId: id, price: 10 + id, peopleNumbers: 10 }));
    const plan = planMenu({ guests: 30, categories: [boxes], dishes });
    expect(plan.min_total).toBe(11 + 12 + 13);
    expect(plan.coverage[0].dishes).toBe(3);
    const cheapFourth = planMenu({ guests: 40, categories: [boxes], dishes });
    expect(cheapFourth.coverage[0].dishes).toBe(4);
    expect(toMinor(cheapFourth.total) * 100).toBeLessThanOrEqual(toMinor(cheapFourth.min_total) * 110);
  });
});

describe('menuCandidates: the bounded set the planner weighs', () => {
  // 2000 dishes in one category, every fifth vegetarian; prices and head counts spread out.
  const many = Array.from({ length: 2000 }, (_, index) =>
    dish({
      productId: index + 1,
      price: 5 + ((index * 7919) % 3000) / 10,
      peopleNumbers: 1 + ((index * 31) % 30),
      vegetarian: index % 5 === 0,
      allergens: index % 3 === 0 ? ['nuts'] : [],
    }),
  );
  const request: MenuRequest = { guests: 500, categories: [boxes], dishes: many, excludeAllergens: ['fish'] };

  it('keeps per group the N cheapest per person fed and the N cheapest units: at most 4 × N per category', () => {
    const kept = menuCandidates(request);
    expect(kept.length).toBeLessThanOrEqual(4 * MENU_CANDIDATES_PER_ORDER);
    const perPerson = (item: PlannerDish) => item.price / item.peopleNumbers;
    for (const vegetarian of [true, false]) {
      const group = many.filter((item) => item.vegetarian === vegetarian);
      const bestPerPerson = [...group].sort((a, b) => perPerson(a) - perPerson(b)).slice(0, MENU_CANDIDATES_PER_ORDER);
      const cheapest = [...group].sort((a, b) => a.price - b.price || a.productId - b.productId).slice(0, MENU_CANDIDATES_PER_ORDER);
      for (const item of [...bestPerPerson, ...cheapest]) expect(kept).toContain(item);
    }
    expect(kept.map((item) => item.price)).toEqual([...kept.map((item) => item.price)].sort((a, b) => a - b));
    expect(menuCandidates({ ...request, dishes: kept })).toEqual(kept);
  });

  it('leaves out excluded allergens, other categories and dishes that feed nobody', () => {
    const kept = menuCandidates({
      ...request,
      excludeAllergens: ['nuts'],
      dishes: [...many, dish({ productId: 9001, categoryId: 2, price: 0.01 }), dish({ productId: 9002, price: 0.01, peopleNumbers: 0 })],
    });
    expect(kept.some((item) => item.allergens.includes('nuts') || item.productId > 9000)).toBe(false);
  });

  it('plans the largest request on a large catalogue over the candidates only, quickly', () => {
    const started = Date.now();
    const plan = planMenu({
      guests: MAX_EVENT_GUESTS,
      vegetarian: 300,
      categories: [{ ...boxes, portionsPerGuest: MAX_PORTIONS_PER_GUEST }],
      dishes: many,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(plan.coverage[0]).toMatchObject({ needed: 5000, ok: true });
    expect(plan.coverage[0].eligible).toBe(2000);
    const kept = new Set(menuCandidates({ ...request, excludeAllergens: [] }).map((item) => item.productId));
    expect(plan.lines.every((line) => kept.has(line.product_id))).toBe(true);
  });
});

describe('evaluateMenu', () => {
  const request: MenuRequest = {
    guests: 10,
    categories: [boxes],
    dishes: [dish({ productId: 1, peopleNumbers: 5 }), dish({ productId: 2, peopleNumbers: 5, allergens: ['fish'] })],
    excludeAllergens: ['fish'],
  };

  it('recomputes coverage and totals of an edited menu', () => {
    const menu = evaluateMenu(request, new Map([[1, 3]]), toMinor(20));
    expect(menu.coverage[0]).toMatchObject({ covered: 15, dishes: 1, variety_needed: 1, ok: true });
    expect(menu).toMatchObject({ total: 30, per_guest: 3, min_total: 20, min_per_guest: 2 });
  });

  it('flags a menu that lacks coverage or holds an excluded dish', () => {
    expect(evaluateMenu(request, new Map([[1, 1]])).coverage[0].ok).toBe(false);
    expect(
      evaluateMenu(
        request,
        new Map([
          [1, 2],
          [2, 1],
        ]),
      ).coverage[0].ok,
    ).toBe(false);
  });
});

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every quantity vector of one category, 0..limits[i] units of dish i. */
function* allQuantities(limits: number[]): Generator<number[]> {
  const vector = new Array<number>(limits.length).fill(0);
  for (;;) {
    yield [...vector];
    let i = 0;
    while (i < limits.length && vector[i] === limits[i]) vector[i++] = 0;
    if (i === limits.length) return;
    vector[i] += 1;
  }
}

describe('planMenu against an exhaustive search on small catalogues', () => {
  it('finds the cheapest valid menu exactly and proposes a valid one within 10 % with the most variety', () => {
    const next = random(27);
    const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
    for (let round = 0; round < 150; round += 1) {
      const guests = int(1, 9) + (next() < 0.3 ? 30 : 0);
      const portions = [0.5, 1, 1.5][int(0, 2)];
      const vegetarian = next() < 0.5 ? int(0, guests) : 0;
      const count = int(1, 4);
      const dishes = Array.from({ length: count }, (_, i) =>
        dish({
          productId: i + 1,
          price: int(1, 40) / 2,
          peopleNumbers: int(0, 12),
          vegetarian: next() < 0.4,
          allergens: next() < 0.2 ? ['nuts'] : [],
        }),
      );
      const request: MenuRequest = {
        guests,
        vegetarian,
        excludeAllergens: ['nuts'],
        categories: [{ categoryId: 1, name: 'Боксы', portionsPerGuest: portions }],
        dishes,
      };
      const plan = planMenu(request);
      const eligible = dishes.filter((d) => d.peopleNumbers >= 1 && d.allergens.length === 0);
      const needed = portionsNeeded(guests, portions);
      const hasVegetarian = eligible.some((d) => d.vegetarian);
      const vegetarianNeeded = vegetarian > 0 ? portionsNeeded(vegetarian, portions) : 0;
      const variety = varietyNeeded(guests, eligible.length);
      // Brute force: more units of a dish than it takes to feed `needed` alone never help.
      let cheapest = Infinity;
      const bestByCount = new Map<number, number>();
      for (const vector of allQuantities(eligible.map((d) => Math.ceil(needed / d.peopleNumbers)))) {
        let covered = 0;
        let vegetarianCovered = 0;
        let cost = 0;
        let used = 0;
        vector.forEach((units, i) => {
          covered += units * eligible[i].peopleNumbers;
          if (eligible[i].vegetarian) vegetarianCovered += units * eligible[i].peopleNumbers;
          cost += units * toMinor(eligible[i].price);
          if (units > 0) used += 1;
        });
        if (covered < needed || used < variety || (hasVegetarian && vegetarianCovered < vegetarianNeeded)) continue;
        cheapest = Math.min(cheapest, cost);
        bestByCount.set(used, Math.min(bestByCount.get(used) ?? Infinity, cost));
      }
      const context = JSON.stringify(request);
      if (eligible.length === 0) {
        expect(plan.lines, context).toEqual([]);
        expect(plan.coverage[0].covered, context).toBe(0);
        continue;
      }
      expect(toMinor(plan.min_total), context).toBe(cheapest);
      expect(plan.coverage[0].ok, context).toBe(true);
      expect(toMinor(plan.total) * 100, context).toBeLessThanOrEqual(cheapest * 110);
      // No menu within the slack has more different dishes (up to two beyond the rule).
      const within = [...bestByCount].filter(([, cost]) => cost * 100 <= cheapest * 110).map(([used]) => used);
      expect(plan.coverage[0].dishes, context).toBe(Math.min(Math.max(...within), variety + 2));
      // The proposal is re-checked by evaluateMenu the same way.
      expect(evaluateMenu(request, quantitiesOf(plan), toMinor(plan.min_total)).coverage[0].ok).toBe(true);
    }
  });
});

import fc from 'fast-check';
import {
  allergensToCheck,
  eventFoodCostExact,
  eventFoodCostMinor,
  foodCostMinor,
  lineCostMinor,
  marginPercent,
  PlanIngredient,
  planPurchases,
  PlanRecipe,
  sameFraction,
  addFractions,
  ZERO,
  belowMinMargin,
  roundFraction,
} from './costing';

describe('food cost', () => {
  it('is Σ quantity × (1 + waste) × price / yield, rounded to kopecks once', () => {
    // 0.35 kg potatoes at 1,89 with 20 % peeling = 0,7938; 0.1 l sour cream at 6,40 = 0,64; 2 eggs at 0,45 = 0,90
    const recipe = {
      yieldPortions: 2,
      lines: [
        { quantityMilli: 350, wasteTenths: 200, priceMinor: 189 },
        { quantityMilli: 100, wasteTenths: 0, priceMinor: 640 },
        { quantityMilli: 2000, wasteTenths: 0, priceMinor: 45 },
      ],
    };
    expect(lineCostMinor(recipe.lines[0])).toBe(79);
    // (79.38 + 64 + 90) / 2 = 116.69 kopecks
    expect(foodCostMinor(recipe)).toBe(117);
    expect(eventFoodCostMinor([{ quantity: 3, recipe }])).toBe(350);
  });

  it('margin percent has one decimal and is null for a free dish', () => {
    expect(marginPercent(1000, 333)).toBe(66.7);
    expect(marginPercent(1000, 1500)).toBe(-50);
    expect(marginPercent(0, 10)).toBeNull();
    expect(belowMinMargin(59.9, 60)).toBe(true);
    expect(belowMinMargin(null, 60)).toBe(false);
  });

  it('lists the ingredient allergens the dish lacks, unless confirmed', () => {
    expect(allergensToCheck(['milk', 'eggs', 'gluten'], ['gluten'], ['eggs'])).toEqual(['milk']);
    expect(allergensToCheck(['milk'], ['milk'], [])).toEqual([]);
  });
});

describe('purchase plan', () => {
  const ingredients = new Map<number, PlanIngredient>([
    [1, { id: 1, priceMinor: 189, packMilli: 5000 }],
    [2, { id: 2, priceMinor: 640, packMilli: null }],
  ]);

  it('rounds up to whole packs and keeps the need apart', () => {
    const recipe: PlanRecipe = {
      yieldPortions: 1,
      lines: [
        { ingredientId: 1, quantityMilli: 350, wasteTenths: 200 },
        { ingredientId: 2, quantityMilli: 333, wasteTenths: 0 },
      ],
    };
    const plan = planPurchases(
      [
        { quantity: 20, recipe },
        { quantity: 5, recipe: null },
      ],
      ingredients,
    );
    const potatoes = plan.items.find((item) => item.ingredientId === 1)!;
    expect(potatoes.neededMilli).toBe(8400);
    expect(potatoes.packs).toBe(2);
    expect(potatoes.toBuyMilli).toBe(10_000);
    expect(potatoes.costMinor).toBe(1890);
    const cream = plan.items.find((item) => item.ingredientId === 2)!;
    expect(cream.packs).toBeNull();
    expect(cream.toBuyMilli).toBe(6660);
    expect(plan.totalCostMinor).toBe(1890 + Math.round(6.66 * 640));
    expect(plan.neededCostMinor).toBe(Math.round(8.4 * 189 + 6.66 * 640));
  });

  const line = fc.record({
    ingredientId: fc.integer({ min: 1, max: 4 }),
    quantityMilli: fc.integer({ min: 1, max: 50_000 }),
    wasteTenths: fc.integer({ min: 0, max: 900 }),
  });
  const recipe = fc.record({ yieldPortions: fc.integer({ min: 1, max: 48 }), lines: fc.array(line, { minLength: 1, maxLength: 5 }) });
  const dish = fc.record({ quantity: fc.integer({ min: 1, max: 1000 }), recipe: fc.option(recipe, { nil: null }) });
  const prices = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 4, maxLength: 4 });
  const packs = fc.array(fc.option(fc.integer({ min: 1, max: 25_000 }), { nil: null }), { minLength: 4, maxLength: 4 });

  it('before pack rounding costs exactly the sum of the events’ food costs; packs only add', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(dish, { maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        prices,
        packs,
        (events, priceList, packList) => {
          const table = new Map(
            priceList.map((priceMinor, index) => [index + 1, { id: index + 1, priceMinor, packMilli: packList[index] }]),
          );
          const priced = (plan: PlanRecipe | null) =>
            plan && {
              yieldPortions: plan.yieldPortions,
              lines: plan.lines.map((l) => ({
                quantityMilli: l.quantityMilli,
                wasteTenths: l.wasteTenths,
                priceMinor: table.get(l.ingredientId)!.priceMinor,
              })),
            };
          const purchase = planPurchases(events.flat(), table);
          const eventsExact = events.reduce(
            (sum, event) => addFractions(sum, eventFoodCostExact(event.map((d) => ({ quantity: d.quantity, recipe: priced(d.recipe) })))),
            ZERO,
          );
          expect(sameFraction(purchase.neededCostExact, eventsExact)).toBe(true);
          expect(purchase.neededCostMinor).toBe(roundFraction(eventsExact));
          // Each event rounded on its own is at most half a kopeck away from the exact sum.
          const roundedSum = events.reduce(
            (sum, event) => sum + eventFoodCostMinor(event.map((d) => ({ quantity: d.quantity, recipe: priced(d.recipe) }))),
            0,
          );
          expect(Math.abs(roundedSum - purchase.neededCostMinor)).toBeLessThanOrEqual(events.length);
          for (const item of purchase.items) {
            expect(item.toBuyMilli).toBeGreaterThanOrEqual(item.neededMilli);
            const pack = table.get(item.ingredientId)!.packMilli;
            if (pack !== null) {
              expect(item.toBuyMilli % pack).toBe(0);
              expect(item.toBuyMilli - pack).toBeLessThan(item.neededMilli);
            }
          }
          expect(purchase.totalCostMinor).toBeGreaterThanOrEqual(purchase.neededCostMinor - purchase.items.length);
        },
      ),
    );
  });

  it('for one event the list costs exactly that event’s food cost', () => {
    fc.assert(
      fc.property(fc.array(dish, { maxLength: 6 }), prices, (event, priceList) => {
        const table = new Map(priceList.map((priceMinor, index) => [index + 1, { id: index + 1, priceMinor, packMilli: null }]));
        const costed = event.map((d) => ({
          quantity: d.quantity,
          recipe: d.recipe && {
            yieldPortions: d.recipe.yieldPortions,
            lines: d.recipe.lines.map((l) => ({ ...l, priceMinor: table.get(l.ingredientId)!.priceMinor })),
          },
        }));
        expect(planPurchases(event, table).neededCostMinor).toBe(eventFoodCostMinor(costed));
      }),
    );
  });
});

import {
  foodCostMinor,
  fromMinor,
  lineCostMinor,
  marginMinor,
  marginPercent,
  toMilli,
  toMinor,
  toWasteTenths,
  type CostLine,
} from '@bulbash/rules';

/**
 * The recipe editor's live preview of the costs while typing, by the API's own rules in
 * @bulbash/rules (exact fractions, rounded to kopecks once); after a save the screen shows the
 * API's answer. A line costs quantity × (1 + waste %) × price; a unit as sold Σ lines / yield.
 */
export interface CostedLine {
  quantity: number;
  waste_percent: number;
  price_per_unit: number;
}

const costLine = (line: CostedLine): CostLine => ({
  quantityMilli: toMilli(line.quantity),
  wasteTenths: toWasteTenths(line.waste_percent),
  priceMinor: toMinor(line.price_per_unit),
});

/** A line's cost in byn, rounded to kopecks. */
export const lineCost = (line: CostedLine): number => fromMinor(lineCostMinor(costLine(line)));

/** The food cost of one unit as sold, or null without lines or with a yield below 1. */
export function foodCost(lines: readonly CostedLine[], yieldPortions: number): number | null {
  if (lines.length === 0 || !(yieldPortions >= 1)) return null;
  return fromMinor(foodCostMinor({ yieldPortions, lines: lines.map(costLine) }));
}

export interface Margin {
  margin: number;
  /** One decimal; null at a zero price. */
  margin_percent: number | null;
}

/** Price − food cost, and its share of the price in percent (one decimal). */
export function marginOf(price: number, cost: number): Margin {
  const priceMinor = toMinor(price);
  const costMinor = toMinor(cost);
  return { margin: fromMinor(marginMinor(priceMinor, costMinor)), margin_percent: marginPercent(priceMinor, costMinor) };
}

import { fromMinor, toMinor } from '@bulbash/rules';

/**
 * The recipe editor's live preview of the costs, before the recipe is saved; after a save the
 * screen shows the API's figures (its rules in @bulbash/rules are the truth). Amounts in kopecks:
 * a line costs quantity × (1 + waste %) × price; a portion costs Σ lines / yield, rounded once.
 */
export interface CostedLine {
  quantity: number;
  waste_percent: number;
  price_per_unit: number;
}

/** Unrounded kopecks of one line. */
const lineMinor = (line: CostedLine): number => (line.quantity * (100 + line.waste_percent) * toMinor(line.price_per_unit)) / 100;

/** A line's cost in byn, rounded to kopecks. */
export const lineCost = (line: CostedLine): number => fromMinor(Math.round(lineMinor(line)));

/** The food cost of one unit as sold, or null without lines or with a yield below 1. */
export function foodCost(lines: readonly CostedLine[], yieldPortions: number): number | null {
  if (lines.length === 0 || !(yieldPortions >= 1)) return null;
  return fromMinor(Math.round(lines.reduce((total, line) => total + lineMinor(line), 0) / yieldPortions));
}

export interface Margin {
  margin: number;
  /** One decimal; null at a zero price. */
  margin_percent: number | null;
}

/** Price − food cost, and its share of the price in percent (one decimal). */
export function marginOf(price: number, cost: number): Margin {
  const marginMinor = toMinor(price) - toMinor(cost);
  const percent = toMinor(price) > 0 ? Math.round((marginMinor / toMinor(price)) * 1000) / 10 : null;
  return { margin: fromMinor(marginMinor), margin_percent: percent };
}

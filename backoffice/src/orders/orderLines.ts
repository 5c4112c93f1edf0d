import { deliveryCostMinor, fromMinor, toMinor, type DeliveryMethod } from '@bulbash/rules';

/** One row of the lines editor: a dish on the order (its price snapshot) or one added now (today's price). */
export interface EditLine {
  product_id: number;
  name: string;
  /** Unit price, BYN: the order's snapshot for a dish it had, the catalogue price for a new one. */
  price: number;
  quantity: number;
}

export interface OrderItemLike {
  id?: number;
  product_id: number | null;
  name: string;
  product_cost: number;
  quantity: number;
}

export const MAX_LINE_QUANTITY = 1000;

/**
 * The editor's rows from the order's items; the others (services, dishes deleted from the catalogue)
 * cannot be named by `lines` and stay on the order unless removed by id (`remove_line_ids`).
 */
export function linesFromItems(items: readonly OrderItemLike[]): { lines: EditLine[]; orphans: OrderItemLike[] } {
  const lines: EditLine[] = [];
  const orphans: OrderItemLike[] = [];
  for (const item of items) {
    if (item.product_id === null) orphans.push(item);
    else lines.push({ product_id: item.product_id, name: item.name, price: item.product_cost, quantity: item.quantity });
  }
  return { lines, orphans };
}

/** A dish added from the search: one more row, or one more portion of the row it already has. */
export function addLine(lines: readonly EditLine[], product: { id: number; name: string; price: number }, quantity = 1): EditLine[] {
  if (lines.some((line) => line.product_id === product.id))
    return lines.map((line) =>
      line.product_id === product.id ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + quantity) } : line,
    );
  return [...lines, { product_id: product.id, name: product.name, price: product.price, quantity }];
}

export const setQuantity = (lines: readonly EditLine[], productId: number, quantity: number): EditLine[] =>
  lines.map((line) => (line.product_id === productId ? { ...line, quantity } : line));

export const removeLine = (lines: readonly EditLine[], productId: number): EditLine[] =>
  lines.filter((line) => line.product_id !== productId);

/** A quantity the API takes: a whole number 1..1000. */
export const validQuantity = (quantity: number): boolean => Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;

/** Whether the dishes differ from the order's: another dish, another quantity, a dish more or less. */
export function linesChanged(before: readonly EditLine[], after: readonly EditLine[]): boolean {
  if (before.length !== after.length) return true;
  const quantities = new Map(before.map((line) => [line.product_id, line.quantity]));
  return after.some((line) => quantities.get(line.product_id) !== line.quantity);
}

export interface TotalsInput {
  lines: readonly EditLine[];
  deliveryMethod: DeliveryMethod;
  distanceKm: number;
  /** The order's delivery cost as stored, kept while neither the method nor the distance changes. */
  storedDelivery?: { method: DeliveryMethod; distanceKm: number; cost: number };
  /** Sum of the order's adjustments (staff corrections), BYN; they stay on the order. */
  adjustments: number;
  /** Lines the editor keeps as they are (services, dishes deleted from the catalogue), BYN. */
  keptItems?: number;
}

export interface Totals {
  items: number;
  /** null: the distance is beyond what the shop delivers to (the API refuses it). */
  delivery: number | null;
  adjustments: number;
  total: number | null;
}

/**
 * The totals the server will compute (dishes + delivery + adjustments), in kopecks as the rules
 * package does, so the admin sees the new total before saving; a quantity still being typed counts 0.
 */
export function orderTotals({ lines, deliveryMethod, distanceKm, storedDelivery, adjustments, keptItems = 0 }: TotalsInput): Totals {
  const itemsMinor =
    toMinor(keptItems) + lines.reduce((sum, line) => sum + (validQuantity(line.quantity) ? toMinor(line.price) * line.quantity : 0), 0);
  const unchanged = storedDelivery && storedDelivery.method === deliveryMethod && storedDelivery.distanceKm === distanceKm;
  const deliveryMinor = unchanged ? toMinor(storedDelivery.cost) : deliveryCostMinor(deliveryMethod, distanceKm);
  const adjustmentsMinor = toMinor(adjustments);
  return {
    items: fromMinor(itemsMinor),
    delivery: deliveryMinor === null ? null : fromMinor(deliveryMinor),
    adjustments: fromMinor(adjustmentsMinor),
    total: deliveryMinor === null ? null : fromMinor(itemsMinor + deliveryMinor + adjustmentsMinor),
  };
}

/** Σ price × quantity of the kept lines, BYN (kopecks inside). */
export const keptItemsTotal = (items: readonly OrderItemLike[]): number =>
  fromMinor(items.reduce((sum, item) => sum + toMinor(item.product_cost) * item.quantity, 0));

/** The `lines` of the PUT: the whole new list. */
export const linesRequest = (lines: readonly EditLine[]) => lines.map(({ product_id, quantity }) => ({ product_id, quantity }));

/**
 * The guest plan's coverage of a quote's dishes (the rule of the cart's guest plan,
 * backend/src/cart/guest-plan.ts): per category of the quoted dishes, the people its lines feed
 * (Σ people_numbers × quantity) against the guests; enough when at least the guests.
 */
export interface CoverageProduct {
  id: number;
  category_id: number;
  people_numbers: number;
}

export interface CoverageRow {
  category_id: number;
  category_name: string;
  needed: number;
  covered: number;
  ok: boolean;
}

export function guestCoverage(
  guests: number,
  lines: readonly { product_id?: unknown; quantity?: unknown }[],
  products: readonly CoverageProduct[],
  categoryName: (id: number) => string,
): CoverageRow[] {
  const byId = new Map(products.map((product) => [Number(product.id), product]));
  const covered = new Map<number, number>();
  for (const line of lines) {
    const product = byId.get(Number(line.product_id));
    const quantity = Number(line.quantity);
    if (!product || !Number.isFinite(quantity) || quantity <= 0) continue;
    covered.set(product.category_id, (covered.get(product.category_id) ?? 0) + product.people_numbers * quantity);
  }
  return [...covered].map(([categoryId, people]) => ({
    category_id: categoryId,
    category_name: categoryName(categoryId),
    needed: guests,
    covered: people,
    ok: people >= guests,
  }));
}

import { BadRequestException } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { AllergenCode, dietaryConflict, DietTagCode, sortAllergens, sortDietTags } from '@bulbash/rules';
import { ProductAllergen, ProductDietTag } from './product-dietary.entity';
import { Product } from './product.entity';

/** The lists a write may carry; an absent list stays as stored. */
export interface DietaryFields {
  allergens?: AllergenCode[];
  diet_tags?: DietTagCode[];
}

/** What the lists filter on: products with every listed tag, and none of the listed allergens. */
export interface DietaryFilter {
  diet?: DietTagCode[];
  exclude_allergens?: AllergenCode[];
  /** Back office: products with every listed allergen. */
  allergens?: AllergenCode[];
}

/** Fills `allergens` and `dietTags` of the given products (two queries, whatever their number). */
export async function loadDietary(manager: EntityManager, products: Product[]): Promise<Product[]> {
  if (products.length === 0) return products;
  const ids = products.map((product) => product.id);
  const [allergenRows, tagRows] = await Promise.all([
    manager.find(ProductAllergen, { where: { productId: In(ids) } }),
    manager.find(ProductDietTag, { where: { productId: In(ids) } }),
  ]);
  const allergens = groupCodes(allergenRows);
  const tags = groupCodes(tagRows);
  for (const product of products) {
    product.allergens = sortAllergens(allergens.get(product.id) ?? []);
    product.dietTags = sortDietTags(tags.get(product.id) ?? []);
  }
  return products;
}

function groupCodes(rows: { productId: number; code: string }[]): Map<number, string[]> {
  const grouped = new Map<number, string[]>();
  for (const row of rows) {
    const productId = Number(row.productId);
    grouped.set(productId, [...(grouped.get(productId) ?? []), row.code]);
  }
  return grouped;
}

/** 400 naming the broken rule (and the product, when several are checked at once). */
export function assertDietaryAgree(allergens: readonly string[], dietTags: readonly string[], productId?: number): void {
  const conflict = dietaryConflict(allergens, dietTags);
  if (conflict) throw new BadRequestException(productId === undefined ? conflict : `Товар ${productId}: ${conflict}`);
}

/**
 * The given products, their rows locked for the rest of the caller's transaction before anything
 * about them is read: SELECT … FOR UPDATE in id order on MySQL/MariaDB (so two writers never
 * check the dietary rule on lists the other is about to change, and never deadlock on the order);
 * SQLite transactions already run one at a time through the TransactionRunner.
 */
export async function lockProducts(manager: EntityManager, ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const query = manager
    .createQueryBuilder(Product, 'product')
    .where('product.id IN (:...ids)', { ids: [...ids] })
    .orderBy('product.id', 'ASC');
  if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
  return query.getMany();
}

/**
 * Writes the lists given (absent ones stay) after checking the product's resulting lists against
 * the rules; runs inside the caller's transaction, the product's row locked before its lists are read.
 * On MariaDB the caller must have locked the row (`lockProducts`) before its first read of the
 * transaction, or the lists read here come from the snapshot that read took.
 */
export async function saveDietary(manager: EntityManager, product: Product, fields: DietaryFields): Promise<void> {
  if (fields.allergens === undefined && fields.diet_tags === undefined) return;
  await lockProducts(manager, [product.id]);
  await loadDietary(manager, [product]);
  const allergens = fields.allergens ?? product.allergens ?? [];
  const dietTags = fields.diet_tags ?? product.dietTags ?? [];
  assertDietaryAgree(allergens, dietTags);
  if (fields.allergens !== undefined) {
    await manager.delete(ProductAllergen, { productId: product.id });
    if (allergens.length > 0)
      await manager.insert(
        ProductAllergen,
        allergens.map((code) => ({ productId: product.id, code })),
      );
  }
  if (fields.diet_tags !== undefined) {
    await manager.delete(ProductDietTag, { productId: product.id });
    if (dietTags.length > 0)
      await manager.insert(
        ProductDietTag,
        dietTags.map((code) => ({ productId: product.id, code })),
      );
  }
  product.allergens = sortAllergens(allergens);
  product.dietTags = sortDietTags(dietTags);
}

/**
 * The filter as one SQL condition over the product alias (null when it asks for nothing): an
 * EXISTS per required tag, a NOT EXISTS over the excluded allergens. Parameter names are prefixed
 * so the condition can join others in one query.
 */
export function dietaryCondition(alias: string, filter: DietaryFilter): { condition: string; parameters: Record<string, unknown> } | null {
  const parts: string[] = [];
  const parameters: Record<string, unknown> = {};
  (filter.diet ?? []).forEach((code, index) => {
    parts.push(
      `EXISTS (SELECT 1 FROM product_diet_tags pdt${index} WHERE pdt${index}.product_id = ${alias}.id AND pdt${index}.code = :dietTag${index})`,
    );
    parameters[`dietTag${index}`] = code;
  });
  (filter.allergens ?? []).forEach((code, index) => {
    parts.push(
      `EXISTS (SELECT 1 FROM product_allergens pal${index} WHERE pal${index}.product_id = ${alias}.id AND pal${index}.code = :hasAllergen${index})`,
    );
    parameters[`hasAllergen${index}`] = code;
  });
  if (filter.exclude_allergens && filter.exclude_allergens.length > 0) {
    parts.push(
      `NOT EXISTS (SELECT 1 FROM product_allergens pax WHERE pax.product_id = ${alias}.id AND pax.code IN (:...excludedAllergens))`,
    );
    parameters.excludedAllergens = filter.exclude_allergens;
  }
  return parts.length > 0 ? { condition: parts.join(' AND '), parameters } : null;
}

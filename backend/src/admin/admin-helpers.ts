import { ConflictException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { CartItem } from '../cart/cart-item.entity';
import { isForeignKeyViolation } from '../common/database-errors';

/** Runs a delete and turns a foreign-key refusal (a child added meanwhile) into 409. */
export async function deleteOrConflict<T>(work: () => Promise<T>, conflictDetail: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ConflictException(conflictDetail);
    throw error;
  }
}

/**
 * "A product that is deleted or disabled leaves the carts it was in": when a product, or the
 * subcategory or category holding it, is disabled, its cart lines go in the same transaction.
 */
export async function removeFromCarts(manager: EntityManager, scope: { productId?: number; subcategoryId?: number; categoryId?: number }): Promise<void> {
  const builder = manager.createQueryBuilder().delete().from(CartItem);
  if (scope.productId !== undefined) builder.where('product_id = :id', { id: scope.productId });
  else if (scope.subcategoryId !== undefined) builder.where('product_id IN (SELECT p.id FROM products p WHERE p.subcategory_id = :id)', { id: scope.subcategoryId });
  else if (scope.categoryId !== undefined) builder.where('product_id IN (SELECT p.id FROM products p WHERE p.category_id = :id)', { id: scope.categoryId });
  else return;
  await builder.execute();
}

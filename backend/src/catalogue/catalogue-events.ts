import { DomainEvent } from '../database/domain-events';

/** The products a catalogue change took off sale: one product, several, or all of a subcategory or category. */
export type ProductScope = { productId: number } | { productIds: number[] } | { subcategoryId: number } | { categoryId: number };

/**
 * Published inside the transaction that disables a product, subcategory or category (or several
 * products at once). The cart takes those products out of every cart in the same transaction.
 */
export const PRODUCTS_WITHDRAWN = new DomainEvent<ProductScope>('catalogue.products-withdrawn');

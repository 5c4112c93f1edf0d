import { fromMinor, quoteLineUnitMinor, toMinor, toMoney } from '@bulbash/rules';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Product } from '../catalogue/product.entity';
import { onlyVisibleProducts } from '../catalogue/visible-products';
import { QuoteLineInput } from './quote.dto';
import { QuoteLine } from './quote.entity';
import { QUOTE_DUPLICATE_DISH, quoteDishMissing } from './quote.messages';

/** A line about to be written (no id or quote yet). */
export type NewQuoteLine = Omit<QuoteLine, 'id' | 'quoteId' | 'quote' | 'product'>;

/** Products on sale with their categories, by id. */
async function productsOnSale(manager: EntityManager, ids: number[]): Promise<Map<number, Product>> {
  if (ids.length === 0) return new Map();
  const products = await onlyVisibleProducts(manager.getRepository(Product).createQueryBuilder('p'), 'p')
    .leftJoinAndSelect('p.category', 'quoteCategory')
    .andWhere('p.id IN (:...ids)', { ids })
    .getMany();
  return new Map(products.map((product) => [product.id, product]));
}

/**
 * The lines a request sends, as rows: a dish already on the proposal keeps its snapshot (name,
 * category, catalogue price); a new dish is copied from the catalogue (on sale now). A dish's
 * unit price is `unit_price` when sent, else its catalogue price (quoteLineUnitMinor of
 * @bulbash/rules, as the back-office form totals): a replaced dish never keeps the old one's price.
 * A dish appears once (400 naming the repeated line); an unknown one is a 404 naming its line.
 */
export async function buildQuoteLines(
  manager: EntityManager,
  input: readonly QuoteLineInput[],
  kept: readonly QuoteLine[] = [],
): Promise<NewQuoteLine[]> {
  const keptByProduct = new Map(
    kept.filter((line) => line.kind === 'dish' && line.productId !== null).map((line) => [line.productId as number, line]),
  );
  const seen = new Set<number>();
  input.forEach((line, index) => {
    if (line.kind !== 'dish') return;
    if (seen.has(line.product_id as number)) throw new BadRequestException(QUOTE_DUPLICATE_DISH(index));
    seen.add(line.product_id as number);
  });
  const fresh = await productsOnSale(
    manager,
    [...seen].filter((id) => !keptByProduct.has(id)),
  );
  return input.map((line, position): NewQuoteLine => {
    if (line.kind === 'service') {
      return {
        position,
        kind: 'service',
        productId: null,
        categoryName: null,
        name: line.name as string,
        unit: line.unit as string,
        quantity: line.quantity,
        unitPrice: toMoney(line.unit_price as number),
        cataloguePrice: null,
        peopleNumbers: null,
      };
    }
    const productId = line.product_id as number;
    const snapshot = keptByProduct.get(productId);
    if (snapshot) {
      return {
        position,
        kind: 'dish',
        productId,
        categoryName: snapshot.categoryName,
        name: snapshot.name,
        unit: null,
        quantity: line.quantity,
        unitPrice: fromMinor(
          quoteLineUnitMinor(typedMinor(line), snapshot.cataloguePrice === null ? null : toMinor(toMoney(snapshot.cataloguePrice))),
        ),
        cataloguePrice: snapshot.cataloguePrice,
        peopleNumbers: snapshot.peopleNumbers,
      };
    }
    const product = fresh.get(productId);
    if (!product) throw new NotFoundException(quoteDishMissing(position, productId));
    return {
      position,
      kind: 'dish',
      productId,
      categoryName: product.category?.name ?? null,
      name: product.name,
      unit: null,
      quantity: line.quantity,
      unitPrice: fromMinor(quoteLineUnitMinor(typedMinor(line), toMinor(toMoney(product.price)))),
      cataloguePrice: toMoney(product.price),
      peopleNumbers: product.peopleNumbers,
    };
  });
}

const typedMinor = (line: QuoteLineInput): number | null =>
  line.unit_price === undefined || line.unit_price === null ? null : toMinor(toMoney(line.unit_price));

/** Copies of a proposal's lines for its next version. */
export function copiedLines(lines: readonly QuoteLine[]): NewQuoteLine[] {
  return lines.map(({ id: _id, quoteId: _quoteId, quote: _quote, product: _product, ...rest }) => ({ ...rest }));
}

import { BadRequestException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { PRODUCT_NOT_FOUND } from '../catalogue/catalogue.messages';
import { Product } from '../catalogue/product.entity';
import { onlyVisibleProducts } from '../catalogue/visible-products';
import { isUniqueViolation } from '../common/database-errors';
import { DomainEvents } from '../database/domain-events';
import { TransactionRunner } from '../database/transaction-runner';
import { PRODUCTS_WITHDRAWN, ProductScope } from '../catalogue/catalogue-events';
import { multiplyMoney, sumMoney, toMoney } from '@bulbash/rules';
import { CartItem } from './cart-item.entity';
import {
  AddCartItemDto,
  AddCartItemResponse,
  AddCartItemsDto,
  AddCartItemsResponse,
  CartLineQuantityResponse,
  CartItemResponse,
  CartMessageResponse,
  CartResponse,
  MAX_QUANTITY,
  UpdateCartItemDto,
} from './cart.dto';
import {
  CART_ITEM_ADDED,
  CART_ITEM_DELETED,
  CART_ITEM_NOT_FOUND,
  CART_ITEM_UPDATED,
  CART_ITEMS_ADDED,
  CART_QUANTITY_LIMIT,
  cartLineNotFound,
  cartLineOverLimit,
} from './cart.messages';

/** Which products leave the carts: one product, some products, or every product of a subcategory or category. */

/** A cart line with its product joined (the product is always loaded by `cartLines`). */
type CartLine = CartItem & { product: Product };

export function toCartItemResponse(line: CartLine): CartItemResponse {
  const price = toMoney(line.product.price);
  return {
    id: line.id,
    product_id: line.productId,
    name: line.product.name,
    description: line.product.description,
    image_path: line.product.imagePath,
    weight: line.product.weight,
    price,
    quantity: line.quantity,
    product_price: multiplyMoney(price, line.quantity),
  };
}

/**
 * A customer's server-side cart. Every query is scoped by the caller's user id, so another
 * customer's cart item id looks exactly like a missing one (404).
 */
@Injectable()
export class CartService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly events: DomainEvents,
  ) {}

  /** Products the catalogue takes off sale leave every cart, in the catalogue's transaction. */
  onModuleInit(): void {
    this.events.on(PRODUCTS_WITHDRAWN, (manager, scope) => this.removeProductsFromCarts(manager, scope));
  }

  /** The caller's lines whose products are still on sale, priced now; one query. */
  async list(userId: number): Promise<CartResponse> {
    const lines = await this.cartLines(this.dataSource.manager, userId);
    const data = lines.map(toCartItemResponse);
    return { data, total_price: sumMoney(data.map((line) => line.product_price)) };
  }

  /** Lines of one customer (optionally only `ids`) with products on sale, oldest first. */
  async cartLines(manager: EntityManager, userId: number, ids?: number[]): Promise<CartLine[]> {
    const query = manager
      .getRepository(CartItem)
      .createQueryBuilder('ci')
      .innerJoinAndSelect('ci.product', 'p')
      .where('ci.user_id = :userId', { userId });
    if (ids) query.andWhere('ci.id IN (:...ids)', { ids: ids.length > 0 ? ids : [0] });
    return (await onlyVisibleProducts(query, 'p').orderBy('ci.id', 'ASC').getMany()) as CartLine[];
  }

  /** Adds to the product's line, creating it if needed; two simultaneous adds both count. */
  async add(userId: number, dto: AddCartItemDto): Promise<AddCartItemResponse> {
    try {
      return await this.addOnce(userId, dto);
    } catch (error) {
      // Another request created the line between our check and our insert: add to it instead.
      if (isUniqueViolation(error)) return this.addOnce(userId, dto);
      throw error;
    }
  }

  /**
   * Adds every line in one transaction, or none: a line whose product is not on sale (404) or
   * whose sum would pass 1000 (400) names its index and leaves the cart as it was. The same
   * product twice adds up. `guests` is answered back as the cart's head count.
   */
  async addMany(userId: number, dto: AddCartItemsDto): Promise<AddCartItemsResponse> {
    try {
      return await this.addManyOnce(userId, dto);
    } catch (error) {
      if (isUniqueViolation(error)) return this.addManyOnce(userId, dto);
      throw error;
    }
  }

  private addManyOnce(userId: number, dto: AddCartItemsDto): Promise<AddCartItemsResponse> {
    return this.transactions.run(async (manager) => {
      const ids = [...new Set(dto.items.map((item) => item.product_id))];
      const products = await onlyVisibleProducts(manager.getRepository(Product).createQueryBuilder('p'), 'p')
        .andWhere('p.id IN (:...ids)', { ids })
        .getMany();
      const onSale = new Set(products.map((product) => product.id));
      dto.items.forEach((item, index) => {
        if (!onSale.has(item.product_id)) throw new NotFoundException(cartLineNotFound(index));
      });
      // Per product: the summed quantity and the index of its last line (named when the sum is too big).
      const added = new Map<number, { quantity: number; index: number }>();
      dto.items.forEach((item, index) => {
        const sum = (added.get(item.product_id)?.quantity ?? 0) + item.quantity;
        if (sum > MAX_QUANTITY) throw new BadRequestException(cartLineOverLimit(index));
        added.set(item.product_id, { quantity: sum, index });
      });
      const items = manager.getRepository(CartItem);
      const existing = new Map((await items.findBy({ userId, productId: In(ids) })).map((line) => [line.productId, line]));
      const result: CartLineQuantityResponse[] = [];
      for (const [productId, { quantity, index }] of added) {
        const line = existing.get(productId);
        if (!line) {
          const created = await items.save(items.create({ userId, productId, quantity }));
          result.push({ id: created.id, product_id: productId, quantity: created.quantity });
          continue;
        }
        const update = await items
          .createQueryBuilder()
          .update()
          .set({ quantity: () => 'quantity + :added' })
          .where('id = :id AND quantity + :added <= :limit', { id: line.id, added: quantity, limit: MAX_QUANTITY })
          .execute();
        if (!update.affected) throw new BadRequestException(cartLineOverLimit(index));
        const updated = await items.findOneByOrFail({ id: line.id });
        result.push({ id: updated.id, product_id: productId, quantity: updated.quantity });
      }
      return { message: CART_ITEMS_ADDED, items: result, guests: dto.guests ?? null };
    });
  }

  private addOnce(userId: number, dto: AddCartItemDto): Promise<AddCartItemResponse> {
    return this.transactions.run(async (manager) => {
      const product = await onlyVisibleProducts(manager.getRepository(Product).createQueryBuilder('p'), 'p')
        .andWhere('p.id = :id', { id: dto.product_id })
        .getOne();
      if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
      const items = manager.getRepository(CartItem);
      const existing = await items.findOneBy({ userId, productId: product.id });
      if (!existing) {
        const created = await items.save(items.create({ userId, productId: product.id, quantity: dto.quantity }));
        return { message: CART_ITEM_ADDED, id: created.id, product_id: product.id, quantity: created.quantity };
      }
      // One atomic statement, so concurrent adds neither lose a unit nor pass the limit.
      const result = await items
        .createQueryBuilder()
        .update()
        .set({ quantity: () => 'quantity + :added' })
        .where('id = :id AND quantity + :added <= :limit', { id: existing.id, added: dto.quantity, limit: MAX_QUANTITY })
        .execute();
      if (!result.affected) throw new BadRequestException(CART_QUANTITY_LIMIT);
      const updated = await items.findOneByOrFail({ id: existing.id });
      return { message: CART_ITEM_ADDED, id: updated.id, product_id: product.id, quantity: updated.quantity };
    });
  }

  /**
   * Deletes these lines of one customer (checkout) and answers how many went, or null when the
   * driver does not say.
   */
  async removeLines(manager: EntityManager, userId: number, ids: number[]): Promise<number | null> {
    if (ids.length === 0) return 0;
    const result = await manager
      .getRepository(CartItem)
      .createQueryBuilder()
      .delete()
      .where('user_id = :userId AND id IN (:...ids)', { userId, ids })
      .execute();
    return result.affected ?? null;
  }

  /**
   * "A product that is deleted or disabled leaves the carts it was in": the catalogue publishes
   * PRODUCTS_WITHDRAWN in its own transaction when it disables a product, subcategory or category.
   */
  async removeProductsFromCarts(manager: EntityManager, scope: ProductScope): Promise<void> {
    const builder = manager.createQueryBuilder().delete().from(CartItem);
    if ('productId' in scope) builder.where('product_id = :id', { id: scope.productId });
    else if ('productIds' in scope) builder.where('product_id IN (:...ids)', { ids: scope.productIds });
    else if ('subcategoryId' in scope)
      builder.where('product_id IN (SELECT p.id FROM products p WHERE p.subcategory_id = :id)', { id: scope.subcategoryId });
    else builder.where('product_id IN (SELECT p.id FROM products p WHERE p.category_id = :id)', { id: scope.categoryId });
    await builder.execute();
  }

  async updateQuantity(userId: number, dto: UpdateCartItemDto): Promise<CartMessageResponse> {
    const result = await this.transactions.run((manager) =>
      manager.getRepository(CartItem).update({ id: dto.id, userId }, { quantity: dto.quantity }),
    );
    if (!result.affected) throw new NotFoundException(CART_ITEM_NOT_FOUND);
    return { message: CART_ITEM_UPDATED };
  }

  async remove(userId: number, id: number): Promise<CartMessageResponse> {
    const result = await this.transactions.run((manager) => manager.getRepository(CartItem).delete({ id, userId }));
    if (!result.affected) throw new NotFoundException(CART_ITEM_NOT_FOUND);
    return { message: CART_ITEM_DELETED };
  }
}

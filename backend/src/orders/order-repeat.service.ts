import { toMoney } from '@bulbash/rules';
import { Injectable, NotFoundException } from '@nestjs/common';
import { CartService } from '../cart/cart.service';
import { Product } from '../catalogue/product.entity';
import { onlyVisibleProducts } from '../catalogue/visible-products';
import { TransactionRunner } from '../database/transaction-runner';
import { RepeatedItem, RepeatOrderResponse } from './order-response.dto';
import { Order } from './order.entity';
import { OrderItem } from './order-item.entity';
import { ORDER_NOT_FOUND, ORDER_NOTHING_TO_REPEAT, ORDER_REPEATED } from './order.messages';

/** Puts an earlier order's items that are still on sale back into the owner's cart at today's prices. */
@Injectable()
export class OrderRepeatService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly cart: CartService,
  ) {}

  repeat(userId: number, id: number): Promise<RepeatOrderResponse> {
    return this.transactions.run(async (manager) => {
      const order = await manager.findOneBy(Order, { id, userId });
      if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
      const items = await manager.find(OrderItem, { where: { orderId: id }, order: { id: 'ASC' } });
      const productIds = items.map((item) => item.productId).filter((productId): productId is number => productId !== null);
      const onSale = productIds.length
        ? await onlyVisibleProducts(manager.getRepository(Product).createQueryBuilder('p'), 'p')
            .andWhere('p.id IN (:...productIds)', { productIds })
            .getMany()
        : [];
      const products = new Map(onSale.map((product) => [product.id, product]));

      const added: RepeatedItem[] = [];
      const unavailable: string[] = [];
      for (const item of items) {
        const product = item.productId === null ? undefined : products.get(item.productId);
        if (!product) {
          unavailable.push(item.name);
          continue;
        }
        // The cart's own add (same transaction): merges into an existing line, 400 past 1000.
        await this.cart.add(userId, { product_id: product.id, quantity: item.quantity });
        added.push({ product_id: product.id, name: product.name, quantity: item.quantity, price: toMoney(product.price) });
      }
      return { message: added.length > 0 ? ORDER_REPEATED : ORDER_NOTHING_TO_REPEAT, added, unavailable };
    });
  }
}

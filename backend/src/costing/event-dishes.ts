import { BadRequestException, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EnquiryLine, Enquiry } from '../events/enquiry.entity';
import { OrderItem } from '../orders/order-item.entity';
import { Order } from '../orders/order.entity';
import { Quote, QuoteLine } from '../quotes/quote.entity';
import { ENQUIRY_NOT_FOUND, ONE_SOURCE, ORDER_NOT_FOUND, QUOTE_NOT_FOUND } from './costing.messages';

/** A dish line of an order, a quote or an enquiry as costing reads it (services are never dishes). */
export interface EventDish {
  productId: number | null;
  name: string;
  quantity: number;
  /** The price the line sells at, BYN. */
  unitPrice: number;
}

export interface EventSource {
  order_id?: number;
  quote_id?: number;
  enquiry_id?: number;
}

/** Exactly one of order_id, quote_id, enquiry_id (400 otherwise). */
export function oneSource(source: EventSource, message = ONE_SOURCE): void {
  const given = [source.order_id, source.quote_id, source.enquiry_id].filter((id) => id !== undefined);
  if (given.length !== 1) throw new BadRequestException(message);
}

/** The dishes of one order (any status), quote (its current version) or enquiry (its proposed menu); 404 when it does not exist. */
export async function eventDishes(manager: EntityManager, source: EventSource): Promise<EventDish[]> {
  if (source.order_id !== undefined) {
    if (!(await manager.existsBy(Order, { id: source.order_id }))) throw new NotFoundException(ORDER_NOT_FOUND);
    return orderDishes(manager, [source.order_id]);
  }
  if (source.quote_id !== undefined) {
    const quoteId = await currentQuoteId(manager, source.quote_id);
    const lines = await manager.find(QuoteLine, { where: { quoteId, kind: 'dish' }, order: { position: 'ASC', id: 'ASC' } });
    return lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      unitPrice: Number(line.unitPrice),
    }));
  }
  if (!(await manager.existsBy(Enquiry, { id: source.enquiry_id }))) throw new NotFoundException(ENQUIRY_NOT_FOUND);
  const lines = await manager.find(EnquiryLine, { where: { enquiryId: source.enquiry_id }, order: { id: 'ASC' } });
  return lines.map((line) => ({ productId: line.productId, name: line.name, quantity: line.quantity, unitPrice: Number(line.unitPrice) }));
}

/** The dish items of these orders (one query). */
export async function orderDishes(manager: EntityManager, orderIds: readonly number[]): Promise<EventDish[]> {
  if (orderIds.length === 0) return [];
  const items = await manager
    .createQueryBuilder(OrderItem, 'item')
    .where('item.orderId IN (:...orderIds)', { orderIds })
    .andWhere("item.kind <> 'service'")
    .orderBy('item.orderId', 'ASC')
    .addOrderBy('item.id', 'ASC')
    .getMany();
  return items.map((item) => ({
    productId: item.productId,
    name: item.name,
    quantity: item.quantity,
    unitPrice: Number(item.productCost),
  }));
}

/** A replaced version leads to the one that replaced it, up to the current one. */
async function currentQuoteId(manager: EntityManager, id: number): Promise<number> {
  let quote = await manager.findOne(Quote, { select: { id: true, replacedById: true }, where: { id } });
  if (!quote) throw new NotFoundException(QUOTE_NOT_FOUND);
  for (let hops = 0; quote.replacedById !== null && hops < 100; hops += 1) {
    const next: Quote | null = await manager.findOne(Quote, {
      select: { id: true, replacedById: true },
      where: { id: quote.replacedById },
    });
    if (!next) break;
    quote = next;
  }
  return quote.id;
}

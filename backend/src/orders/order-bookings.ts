import { Injectable, OnModuleInit } from '@nestjs/common';
import { fromMinskTime, LoadLine, nextDay, orderLoad, slotOf } from '@bulbash/rules';
import { EntityManager, SelectQueryBuilder } from 'typeorm';
import { BookedOrder, BookingReadOptions, BookingsSource } from '../capacity/bookings';
import { CapacityService } from '../capacity/capacity.service';
import { Product } from '../catalogue/product.entity';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';

const shareLocked = <T extends object>(query: SelectQueryBuilder<T>, lock: boolean | undefined) =>
  lock && query.connection.options.type !== 'better-sqlite3' ? query.setLock('pessimistic_read') : query;

/**
 * The orders that occupy the kitchen on the Minsk days from..to (inclusive): every order with a
 * delivery time there that is not canceled (read-only over the orders domain's tables).
 */
async function readBookings(manager: EntityManager, from: string, to: string, options: BookingReadOptions): Promise<BookedOrder[]> {
  const query = manager
    .getRepository(Order)
    .createQueryBuilder('o')
    .select(['o.id', 'o.deliveryAt', 'o.guests'])
    .where('o.deliveryAt >= :start AND o.deliveryAt < :end', { start: fromMinskTime(from, 0), end: fromMinskTime(nextDay(to), 0) })
    .andWhere("o.status <> 'canceled'");
  if (options.excludeOrderId !== undefined) query.andWhere('o.id <> :excluded', { excluded: options.excludeOrderId });
  const orders = await shareLocked(query, options.lock).getMany();
  if (orders.length === 0) return [];
  // The items of the same orders, by the same conditions (a join, not a list of ids: a year of orders).
  const items = itemLoadQuery(manager)
    .innerJoin(Order, 'o', 'o.id = oi.order_id')
    .where('o.deliveryAt >= :start AND o.deliveryAt < :end', { start: fromMinskTime(from, 0), end: fromMinskTime(nextDay(to), 0) })
    .andWhere("o.status <> 'canceled'");
  if (options.excludeOrderId !== undefined) items.andWhere('o.id <> :excluded', { excluded: options.excludeOrderId });
  const lines = linesByOrder(await shareLocked(items, options.lock).getRawMany<ItemLoadRow>());
  return orders.map((order) => {
    const { day, time } = slotOf(new Date(order.deliveryAt as Date));
    return { orderId: order.id, day, time, load: orderLoad(order.guests, lines.get(order.id) ?? []) };
  });
}

/** The load of each order: max(its guests, the largest Σ people_numbers × quantity per category of its items), see orderLoad. */
async function orderLoads(
  manager: EntityManager,
  orders: Array<Pick<Order, 'id' | 'guests'>>,
  lock?: boolean,
): Promise<Map<number, number>> {
  const loads = new Map<number, number>();
  if (orders.length === 0) return loads;
  const query = itemLoadQuery(manager).where('oi.order_id IN (:...ids)', { ids: orders.map((order) => order.id) });
  const lines = linesByOrder(await shareLocked(query, lock).getRawMany<ItemLoadRow>());
  for (const order of orders) loads.set(order.id, orderLoad(order.guests, lines.get(order.id) ?? []));
  return loads;
}

interface ItemLoadRow {
  orderId: number | string;
  quantity: number | string;
  peopleNumbers: number | string | null;
  categoryId: number | string | null;
}

/** Each item's order, quantity and what its product counts (services and deleted products: 0). */
function itemLoadQuery(manager: EntityManager): SelectQueryBuilder<OrderItem> {
  return manager
    .getRepository(OrderItem)
    .createQueryBuilder('oi')
    .leftJoin(Product, 'p', 'p.id = oi.product_id')
    .select('oi.order_id', 'orderId')
    .addSelect('oi.quantity', 'quantity')
    .addSelect('p.people_numbers', 'peopleNumbers')
    .addSelect('p.category_id', 'categoryId');
}

function linesByOrder(rows: ItemLoadRow[]): Map<number, LoadLine[]> {
  const lines = new Map<number, LoadLine[]>();
  for (const row of rows) {
    const id = Number(row.orderId);
    const list = lines.get(id) ?? [];
    list.push({
      categoryId: row.categoryId === null ? null : Number(row.categoryId),
      peopleNumbers: Number(row.peopleNumbers ?? 0),
      quantity: Number(row.quantity),
    });
    lines.set(id, list);
  }
  return lines;
}

/** The orders' side of the kitchen's capacity: gives CapacityService its bookings reader at start. */
@Injectable()
export class OrderBookings implements BookingsSource, OnModuleInit {
  constructor(private readonly capacity: CapacityService) {}

  onModuleInit(): void {
    this.capacity.useBookings(this);
  }

  readBookings(manager: EntityManager, from: string, to: string, options: BookingReadOptions): Promise<BookedOrder[]> {
    return readBookings(manager, from, to, options);
  }

  orderLoads(manager: EntityManager, orders: Array<Pick<Order, 'id' | 'guests'>>, lock?: boolean): Promise<Map<number, number>> {
    return orderLoads(manager, orders, lock);
  }
}

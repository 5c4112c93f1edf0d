import { Injectable, OnModuleInit } from '@nestjs/common';
import { fromMinskTime, nextDay, orderLoad, slotOf } from '@bulbash/rules';
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
  const loads = await orderLoads(manager, orders, options.lock);
  return orders.map((order) => {
    const { day, time } = slotOf(new Date(order.deliveryAt as Date));
    return { orderId: order.id, day, time, load: loads.get(order.id) ?? 1 };
  });
}

/** The load of each order: its guests, else Σ people_numbers × quantity per category of its items (the largest). */
async function orderLoads(
  manager: EntityManager,
  orders: Array<Pick<Order, 'id' | 'guests'>>,
  lock?: boolean,
): Promise<Map<number, number>> {
  const loads = new Map<number, number>();
  const unsized = orders.filter((order) => !order.guests).map((order) => order.id);
  for (const order of orders) if (order.guests) loads.set(order.id, order.guests);
  if (unsized.length === 0) return loads;
  const query = manager
    .getRepository(OrderItem)
    .createQueryBuilder('oi')
    .leftJoin(Product, 'p', 'p.id = oi.product_id')
    .select('oi.order_id', 'orderId')
    .addSelect('oi.quantity', 'quantity')
    .addSelect('p.people_numbers', 'peopleNumbers')
    .addSelect('p.category_id', 'categoryId')
    .where('oi.order_id IN (:...ids)', { ids: unsized });
  const rows = await shareLocked(query, lock).getRawMany<{
    orderId: number | string;
    quantity: number | string;
    peopleNumbers: number | string | null;
    categoryId: number | string | null;
  }>();
  const lines = new Map<number, Array<{ categoryId: number | null; peopleNumbers: number; quantity: number }>>();
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
  for (const id of unsized) loads.set(id, orderLoad(null, lines.get(id) ?? []));
  return loads;
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

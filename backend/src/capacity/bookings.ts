import { DayBookings, LoadLine } from '@bulbash/rules';
import { EntityManager, In } from 'typeorm';
import { Product } from '../catalogue/product.entity';

/** One counted order: its Minsk day, its 30-minute slot and its load. */
export interface BookedOrder {
  orderId: number;
  day: string;
  time: string;
  load: number;
}

export interface BookingReadOptions {
  excludeOrderId?: number;
  /** Locking reads (MySQL/MariaDB): see the latest committed orders, not the transaction's snapshot. */
  lock?: boolean;
}

/**
 * Where the kitchen's bookings come from. Capacity sits below orders (docs/architecture.md,
 * «Layers»), so it does not read the orders' tables itself: the orders domain gives it this
 * reader at start (`CapacityService.useBookings`, called by orders' `OrderBookings`).
 */
export interface BookingsSource {
  /** The orders that occupy the kitchen on the Minsk days from..to (inclusive). */
  readBookings(manager: EntityManager, from: string, to: string, options: BookingReadOptions): Promise<BookedOrder[]>;
  /** The load of each order: its guests, else Σ people_numbers × quantity per category of its items (the largest). */
  orderLoads(manager: EntityManager, orders: Array<{ id: number; guests: number | null }>, lock?: boolean): Promise<Map<number, number>>;
}

/** Σ load and orders per slot, per day. */
export function bookingsByDay(rows: BookedOrder[]): Map<string, DayBookings> {
  const days = new Map<string, DayBookings>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { guests: 0, slots: {} };
    day.guests += row.load;
    day.slots[row.time] = (day.slots[row.time] ?? 0) + 1;
    days.set(row.day, day);
  }
  return days;
}

/** A new order's lines with what the load counts of their products (people_numbers, category). */
export async function loadLines(manager: EntityManager, lines: Array<{ productId: number | null; quantity: number }>): Promise<LoadLine[]> {
  const ids = [...new Set(lines.map((line) => line.productId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return [];
  const products = await manager
    .getRepository(Product)
    .find({ select: { id: true, peopleNumbers: true, categoryId: true }, where: { id: In(ids) } });
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.map((line) => {
    const product = line.productId === null ? undefined : byId.get(line.productId);
    return { categoryId: product?.categoryId ?? null, peopleNumbers: product?.peopleNumbers ?? 0, quantity: line.quantity };
  });
}

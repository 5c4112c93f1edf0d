import { Injectable } from '@nestjs/common';
import { amountToCollect, formatPhone, fromMinor, toMinor, toMinskIso } from '@bulbash/rules';
import { DataSource } from 'typeorm';
import { minskDayRange } from '../common/minsk-days';
import { OrderItem } from './order-item.entity';
import { PAYMENT_METHOD_LABELS, PaymentMethod } from './order-status';
import { Order } from './order.entity';

export interface DeliveryStop {
  order_id: number;
  /** Minsk time with its offset. */
  delivery_at: string;
  /** 'HH:MM' (Minsk), as the driver reads it. */
  time: string;
  address: string | null;
  delivery_distance_km: number;
  /** '+375 29 123-45-67' */
  phone: string;
  /** 'tel:+375291234567' */
  phone_link: string;
  customer: string;
  guests: number | null;
  /** Σ quantities of the order's dishes: how many boxes and trays to load. */
  boxes: number;
  comment: string | null;
  payment_method: PaymentMethod;
  payment_label: string;
  /** What the driver collects at the door: the unpaid balance for cash or card, 0 when paid or by transfer (BYN). */
  to_collect: number;
  /** What the customer still owes, whatever the method (BYN). */
  balance_due: number;
  /** «оплачено», «получить наличными 120,00 byn», «получить картой …», «не оплачено по счёту: …» (amountToCollect). */
  collect_label: string;
  /** The driver the delivery is given to; null: any driver of the day. */
  driver_id: number | null;
}

/**
 * What each order still owes, by order id (BYN): the payments ledger's position, handed in by the
 * caller (payments sits above orders), so the sheets state the one figure every screen shows.
 */
export type BalanceLookup = (orders: readonly Order[]) => Promise<ReadonlyMap<number, { balance_due: number }>>;

/** The driver's figure for one order: amountToCollect of @bulbash/rules over its balance. */
export function collectionOf(order: Pick<Order, 'id' | 'paymentMethod'>, balances: ReadonlyMap<number, { balance_due: number }>) {
  return amountToCollect(order.paymentMethod, toMinor(balances.get(order.id)?.balance_due ?? 0));
}

/** 'Ковалёва Анна Сергеевна': surname, first name and patronymic as given. */
export const customerName = (order: Pick<Order, 'surname' | 'firstName' | 'lastName'>): string =>
  [order.surname, order.firstName, order.lastName].filter(Boolean).join(' ');

export interface DeliverySheet {
  date: string;
  stops: DeliveryStop[];
  /** Σ to_collect, BYN (cash and card). */
  to_collect: number;
  /** Σ to_collect of the cash orders, BYN: «Получить наличными». */
  cash_to_collect: number;
}

/**
 * The driver's sheet for a Minsk day: the deliveries (pickups and canceled orders left out) in
 * the order of their times, with what the driver needs at each door. Two queries: the orders,
 * then the quantities of their items.
 */
@Injectable()
export class DeliverySheetService {
  constructor(private readonly dataSource: DataSource) {}

  async sheet(date: string, balancesOf: BalanceLookup): Promise<DeliverySheet> {
    const { start, end } = minskDayRange(date, date, 'date');
    const orders = await this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .where('o.deliveryAt >= :start AND o.deliveryAt < :end', { start, end })
      .andWhere("o.status <> 'canceled'")
      .andWhere("o.deliveryMethod = 'delivery'")
      .orderBy('o.deliveryAt', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .getMany();
    const boxes = new Map<number, number>();
    if (orders.length > 0) {
      const rows = await this.dataSource
        .getRepository(OrderItem)
        .createQueryBuilder('item')
        .select('item.orderId', 'order_id')
        .addSelect('SUM(item.quantity)', 'boxes')
        .where('item.orderId IN (:...ids)', { ids: orders.map((order) => order.id) })
        // Services (waiters, tableware rental) are not packed: they never count as places.
        .andWhere("COALESCE(item.kind, 'dish') <> 'service'")
        .groupBy('item.orderId')
        .getRawMany<{ order_id: number | string; boxes: number | string }>();
      for (const row of rows) boxes.set(Number(row.order_id), Number(row.boxes));
    }
    const balances = await balancesOf(orders);
    const stops = orders.map((order): DeliveryStop => {
      const at = toMinskIso(new Date(order.deliveryAt as Date));
      const collect = collectionOf(order, balances);
      return {
        order_id: order.id,
        delivery_at: at,
        time: at.slice(11, 16),
        address: order.deliveryAddress,
        delivery_distance_km: order.deliveryDistanceKm,
        phone: formatPhone(order.contactPhone),
        phone_link: `tel:+${order.contactPhone.replace(/\D/g, '')}`,
        customer: customerName(order),
        guests: order.guests ?? null,
        boxes: boxes.get(order.id) ?? 0,
        comment: order.comment,
        payment_method: order.paymentMethod,
        payment_label: PAYMENT_METHOD_LABELS[order.paymentMethod],
        to_collect: fromMinor(collect.amountMinor),
        balance_due: fromMinor(collect.balanceMinor),
        collect_label: collect.label,
        driver_id: order.driverId ?? null,
      };
    });
    const sum = (rows: DeliveryStop[]) => fromMinor(rows.reduce((total, stop) => total + toMinor(stop.to_collect), 0));
    return { date, stops, to_collect: sum(stops), cash_to_collect: sum(stops.filter((stop) => stop.payment_method === 'cash')) };
  }
}

import { kitchenPeriodTooLong } from './order.messages';
import { notBefore } from '../common/fields/field-messages';
import { BadRequestException, Injectable } from '@nestjs/common';
import { conflictingAllergens, excludedAllergens, toDietaryFields } from '../common/dietary-columns';
import { DataSource } from 'typeorm';
import { loadDietary } from '../catalogue/product-dietary';
import { Product } from '../catalogue/product.entity';
import { AllergenCode, DeliveryMethod, FieldVisibility, fromMinor, shown, toMinor, toMinskIso, toMoney } from '@bulbash/rules';
import { mentionsAllergy } from './allergy-notes';
import { minskDayRange } from '../common/minsk-days';
import { OrderItem } from './order-item.entity';
import { linesTotal, servicesTotal, shownAddress } from './order.mappers';
import { Order } from './order.entity';

/** At most this many days in one sheet (a month and a bit): the kitchen prints days, not years. */
export const PRODUCTION_SHEET_MAX_DAYS = 62;

export interface ProductionSheetLine {
  product_id: number | null;
  name: string;
  quantity: number;
  order_ids: number[];
  /** The product's allergens as the catalogue has them now ([] for a deleted product). */
  allergens: AllergenCode[];
  /** Those of order_ids whose comment mentions an allergy. */
  allergy_order_ids: number[];
  /** The orders whose excluded allergens this dish contains, with those allergens: the cook must not send it there. */
  conflicts: DishConflict[];
}

export interface DishConflict {
  order_id: number;
  allergens: AllergenCode[];
}

export interface AllergyNote {
  order_id: number;
  comment: string;
}

/** One event of the period as the cook and the packer need it, with how its total adds up. */
export interface ProductionEvent {
  order_id: number;
  /** Minsk time with its offset. */
  delivery_at: string;
  delivery_method: DeliveryMethod;
  /** The customer's address for a delivery, the kitchen's for a pickup. */
  address: string | null;
  guests: number | null;
  comment: string | null;
  /** The comment mentions an allergy or intolerance. */
  allergy: boolean;
  /** The guests' diet as the customer gave it. */
  exclude_allergens: AllergenCode[];
  vegetarian_guests: number;
  dietary_note: string | null;
  /** Each dish with the excluded allergens it contains ([] when it is safe for this order). */
  dishes: Array<{ name: string; quantity: number; conflicts: AllergenCode[] }>;
  services: Array<{ name: string; unit: string | null; quantity: number }>;
  /** The money breakdown: null, all five, for a reader without order money (field visibility `money`: the kitchen). */
  items_total: number | null;
  /** Of items_total, the services (kind 'service'). */
  services_total: number | null;
  delivery_cost: number | null;
  adjustments_total: number | null;
  total_cost: number | null;
}

/** A service of an accepted quote (staff, tableware…): listed apart from the dishes, summed by name and unit. */
export interface ProductionServiceLine {
  name: string;
  unit: string | null;
  quantity: number;
  order_ids: number[];
}

export interface ProductionSheet {
  date_from: string;
  date_to: string;
  items: ProductionSheetLine[];
  services: ProductionServiceLine[];
  orders: number;
  /** Orders whose comment mentions an allergy or intolerance, by id. */
  allergy_notes: AllergyNote[];
  /** The events of the period by time: what, for whom, when, where, and the money breakdown. */
  events: ProductionEvent[];
}

/**
 * What the kitchen prepares for the events of some Minsk days (by delivery_at): every product's
 * quantity summed over the orders that are not canceled, with those orders' ids, the product's
 * allergens, and which of those orders' comments mention an allergy.
 */
@Injectable()
export class ProductionSheetService {
  constructor(private readonly dataSource: DataSource) {}

  async sheet(dateFrom: string, dateTo: string, visible: Pick<FieldVisibility, 'money'>): Promise<ProductionSheet> {
    const { start, end } = minskDayRange(dateFrom, dateTo, 'date');
    if (!start || !end || end.getTime() <= start.getTime()) throw new BadRequestException(notBefore('date_to', 'date_from'));
    if ((end.getTime() - start.getTime()) / 86_400_000 > PRODUCTION_SHEET_MAX_DAYS)
      throw new BadRequestException(kitchenPeriodTooLong(PRODUCTION_SHEET_MAX_DAYS));
    const rows = await this.dataSource
      .getRepository(OrderItem)
      .createQueryBuilder('item')
      .innerJoin(Order, 'o', 'o.id = item.orderId')
      .addSelect('o.comment', 'order_comment')
      .addSelect('o.exclude_allergens', 'order_exclude_allergens')
      .where('o.deliveryAt >= :start AND o.deliveryAt < :end', { start, end })
      .andWhere("o.status <> 'canceled'")
      .orderBy('item.orderId', 'ASC')
      .addOrderBy('item.id', 'ASC')
      .getRawAndEntities();
    const comments = new Map<number, string | null>();
    const exclusions = new Map<number, AllergenCode[]>();
    for (const raw of rows.raw as {
      item_order_id: number | string;
      order_comment: string | null;
      order_exclude_allergens: string | null;
    }[]) {
      comments.set(Number(raw.item_order_id), raw.order_comment);
      exclusions.set(Number(raw.item_order_id), excludedAllergens({ excludeAllergens: raw.order_exclude_allergens ?? '' }));
    }
    const allergens = await this.allergensOf(rows.entities.flatMap((row) => (row.productId === null ? [] : [row.productId])));
    const lines = new Map<string, ProductionSheetLine>();
    const orders = new Set<number>();
    for (const row of rows.entities) {
      orders.add(row.orderId);
      if (row.kind === 'service') continue;
      // A deleted product keeps its order lines (product_id null): those add up by name.
      const key = row.productId === null ? `name:${row.name}` : `id:${row.productId}`;
      const line = lines.get(key) ?? {
        product_id: row.productId,
        name: row.name,
        quantity: 0,
        order_ids: [],
        allergens: row.productId === null ? [] : (allergens.get(row.productId) ?? []),
        allergy_order_ids: [],
        conflicts: [],
      };
      line.quantity += row.quantity;
      if (!line.order_ids.includes(row.orderId)) {
        line.order_ids.push(row.orderId);
        if (mentionsAllergy(comments.get(row.orderId))) line.allergy_order_ids.push(row.orderId);
        const conflict = conflictingAllergens(line.allergens, exclusions.get(row.orderId) ?? []);
        if (conflict.length > 0) line.conflicts.push({ order_id: row.orderId, allergens: conflict });
      }
      lines.set(key, line);
    }
    const items = [...lines.values()].sort((a, b) => a.name.localeCompare(b.name, 'ru') || (a.product_id ?? 0) - (b.product_id ?? 0));
    const allergyNotes = [...orders]
      .filter((orderId) => mentionsAllergy(comments.get(orderId)))
      .sort((a, b) => a - b)
      .map((orderId) => ({ order_id: orderId, comment: comments.get(orderId) ?? '' }));
    const events = await this.events([...orders], rows.entities, allergens, visible);
    const services = serviceLines(rows.entities);
    return { date_from: dateFrom, date_to: dateTo, items, services, orders: orders.size, allergy_notes: allergyNotes, events };
  }

  /** The period's orders by event time with their dishes (already read) and the breakdown of their totals: one more query. */
  private async events(
    orderIds: number[],
    items: readonly OrderItem[],
    allergens: ReadonlyMap<number, AllergenCode[]>,
    visible: Pick<FieldVisibility, 'money'>,
  ): Promise<ProductionEvent[]> {
    if (orderIds.length === 0) return [];
    const orders = await this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .where('o.id IN (:...orderIds)', { orderIds })
      .orderBy('o.deliveryAt', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .getMany();
    return orders.map((order): ProductionEvent => {
      const own = items.filter((item) => item.orderId === order.id);
      const itemsTotal = linesTotal(own);
      const deliveryCost = toMoney(order.deliveryCost);
      const totalCost = toMoney(order.totalCost);
      const diet = toDietaryFields(order.diet);
      return {
        order_id: order.id,
        delivery_at: toMinskIso(new Date(order.deliveryAt as Date)),
        delivery_method: order.deliveryMethod,
        address: shownAddress(order),
        guests: order.guests ?? null,
        comment: order.comment,
        allergy: mentionsAllergy(order.comment),
        ...diet,
        dishes: own
          .filter((item) => item.kind !== 'service')
          .map((item) => ({
            name: item.name,
            quantity: item.quantity,
            conflicts: conflictingAllergens(item.productId === null ? [] : (allergens.get(item.productId) ?? []), diet.exclude_allergens),
          })),
        services: own
          .filter((item) => item.kind === 'service')
          .map((item) => ({ name: item.name, unit: item.unit, quantity: item.quantity })),
        items_total: shown(visible.money, itemsTotal),
        services_total: shown(visible.money, servicesTotal(own)),
        delivery_cost: shown(visible.money, deliveryCost),
        // The total is always items + delivery + adjustments (the order state machine keeps it so).
        adjustments_total: shown(visible.money, fromMinor(toMinor(totalCost) - toMinor(itemsTotal) - toMinor(deliveryCost))),
        total_cost: shown(visible.money, totalCost),
      };
    });
  }

  /** The current allergens of the given products, by id. */
  private async allergensOf(productIds: number[]): Promise<Map<number, AllergenCode[]>> {
    const ids = [...new Set(productIds)];
    if (ids.length === 0) return new Map();
    const products = await loadDietary(
      this.dataSource.manager,
      ids.map((id) => Object.assign(new Product(), { id })),
    );
    return new Map(products.map((product) => [product.id, product.allergens ?? []]));
  }
}

/** The service lines of the period, summed by name and unit, by name. */
function serviceLines(items: readonly OrderItem[]): ProductionServiceLine[] {
  const lines = new Map<string, ProductionServiceLine>();
  for (const item of items) {
    if (item.kind !== 'service') continue;
    const key = JSON.stringify([item.name, item.unit]);
    const line = lines.get(key) ?? { name: item.name, unit: item.unit, quantity: 0, order_ids: [] };
    line.quantity += item.quantity;
    if (!line.order_ids.includes(item.orderId)) line.order_ids.push(item.orderId);
    lines.set(key, line);
  }
  return [...lines.values()].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { AllergenCode, DeliveryMethod, FieldVisibility, formatPhone, shown, toMinskIso } from '@bulbash/rules';
import { dietLine, excludedAllergens, toDietaryFields } from '../common/dietary-columns';
import { DataSource } from 'typeorm';
import { mentionsAllergy } from './allergy-notes';
import { BalanceLookup, collectionOf, customerName } from './delivery-sheet.service';
import { minskDayRange } from '../common/minsk-days';
import { OrderItem } from './order-item.entity';
import { ORDER_NOT_FOUND, LABELS_NEED_DATE_OR_ORDER } from './order.messages';
import { Order } from './order.entity';
import { originMarker } from './order-status';

/** What one packing label says about its order. */
export interface PackingLabel {
  order_id: number;
  /** Minsk time with its offset; null for an order without an event time. */
  delivery_at: string | null;
  delivery_method: DeliveryMethod;
  /** The customer's address for a delivery (null for a pickup: the label reads «Самовывоз»). */
  address: string | null;
  customer: string;
  /** «Обеды по договору · ООО «Ромашка»» for a lunch contract's day (printed before the customer); null for the shop's own orders. */
  marker: string | null;
  /** '+375 29 123-45-67'; '' for a reader without customer contacts (the kitchen). */
  phone: string;
  /** The comment when it mentions an allergy, else null (the packer needs the warning, not the rest). */
  allergy_comment: string | null;
  /** The allergens the customer excluded (codes, stable order). */
  exclude_allergens: AllergenCode[];
  /** «Без: орехи · вегетарианцев: 3 · …» ('' when the order has no diet). */
  diet: string;
  dishes: Array<{ name: string; quantity: number }>;
  /** «оплачено» or what to collect («получить наличными 120,00 byn»): the delivery sheet's figure; null without `collect` (the kitchen). */
  collect_label: string | null;
}

/**
 * Packing labels: the orders of a Minsk day (canceled left out) by time, or one order by id
 * (whatever its status). Two queries: the orders, then their items.
 */
@Injectable()
export class PackingLabelsService {
  constructor(private readonly dataSource: DataSource) {}

  async labels(
    filter: { date?: string; orderId?: number },
    balancesOf: BalanceLookup,
    visible: Pick<FieldVisibility, 'collect' | 'contacts'>,
  ): Promise<PackingLabel[]> {
    if (!filter.date && filter.orderId === undefined) throw new BadRequestException(LABELS_NEED_DATE_OR_ORDER);
    const query = this.dataSource.getRepository(Order).createQueryBuilder('o');
    if (filter.orderId !== undefined) query.andWhere('o.id = :id', { id: filter.orderId });
    if (filter.date) {
      const { start, end } = minskDayRange(filter.date, filter.date, 'date');
      query.andWhere('o.deliveryAt >= :start AND o.deliveryAt < :end', { start, end }).andWhere("o.status <> 'canceled'");
    }
    const orders = await query.orderBy('o.deliveryAt', 'ASC').addOrderBy('o.id', 'ASC').getMany();
    if (filter.orderId !== undefined && orders.length === 0) throw new NotFoundException(ORDER_NOT_FOUND);
    const items =
      orders.length === 0
        ? []
        : await this.dataSource
            .getRepository(OrderItem)
            .createQueryBuilder('item')
            .where('item.orderId IN (:...ids)', { ids: orders.map((order) => order.id) })
            .orderBy('item.id', 'ASC')
            .getMany();
    const balances = await balancesOf(orders);
    return orders.map((order): PackingLabel => ({
      collect_label: shown(visible.collect, collectionOf(order, balances).label),
      order_id: order.id,
      delivery_at: order.deliveryAt ? toMinskIso(new Date(order.deliveryAt)) : null,
      delivery_method: order.deliveryMethod,
      address: order.deliveryMethod === 'pickup' ? null : order.deliveryAddress,
      customer: customerName(order),
      marker: originMarker(order),
      phone: visible.contacts ? formatPhone(order.contactPhone) : '',
      allergy_comment: mentionsAllergy(order.comment) ? order.comment : null,
      exclude_allergens: excludedAllergens(order.diet),
      diet: dietLine(toDietaryFields(order.diet)),
      dishes: items.filter((item) => item.orderId === order.id).map((item) => ({ name: item.name, quantity: item.quantity })),
    }));
  }
}

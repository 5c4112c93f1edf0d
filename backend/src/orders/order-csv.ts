import { allergenPhrase } from '@bulbash/rules';
import { money } from '../catalogue/catalogue.mappers';
import { csvMinskDateTime, csvMoney, toCsv } from '../common/csv';
import { Order } from './order.entity';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from './order-status';
import { ProductionSheet } from './production-sheet.service';

const ORDER_HEADER = [
  'Номер',
  'Создан',
  'Мероприятие',
  'Статус',
  'Оплата',
  'Фамилия',
  'Имя',
  'Телефон',
  'E-mail',
  'Доставка',
  'Адрес',
  'Стоимость доставки, BYN',
  'Сумма, BYN',
  'Стоимость отмены, BYN',
  'Комментарий',
];

/** Delivery as the kitchen says it: pickup, inside MKAD, or the km beyond it. */
export function deliveryText(order: Pick<Order, 'deliveryMethod' | 'deliveryDistanceKm'>): string {
  if (order.deliveryMethod === 'pickup') return 'Самовывоз';
  return order.deliveryDistanceKm > 0 ? `За МКАД, ${order.deliveryDistanceKm} км` : 'В пределах МКАД';
}

/** The filtered orders list as CSV (one row per order). */
export function ordersCsv(orders: Order[]): string {
  return toCsv(
    ORDER_HEADER,
    orders.map((order) => [
      order.id,
      csvMinskDateTime(order.dateCreated),
      csvMinskDateTime(order.deliveryAt),
      ORDER_STATUS_LABELS[order.status],
      PAYMENT_METHOD_LABELS[order.paymentMethod],
      order.surname,
      order.firstName,
      order.contactPhone,
      order.contactEmail,
      deliveryText(order),
      order.deliveryAddress,
      csvMoney(money(order.deliveryCost)),
      csvMoney(money(order.totalCost)),
      csvMoney(money(order.cancellationFee)),
      order.comment,
    ]),
  );
}

/** The production sheet as CSV: product, quantity, the orders it comes from. */
export function productionSheetCsv(sheet: ProductionSheet): string {
  return toCsv(
    ['Блюдо', 'Количество', 'Заказы', 'Аллергены'],
    sheet.items.map((line) => [
      line.name,
      line.quantity,
      line.order_ids.map((id) => (line.allergy_order_ids.includes(id) ? `№${id} (аллергия!)` : `№${id}`)).join(', '),
      allergenPhrase(line.allergens),
    ]),
  );
}

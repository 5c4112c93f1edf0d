import { allergenPhrase, formatPhone, fromMinor, multiplyMoney, sumMoney, toMinor, toMoney } from '@bulbash/rules';
import { csvMinskDateTime, csvMoney, toCsv } from '../common/csv';
import { Order } from './order.entity';
import { shownAddress } from './order.mappers';
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
  'Отчество',
  'Телефон',
  'E-mail',
  'Доставка',
  'Адрес',
  'Гостей',
  'Блюда',
  'Блюда, byn',
  'Стоимость доставки, byn',
  'Корректировки, byn',
  'Сумма, byn',
  'Стоимость отмены, byn',
  'Комментарий',
];

/** Delivery as the kitchen says it: pickup, inside MKAD, or the km beyond it. */
export function deliveryText(order: Pick<Order, 'deliveryMethod' | 'deliveryDistanceKm'>): string {
  if (order.deliveryMethod === 'pickup') return 'Самовывоз';
  return order.deliveryDistanceKm > 0 ? `За МКАД, ${order.deliveryDistanceKm} км` : 'В пределах МКАД';
}

/** '375 29 123-45-67': spaces and dashes keep it text in Excel (not 3,75291E+11), and no leading '+' to be taken for a formula. */
const csvPhone = (stored: string): string => (/^375\d{9}$/.test(stored) ? formatPhone(stored).slice(1) : stored);

/** Σ of the item snapshots (the CSV's orders come with their items). */
const itemsTotalOf = (order: Order): number =>
  sumMoney((order.items ?? []).map((item) => multiplyMoney(toMoney(item.productCost), item.quantity)));

/** The filtered orders list as CSV (one row per order; total = items + delivery + adjustments). */
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
      order.lastName,
      csvPhone(order.contactPhone),
      order.contactEmail,
      deliveryText(order),
      shownAddress(order),
      order.guests,
      (order.items ?? []).map((item) => `${item.name} × ${item.quantity}`).join('; '),
      csvMoney(itemsTotalOf(order)),
      csvMoney(toMoney(order.deliveryCost)),
      csvMoney(fromMinor(toMinor(toMoney(order.totalCost)) - toMinor(toMoney(order.deliveryCost)) - toMinor(itemsTotalOf(order)))),
      csvMoney(toMoney(order.totalCost)),
      csvMoney(toMoney(order.cancellationFee)),
      order.comment,
    ]),
  );
}

/** The production sheet as CSV: product, quantity, the orders it comes from. */
/** «№18» or, when the order excluded an allergen of this dish, «№18 (исключены: орехи!)». */
export function orderMark(orderId: number, conflicts: ProductionSheet['items'][number]['conflicts']): string {
  const conflict = conflicts.find((entry) => entry.order_id === orderId);
  return conflict ? `№${orderId} (исключены: ${allergenPhrase(conflict.allergens)}!)` : `№${orderId}`;
}

export function productionSheetCsv(sheet: ProductionSheet): string {
  return toCsv(
    ['Блюдо', 'Количество', 'Заказы', 'Аллергены'],
    [
      ...sheet.items.map((line) => [
        line.name,
        line.quantity,
        line.order_ids.map((id) => orderMark(id, line.conflicts)).join(', '),
        allergenPhrase(line.allergens),
      ]),
      // Services of accepted quotes follow the dishes, marked as such (nothing to cook).
      ...sheet.services.map((line) => [
        `Услуга: ${line.name}${line.unit ? ` (${line.unit})` : ''}`,
        line.quantity,
        line.order_ids.map((id) => `№${id}`).join(', '),
        '',
      ]),
    ],
  );
}

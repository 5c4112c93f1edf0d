import { SHOP_IDENTITY } from '../../common/shop-identity';
import { formatByn, formatMinskDateTime } from '@bulbash/rules';
import { escapeHtml } from './escape-html';
import { Letter, renderMail } from './layout';
import { ONLINE_PAY_LINE } from './payment-mails';

/** What an order letter needs to know; plain values, so templates stay free of entities. */
export interface OrderSummary {
  id: number;
  dateCreated: Date;
  statusLabel: string;
  paymentLabel: string;
  totalCost: number;
  customerName: string;
  fullName: string;
  contactPhone: string;
  contactEmail: string | null;
  deliveryAddress: string | null;
  /** null: the time is agreed by phone. */
  deliveryAt: Date | null;
  deliveryMethod: 'delivery' | 'pickup';
  deliveryDistanceKm: number;
  deliveryCost: number;
  comment: string | null;
  /** The head count the order is for; null when not given. */
  guests: number | null;
  cancellationFee: number;
  /** Changes of the total agreed by staff («Корректировка»), signed. */
  adjustments: Array<{ label: string; amount: number }>;
  items: Array<{ name: string; unitPrice: number; quantity: number; lineTotal: number }>;
  /** The paying company's requisites; absent or null when a person pays. */
  company?: { name: string; unp: string; address: string; account: string; bic: string } | null;
}

/** The paying company as letters print it. */
export function companyLines(company: OrderSummary['company']): string[] {
  if (!company) return [];
  return [
    `Плательщик: ${company.name}, УНП ${company.unp}`,
    `Юридический адрес: ${company.address}`,
    `Расчётный счёт: ${company.account}, БИК ${company.bic}`,
  ];
}

const minskDateTime = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Minsk', dateStyle: 'long', timeStyle: 'short' });
const byn = formatByn;

const CELL =
  "padding: 8px 6px; border-bottom: 1px solid #eee0cf; font-family: Arial, 'Helvetica Neue', Helvetica, sans-serif; font-size: 14px; color: #2b2b2b;";

function itemsTable(order: OrderSummary): { tableHtml: string; tableText: string } {
  const header = ['Блюдо', 'Цена', 'Кол-во', 'Сумма']
    .map(
      (title, index) => `<th align="${index === 0 ? 'left' : 'right'}" style="${CELL} color: #6f6f6f; font-weight: normal;">${title}</th>`,
    )
    .join('');
  const rows = order.items
    .map(
      (item) =>
        `<tr><td style="${CELL}">${escapeHtml(item.name)}</td><td align="right" style="${CELL}">${byn(item.unitPrice)}</td>` +
        `<td align="right" style="${CELL}">${item.quantity}</td><td align="right" style="${CELL}">${byn(item.lineTotal)}</td></tr>`,
    )
    .join('');
  const delivery = `<tr><td colspan="3" style="${CELL}">Доставка</td><td align="right" style="${CELL}">${byn(order.deliveryCost)}</td></tr>`;
  const adjustments = order.adjustments
    .map(
      (adjustment) =>
        `<tr><td colspan="3" style="${CELL}">${escapeHtml(adjustment.label)}</td><td align="right" style="${CELL}">${byn(adjustment.amount)}</td></tr>`,
    )
    .join('');
  const total = `<tr><td colspan="3" style="${CELL} font-weight: bold;">Итого</td><td align="right" style="${CELL} font-weight: bold;">${byn(order.totalCost)}</td></tr>`;
  const tableHtml = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin: 0 0 18px;"><tr>${header}</tr>${rows}${delivery}${adjustments}${total}</table>`;
  const tableText = [
    ...order.items.map((item) => `${item.name}: ${byn(item.unitPrice)} × ${item.quantity} = ${byn(item.lineTotal)}`),
    `Доставка: ${byn(order.deliveryCost)}`,
    ...order.adjustments.map((adjustment) => `${adjustment.label}: ${byn(adjustment.amount)}`),
    `Итого: ${byn(order.totalCost)}`,
  ].join('\n');
  return { tableHtml, tableText };
}

/** 'Доставка за МКАД, 12 км — 12,00 byn', 'Самовывоз' ... */
export function deliveryLabel(order: Pick<OrderSummary, 'deliveryMethod' | 'deliveryDistanceKm' | 'deliveryCost'>): string {
  if (order.deliveryMethod === 'pickup') return 'самовывоз';
  if (order.deliveryDistanceKm === 0) return 'доставка в пределах МКАД — бесплатно';
  return `доставка за МКАД, ${order.deliveryDistanceKm} км — ${byn(order.deliveryCost)}`;
}

function orderFacts(order: OrderSummary): string[] {
  const address = order.deliveryMethod === 'pickup' ? 'Адрес самовывоза' : 'Адрес доставки';
  return [
    `Дата заказа: ${minskDateTime.format(order.dateCreated)}`,
    `Дата и время мероприятия: ${order.deliveryAt ? formatMinskDateTime(order.deliveryAt) : 'время согласуем по телефону'}`,
    `Получение: ${deliveryLabel(order)}`,
    ...(order.guests ? [`Гостей: ${order.guests}`] : []),
    `${address}: ${order.deliveryAddress ?? 'не указан — уточним по телефону'}`,
    `Способ оплаты: ${order.paymentLabel}`,
    ...companyLines(order.company),
    `Сумма заказа: ${byn(order.totalCost)}`,
    `Телефон для связи: ${order.contactPhone}`,
    ...(order.comment ? [`Комментарий: ${order.comment}`] : []),
  ];
}

/** To the customer, right after checkout; `cancellationRule` is the order's terms in one sentence (they follow the settings). */
export function orderConfirmationMail(
  order: OrderSummary,
  ordersLink: string,
  cancellationRule: string,
  payLink: string | null = null,
): Letter {
  return {
    subject: `Заказ №${order.id} принят — «${SHOP_IDENTITY.name}»`,
    ...renderMail({
      title: `Заказ №${order.id} принят`,
      paragraphs: [
        `Здравствуйте, ${order.customerName}!`,
        'Спасибо за заказ. Мы свяжемся с вами по телефону, чтобы подтвердить состав, время и адрес доставки.',
        ...orderFacts(order),
        ...(payLink ? [ONLINE_PAY_LINE] : []),
      ],
      ...itemsTable(order),
      button: payLink ? { label: 'Оплатить онлайн', url: payLink } : { label: 'Мои заказы', url: ordersLink },
      footnotes: ['Доставка в пределах МКАД бесплатна, за МКАД (до 25 км) — 1 byn за километр.', cancellationRule],
    }),
  };
}

/** To the shop, so the staff see the new order without opening the back office. */
export function newOrderNoticeMail(order: OrderSummary, adminLink: string): Letter {
  return {
    subject: `Новый заказ №${order.id} на ${byn(order.totalCost)}`,
    ...renderMail({
      title: `Новый заказ №${order.id}`,
      paragraphs: [`Покупатель: ${order.fullName}`, `E-mail: ${order.contactEmail ?? 'не указан'}`, ...orderFacts(order)],
      ...itemsTable(order),
      button: { label: 'Открыть в админ-панели', url: adminLink },
    }),
  };
}

/** To the customer, when an administrator changes the order's status. */
export function orderStatusMail(order: OrderSummary, ordersLink: string): Letter {
  return {
    subject: `Заказ №${order.id}: ${order.statusLabel}`,
    ...renderMail({
      title: `Статус заказа №${order.id} изменён`,
      paragraphs: [
        `Здравствуйте, ${order.customerName}!`,
        `Новый статус вашего заказа: ${order.statusLabel}.`,
        ...orderFacts(order),
        ...(order.cancellationFee > 0 ? [`Стоимость отмены: ${byn(order.cancellationFee)}`] : []),
      ],
      ...itemsTable(order),
      button: { label: 'Мои заказы', url: ordersLink },
    }),
  };
}

/** To the customer, when staff change the dishes, time, delivery, address or head count. */
export function orderChangedMail(
  order: OrderSummary,
  changes: string,
  ordersLink: string,
  /** The corrected invoice attached (numbered when sent), replacing the one named here. */
  invoice?: { replaces: string },
): Letter {
  return {
    subject: `Заказ №${order.id} изменён`,
    ...renderMail({
      title: `Заказ №${order.id} изменён`,
      paragraphs: [
        `Здравствуйте, ${order.customerName}!`,
        'Мы изменили ваш заказ, как договорились. Что изменилось:',
        ...changes.split('; ').map((change) => `• ${change}`),
        ...(invoice ? [`Сумма заказа изменилась: во вложении новый счёт взамен счёта № ${invoice.replaces}.`] : []),
        ...orderFacts(order),
      ],
      ...itemsTable(order),
      button: { label: 'Мои заказы', url: ordersLink },
      footnotes: ['Если что-то не так, позвоните нам — поправим.'],
    }),
  };
}

/** To the shop, when a customer cancels an order. */
export function orderCanceledNoticeMail(order: OrderSummary, adminLink: string): Letter {
  return {
    subject: `Заказ №${order.id} отменён покупателем`,
    ...renderMail({
      title: `Заказ №${order.id} отменён`,
      paragraphs: [
        `Покупатель ${order.fullName} отменил заказ.`,
        `Стоимость отмены: ${order.cancellationFee > 0 ? byn(order.cancellationFee) : 'бесплатно (более чем за 24 часа)'}`,
        ...orderFacts(order),
      ],
      ...itemsTable(order),
      button: { label: 'Открыть в админ-панели', url: adminLink },
    }),
  };
}

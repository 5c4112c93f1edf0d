import { allergenPhrase, formatByn, formatDay, formatMinskDateTime, formatMinskTime, formatPhone, TELEGRAM_EVENTS } from '@bulbash/rules';
import { escapeHtml as esc } from '../mail/templates/escape-html';
import { LEDGER_METHOD_LABELS, type LedgerMethod } from '../payments/ledger-methods';

const methodLabel = (method: LedgerMethod): string => LEDGER_METHOD_LABELS[method] ?? method;

/**
 * Everything the shop's Telegram bot and its API say, in Russian: the API's refusals, the bot's
 * replies to commands, and the messages to the staff group and to customers. Messages are
 * Telegram HTML (parse_mode HTML): every name, comment, address or title a person typed goes
 * through `esc`, so «<b>» and «&» arrive as text.
 */

// ── The API's answers ──────────────────────────────────────────────────────────────────────────

export const TELEGRAM_OFF = 'Telegram не подключён';
export const WEBHOOK_SECRET_REFUSED = 'Запрос не от Telegram: неверный или отсутствующий X-Telegram-Bot-Api-Secret-Token';
export const WEBHOOK_BODY_REFUSED = 'Ожидается обновление Telegram: JSON-объект с числовым update_id';
export const TELEGRAM_EVENTS_RULE = `events: укажите список событий из ${TELEGRAM_EVENTS.join(', ')} (каждое не больше одного раза)`;
export const TELEGRAM_NO_GROUP = 'Группа Telegram не подключена';
export const TELEGRAM_LINK_OFF_HINT = 'Ссылка действует 30 минут и открывает чат с ботом магазина';

/** Why a message failed, as the back office's outbox list shows it (Telegram's own words kept). */
export const FAILURE_REASONS = {
  blocked: (telegram: string) => `Чат заблокировал бота или удалил его, уведомления в него отключены (${telegram})`,
  noAnswer: (detail: string) => `Telegram не ответил: ${detail}`,
} as const;

// ── The bot's replies ──────────────────────────────────────────────────────────────────────────

export const REPLIES = {
  groupConnected: (title: string) =>
    `✅ Группа «${esc(title)}» подключена к магазину «Bulbash catering». Сюда будут приходить новые заказы, заявки и оплаты (что именно — выбирает владелец в админке: «Настройки» → «Telegram»).`,
  connectCodeUnknown:
    'Код не подходит. Откройте в админке «Настройки» → «Telegram» и отправьте здесь /connect с кодом, который там показан.',
  connectCodeUsed: 'Этот код уже использован. Новый код — в админке: «Настройки» → «Telegram».',
  connectCodeExpired: 'Срок действия кода истёк. Обновите страницу «Настройки» → «Telegram» в админке и отправьте новый код.',
  connectWithoutCode: 'Отправьте /connect вместе с кодом из админки, например: <code>/connect K7P4M2QX</code>',
  connectInPrivate: 'Команду /connect отправьте в группе сотрудников, куда добавлен бот.',
  customerLinked: (name: string) =>
    `✅ ${name ? `${esc(name)}, готово` : 'Готово'}! Сюда будут приходить новости ваших заказов «Bulbash catering»: подтверждение, доставка, оплаты. Отключить — команда /stop или кнопка «Отключить» на сайте.`,
  linkInvalid: 'Ссылка устарела или уже использована. Откройте «Мои заказы» на сайте и нажмите «Получать уведомления в Telegram» ещё раз.',
  startWithoutToken:
    'Здравствуйте! Это бот магазина «Bulbash catering». Чтобы получать новости своих заказов, откройте «Мои заказы» на сайте и нажмите «Получать уведомления в Telegram».',
  startInGroup: 'Уведомления для клиентов подключаются в личном чате с ботом, по ссылке с сайта.',
  stopped: 'Уведомления о заказах отключены. Включить снова можно в «Мои заказы» на сайте.',
  stopNotLinked: 'Этот чат и так не получает уведомления о заказах.',
  stopInGroup: 'Отключить группу от магазина может владелец в админке: «Настройки» → «Telegram».',
  unlinkedOnSite: 'Уведомления о заказах отключены на сайте. Включить снова можно в «Мои заказы».',
  groupDisconnected: 'Группа отключена от магазина «Bulbash catering»: новые заказы сюда больше не придут.',
} as const;

// ── Messages ───────────────────────────────────────────────────────────────────────────────────

/** A message as the outbox keeps it: the list's subject and the Telegram HTML. */
export interface TelegramMessage {
  subject: string;
  html: string;
}

/** What a message about an order says of it (read in the causing transaction). */
export interface OrderNews {
  id: number;
  eventAt: Date | null;
  guests: number | null;
  dishes: ReadonlyArray<{ name: string; quantity: number; service: boolean }>;
  total: number;
  deliveryMethod: 'delivery' | 'pickup';
  deliveryAddress: string | null;
  pickupAddress: string | null;
  customer: string;
  comment: string | null;
  excludedAllergens: readonly string[];
  vegetarianGuests: number;
  dietaryNote: string | null;
  /** The comment or the diet note speaks of an allergy (orders/allergy-notes.ts). */
  allergyWords: boolean;
  /** The order in the back office. */
  adminUrl: string;
}

const DISHES_SHOWN = 5;

const line = (...parts: Array<string | null | false | undefined>) => parts.filter(Boolean).join('');
const lines = (...rows: Array<string | null | false | undefined>) =>
  rows.filter((row) => row !== null && row !== false && row !== undefined && row !== '').join('\n');
const link = (url: string, text: string) => `<a href="${esc(url)}">${esc(text)}</a>`;
const when = (at: Date | null) => (at ? formatMinskDateTime(at) : 'время согласуется по телефону');

/** «Драники ×2, Салат ×1 … и ещё 3»: the dishes in short. */
export function dishesInShort(dishes: OrderNews['dishes']): string {
  const shown = dishes.slice(0, DISHES_SHOWN).map((dish) => `${esc(dish.name)} ×${dish.quantity}`);
  const more = dishes.length - shown.length;
  return `${shown.join(', ')}${more > 0 ? ` и ещё ${more}` : ''}` || '—';
}

function deliveryRow(order: Pick<OrderNews, 'deliveryMethod' | 'deliveryAddress' | 'pickupAddress'>): string {
  if (order.deliveryMethod === 'pickup') return `🏠 Самовывоз${order.pickupAddress ? `: ${esc(order.pickupAddress)}` : ''}`;
  return `🚚 Доставка: ${order.deliveryAddress ? esc(order.deliveryAddress) : 'адрес уточняется'}`;
}

/** The allergy flag: the allergens to keep out and any warning words of the comment or the diet note. */
function allergyRow(order: OrderNews): string | null {
  if (order.excludedAllergens.length === 0 && !order.allergyWords) return null;
  const what = [
    order.excludedAllergens.length > 0 ? `без: ${esc(allergenPhrase(order.excludedAllergens))}` : '',
    order.dietaryNote?.trim() ? esc(order.dietaryNote.trim()) : '',
    order.allergyWords && !order.dietaryNote?.trim() ? 'см. комментарий' : '',
  ].filter(Boolean);
  return `⚠️ <b>Аллергии!</b> ${what.join(' · ')}`;
}

/** order_created: a new order for the kitchen. */
export function orderCreatedMessage(order: OrderNews): TelegramMessage {
  return {
    subject: `Telegram: новый заказ №${order.id}`,
    html: lines(
      `🆕 <b>Новый заказ №${order.id}</b>`,
      `📅 ${when(order.eventAt)}`,
      order.guests !== null &&
        `👥 Гостей: ${order.guests}${order.vegetarianGuests > 0 ? `, из них вегетарианцев: ${order.vegetarianGuests}` : ''}`,
      `🍽 ${dishesInShort(order.dishes)}`,
      `💰 Итого: <b>${formatByn(order.total)}</b>`,
      deliveryRow(order),
      allergyRow(order),
      `👤 ${esc(order.customer)}`,
      order.comment && `💬 ${esc(order.comment)}`,
      link(order.adminUrl, 'Открыть заказ в админке'),
    ),
  };
}

/** order_canceled. */
export function orderCanceledMessage(order: OrderNews, byCustomer: boolean, fee: number): TelegramMessage {
  return {
    subject: `Telegram: заказ №${order.id} отменён`,
    html: lines(
      `❌ <b>Заказ №${order.id} отменён</b> ${byCustomer ? 'клиентом' : 'сотрудником'}`,
      `📅 Было на ${when(order.eventAt)}${order.guests !== null ? `, гостей: ${order.guests}` : ''}`,
      `👤 ${esc(order.customer)}`,
      fee > 0 && `Сбор за отмену: ${formatByn(fee)}`,
      link(order.adminUrl, 'Открыть заказ в админке'),
    ),
  };
}

/** change_request: «Попросить изменить». */
export function changeRequestMessage(
  order: Pick<OrderNews, 'id' | 'eventAt' | 'customer' | 'adminUrl'>,
  wish: {
    guests: number | null;
    deliveryAt: Date | null;
    lines: ReadonlyArray<{ name: string; quantity: number }> | null;
    comment: string | null;
  },
): TelegramMessage {
  return {
    subject: `Telegram: просьба изменить заказ №${order.id}`,
    html: lines(
      `✏️ <b>Клиент просит изменить заказ №${order.id}</b> (${when(order.eventAt)})`,
      `👤 ${esc(order.customer)}`,
      wish.guests !== null && `👥 Гостей: ${wish.guests}`,
      wish.deliveryAt && `📅 Новое время: ${formatMinskDateTime(wish.deliveryAt)}`,
      wish.lines && `🍽 ${dishesInShort(wish.lines.map((wished) => ({ ...wished, service: false })))}`,
      wish.comment && `💬 ${esc(wish.comment)}`,
      link(order.adminUrl, 'Открыть заказ в админке'),
    ),
  };
}

export interface EnquiryNews {
  id: number;
  formatName: string;
  eventAt: Date;
  guests: number;
  contactName: string;
  companyName: string | null;
  budgetPerGuest: number | null;
  deliveryMethod: 'delivery' | 'pickup';
  comment: string | null;
  adminUrl: string;
}

/** enquiry_created: a request for an event (a wedding, a corporate party). */
export function enquiryCreatedMessage(enquiry: EnquiryNews): TelegramMessage {
  return {
    subject: `Telegram: новая заявка №${enquiry.id}`,
    html: lines(
      `📝 <b>Новая заявка №${enquiry.id}</b>: ${esc(enquiry.formatName)}`,
      `📅 ${formatMinskDateTime(enquiry.eventAt)}`,
      `👥 Гостей: ${enquiry.guests}${enquiry.budgetPerGuest !== null ? `, бюджет на гостя: ${formatByn(enquiry.budgetPerGuest)}` : ''}`,
      enquiry.deliveryMethod === 'pickup' ? '🏠 Самовывоз' : '🚚 С доставкой',
      `👤 ${esc(enquiry.contactName)}${enquiry.companyName ? `, ${esc(enquiry.companyName)}` : ''}`,
      enquiry.comment && `💬 ${esc(enquiry.comment)}`,
      link(enquiry.adminUrl, 'Открыть заявку в админке'),
    ),
  };
}

/** quote_accepted: the customer accepted a quote, which became an order. */
export function quoteAcceptedMessage(quoteId: number, order: OrderNews): TelegramMessage {
  return {
    subject: `Telegram: предложение №${quoteId} принято`,
    html: lines(
      `🤝 <b>Клиент принял предложение №${quoteId}</b> — заказ №${order.id}`,
      `📅 ${when(order.eventAt)}${order.guests !== null ? `, гостей: ${order.guests}` : ''}`,
      `💰 Итого: <b>${formatByn(order.total)}</b>`,
      `👤 ${esc(order.customer)}`,
      link(order.adminUrl, 'Открыть заказ в админке'),
    ),
  };
}

export interface PaymentNews {
  orderId: number;
  amount: number;
  method: LedgerMethod;
  /** Still to pay after this movement. */
  balanceDue: number;
  adminUrl: string;
}

/** payment_received. */
export function paymentReceivedMessage(payment: PaymentNews): TelegramMessage {
  return {
    subject: `Telegram: оплата по заказу №${payment.orderId}`,
    html: lines(
      `💵 <b>Оплата по заказу №${payment.orderId}</b>: ${formatByn(payment.amount)} (${esc(methodLabel(payment.method))})`,
      payment.balanceDue > 0 ? `Осталось оплатить: ${formatByn(payment.balanceDue)}` : 'Заказ оплачен полностью',
      link(payment.adminUrl, 'Открыть заказ в админке'),
    ),
  };
}

/** refund. */
export function refundMessage(payment: PaymentNews): TelegramMessage {
  return {
    subject: `Telegram: возврат по заказу №${payment.orderId}`,
    html: lines(
      `↩️ <b>Возврат по заказу №${payment.orderId}</b>: ${formatByn(Math.abs(payment.amount))} (${esc(methodLabel(payment.method))})`,
      link(payment.adminUrl, 'Открыть заказ в админке'),
    ),
  };
}

/** payment_failed: bePaid declined an online payment. */
export function paymentFailedMessage(payment: Omit<PaymentNews, 'balanceDue'>, reason: string | null): TelegramMessage {
  return {
    subject: `Telegram: оплата заказа №${payment.orderId} не прошла`,
    html: lines(
      `⚠️ <b>Онлайн-оплата заказа №${payment.orderId} не прошла</b>: ${formatByn(payment.amount)} (${esc(methodLabel(payment.method))})`,
      reason && `Причина: ${esc(reason)}`,
      link(payment.adminUrl, 'Открыть заказ в админке'),
    ),
  };
}

export interface DaySummary {
  /** The Minsk day summarised, 'YYYY-MM-DD'. */
  day: string;
  orders: ReadonlyArray<{
    id: number;
    at: Date | null;
    guests: number | null;
    deliveryMethod: 'delivery' | 'pickup';
    address: string | null;
    total: number;
    balanceDue: number;
  }>;
  adminUrl: string;
}

/** daily_summary: at 18:00 Minsk, the next day's orders, guests, first delivery and what is still unpaid. */
export function dailySummaryMessage(summary: DaySummary): TelegramMessage {
  const { orders } = summary;
  const subject = `Telegram: сводка на ${formatDay(summary.day)}`;
  if (orders.length === 0)
    return {
      subject,
      html: lines(`📋 <b>Завтра, ${formatDay(summary.day)}</b>: заказов нет.`, link(summary.adminUrl, 'Заказы в админке')),
    };
  const guests = orders.reduce((sum, order) => sum + (order.guests ?? 0), 0);
  const firstDelivery = orders.find((order) => order.deliveryMethod === 'delivery' && order.at !== null);
  const unpaid = orders.filter((order) => order.balanceDue > 0);
  const unpaidTotal = unpaid.reduce((sum, order) => sum + Math.round(order.balanceDue * 100), 0) / 100;
  return {
    subject,
    html: lines(
      `📋 <b>Завтра, ${formatDay(summary.day)}</b>: заказов ${orders.length}, гостей ${guests}`,
      firstDelivery
        ? `🚚 Первая доставка: ${formatMinskTime(firstDelivery.at!)}, №${firstDelivery.id}${firstDelivery.address ? ` — ${esc(firstDelivery.address)}` : ''}`
        : '🚚 Доставок нет',
      ...orders.map((order) =>
        line(
          `• ${order.at ? formatMinskTime(order.at) : 'время не согласовано'} №${order.id}`,
          order.deliveryMethod === 'pickup' ? ', самовывоз' : ', доставка',
          order.guests !== null ? `, гостей ${order.guests}` : '',
          `, ${formatByn(order.total)}`,
          order.balanceDue > 0 ? ` (не оплачено ${formatByn(order.balanceDue)})` : '',
        ),
      ),
      unpaid.length > 0
        ? `💳 Не оплачено: ${unpaid.map((order) => `№${order.id}`).join(', ')} — всего ${formatByn(unpaidTotal)}`
        : '💳 Всё оплачено',
      link(summary.adminUrl, 'Заказы в админке'),
    ),
  };
}

// ── To customers ───────────────────────────────────────────────────────────────────────────────

export interface CustomerOrder {
  id: number;
  eventAt: Date | null;
  deliveryMethod: 'delivery' | 'pickup';
  /** «Мои заказы». */
  ordersUrl: string;
}

const customerMessage = (order: CustomerOrder, subject: string, ...rows: Array<string | null | false>) => ({
  subject: `Telegram: заказ №${order.id}: ${subject}`,
  html: lines(...rows, link(order.ordersUrl, 'Мои заказы')),
});

/** The customer's own order was placed (a linked account). */
export const orderPlacedToCustomer = (order: CustomerOrder, total: number) =>
  customerMessage(
    order,
    'принят',
    `🧾 <b>Заказ №${order.id} принят</b> на ${when(order.eventAt)}. Сумма: ${formatByn(total)}.`,
    'Мы напишем, когда менеджер его подтвердит.',
  );

/** pending → processing: the office took it. */
export const orderConfirmedToCustomer = (order: CustomerOrder) =>
  customerMessage(
    order,
    'подтверждён',
    `✅ <b>Заказ №${order.id} подтверждён</b>.`,
    order.eventAt && `${order.deliveryMethod === 'pickup' ? 'Будет готов к выдаче' : 'Привезём'} ${formatMinskDateTime(order.eventAt)}.`,
  );

/** The event day's morning: the kitchen is cooking it. */
export const orderPreparingToCustomer = (order: CustomerOrder) =>
  customerMessage(
    order,
    'готовится',
    `👩‍🍳 <b>Готовим ваш заказ №${order.id}</b>${order.eventAt ? ` к ${formatMinskTime(order.eventAt)}` : ''}.`,
  );

/** «В пути» with the driver's phone (or the shop's, when the driver has none). */
export const orderOnTheWayToCustomer = (order: CustomerOrder, driver: { name: string; phone: string | null }, shopPhone: string | null) =>
  customerMessage(
    order,
    'в пути',
    `🚚 <b>Заказ №${order.id} в пути.</b>`,
    `Водитель: ${driver.name ? esc(driver.name) : 'водитель магазина'}${driver.phone ? `, ${esc(formatPhone(driver.phone))}` : ''}`,
    !driver.phone && shopPhone && `Телефон для связи: ${esc(shopPhone)}`,
  );

/** → completed. */
export const orderDeliveredToCustomer = (order: CustomerOrder) =>
  customerMessage(
    order,
    order.deliveryMethod === 'pickup' ? 'выдан' : 'доставлен',
    `🎉 <b>Заказ №${order.id} ${order.deliveryMethod === 'pickup' ? 'выдан' : 'доставлен'}.</b> Спасибо, что выбрали «Bulbash catering»! Приятного аппетита.`,
  );

/** → canceled. */
export const orderCanceledToCustomer = (order: CustomerOrder, fee: number) =>
  customerMessage(order, 'отменён', `❌ <b>Заказ №${order.id} отменён.</b>`, fee > 0 && `Сбор за отмену: ${formatByn(fee)}.`);

/** canceled → pending (staff reopened it). */
export const orderReopenedToCustomer = (order: CustomerOrder) =>
  customerMessage(order, 'снова в обработке', `🔄 <b>Заказ №${order.id} снова в обработке.</b> Менеджер свяжется с вами.`);

/** A payment receipt. */
export const paymentReceiptToCustomer = (order: CustomerOrder, amount: number, method: LedgerMethod, balanceDue: number) =>
  customerMessage(
    order,
    'оплата получена',
    `💵 <b>Получили оплату по заказу №${order.id}</b>: ${formatByn(amount)} (${esc(methodLabel(method))}).`,
    balanceDue > 0 ? `Осталось оплатить: ${formatByn(balanceDue)}.` : 'Заказ оплачен полностью. Спасибо!',
  );

/** Money given back. */
export const refundToCustomer = (order: CustomerOrder, amount: number) =>
  customerMessage(order, 'возврат', `↩️ <b>Вернули ${formatByn(Math.abs(amount))}</b> по заказу №${order.id}.`);

/** A balance or deposit reminder (the same moments as the reminder letters). */
export const paymentReminderToCustomer = (
  order: CustomerOrder,
  reminder: { deposit: boolean; overdue: boolean; amount: number; dueDay: string },
) =>
  customerMessage(
    order,
    reminder.deposit ? 'предоплата' : 'оплата',
    reminder.overdue
      ? `⏰ <b>${reminder.deposit ? 'Предоплата' : 'Оплата'} по заказу №${order.id} просрочена</b> (срок был ${formatDay(reminder.dueDay)}): ${formatByn(reminder.amount)}.`
      : `⏰ <b>Напоминание:</b> ${reminder.deposit ? 'предоплата' : 'оплата'} по заказу №${order.id} — ${formatByn(reminder.amount)} до ${formatDay(reminder.dueDay)}.`,
    'Оплатить можно в «Мои заказы».',
  );

/** The reply and notice texts as outbox rows («Telegram: ответ бота»). */
export const botReply = (html: string): TelegramMessage => ({ subject: 'Telegram: ответ бота', html });

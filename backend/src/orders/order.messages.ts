import {
  DELIVERY_METHOD_LABELS,
  DeliveryMethod,
  formatByn,
  formatMinskDateTime,
  fromMinor,
  ORDER_STATUS_LABELS,
  OrderStatus,
  PAYMENT_METHOD_LABELS,
  PaymentMethod,
} from '@bulbash/rules';

export const ORDER_CREATED = 'Заказ успешно оформлен';
export const ORDER_NOT_FOUND = 'Заказ не найден';
export const ORDER_PRICES_CHANGED = 'Цены изменились: обновите корзину и проверьте сумму заказа';
export const ORDER_CART_CHANGED = 'Корзина изменилась: обновите страницу и оформите заказ заново';
export const ORDER_ALREADY_PLACED = 'Этот заказ уже оформлен';
export const ORDER_DUPLICATE_LINES = 'product_list: позиции корзины не должны повторяться';
export const ORDER_NOT_CANCELLABLE = 'Заказ уже выполнен или отменён: отменить его нельзя';
export const ORDER_REPEATED = 'Товары заказа добавлены в корзину';
export const ORDER_NOTHING_TO_REPEAT = 'Ни одного товара из этого заказа сейчас нет в продаже';
export const DELIVERY_TOO_FAR = 'delivery_distance_km: доставку дальше 25 км от МКАД согласуем по телефону — позвоните нам, пожалуйста';
export const ORDER_CHANGED = 'Заказ изменился, обновите страницу';
export const orderTransitionRefused = (transition: string) => `Такой переход статуса невозможен: ${transition}`;
export const DELIVERY_ADDRESS_REQUIRED = 'delivery_address: укажите адрес доставки — без него мы не сможем привезти заказ ко времени';
export const CHANGE_REQUEST_EMPTY = 'Укажите, что изменить: число гостей, время, блюда или комментарий';
export const CHANGE_REQUEST_CLOSED_ORDER = 'Заказ уже выполнен или отменён: изменить его нельзя';
export const CHANGE_REQUEST_ALREADY_OPEN = 'Предыдущая просьба по этому заказу ещё не рассмотрена: дождитесь ответа менеджера';
export const CHANGE_REQUEST_TOO_MANY = 'Слишком много просьб об изменении за сутки: позвоните нам, пожалуйста';
export const CHANGE_REQUEST_SENT = 'Просьба отправлена менеджеру. Мы ответим письмом';
export const CHANGE_REQUEST_NOT_FOUND = 'Просьба об изменении не найдена';
export const CHANGE_REQUEST_DECIDED = 'Эту просьбу уже рассмотрели: обновите страницу';
export const unknownChangeRequestStatus = (status: string) => `status: неизвестный статус «${status}» (open, accepted, declined)`;
export const CHANGE_REQUEST_BAD_TIME =
  'delivery_at: укажите будущие дату и время (не дальше чем через 365 дней) в формате ISO 8601, например 2026-12-05T15:30:00+03:00';
/** The kitchen's documents and calendar cover at most so many days. */
export const kitchenPeriodTooLong = (days: number) => `Период не может быть длиннее ${days} дней`;
export const LABELS_NEED_DATE_OR_ORDER = 'date: укажите дату или order_id';
export const DESK_CUSTOMER_NOT_FOUND = 'user_id: клиент не найден';
export const DESK_CUSTOMER_HAS_NO_ORDERS = 'customer: у клиента ещё нет заказов — укажите его ФИО и телефон';
export const DESK_CUSTOMER_REQUIRED = 'customer: укажите user_id клиента или его данные (ФИО, телефон, e-mail — если есть)';
export const deskProductMissing = (id: number) => `lines: блюдо №${id} не найдено или снято с продажи`;
export const CHANGE_REQUEST_DUPLICATE_LINES = 'lines: каждое блюдо указывается один раз';

const money = (minor: number) => formatByn(fromMinor(minor));
const when = (instant: Date | null) => (instant ? formatMinskDateTime(instant) : 'по договорённости');
const quoted = (value: string | null) => (value === null || value === '' ? '—' : `«${value}»`);

/** The order history's lines: what one edit changed, «было → стало», money and Minsk times through @bulbash/rules. */
export const HISTORY_NOTES = {
  time: (was: Date | null, now: Date | null) => `Время: ${when(was)} → ${when(now)}`,
  method: (was: DeliveryMethod, now: DeliveryMethod) => `Получение: ${DELIVERY_METHOD_LABELS[was]} → ${DELIVERY_METHOD_LABELS[now]}`,
  distance: (was: number, now: number) => `За МКАД: ${was} → ${now} км`,
  deliveryCost: (wasMinor: number, nowMinor: number) => `Доставка: ${money(wasMinor)} → ${money(nowMinor)}`,
  address: (was: string | null, now: string | null) => `Адрес: ${quoted(was)} → ${quoted(now)}`,
  payment: (was: PaymentMethod, now: PaymentMethod) => `Оплата: ${PAYMENT_METHOD_LABELS[was]} → ${PAYMENT_METHOD_LABELS[now]}`,
  comment: 'Комментарий изменён',
  guests: (was: number | null, now: number | null) => `Гостей: ${was ?? '—'} → ${now ?? '—'}`,
  adjustment: (differenceMinor: number) => `Корректировка ${differenceMinor > 0 ? '+' : '−'}${money(Math.abs(differenceMinor))}`,
  feeLifted: (feeMinor: number) => `Заказ возобновлён: плата за отмену ${money(feeMinor)} снята`,
  fee: (feeMinor: number) => `Плата за отмену ${money(feeMinor)}`,
};

export const transitionText = (from: OrderStatus, to: OrderStatus) => `${ORDER_STATUS_LABELS[from]} → ${ORDER_STATUS_LABELS[to]}`;
export const negativeTotal = (totalMinor: number) => `Сумма заказа стала бы отрицательной (${money(totalMinor)}): уменьшите корректировку`;

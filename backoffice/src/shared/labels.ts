/**
 * Russian labels for order statuses and payment methods, shared by lists, filters and forms: the
 * words of @bulbash/rules, which the storefront and the letters use too.
 */
import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  ONLINE_PAYMENT_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '@bulbash/rules';
import type { OrderRow } from '../dataProvider/apiTypes';

export {
  DELIVERY_METHOD_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ONLINE_PAYMENT_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  paymentLabel,
  statusLabel,
} from '@bulbash/rules';

/** The API's values (generated from the OpenAPI document) are the rules package's codes. */
export type OrderStatus = OrderRow['status'];
export type PaymentMethod = OrderRow['payment_method'];

/** The methods of the «Касса» report's columns, in order, with their Russian names. */
export const CASH_METHODS = [
  ['cash', 'Наличные'],
  ['card', 'Карта'],
  ['card_online', ONLINE_PAYMENT_LABELS.card_online],
  ['erip', ONLINE_PAYMENT_LABELS.erip],
  ['transfer', 'Перевод'],
] as const;

export const STATUS_CHOICES = ORDER_STATUSES.map((id: OrderStatus) => ({ id, name: ORDER_STATUS_LABELS[id] }));
export const PAYMENT_CHOICES = PAYMENT_METHODS.map((id: PaymentMethod) => ({ id, name: PAYMENT_METHOD_LABELS[id] }));

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** «Доставка», «Самовывоз»: the order desk's and the quote form's choice. */
export const DELIVERY_CHOICES = DELIVERY_METHODS.map((id) => ({ id, name: capitalized(DELIVERY_METHOD_LABELS[id]) }));

export const AVAILABILITY_LABELS = { true: 'доступен', false: 'недоступен' } as const;

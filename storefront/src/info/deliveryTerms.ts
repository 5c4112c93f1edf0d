import { SAME_DAY_TEXT, SHOP_HOURS_TEXT } from '@bulbash/rules';
import { PAYMENT_METHOD_HINT, PAYMENT_METHOD_LABELS } from '../shared/labels';

/** Delivery and payment terms of spec section 9, in the words shown on /how-to-order. */
export const DELIVERY_TERMS = [
  'Доставка в пределах МКАД — бесплатно.',
  'За пределами МКАД (до 25 км) — 1 byn за каждый километр от МКАД.',
  'Варианты подачи: крафт-бокс или крафт-подносы.',
];

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The payment methods in the words of the checkout's choice («наличные», «банковская карта», «безналичный перевод по счёту»). */
export const PAYMENT_TERMS = (['cash', 'card', 'transfer'] as const).map(
  (method) => `${capitalized(PAYMENT_METHOD_LABELS[method])} — ${PAYMENT_METHOD_HINT[method]}.`,
);

export const ORDER_TERMS = [
  'Заказ можно оформить на сайте или по телефону в любое время.',
  `Заказы принимаются и обрабатываются ежедневно ${SHOP_HOURS_TEXT}.`,
  'Минимальный срок предварительного заказа — 24 часа.',
  SAME_DAY_TEXT,
  'При отмене заказа менее чем за 24 часа до мероприятия или доставки удерживается 50% стоимости заказа или предоплаты.',
];

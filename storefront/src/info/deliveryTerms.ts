import { PAYMENT_METHOD_HINT, PAYMENT_METHOD_LABEL } from '../shared/labels';

/** Delivery and payment terms of spec section 9, in the words shown on /how-to-order. */
export const DELIVERY_TERMS = [
  'Доставка в пределах МКАД — бесплатно.',
  'За пределами МКАД (до 25 км) — 1 BYN за каждый километр от МКАД.',
  'Варианты подачи: крафт-бокс или крафт-подносы.',
];

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The payment methods in the words of the checkout's choice («наличные», «банковская карта», «безналичный перевод по счёту»). */
export const PAYMENT_TERMS = (['cash', 'card', 'transfer'] as const).map(
  (method) => `${capitalized(PAYMENT_METHOD_LABEL[method])} — ${PAYMENT_METHOD_HINT[method]}.`,
);

export const ORDER_TERMS = [
  'Заказ можно оформить на сайте или по телефону в любое время.',
  'Заказы принимаются и обрабатываются с 9:00 до 21:00.',
  'Минимальный срок предварительного заказа — 24 часа.',
  'Заказы «день в день» принимаются с 9:00 до 12:00 и доставляются до 20:00.',
  'При отмене заказа менее чем за 24 часа до мероприятия или доставки удерживается 50% стоимости заказа или предоплаты.',
];

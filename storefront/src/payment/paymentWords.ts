import type { AttemptStatus, OnlineMethod, OnlinePayments } from '../api/paymentTypes';

/** The card systems the acquirer takes, named in text as acquirers require (no remote logos). */
export const CARD_BRANDS = ['Visa', 'Mastercard', 'Белкарт'] as const;

export const CARD_BRANDS_TEXT = CARD_BRANDS.join(', ');

/** The ways to pay online as the customer reads them. */
export const ONLINE_METHOD_LABEL: Record<OnlineMethod, string> = {
  card: `Банковской картой (${CARD_BRANDS_TEXT})`,
  erip: 'Через ЕРИП («Расчёт») в приложении банка',
};

/** The online ways in a sentence: «картой онлайн», «через ЕРИП». */
const ONLINE_METHOD_PHRASE: Record<OnlineMethod, string> = { card: 'картой онлайн', erip: 'через ЕРИП' };

/**
 * How an order placed on the site is paid, as the home page says it: at the door always, online
 * too when the payment settings turn it on (null: not known yet, said as off).
 */
export function paymentWaysText(online: OnlinePayments | null): string {
  const ways = online?.enabled ? online.methods.map((method) => ONLINE_METHOD_PHRASE[method]) : [];
  return ways.length > 0
    ? `на сайте: оплата ${ways.join(' или ')}, а также наличными или картой при получении`
    : 'на сайте: оплата наличными или картой при получении';
}

/** The return page's heading for each state of an attempt. */
export const ATTEMPT_STATUS_TITLE: Record<AttemptStatus, string> = {
  successful: 'Оплачено',
  pending: 'Платёж обрабатывается',
  failed: 'Оплата не прошла',
  expired: 'Оплата не прошла',
};

/** Where the browser goes for the card checkout; an object so tests can watch it (jsdom cannot navigate). */
export const browser = {
  go(url: string): void {
    window.location.assign(url);
  },
};

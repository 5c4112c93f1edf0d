import type { AttemptStatus, OnlineMethod } from '../api/paymentTypes';

/** The card systems the acquirer takes, named in text as acquirers require (no remote logos). */
export const CARD_BRANDS = ['Visa', 'Mastercard', 'Белкарт'] as const;

export const CARD_BRANDS_TEXT = CARD_BRANDS.join(', ');

/** The ways to pay online as the customer reads them. */
export const ONLINE_METHOD_LABEL: Record<OnlineMethod, string> = {
  card: `Банковской картой (${CARD_BRANDS_TEXT})`,
  erip: 'Через ЕРИП («Расчёт») в приложении банка',
};

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

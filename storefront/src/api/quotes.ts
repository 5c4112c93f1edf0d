import type { PaymentMethod } from './types';
import { request } from './client';
import type { PublicQuote, QuoteAcceptAnswer, QuoteMessage } from './types';

export type { PublicQuote, QuoteLine } from './types';

const path = (token: string) => `/api/v1/quotes/${encodeURIComponent(token)}`;

/** The quote of an e-mailed link (the token is the access, no sign-in needed). */
export const fetchQuote = (token: string, signal?: AbortSignal) => request<PublicQuote>(path(token), { signal, anonymous: true });

/** The PDF's address (a plain link: the token is the access). */
export const quotePdfUrl = (token: string) => `${path(token)}.pdf`;

/** «Принять»: needs the customer signed in with the quote's e-mail; answers the order made. */
/** «Принять», with how the customer will pay (a person must choose; a company pays by transfer unless it says otherwise). */
export const acceptQuote = (token: string, paymentMethod: PaymentMethod) =>
  request<QuoteAcceptAnswer>(`${path(token)}/accept`, { method: 'POST', json: { payment_method: paymentMethod } });

/** «Нужны изменения»: the comment goes to the caterer. */
export const requestQuoteChanges = (token: string, comment: string) =>
  request<QuoteMessage>(`${path(token)}/changes`, { method: 'POST', json: { comment }, anonymous: true });

/** «Отказаться»: the quote becomes declined; the reason (optional) goes to the caterer. */
export const declineQuote = (token: string, comment: string) =>
  request<QuoteMessage>(`${path(token)}/decline`, { method: 'POST', json: { comment: comment || null }, anonymous: true });

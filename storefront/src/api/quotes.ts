import { request } from './client';

/** The customer's view of a quote (GET /api/v1/quotes/{token}, issue #28). */
export type QuoteStatus = 'draft' | 'sent' | 'accepted' | 'declined' | 'expired' | 'replaced';

export interface QuoteLine {
  kind: 'dish' | 'service';
  product_id?: number | null;
  name: string;
  /** Dishes: the catalogue category the line is grouped under. */
  category_name?: string | null;
  unit?: string | null;
  quantity: number;
  unit_price: number;
  line_total?: number;
}

export interface PublicQuote {
  token: string;
  status: QuoteStatus;
  version: number;
  event_at: string;
  guests: number;
  format?: string | null;
  format_name?: string | null;
  delivery_method: 'delivery' | 'pickup';
  delivery_address?: string | null;
  delivery_distance_km?: number | null;
  contact_name?: string;
  contact_email: string;
  company_name?: string | null;
  lines: QuoteLine[];
  items_total: number;
  services_total: number;
  delivery_cost: number;
  discount: number;
  discount_percent?: number | null;
  total: number;
  per_guest: number;
  /** The deposit: its percent, amount and the Minsk day it is due (null: on acceptance). */
  deposit: { percent: number; amount: number; due_at: string | null };
  /** The rest and the Minsk day it is due (days before the event). */
  balance: { amount: number; due_at: string | null };
  valid_until: string;
  terms?: string | null;
  /** The shop's cancellation rule. */
  cancellation_rule?: string;
  /** Whether the customer may accept, decline or ask for changes (status `sent`). */
  can_accept?: boolean;
  /** Set once accepted: the order the quote became. */
  order_id?: number | null;
}

const path = (token: string) => `/api/v1/quotes/${encodeURIComponent(token)}`;

export const fetchQuote = (token: string, signal?: AbortSignal) => request<PublicQuote>(path(token), { signal, anonymous: true });

/** The PDF's address (a plain link: the token is the access). */
export const quotePdfUrl = (token: string) => `${path(token)}.pdf`;

export const acceptQuote = (token: string) => request<{ order_id: number }>(`${path(token)}/accept`, { method: 'POST' });

export const requestQuoteChanges = (token: string, comment: string) =>
  request<{ message?: string }>(`${path(token)}/changes`, { method: 'POST', json: { comment }, anonymous: true });

import {
  DEFAULT_QUOTE_DEPOSIT_PERCENT,
  formatPhone,
  normalisePhone,
  parseDeliveryAt,
  QUOTE_SERVICE_UNITS,
  defaultQuoteValidUntil,
  fromMinor,
  quoteLineUnitMinor,
  toMinor,
  toMinskIso,
  type DeliveryMethod,
} from '@bulbash/rules';
import type { TotalsInput, TotalsLine } from './quoteTotals';

/**
 * The quote form's values and the API's JSON (issue #28). The API keeps one `lines` list of two
 * kinds and one of `discount_amount` | `discount_percent`; the form edits dishes and services in
 * two lists and the discount as a mode and a value, and the event time as Minsk wall-clock text.
 */
export interface DishLine {
  product_id?: number | string | null;
  quantity?: number | null;
  /** Empty: the catalogue price. */
  unit_price?: number | null;
}

export interface ServiceLine {
  name?: string;
  unit?: string;
  quantity?: number | null;
  unit_price?: number | null;
}

export type DiscountMode = 'percent' | 'amount';

export const COMPANY_FIELDS = ['company_name', 'company_unp', 'company_address', 'company_account', 'company_bic'] as const;

export interface QuoteFormValues {
  enquiry_id?: number | null;
  user_id?: number | null;
  contact_name?: string;
  contact_email?: string;
  contact_phone?: string;
  company_name?: string | null;
  company_unp?: string | null;
  company_address?: string | null;
  company_account?: string | null;
  company_bic?: string | null;
  /** 'YYYY-MM-DDTHH:mm', Minsk time. */
  event_at?: string;
  guests?: number | null;
  format?: string | null;
  delivery_method?: DeliveryMethod;
  delivery_address?: string | null;
  delivery_distance_km?: number | null;
  dish_lines?: DishLine[];
  service_lines?: ServiceLine[];
  discount_mode?: DiscountMode;
  discount_value?: number | null;
  valid_until?: string;
  deposit_percent?: number | null;
  terms?: string | null;
  internal_note?: string | null;
  /** The guests' diet (from the enquiry, or as agreed with the customer). */
  exclude_allergens?: string[];
  vegetarian_guests?: number | null;
  dietary_note?: string | null;
  /** The customer's own words (time window, wishes): the order's comment. */
  comment?: string | null;
  cancellation_terms?: 'deposit_kept' | 'standard';
}

/** One line of the API's quote. */
export interface ApiLine {
  kind: 'dish' | 'service';
  product_id?: number;
  name?: string;
  unit?: string;
  quantity: number;
  unit_price?: number;
  /** Dishes of a stored quote: the catalogue price when quoted (what an empty price means for it). */
  catalogue_price?: number | null;
}

export const SERVICE_UNITS = QUOTE_SERVICE_UNITS.map((unit) => ({ id: unit, name: unit }));

/** Stored instant → the Minsk wall-clock text of a datetime-local input. */
export const toMinskInput = (value: unknown): string => {
  if (typeof value !== 'string' || value === '') return '';
  const instant = parseDeliveryAt(value);
  return instant ? toMinskIso(instant).slice(0, 16) : '';
};

/** The datetime-local text (Minsk) → ISO with the Minsk offset; anything unreadable is sent as typed (the API names it). */
export const fromMinskInput = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  const instant = parseDeliveryAt(value);
  return instant ? toMinskIso(instant) : value;
};

const numberOr = (value: unknown, fallback: number): number => {
  if (value === null || value === undefined || value === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
};

const blankToNull = (value: unknown) => (value === undefined || value === '' ? null : value);

/** A quote as the API answers it → the form's values. */
export function recordToForm(record: Record<string, unknown>): QuoteFormValues & Record<string, unknown> {
  const lines = (Array.isArray(record.lines) ? record.lines : []) as ApiLine[];
  const percent = record.discount_percent;
  const hasPercent = percent !== null && percent !== undefined && Number(percent) > 0;
  return {
    ...record,
    contact_phone: typeof record.contact_phone === 'string' ? formatPhone(record.contact_phone) : undefined,
    event_at: toMinskInput(record.event_at),
    // A price equal to the dish's catalogue price was not typed: it stays empty («по каталогу») and follows the dish.
    dish_lines: lines
      .filter((line) => line.kind === 'dish')
      .map((line) => ({
        product_id: line.product_id,
        quantity: line.quantity,
        unit_price: line.unit_price === undefined || line.unit_price === line.catalogue_price ? null : line.unit_price,
      })),
    service_lines: lines
      .filter((line) => line.kind === 'service')
      .map((line) => ({ name: line.name, unit: line.unit, quantity: line.quantity, unit_price: line.unit_price ?? null })),
    discount_mode: hasPercent ? 'percent' : 'amount',
    discount_value: hasPercent ? Number(percent) : ((record.discount_amount as number | null | undefined) ?? null),
  };
}

/** The form's dish and service lines as the API's `lines`; half-filled rows are sent as they are (the API names the field). */
export function apiLines(values: QuoteFormValues): ApiLine[] {
  const dishes: ApiLine[] = (values.dish_lines ?? []).map((line) => ({
    kind: 'dish',
    product_id: numberOr(line.product_id, 0),
    quantity: numberOr(line.quantity, 0),
    ...(line.unit_price === null || line.unit_price === undefined ? {} : { unit_price: line.unit_price }),
  }));
  const services: ApiLine[] = (values.service_lines ?? []).map((line) => ({
    kind: 'service',
    name: (line.name ?? '').trim(),
    unit: line.unit ?? 'шт.',
    quantity: numberOr(line.quantity, 0),
    unit_price: numberOr(line.unit_price, 0),
  }));
  return [...dishes, ...services];
}

/** The form's values → the body of POST/PUT /api/v1/admin/quotes. */
export function toRequest(values: QuoteFormValues): Record<string, unknown> {
  const phone = (values.contact_phone ?? '').trim();
  const discount = values.discount_value === null || values.discount_value === undefined ? null : Number(values.discount_value);
  const body: Record<string, unknown> = {
    enquiry_id: values.enquiry_id ?? undefined,
    user_id: values.user_id ?? undefined,
    contact_name: (values.contact_name ?? '').trim(),
    contact_email: (values.contact_email ?? '').trim(),
    contact_phone: normalisePhone(phone) ?? phone,
    event_at: fromMinskInput(values.event_at),
    guests: numberOr(values.guests, 0),
    format: blankToNull(values.format),
    delivery_method: values.delivery_method ?? 'delivery',
    delivery_address: values.delivery_method === 'pickup' ? null : blankToNull(values.delivery_address),
    delivery_distance_km: values.delivery_method === 'pickup' ? 0 : numberOr(values.delivery_distance_km, 0),
    lines: apiLines(values),
    discount_amount: values.discount_mode === 'percent' ? null : (discount ?? 0),
    discount_percent: values.discount_mode === 'percent' ? (discount ?? 0) : null,
    valid_until: values.valid_until,
    deposit_percent: values.deposit_percent === null || values.deposit_percent === undefined ? undefined : Number(values.deposit_percent),
    terms: blankToNull(values.terms),
    internal_note: blankToNull(values.internal_note),
    exclude_allergens: values.exclude_allergens ?? [],
    vegetarian_guests: numberOr(values.vegetarian_guests, 0),
    dietary_note: blankToNull(values.dietary_note),
    comment: blankToNull(values.comment),
    cancellation_terms: values.cancellation_terms ?? 'deposit_kept',
  };
  for (const field of COMPANY_FIELDS) {
    const value = blankToNull(values[field]);
    if (value !== null) body[field] = value;
  }
  return body;
}

/** Catalogue prices by product id: what a dish line without its own price costs. */
export type PriceOf = (productId: number) => number | undefined;

/**
 * The form's values as the totals function reads them, each dish priced as the API will store it
 * (quoteLineUnitMinor of @bulbash/rules): the typed price, else the catalogue price — the one the
 * stored quote has for a dish it already holds, the catalogue's today for a new one; blanks as zero.
 */
export function totalsInput(values: QuoteFormValues & { lines?: unknown }, priceOf: PriceOf): TotalsInput {
  const stored = new Map(
    (Array.isArray(values.lines) ? (values.lines as ApiLine[]) : [])
      .filter((line) => line.kind === 'dish' && line.product_id !== undefined && typeof line.catalogue_price === 'number')
      .map((line) => [Number(line.product_id), line.catalogue_price as number]),
  );
  const dishes: TotalsLine[] = (values.dish_lines ?? []).map((line) => {
    const productId = numberOr(line.product_id, 0);
    const catalogue = stored.get(productId) ?? priceOf(productId);
    const typed = typeof line.unit_price === 'number' ? toMinor(line.unit_price) : null;
    return {
      kind: 'dish',
      quantity: numberOr(line.quantity, 0),
      unit_price: fromMinor(quoteLineUnitMinor(typed, catalogue === undefined ? null : toMinor(catalogue))),
    };
  });
  const services: TotalsLine[] = (values.service_lines ?? []).map((line) => ({
    kind: 'service',
    quantity: numberOr(line.quantity, 0),
    unit_price: typeof line.unit_price === 'number' ? line.unit_price : 0,
  }));
  const discount = typeof values.discount_value === 'number' ? values.discount_value : numberOr(values.discount_value, 0);
  const pickup = values.delivery_method === 'pickup';
  return {
    guests: numberOr(values.guests, 0),
    lines: [...dishes, ...services],
    delivery_method: pickup ? 'pickup' : 'delivery',
    delivery_distance_km: pickup ? 0 : numberOr(values.delivery_distance_km, 0),
    discount_amount: values.discount_mode === 'percent' ? null : discount,
    discount_percent: values.discount_mode === 'percent' ? discount : null,
    deposit_percent: numberOr(values.deposit_percent, DEFAULT_DEPOSIT_PERCENT),
  };
}

const DAY_MS = 86_400_000;
/** How long a new quote is valid by default. */
export const DEFAULT_VALID_DAYS = 14;
/** The deposit a new quote starts with (the API's default when none is sent). */
export const DEFAULT_DEPOSIT_PERCENT = DEFAULT_QUOTE_DEPOSIT_PERCENT;

/** «Действует до» for a new quote: two weeks, but no later than the day before the event (the API's default, @bulbash/rules). */
export const defaultValidUntil = (today: string, eventAt: string | undefined): string => {
  const instant = eventAt ? parseDeliveryAt(eventAt) : null;
  return defaultQuoteValidUntil(today, instant ?? null);
};

/** A new quote's defaults: delivery, valid for two weeks from `today` ('YYYY-MM-DD'), the usual deposit. */
export function newQuoteDefaults(today: string): QuoteFormValues {
  return {
    delivery_method: 'delivery',
    delivery_distance_km: 0,
    dish_lines: [],
    service_lines: [],
    discount_mode: 'percent',
    discount_value: null,
    valid_until: new Date(Date.parse(`${today}T00:00:00Z`) + DEFAULT_VALID_DAYS * DAY_MS).toISOString().slice(0, 10),
    deposit_percent: DEFAULT_DEPOSIT_PERCENT,
  };
}

/** An enquiry (GET /admin/enquiries/{id}) → a quote's values: its contacts, event, delivery and menu. */
export function enquiryToForm(enquiry: Record<string, unknown>): QuoteFormValues {
  const lines = (Array.isArray(enquiry.lines) ? enquiry.lines : []) as { product_id: number; quantity: number }[];
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    enquiry_id: Number(enquiry.id),
    user_id: (enquiry.user_id as number | null | undefined) ?? null,
    contact_name: text(enquiry.contact_name),
    contact_email: text(enquiry.contact_email),
    contact_phone: typeof enquiry.contact_phone === 'string' ? formatPhone(enquiry.contact_phone) : undefined,
    company_name: text(enquiry.company_name) ?? null,
    event_at: toMinskInput(enquiry.event_at),
    guests: (enquiry.guests as number | undefined) ?? null,
    format: text(enquiry.format) ?? null,
    delivery_method: enquiry.delivery_method === 'pickup' ? 'pickup' : 'delivery',
    delivery_address: text(enquiry.delivery_address) ?? null,
    delivery_distance_km: (enquiry.delivery_distance_km as number | null | undefined) ?? 0,
    exclude_allergens: Array.isArray(enquiry.exclude_allergens) ? (enquiry.exclude_allergens as string[]) : [],
    vegetarian_guests: (enquiry.vegetarian_guests as number | undefined) ?? 0,
    dietary_note: text(enquiry.dietary_note) ?? null,
    comment: text(enquiry.comment) ?? null,
    // Catalogue prices: the line's own price stays empty until the manager changes it.
    dish_lines: lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity, unit_price: null })),
  };
}

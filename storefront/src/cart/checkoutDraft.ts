import type { PaymentMethod } from '../api/types';
import { CHECKOUT_FIELDS, type CheckoutValues } from './checkoutValidation';
import { COMPANY_FIELDS, type CompanyValues } from './companyPayer';
import { CHECKOUT_DRAFT_KEY } from './checkoutDraftKey';
import { sortAllergens } from '../dietary/dietaryCodes';
import type { DietValues } from './DietFields';

/**
 * What the shopper has typed into the checkout, kept for this tab (sessionStorage) so a reload
 * or Back→Forward does not empty the form; cleared once the order is placed. Session storage,
 * not local: the draft holds a name and a phone and should not outlive the tab.
 */
export interface CheckoutDraft {
  values: Partial<CheckoutValues>;
  payment_method?: PaymentMethod;
  /** The company requisites, when the shopper ticked «организация». */
  company?: CompanyValues | null;
  /** «Аллергии и ограничения» as chosen. */
  diet?: DietValues;
}

function readDiet(source: unknown): DietValues | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const record = source as Record<string, unknown>;
  const codes = Array.isArray(record.exclude_allergens)
    ? record.exclude_allergens.filter((code): code is string => typeof code === 'string')
    : [];
  const text = (value: unknown) => (typeof value === 'string' && value.length <= 500 ? value : '');
  return {
    exclude_allergens: sortAllergens(codes),
    vegetarian_guests: text(record.vegetarian_guests),
    dietary_note: text(record.dietary_note),
  };
}

const PAYMENT_METHODS: readonly string[] = ['cash', 'card', 'transfer'];

function pickStrings<K extends string>(source: unknown, keys: readonly K[]): Partial<Record<K, string>> {
  if (!source || typeof source !== 'object') return {};
  const record = source as Record<string, unknown>;
  const picked: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.length <= 2000) picked[key] = value;
  }
  return picked;
}

/** The kept draft, only its well-formed parts (storage can hold anything). */
export function readCheckoutDraft(): CheckoutDraft | null {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    const payment = parsed.payment_method;
    const company = parsed.company;
    return {
      values: pickStrings(parsed.values, CHECKOUT_FIELDS),
      payment_method: typeof payment === 'string' && PAYMENT_METHODS.includes(payment) ? (payment as PaymentMethod) : undefined,
      company: company && typeof company === 'object' ? { ...emptyCompany(), ...pickStrings(company, COMPANY_FIELDS) } : null,
      diet: readDiet(parsed.diet),
    };
  } catch {
    return null;
  }
}

function emptyCompany(): CompanyValues {
  return Object.fromEntries(COMPANY_FIELDS.map((field) => [field, ''])) as CompanyValues;
}

export function writeCheckoutDraft(draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage full or disabled: the form simply is not kept
  }
}

export function clearCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // nothing kept
  }
}

/** The draft's values over the prefill, minus a date that has passed since it was kept. */
export function withDraft(prefill: Partial<CheckoutValues>, draft: CheckoutDraft | null, firstDay: string): Partial<CheckoutValues> {
  if (!draft) return prefill;
  const values = { ...draft.values };
  if (values.delivery_date !== undefined && (values.delivery_date === '' || values.delivery_date < firstDay)) {
    delete values.delivery_date;
    delete values.delivery_time;
  }
  return { ...prefill, ...values };
}

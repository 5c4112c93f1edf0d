import type { components } from '../../../api-types/openapi';

/**
 * Response and payload shapes of the API: aliases of the types generated from the OpenAPI
 * document (api-types/openapi.ts, `npm run api-types`), never copies.
 */
type Schemas = components['schemas'];

export type PaymentMethod = Schemas['UserOrderRow']['payment_method'];
export type OrderStatus = Schemas['UserOrderRow']['status'];

export type Category = Schemas['CategoryResponse'];
export type Subcategory = Schemas['SubcategoryResponse'];
export type Product = Schemas['ProductResponse'];
export type ProductList = Schemas['ProductListResponse'];

/** Query of the product list and the subcategory list, as strings straight from the URL. */
export interface ProductFilter {
  page?: string;
  category_id?: string;
  subcategory_id?: string;
  price_min?: string;
  price_max?: string;
  weight_min?: string;
  weight_max?: string;
  people_of_numbers?: string;
  /** Part of the product name. */
  q?: string;
  /** price_asc | price_desc | name | new */
  sort?: string;
  /** Diet tag codes, comma-separated: every one must hold. */
  diet?: string;
  /** Allergen codes, comma-separated: none may be present. */
  exclude_allergens?: string;
}

export type CartItem = Schemas['CartItemResponse'];
export type ServerCart = Schemas['CartResponse'];

export type DeliveryMethod = Schemas['UserOrderRow']['delivery_method'];
export type OrderShort = Schemas['UserOrderRow'];
export type OrderItem = Schemas['UserOrderItem'];
export type Order = Schemas['UserOrderDetail'];
export type ChangeRequestPayload = Schemas['CreateChangeRequestBody'];
export type ChangeRequestAnswer = Schemas['CreateChangeRequestResponse'];
export type ChangeRequest = Schemas['ChangeRequestResponse'];
export type NewOrder = Schemas['CreateOrderDto'];
export type GuestPlan = Schemas['GuestPlanResponse'];
export type CancelOrderResponse = Schemas['CancelOrderResponse'];
export type RepeatOrderResponse = Schemas['RepeatOrderResponse'];

export type User = Schemas['MeResponse'];
/** Login and e-mail verification answer a token; setting a new password adds a message. */
export type TokenResponse = Schemas['AccessTokenResponse'] & Partial<Pick<Schemas['RestorePasswordResponse'], 'message'>>;
export type MessageResponse = Schemas['AccountMessageResponse'];
export type AboutUs = Schemas['AboutUsResponse'];
export type Contacts = Schemas['ContactsResponse'];

export type Availability = Schemas['AvailabilityResponse'];
export type PaymentTerms = Schemas['PaymentTermsResponse'];
export type DayAvailability = Schemas['DayAvailabilityResponse'];
export type EventFormat = Schemas['EventFormatResponse'];
export type EventMenu = Schemas['MenuResponse'];
export type MenuDish = Schemas['MenuDishResponse'];
export type MenuCoverage = Schemas['MenuCoverageResponse'];
export type EnquiryPayload = Schemas['CreateEnquiryDto'];
export type EnquiryAnswer = Schemas['CreateEnquiryResponse'];
export type Enquiry = Schemas['EnquiryResponse'];
export type AddItemsAnswer = Schemas['AddCartItemsResponse'];

export type QuoteLine = Schemas['QuoteLineResponse'];
/** The customer's view of a quote (GET /api/v1/quotes/{token}). */
export type PublicQuote = Schemas['PublicQuoteResponse'];
export type QuoteAcceptAnswer = Schemas['QuoteAcceptResponse'];
export type QuoteMessage = Schemas['QuoteMessageResponse'];

/*
 * Office lunches (#46): written from the API's DTOs (backend/src/lunches/*.dto.ts of the lunch
 * branch) while both are built side by side; once api-types/openapi.ts has them these become
 * aliases like the rest (LunchContractResponse, LunchDayResponse, LunchDayChangeBody).
 */
export type CompanyPayer = Schemas['CompanyPayerDto'];

/** One of the contact's lunch contracts (GET /api/v1/lunches). */
export interface LunchContract {
  id: number;
  company: CompanyPayer;
  contact_user_id: number;
  contact_email: string | null;
  contact_name: string;
  contact_phone: string | null;
  delivery_address: string;
  /** ISO days of the week, Monday 1 … Sunday 7. */
  weekdays: number[];
  /** «12:30» */
  delivery_time: string;
  headcount: number;
  price_per_person: number;
  /** «10:00», the day before. */
  cutoff_time: string;
  late_charge_percent: number;
  po_number: string | null;
  starts_on: string;
  ends_on: string | null;
  status: 'active' | 'paused' | 'ended';
  status_label: string;
  /** The terms in words (lunchTermsText of @bulbash/rules, as the letters and documents say them). */
  terms: string;
}

/** A dish of a day's set, per person. */
export interface LunchSetDish {
  product_id: number;
  name: string;
  quantity_per_person: number;
}

/** One of a day's sets from the menu of the week. */
export interface LunchSet {
  name: string;
  dishes: LunchSetDish[];
}

/** open (editable), locked (past the cutoff, or the contract paused or ended), or how the day was closed. */
export type LunchDayState = 'open' | 'locked' | 'ordered' | 'skipped' | 'closed' | 'refused';

/** A working day of a contract (GET /api/v1/lunches/{id}/days?from=&to=). */
export interface LunchDay {
  /** 'YYYY-MM-DD' */
  date: string;
  headcount: number;
  /** The chosen set's name (null: the first, or no menu yet). */
  set: string | null;
  diet_note: string | null;
  skipped: boolean;
  /** Whether the contact may still change the day (before its cutoff, the day open). */
  editable: boolean;
  /** When changes close (ISO, Minsk offset). */
  cutoff_at: string;
  /** The order the day became at its cutoff. */
  order_id: number | null;
  state: LunchDayState;
  /** Why the day cannot be changed (the API's words); null while editable. */
  reason: string | null;
  /** The kitchen's closed-day reason when the day falls on one. */
  closed_reason: string | null;
  /** The day's sets from the menu of the week ([] before it is published). */
  sets: LunchSet[];
  /** BYN: the day's people at the contract's price (0 when skipped). */
  amount: number;
  /** BYN charged for a change after the cutoff. */
  late_charge: number;
}

/** PATCH /api/v1/lunches/{id}/days/{date}: only what changes (null clears set and diet_note). */
export interface LunchDayChange {
  headcount?: number;
  skipped?: boolean;
  set?: string | null;
  diet_note?: string | null;
}

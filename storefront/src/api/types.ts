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

/** Office lunches (#46): the contact's contracts, their days and a day's change. */
export type CompanyPayer = Schemas['CompanyPayerDto'];
export type LunchContract = Schemas['LunchContractResponse'];
export type LunchDay = Schemas['LunchDayResponse'];
export type LunchDayState = LunchDay['state'];
export type LunchSet = Schemas['LunchDaySetResponse'];
export type LunchSetDish = Schemas['LunchSetDishResponse'];
export type LunchDayChange = Schemas['LunchDayChangeBody'];
export type TelegramStatus = Schemas['TelegramStatusResponse'];
export type TelegramLink = Schemas['TelegramLinkResponse'];

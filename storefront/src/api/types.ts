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
}

export type CartItem = Schemas['CartItemResponse'];
export type ServerCart = Schemas['CartResponse'];

export type DeliveryMethod = 'delivery' | 'pickup';

export interface OrderShort {
  id: number;
  payment_method: PaymentMethod;
  status: OrderStatus;
  total_cost: number;
  date_created: string;
  /** ISO 8601 with the Minsk offset; null: the time is agreed by phone. */
  delivery_at: string | null;
  delivery_method: DeliveryMethod;
  delivery_distance_km: number;
  delivery_cost: number;
  comment: string | null;
  cancellation_fee: number;
}

export interface OrderItem {
  name: string;
  description?: string;
  image_path: string | null;
  product_cost: number;
  quantity: number;
}

export interface Order extends OrderShort {
  first_name: string;
  surname: string;
  last_name: string;
  contact_phone: string;
  contact_email: string | null;
  delivery_address: string | null;
  order_items: OrderItem[];
}

export interface NewOrder {
  first_name: string;
  last_name: string;
  surname: string;
  contact_phone: string;
  contact_email: string | null;
  delivery_address: string | null;
  payment_method: PaymentMethod;
  delivery_at: string;
  delivery_method: DeliveryMethod;
  delivery_distance_km: number;
  comment: string | null;
  product_list: { cart_id: number; product_id: number; quantity: number; product_cost: number }[];
  total_cost: number;
}

export interface CancelOrderResponse {
  message: string;
  order_id: number;
  cancellation_fee: number;
}

export interface RepeatOrderResponse {
  message: string;
  added: { product_id: number; name: string; quantity: number; price: number }[];
  unavailable: string[];
}

export type User = Schemas['MeResponse'];
/** Login and e-mail verification answer a token; setting a new password adds a message. */
export type TokenResponse = Schemas['AccessTokenResponse'] & Partial<Pick<Schemas['RestorePasswordResponse'], 'message'>>;
export type MessageResponse = Schemas['AccountMessageResponse'];
export type AboutUs = Schemas['AboutUsResponse'];
export type Contacts = Schemas['ContactsResponse'];

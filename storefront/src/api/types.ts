/** Response and payload shapes of the API contract. */
export type PaymentMethod = 'card' | 'cash';
export type OrderStatus = 'pending' | 'processing' | 'completed' | 'canceled';

export interface Category {
  id: number;
  name: string;
  description: string;
  image_path: string | null;
  status_enabled: boolean;
  position: number;
}

export interface Subcategory {
  id: number;
  name: string;
  category_id: number;
}

export interface Product {
  id: number;
  name: string;
  description: string;
  ingredients: string;
  image_path: string | null;
  price: number;
  weight: number;
  people_numbers: number;
  category_id: number;
  category_name: string;
  subcategory_id: number;
  subcategory_name: string;
}

export interface ProductList {
  products: Product[];
  total_products: number;
  page: number;
  total_pages: number;
  price_min: number | null;
  price_max: number | null;
  weight_min: number | null;
  weight_max: number | null;
  people_numbers_min: number | null;
  people_numbers_max: number | null;
}

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

export interface CartItem {
  id: number;
  product_id: number;
  name: string;
  description?: string;
  image_path: string | null;
  weight: number;
  price: number;
  quantity: number;
  product_price: number;
}

export interface ServerCart {
  data: CartItem[];
  total_price: number;
}

export interface OrderShort {
  id: number;
  payment_method: PaymentMethod;
  status: OrderStatus;
  total_cost: number;
  date_created: string;
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
  product_list: { cart_id: number; product_id: number; quantity: number; product_cost: number }[];
  total_cost: number;
}

export interface User {
  id: number;
  name: string;
  surname: string;
  email: string;
  is_active: boolean;
  is_admin: boolean;
}

export interface TokenResponse {
  access_token: string;
  token_type?: string;
  message?: string;
}

export interface MessageResponse {
  message: string;
}

export interface AboutUs {
  id: number;
  text: string;
}

export interface Contacts {
  id: number;
  name_organization: string;
  phone_number_1: string;
  phone_number_2: string | null;
  email: string;
  telegram_link: string;
  instagram_link: string;
  app_link: string;
  pan: string;
  certificate_number: string;
  commercial_register: string;
  issued_by: string;
  organization_address: string;
  physical_address: string;
  photo_certificate: string | null;
  bank_current_account: string;
  bank_identification_code: string;
  bank_address: string;
  about_me: string;
}

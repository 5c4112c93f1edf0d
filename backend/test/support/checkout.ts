import { TestAccount } from './accounts';
import { TestApp } from './test-app';

/** A line of `GET /cart/get-items-from-cart` as the checkout tests read it. */
export interface CartLine {
  id: number;
  product_id: number;
  quantity: number;
  price: number;
  product_price: number;
}

export interface CartAnswer {
  data: CartLine[];
  total_price: number;
}

/** The customer's names and phone as the storefront's checkout form sends them. */
export const CHECKOUT_NAMES = {
  first_name: 'Анна',
  last_name: 'Сергеевна',
  surname: 'Ковалёва',
  contact_phone: '375291234567',
} as const;

/** `product_list` of an order for these cart lines; each line's cost defaults to its unit price. */
export function productList(lines: CartLine[], costs: number[] = lines.map((line) => line.price)) {
  return lines.map((line, index) => ({
    cart_id: line.id,
    product_id: line.product_id,
    quantity: line.quantity,
    product_cost: costs[index],
  }));
}

export async function readCart(shop: TestApp, account: TestAccount): Promise<CartAnswer> {
  return (await shop.api().get('/api/v1/cart/get-items-from-cart').set(account.auth).expect(200)).body as CartAnswer;
}

/** Adds `[productId, quantity]` lines to the account's cart through the API and reads the cart back. */
export async function addToCart(shop: TestApp, account: TestAccount, lines: Array<[number, number]>): Promise<CartAnswer> {
  for (const [productId, quantity] of lines) {
    await shop.api().post('/api/v1/cart/add-item-to-cart').set(account.auth).send({ product_id: productId, quantity }).expect(201);
  }
  return readCart(shop, account);
}

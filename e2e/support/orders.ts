import type { Customer } from './accounts';
import type { Shop } from './app';
import { callApi } from './session';

interface CartAnswer {
  data: Array<{ id: number; product_id: number; quantity: number; price: number }>;
  total_price: number;
}

/**
 * Orders what is in the customer's cart through the checkout API, with `details` (contacts,
 * delivery, diet…) beside the cart's lines and total; returns the order id.
 */
export async function checkoutCart(shop: Shop, customer: Customer, details: Record<string, unknown>): Promise<number> {
  const cart = await callApi<CartAnswer>(shop, customer.token, '/api/v1/cart/get-items-from-cart');
  const created = await callApi<{ order_id: number }>(shop, customer.token, '/api/v1/order/create-new-order', {
    contact_email: customer.email,
    ...details,
    product_list: cart.data.map((item) => ({
      cart_id: item.id,
      product_id: item.product_id,
      quantity: item.quantity,
      product_cost: item.price,
    })),
    total_cost: cart.total_price,
  });
  return created.order_id;
}

/** Puts two of the first demo product in the customer's cart and orders it through the API; returns the order id. */
export async function placeOrder(
  shop: Shop,
  customer: Customer,
  phone: string,
  paymentMethod: 'card' | 'cash' | 'transfer' = 'card',
): Promise<number> {
  const categories = await callApi<Array<{ id: number }>>(shop, customer.token, '/api/v1/category/list');
  const list = await callApi<{ products: Array<{ id: number }> }>(
    shop,
    customer.token,
    `/api/v1/product/products_list?category_id=${categories[0].id}`,
  );
  await callApi(shop, customer.token, '/api/v1/cart/add-item-to-cart', { product_id: list.products[0].id, quantity: 2 });
  return checkoutCart(shop, customer, {
    first_name: 'Анна',
    last_name: 'Сергеевна',
    surname: 'Ковалёва',
    contact_phone: phone,
    delivery_address: 'Минск, ул. Немига, 5',
    payment_method: paymentMethod,
  });
}

/** The shop's calendar day (Minsk) `offset` days from today, as YYYY-MM-DD. */
export const minskDay = (offset: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Minsk' }).format(new Date(Date.now() + offset * 86_400_000));

interface Day {
  date: string;
  open: boolean;
  slots: Array<{ time: string; available: boolean }>;
}

/** An open day 5..30 days ahead with four free slots between 11:00 and 18:00 (for 30 guests), from the capacity API: its first and fourth. */
export async function freeDay(shop: Pick<Shop, 'baseUrl'>): Promise<{ date: string; first: string; second: string }> {
  const query = new URLSearchParams({ from: minskDay(5), to: minskDay(30), guests: '30' });
  const response = await fetch(`${shop.baseUrl}/api/v1/order/availability?${query.toString()}`);
  const { days } = (await response.json()) as { days: Day[] };
  for (const day of days) {
    const free = day.slots.filter((slot) => slot.available && slot.time >= '11:00' && slot.time <= '18:00');
    if (day.open && free.length >= 4) return { date: day.date, first: free[0].time, second: free[3].time };
  }
  throw new Error('no open day with free slots');
}

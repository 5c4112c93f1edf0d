import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { adminToken, registerCustomer, type Customer } from './support/accounts';
import { newContext, screenshot } from './support/browser';
import { checkoutCart, freeDay } from './support/orders';
import { callApi } from './support/session';
import { useSharedShop } from './support/shared-shop';

/**
 * Issue 43, «the same facts on every screen»: one order with a nut exclusion and a note, read on
 * the customer's order-placed page (390 px), the manager's order page with its audit log (1366 px)
 * and the driver's delivery sheet on a phone (390 px): the same diet line as the kitchen's sheets,
 * the phone as +375 29 …, a moved delivery time in Minsk time, and a sheet no wider than the phone.
 */

const env = useSharedShop();
const ADMIN = '/bulbash_admin/admin';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const NOTE = 'У одного ребёнка аллергия на орехи';

/** «05.12.2026» of '2026-12-05'. */
const russianDay = (day: string) => day.split('-').reverse().join('.');

describe('the same facts on every screen', () => {
  let customer: Customer;
  let token: string;
  let orderId: number;
  let slot: { date: string; first: string; second: string };
  const contexts: BrowserContext[] = [];

  const open = async (viewport: { width: number; height: number }, bearer: string) => {
    const context = await newContext(env.browser, env.shop.baseUrl, viewport);
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: env.shop.baseUrl }]);
    await context.addInitScript((value) => window.localStorage.setItem('token', value), bearer);
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    token = await adminToken(env.shop);
    customer = await registerCustomer(env.shop, 'Мария');
    slot = await freeDay(env.shop);
    const categories = await callApi<Array<{ id: number }>>(env.shop, customer.token, '/api/v1/category/list');
    const list = await callApi<{ products: Array<{ id: number; allergens: string[] }> }>(
      env.shop,
      customer.token,
      `/api/v1/product/products_list?category_id=${categories[0].id}`,
    );
    const dish = list.products.find((product) => !product.allergens.includes('nuts')) ?? list.products[0];
    await callApi(env.shop, customer.token, '/api/v1/cart/add-item-to-cart', { product_id: dish.id, quantity: 3 });
    orderId = await checkoutCart(env.shop, customer, {
      first_name: 'Мария',
      last_name: 'Ивановна',
      surname: 'Орлова',
      contact_phone: '8 (029) 123-45-67',
      delivery_method: 'delivery',
      delivery_address: 'Минск, ул. Немига, 5',
      delivery_distance_km: 0,
      delivery_at: `${slot.date}T${slot.first}:00+03:00`,
      guests: 12,
      exclude_allergens: ['nuts'],
      dietary_note: NOTE,
      payment_method: 'cash',
    });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it('the order-placed page says the phone as +375 29 … and the diet as the kitchen does (390 px)', async () => {
    const page = await open(PHONE, customer.token);
    await page.goto(`/order-placed/${orderId}`);
    await page.getByRole('heading', { name: `Заказ № ${orderId} оформлен` }).waitFor();
    await page.getByText(/Мы позвоним по номеру/).waitFor();
    await expect.poll(() => page.getByText(/Мы позвоним по номеру/).innerText()).toContain('Мы позвоним по номеру +375 29 123-45-67,');
    await expect.poll(() => page.getByTestId('order-diet').innerText()).toBe(`Без: орехи · ${NOTE}`);
    await screenshot(page, 'same-facts-order-placed-390');
  });

  it('the order page shows «Без: орехи» and the note, and the audit log a moved delivery time in Minsk time (1366 px)', async () => {
    const page = await open(DESKTOP, token);
    await page.goto(`${ADMIN}/orders/${orderId}/show`);
    await page.getByRole('table', { name: 'Состав заказа' }).waitFor();
    await page.getByText(`Без: орехи · ${NOTE}`, { exact: true }).waitFor();

    // The manager moves the event to a later slot of the same day.
    const moved = await fetch(`${env.shop.baseUrl}/api/v1/admin/orders/${orderId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ delivery_at: `${slot.date}T${slot.second}:00+03:00` }),
    });
    expect(moved.status).toBe(200);
    await page.reload();
    const log = page.getByRole('table', { name: 'Журнал изменений записи' });
    await log.waitFor();
    const reschedule = log.getByRole('row').filter({ hasText: 'перенос' });
    // Under «Время (Минск)» the values too are Minsk wall-clock times, not UTC instants.
    await expect
      .poll(() => reschedule.innerText())
      .toContain(`Мероприятие: ${russianDay(slot.date)} ${slot.first} → ${russianDay(slot.date)} ${slot.second}`);
    expect(await log.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    await screenshot(page, 'same-facts-order-page-1366');
  });

  it('the delivery sheet at 390 px is cards no wider than the phone, its day written in Russian', async () => {
    const page = await open(PHONE, token);
    await page.goto(`${ADMIN}/delivery-sheet`);
    const day = page.getByLabel('День', { exact: true });
    await day.fill(russianDay(slot.date));
    await page.getByRole('heading', { name: `Доставка на ${russianDay(slot.date)}` }).waitFor();
    const card = page.getByRole('listitem', { name: `Доставка №${orderId}` });
    await card.waitFor();
    await expect.poll(() => card.innerText()).toContain('+375 29 123-45-67');
    expect(await page.getByRole('table', { name: 'Доставки' }).count()).toBe(0);
    await expect.poll(() => day.inputValue()).toBe(russianDay(slot.date));
    // Nothing scrolls sideways: the page is as wide as the phone.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.body).toBeLessThanOrEqual(widths.viewport);
    await screenshot(page, 'same-facts-delivery-sheet-390');
  });
});

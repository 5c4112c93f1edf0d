import { describe, expect, it } from 'vitest';
import { type Customer, adminToken, registerCustomer } from './support/accounts';
import { newContext, screenshot } from './support/browser';
import { callApi, useShopAndBrowser } from './support/session';

/**
 * Kitchen capacity in real Chromium on a 390 px phone: a day the kitchen has filled shows in the
 * checkout's date picker as unavailable with its reason and cannot be picked; the next day can,
 * and the order goes through for it. The browser and the server run on the real clock; the days
 * are picked a week ahead, clear of every time rule.
 */

const env = useShopAndBrowser();

const MINSK_OFFSET_MS = 3 * 3_600_000;
const minskDay = (daysAhead: number) => new Date(Date.now() + MINSK_OFFSET_MS + daysAhead * 86_400_000).toISOString().slice(0, 10);

async function patchCapacity(token: string, body: unknown): Promise<void> {
  const response = await fetch(`${env.shop.baseUrl}/api/v1/bulbash_admin/capacity`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** A customer with one product in the cart; returns the cart lines as the checkout sends them. */
async function customerWithCart(name: string): Promise<{ customer: Customer; productList: unknown[]; total: number }> {
  const customer = await registerCustomer(env.shop, name);
  const { products } = await callApi<{ products: Array<{ id: number }> }>(env.shop, customer.token, '/api/v1/product/products_list');
  await callApi(env.shop, customer.token, '/api/v1/cart/add-item-to-cart', { product_id: products[0].id, quantity: 1 });
  const cart = await callApi<{ data: Array<{ id: number; product_id: number; quantity: number; price: number }>; total_price: number }>(
    env.shop,
    customer.token,
    '/api/v1/cart/get-items-from-cart',
  );
  const productList = cart.data.map((line) => ({
    cart_id: line.id,
    product_id: line.product_id,
    quantity: line.quantity,
    product_cost: line.price,
  }));
  return { customer, productList, total: cart.total_price };
}

describe('kitchen capacity in Chromium', () => {
  let full = '';
  it('a full day cannot be picked in the checkout and the next open one can (390 px)', async () => {
    full = minskDay(7);
    const next = minskDay(8);
    await patchCapacity(await adminToken(env.shop), { max_guests_per_day: 1000, closed_weekdays: [], closed_dates: [] });

    // Someone else books the whole day.
    const first = await customerWithCart('Ирина');
    await callApi(env.shop, first.customer.token, '/api/v1/order/create-new-order', {
      first_name: 'Ирина',
      surname: 'Ковалёва',
      last_name: 'Петровна',
      contact_phone: '375291234567',
      delivery_address: 'Минск, ул. Немига, 5',
      payment_method: 'cash',
      delivery_method: 'delivery',
      delivery_distance_km: 0,
      delivery_at: `${full}T12:00:00+03:00`,
      guests: 1000,
      product_list: first.productList,
      total_cost: first.total,
    });

    const { customer } = await customerWithCart('Ольга');
    const context = await newContext(env.browser, env.shop.baseUrl, { width: 390, height: 844 });
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: env.shop.baseUrl }]);
    await context.addInitScript((token) => localStorage.setItem('token', token), customer.token);
    const page = await context.newPage();
    await page.goto('/cart');
    await page.getByRole('list', { name: 'Товары в корзине' }).locator('> li').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.getByLabel(/^Время/).waitFor();

    const fullDay = page.locator(`button[data-day="${full}"]`);
    if ((await fullDay.count()) === 0) await page.getByRole('button', { name: 'Следующий месяц' }).click();
    // The kitchen's answer marks the day; a tap explains it and leaves the choice as it was.
    await page.locator(`button[data-day="${full}"][aria-disabled="true"]`).waitFor();
    await expect.poll(() => fullDay.getAttribute('title')).toBe('Нет мест');
    // Not offered as a choice (Playwright, like assistive technology, reads aria-disabled) ...
    await expect.poll(() => fullDay.isEnabled()).toBe(false);
    // ... and a tap anyway only explains why.
    await fullDay.click({ force: true });
    await expect.poll(() => fullDay.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('status').filter({ hasText: ': Нет мест' }).waitFor();
    await fullDay.scrollIntoViewIfNeeded();
    await screenshot(page, 'capacity-full-day-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const nextDay = page.locator(`button[data-day="${next}"]`);
    if ((await nextDay.count()) === 0) await page.getByRole('button', { name: 'Следующий месяц' }).click();
    await expect.poll(() => nextDay.getAttribute('aria-disabled')).toBe('false');
    await nextDay.click();
    await expect.poll(() => nextDay.getAttribute('aria-pressed')).toBe('true');
    const time = page.getByLabel(/^Время/);
    await time.selectOption('12:00');
    await page.getByLabel(/^Отчество/).fill('Петровна');
    await page.getByLabel(/^Телефон/).fill('+375 (29) 123-45-67');
    await page.getByLabel(/^Адрес доставки/).fill('Минск, ул. Немига, 5');
    await page.getByRole('checkbox', { name: /персональных данных/ }).check();
    await screenshot(page, 'capacity-next-day-390');
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await page.waitForURL('**/order-placed/*');
    const [year, month, date] = next.split('-');
    await expect.poll(() => page.getByTestId('placed-event').innerText()).toBe(`${date}.${month}.${year} в 12:00`);
    await context.close();
  });

  it('the back office «Загрузка кухни» shows the booked day by its fill and opens its orders; the settings form saves (1280 px)', async () => {
    const token = await adminToken(env.shop);
    const context = await newContext(env.browser, env.shop.baseUrl, { width: 1280, height: 900 });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate((value) => window.localStorage.setItem('token', value), token);
    await page.goto('/bulbash_admin/admin/kitchen-load');
    const form = page.getByRole('form', { name: 'Настройки мощности кухни' });
    await form.getByLabel('Гостей в день').waitFor();
    await expect.poll(() => form.getByLabel('Гостей в день').inputValue()).toBe('1000');
    const day = Number(full.slice(8));
    const cell = () => page.getByRole('link', { name: new RegExp(`^${day}: `) });
    // The calendar opens on this month; the booked day may be in the next one.
    if (full.slice(0, 7) !== minskDay(0).slice(0, 7)) await page.getByRole('button', { name: 'Следующий месяц' }).click();
    await expect.poll(async () => cell().getAttribute('aria-label')).toBe(`${day}: 1000 / 1000 гостей, заказов: 1`);
    await expect.poll(() => cell().getAttribute('data-fill')).toBe('full');
    await screenshot(page, 'capacity-kitchen-load-1280');

    // Closing Sundays and the booked day from the form: the day holds an order, so the form asks first.
    await form.getByLabel('Вс', { exact: true }).check();
    await form.getByLabel('Закрытые даты').fill(`${full} Санитарный день`);
    await form.getByRole('button', { name: 'Сохранить' }).click();
    const confirm = page.getByRole('dialog', { name: 'На закрываемые дни есть заказы' });
    await confirm.getByText(`${full.split('-').reverse().join('.')} в 12:00`).waitFor();
    await screenshot(page, 'capacity-closing-day-with-orders');
    await confirm.getByRole('button', { name: 'Закрыть всё равно' }).click();
    await page.getByText('Настройки кухни сохранены').waitFor();
    await expect.poll(async () => page.locator('[data-fill="closed"]').count()).toBeGreaterThanOrEqual(4);
    // The closed day still shows its order and load.
    await expect.poll(async () => cell().getAttribute('aria-label')).toBe(`${day}: Санитарный день; 1000 / 1000 гостей, заказов: 1`);

    await cell().click();
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(full));
    await page.locator('tbody tr').first().waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await context.close();
  });
});

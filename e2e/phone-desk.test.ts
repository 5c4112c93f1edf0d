import { describe, expect, it } from 'vitest';
import { adminToken, registerCustomer } from './support/accounts';
import type { RunningShop } from './support/app';
import { newContext, screenshot } from './support/browser';
import { minskDay, placeOrder } from './support/orders';
import { callApi, useShopAndBrowser } from './support/session';

/**
 * The phone desk in real Chromium (1366 px): a caller is found by the phone as people say it
 * («8029…»), an unknown number offers «Новый клиент» with the number filled in, the total and
 * the deposit follow the dishes and the distance, and the chosen day offers its free slots only
 * (a taken slot is disabled). The server runs on the real clock; the day is a week ahead.
 */

const env = useShopAndBrowser();
const ADMIN = '/bulbash_admin/admin';

async function adminCall(shop: RunningShop, token: string, method: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${shop.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as unknown;
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer;
}

describe('the phone desk in Chromium', () => {
  it('finds a caller by «8029…», shows the total and the deposit, and offers the day’s free slots', async () => {
    const { shop, browser } = env;
    const token = await adminToken(shop);
    const day = minskDay(7);
    await adminCall(shop, token, 'PATCH', '/api/v1/bulbash_admin/capacity', {
      max_guests_per_day: 1000,
      max_orders_per_slot: 1,
      closed_weekdays: [],
      closed_dates: [],
      confirm: true,
    });
    // The caller: a registered customer whose phone is known only from an earlier order.
    const caller = await registerCustomer(shop, 'Вероника');
    await placeOrder(shop, caller, '375297771122', 'cash');
    const products = await callApi<Array<{ id: number; name: string; price: number }>>(
      shop,
      token,
      '/api/v1/admin/products?range=[0,4]&filter={"status_enabled":true}',
    );
    const dish = products[0];
    // Somebody else already has the 12:00 slot of that day.
    await adminCall(shop, token, 'POST', '/api/v1/admin/orders', {
      customer: { first_name: 'Пётр', surname: 'Занятый', last_name: 'Ильич', phone: '+375 33 100-20-30' },
      lines: [{ product_id: dish.id, quantity: 1 }],
      delivery_method: 'pickup',
      delivery_at: `${day}T12:00:00+03:00`,
    });

    const context = await newContext(browser, shop.baseUrl, { width: 1366, height: 900 });
    await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    const page = await context.newPage();
    await page.goto(`${ADMIN}/orders/create`);
    const search = page.getByRole('combobox', { name: 'Клиент: телефон, e-mail или имя' });

    // An unknown number: «Клиент не найден» and «Новый клиент», which fills in the phone.
    await search.fill('8029 000-00-01');
    await page.getByText('Клиент не найден').waitFor();
    await page.getByRole('button', { name: 'Новый клиент' }).click();
    await expect.poll(() => page.getByLabel('Телефон', { exact: true }).inputValue()).toBe('8029 000-00-01');
    await page.getByLabel('Клиент уже есть').check();
    await page.getByLabel('Телефон', { exact: true }).fill('');

    // The caller says their number the domestic way.
    await page.getByRole('combobox', { name: 'Клиент: телефон, e-mail или имя' }).fill('8029 777');
    const option = page.getByRole('option', { name: /Ковалёва Вероника · \+375 29 777-11-22/ });
    await option.click();
    await expect.poll(() => search.inputValue()).toContain('+375 29 777-11-22');

    // Dishes: the total and the deposit follow what is typed.
    await page.getByRole('combobox', { name: 'Добавить блюдо (поиск по названию)' }).fill(dish.name.slice(0, 6));
    await page.getByRole('option', { name: dish.name }).first().click();
    await page.getByLabel(`Количество: ${dish.name}`).fill('4');
    await page.getByLabel('Км от МКАД').fill('3');
    const expected = Math.round(dish.price * 400 + 300) / 100;
    const money = (value: number) => `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2 }).format(value)}\u00a0byn`;
    const totals = page.getByTestId('desk-totals');
    await expect.poll(() => totals.textContent()).toContain(`Итого: ${money(expected)}`);
    await expect.poll(() => page.getByLabel('Доставка', { exact: true }).textContent()).toBe(money(3));

    // The day's slots: 12:00 is taken (one order a slot), 14:00 is free.
    await page.getByLabel('Гостей').fill('10');
    await page.getByLabel('День мероприятия').fill(day);
    await expect.poll(() => page.getByRole('button', { name: '12:00 (занято)' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: '14:00', exact: true }).click();
    await page.getByLabel('Адрес доставки').fill('Минск, ул. Звонкая, 7');
    await expect.poll(() => totals.textContent()).toMatch(/Без предоплаты|Предоплата/);
    await screenshot(page, 'phone-desk-compose');

    await page.getByRole('button', { name: 'сохранить' }).click();
    await page.waitForURL((url) => /\/orders\/\d+\/show$/.test(url.pathname));
    const orderId = Number(/orders\/(\d+)\/show/.exec(page.url())?.[1]);
    const saved = await callApi<{ total_cost: number; contact_phone: string; delivery_at: string; guests: number }>(
      shop,
      token,
      `/api/v1/bulbash_admin/get-order/${orderId}`,
    );
    expect(saved).toMatchObject({ total_cost: expected, contact_phone: '375297771122', guests: 10 });
    expect(saved.delivery_at).toBe(`${day}T14:00:00+03:00`);
    await screenshot(page, 'phone-desk-saved');
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { adminToken, registerCustomer, type Customer } from './support/accounts';
import { newContext, screenshot } from './support/browser';
import { freeDay } from './support/orders';
import { callApi } from './support/session';
import { useSharedShop } from './support/shared-shop';

/**
 * The back office's order editor in real Chromium at 1280 px: an admin changes the quantities of
 * an order taken at the desk, adds a dish by search, changes the head count and moves the event to
 * another free slot; the order page, the customer's «Мои заказы», the history and the customer's
 * letter all show the change. Also the product form's price check (a price far outside its
 * category's range asks first).
 */

const env = useSharedShop();
const ADMIN = '/bulbash_admin/admin';
const DESKTOP = { width: 1280, height: 900 };

interface Product {
  id: number;
  name: string;
  price: number;
  category_id: number;
}

/** A screenshot once no finite animation runs (a dialog fading in, a menu closing). */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return animation.playState !== 'running' || timing?.iterations === Infinity;
    }),
  );
  await screenshot(page, name);
}

/** Text as a person reads it: the locale's non-breaking and narrow spaces as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** 166 → '166,00' (the back office always shows kopecks). */
const rub = (amount: number) =>
  plain(new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount));

/** The admin REST list of products, oldest first, with a filter. */
const productsPath = (filter: Record<string, unknown>) =>
  `/api/v1/admin/products?${new URLSearchParams({ sort: JSON.stringify(['id', 'ASC']), filter: JSON.stringify(filter) }).toString()}`;

describe('order editor in the back office', () => {
  let token: string;
  let customer: Customer;
  let admin: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    token = await adminToken(env.shop);
    customer = await registerCustomer(env.shop, 'Марина');
    admin = await newContext(env.browser, env.shop.baseUrl, DESKTOP);
    await admin.addInitScript((value) => window.localStorage.setItem('token', value), token);
    page = await admin.newPage();
  });

  afterAll(async () => {
    await admin?.close();
  });

  it('changes quantities, adds a dish, changes guests and reschedules; the customer sees the new total and gets the summary', async () => {
    const products = await callApi<Product[]>(env.shop, token, productsPath({ status_enabled: true }));
    const [kept, added] = [products[0], products.find((product) => product.id !== products[0].id && product.name.length > 6)!];
    const slot = await freeDay(env.shop);
    const order = await callApi<{ id: number; total_cost: number }>(env.shop, token, '/api/v1/admin/orders', {
      customer: { email: customer.email, first_name: 'Марина', surname: 'Ковалёва', last_name: 'Игоревна', phone: '+375 29 765-43-21' },
      lines: [{ product_id: kept.id, quantity: 2 }],
      guests: 10,
      delivery_at: `${slot.date}T${slot.first}:00+03:00`,
      delivery_method: 'delivery',
      delivery_address: 'Минск, ул. Немига, 5',
      delivery_distance_km: 0,
      payment_method: 'cash',
    });
    const expected = Math.round((kept.price * 5 + added.price) * 100) / 100;

    await page.goto(`${ADMIN}/orders/${order.id}/show`);
    await page.getByRole('table', { name: 'Состав заказа' }).waitFor();
    // The phone as people read it, with a tel: link.
    const phone = page.getByRole('link', { name: '+375 29 765-43-21' });
    await expect.poll(() => phone.getAttribute('href')).toBe('tel:+375297654321');

    await page.getByRole('button', { name: 'Изменить состав и время' }).click();
    const dialog = page.getByRole('dialog', { name: /состав, гости, доставка и время/ });
    await dialog.getByRole('table', { name: 'Блюда заказа' }).waitFor();
    await dialog.getByLabel(`Количество: ${kept.name}`).fill('5');

    const search = dialog.getByLabel('Добавить блюдо (поиск по названию)');
    await search.fill(added.name);
    await page.getByRole('option', { name: new RegExp(`^${added.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} —`) }).click();
    await dialog.getByLabel(`Количество: ${added.name}`).waitFor();

    await dialog.getByLabel('Гостей').fill('30');
    const newSlot = dialog.getByRole('button', { name: slot.second, exact: true });
    await expect.poll(() => newSlot.isEnabled()).toBe(true);
    await newSlot.click();
    await expect.poll(() => newSlot.getAttribute('aria-pressed')).toBe('true');

    await expect.poll(async () => plain(await dialog.getByRole('cell', { name: 'Новая сумма' }).innerText())).toBe(`${rub(expected)} byn`);
    await shot(page, 'order-edit-dialog-1280');
    await dialog.getByRole('button', { name: 'Сохранить изменения' }).scrollIntoViewIfNeeded();
    await shot(page, 'order-edit-dialog-bottom-1280');

    await dialog.getByRole('button', { name: 'Сохранить изменения' }).click();
    await page.getByRole('alert').filter({ hasText: 'Заказ успешно обновлен' }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The order page: the new dishes, total, guests, time and the history entry.
    const items = page.getByRole('table', { name: 'Состав заказа' });
    await items.getByRole('cell', { name: added.name }).waitFor();
    await expect.poll(async () => plain(await page.locator('main').innerText())).toContain(`${rub(expected)} byn`);
    const history = page.getByRole('table', { name: 'История изменений' });
    await expect.poll(async () => plain(await history.innerText())).toMatch(/Гостей: 10 → 30/);
    const historyText = plain(await history.innerText());
    expect(historyText).toContain(`+ ${added.name}`);
    expect(historyText).toMatch(new RegExp(`Время: .*${slot.first}.* → .*${slot.second}`));
    await shot(page, 'order-edit-saved-1280');

    const saved = await callApi<{ total_cost: number; guests: number; delivery_at: string }>(
      env.shop,
      token,
      `/api/v1/admin/orders/${order.id}`,
    );
    expect(saved.total_cost).toBe(expected);
    expect(saved.guests).toBe(30);
    expect(new Date(saved.delivery_at).getTime()).toBe(new Date(`${slot.date}T${slot.second}:00+03:00`).getTime());

    // The customer's letter summarises the change.
    const letter = await env.shop.mail.waitFor(customer.email, new RegExp(`Заказ №${order.id} изменён`));
    expect(letter.text).toContain('Гостей: 10 → 30');
    expect(letter.text).toContain(added.name);

    // «Мои заказы» shows the new total.
    const shopper = await newContext(env.browser, env.shop.baseUrl, DESKTOP);
    await shopper.addCookies([{ name: 'cookie_consent', value: '1', url: env.shop.baseUrl }]);
    await shopper.addInitScript((value) => window.localStorage.setItem('token', value), customer.token);
    const ordersPage = await shopper.newPage();
    await ordersPage.goto('/user-orders');
    const card = ordersPage.getByRole('listitem', { name: `Заказ № ${order.id}`, exact: true });
    await card.waitFor();
    const storefrontTotal = rub(expected);
    await expect.poll(async () => plain(await card.innerText())).toContain(`${storefrontTotal} byn`);
    await shot(ordersPage, 'order-edit-my-orders-1280');
    await shopper.close();
  });

  it('asks before saving a product whose price is far outside its category’s range', async () => {
    const products = await callApi<Product[]>(env.shop, token, productsPath({}));
    const product = products[0];
    // The form is filled once the product's own record has arrived (react-admin may first draw it from
    // the list's cache and then reset it with the fresh record, which would wipe a value typed before).
    const loaded = page.waitForResponse(
      (response) => response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith(`/admin/products/${product.id}`),
    );
    await page.goto(`${ADMIN}/admin-products/${product.id}`);
    await loaded;
    const price = page.getByLabel('цена', { exact: true });
    await price.waitFor();
    await price.fill('4550');
    await expect.poll(() => price.inputValue()).toMatch(/^4\D?550(,00)?$/);
    await page.getByRole('button', { name: 'сохранить' }).click();
    const confirm = page.getByRole('dialog', { name: 'Проверьте цену' });
    await confirm.waitFor();
    expect(plain(await confirm.innerText())).toMatch(/Цена 4 550,00 byn сильно отличается от цен этой категории/);
    await shot(page, 'product-price-confirm-1280');
    await confirm.getByRole('button', { name: 'Исправить' }).click();
    await confirm.waitFor({ state: 'detached' });
    // Nothing was saved.
    const unchanged = await callApi<Product>(env.shop, token, `/api/v1/admin/products/${product.id}`);
    expect(unchanged.price).toBe(product.price);

    // A price inside the range saves without asking.
    const nearby = Math.round((product.price + 1) * 100) / 100;
    await price.fill(String(nearby).replace('.', ','));
    await page.getByRole('button', { name: 'сохранить' }).click();
    await page.getByRole('alert').filter({ hasText: 'Товар успешно обновлен' }).first().waitFor();
    await expect.poll(() => confirm.count()).toBe(0);
    expect((await callApi<Product>(env.shop, token, `/api/v1/admin/products/${product.id}`)).price).toBe(nearby);
  });
});

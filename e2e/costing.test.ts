import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeImage } from '../backend/test/fixtures/images';
import { type Customer, adminToken, registerCustomer } from './support/accounts';
import { newContext, screenshot } from './support/browser';
import { checkoutCart } from './support/orders';
import { callApi } from './support/session';
import { unique, useSharedShop } from './support/shared-shop';

/**
 * Issue 38 in Chromium at 1366 px: the owner writes the recipe of a dish of her own («Техкарта»:
 * two ingredients picked by name, quantities and waste), confirms the allergen the recipe brings,
 * sees the dish's food cost and margin in «Блюда», the event's margin on its order, and opens
 * «Закупка» for Saturday: her supplier's table, rounded up to whole packs, and the PDF read back
 * with pdftotext. Screenshots of each new screen.
 */

const env = useSharedShop();
const ADMIN = '/bulbash_admin/admin';
const WIDE = { width: 1366, height: 900 };

interface Ingredient {
  id: number;
  name: string;
}

/** A REST admin call with any method; throws on an error status. */
async function rest<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${env.shop.baseUrl}/api/v1/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A dish of this test's own (12 byn, no allergens ticked), in the first category and its first subcategory. */
async function createDish(token: string, name: string): Promise<number> {
  const categories = await rest<Array<{ id: number }>>(token, 'GET', '/categories?sort=["id","ASC"]&range=[0,0]');
  const subcategories = await rest<Array<{ id: number }>>(
    token,
    'GET',
    `/subcategories?sort=["id","ASC"]&range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ category_id: categories[0].id }))}`,
  );
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name,
    price: '12',
    weight: '300',
    people_numbers: '1',
    category_id: String(categories[0].id),
    subcategory_id: String(subcategories[0].id),
    status_enabled: 'true',
  }))
    form.append(key, value);
  form.append('img_file', new Blob([new Uint8Array(await makeImage('webp'))], { type: 'image/webp' }), 'draniki.webp');
  const response = await fetch(`${env.shop.baseUrl}/api/v1/admin/products`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const created = (await response.json()) as { id: number };
  expect(response.status, JSON.stringify(created)).toBe(201);
  return created.id;
}

/** The customer orders `quantity` of the dish; staff move the event to `day` 18:00 Minsk time. */
async function orderFor(token: string, customer: Customer, productId: number, quantity: number, day: string): Promise<number> {
  await callApi(env.shop, customer.token, '/api/v1/cart/add-item-to-cart', { product_id: productId, quantity });
  const orderId = await checkoutCart(env.shop, customer, {
    first_name: 'Ольга',
    last_name: 'Петровна',
    surname: 'Климович',
    contact_phone: '375297771138',
    delivery_address: 'Минск, пр. Победителей, 9',
    payment_method: 'cash',
  });
  await callApi(env.shop, token, '/api/v1/bulbash_admin/update-status-order', {
    order_id: orderId,
    delivery_at: `${day}T18:00:00+03:00`,
  });
  return orderId;
}

/** The coming Saturday in Minsk as «Закупка» offers it: today on a Saturday. */
function comingSaturday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Minsk' }).format(new Date());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return new Date(Date.parse(`${today}T00:00:00Z`) + ((6 - weekday + 7) % 7) * 86_400_000).toISOString().slice(0, 10);
}

async function ownerPage(token: string): Promise<Page> {
  const context = await newContext(env.browser, env.shop.baseUrl, WIDE);
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return context.newPage();
}

describe('recipes, margins and the purchase list in the back office', () => {
  it('the owner writes a recipe, sees the margin in the list, and downloads Saturday’s purchase list as a PDF', async () => {
    const token = await adminToken(env.shop);
    const tag = unique('e2e').replace(/\./g, '-');
    const supplier = `Рынок ${tag}`;
    const potato = await rest<Ingredient>(token, 'POST', '/ingredients', {
      name: `Картофель ${tag}`,
      unit: 'kg',
      price_per_unit: 1.1,
      pack_size: 5,
      supplier,
      allergens: [],
    });
    const cream = await rest<Ingredient>(token, 'POST', '/ingredients', {
      name: `Сметана ${tag}`,
      unit: 'l',
      price_per_unit: 6.5,
      pack_size: null,
      supplier,
      allergens: ['milk'],
    });
    // The potatoes went up: yesterday's price stays in the history.
    await rest(token, 'PUT', `/ingredients/${potato.id}`, { price_per_unit: 1.2 });
    const dishName = `Драники ${tag}`;
    const dishId = await createDish(token, dishName);
    const saturday = comingSaturday();
    const orderId = await orderFor(token, await registerCustomer(env.shop, 'Ольга'), dishId, 10, saturday);

    const page = await ownerPage(token);

    // «Ингредиенты»: the list, then the potatoes' page with the price history.
    await page.goto(`${ADMIN}/ingredients?filter=${encodeURIComponent(JSON.stringify({ supplier }))}`);
    const potatoRow = page.getByRole('row').filter({ hasText: potato.name });
    await potatoRow.waitFor();
    await expect.poll(() => potatoRow.textContent()).toContain('5 кг');
    await screenshot(page, 'costing-ingredients-1366');
    await potatoRow.getByText(potato.name).click();
    const history = page.getByRole('table', { name: 'История цен' });
    await history.waitFor();
    await expect.poll(() => history.textContent()).toContain('1,10\u00a0byn');
    await screenshot(page, 'costing-ingredient-edit-1366');

    // «Техкарта» on the dish's page: 0,3 kg of potatoes with 20 % peeling and 0,05 l of sour cream for one portion.
    await page.goto(`${ADMIN}/admin-products/${dishId}`);
    const recipe = page.getByRole('region', { name: 'Техкарта' });
    await recipe.getByText('Техкарты нет: добавьте ингредиенты.').waitFor();
    const lines: Array<[Ingredient, string, string]> = [
      [potato, '0,3', '20'],
      [cream, '0,05', '0'],
    ];
    for (const [index, [ingredient, quantity, waste]] of lines.entries()) {
      await recipe.getByRole('button', { name: 'Добавить ингредиент' }).click();
      await recipe.getByLabel(`Ингредиент ${index + 1}`).fill(ingredient.name);
      await page.getByRole('option', { name: new RegExp(ingredient.name) }).click();
      await recipe.getByLabel(`Количество ${index + 1}`).fill(quantity);
      await recipe.getByLabel(`Отходы ${index + 1}`).fill(waste);
    }
    // 0.3 × 1.2 × 1.20 + 0.05 × 6.50 = 0.432 + 0.325 → 0,76 byn a portion; 12 byn − 0,76 = 11,24 (93,7 %).
    await expect.poll(() => recipe.getByLabel('Себестоимость единицы', { exact: true }).textContent()).toBe('0,76\u00a0byn');
    await recipe.getByRole('button', { name: 'Записать техкарту' }).click();
    const warning = recipe.getByRole('alert').filter({ hasText: 'Проверьте аллергены' });
    await warning.waitFor();
    await expect.poll(() => warning.textContent()).toContain('молоко и лактоза');
    await screenshot(page, 'costing-recipe-1366');
    await warning.getByRole('button', { name: 'Подтвердить' }).click();
    await warning.waitFor({ state: 'detached' });
    const saved = await rest<{ food_cost: number; lines: unknown[]; allergens_to_check: string[] }>(
      token,
      'GET',
      `/products/${dishId}/recipe`,
    );
    expect(saved).toMatchObject({ food_cost: 0.76, allergens_to_check: [] });
    expect(saved.lines).toHaveLength(2);

    // «Блюда»: the dish's food cost and margin in the list.
    await page.goto(`${ADMIN}/admin-products?filter=${encodeURIComponent(JSON.stringify({ q: dishName }))}`);
    const dishRow = page.getByRole('row').filter({ hasText: dishName });
    await dishRow.waitFor();
    await expect.poll(() => dishRow.textContent()).toContain('93,7\u00a0%');
    await expect.poll(() => dishRow.textContent()).toContain('11,24\u00a0byn');
    await expect.poll(() => dishRow.textContent()).toContain('0,76\u00a0byn');
    await screenshot(page, 'costing-products-1366');

    // The order's page: the event's food cost and margin.
    await page.goto(`${ADMIN}/orders/${orderId}/show`);
    const costing = page.getByRole('region', { name: 'Себестоимость и маржа' });
    await costing.waitFor();
    // Revenue of the dishes: 10 × 12 byn.
    await expect.poll(() => costing.textContent()).toContain('120,00\u00a0byn');
    // Food cost of the event, exact before rounding: 10 × 0.757 = 7,57 byn; margin 112,43 byn (93,7 %).
    await expect.poll(() => costing.textContent()).toContain('7,57\u00a0byn');
    await expect.poll(() => costing.textContent()).toContain('112,43\u00a0byn');
    await screenshot(page, 'costing-order-1366');

    // «Закупка» for Saturday: 10 portions need 3,6 kg of potatoes (one 5 kg pack) and 0,5 l of sour cream.
    await page.goto(ADMIN);
    await page.getByRole('tablist', { name: 'Разделы' }).getByRole('tab', { name: 'Закупка' }).click();
    await page.getByRole('button', { name: new RegExp(`^Суббота ${saturday.slice(8, 10)}\\.${saturday.slice(5, 7)}$`) }).click();
    const table = page.getByRole('table', { name: `Закупка: ${supplier}` });
    await table.waitFor();
    const potatoLine = table.getByRole('row').filter({ hasText: potato.name });
    await expect.poll(() => potatoLine.textContent()).toContain('3,6 кг');
    await expect.poll(() => potatoLine.textContent()).toContain('1 уп. по 5 кг');
    await potatoLine.getByRole('checkbox').check();
    await screenshot(page, 'costing-purchase-list-1366');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`zakupka-${saturday}_${saturday}.pdf`);
    const file = await download.path();
    expect(execFileSync('head', ['-c', '5', file], { encoding: 'utf8' })).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(supplier);
    expect(text).toContain(potato.name);
    expect(text).toContain(cream.name);

    // The minimum margin on the payment settings screen.
    await page.goto(`${ADMIN}/settings`);
    await page.getByLabel('Минимальная маржа, %').waitFor();
    await expect.poll(() => page.getByLabel('Минимальная маржа, %').inputValue()).toMatch(/^\d+$/);
    await screenshot(page, 'costing-settings-1366');
    await page.context().close();
  }, 180_000);
});

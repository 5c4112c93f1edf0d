import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminToken, registerCustomer } from './support/accounts';
import { newContext, screenshot, SCREENSHOT_DIR } from './support/browser';
import { minskDay } from './support/orders';
import { callApi, useShopAndBrowser } from './support/session';

/**
 * Issue 34: a mother excludes nuts in the menu's filter (390 px); the cart's guest plan warns about
 * the nut box she already has, the checkout's «Аллергии и ограничения» arrives prefilled, and the
 * kitchen's production sheet flags that dish for her order and her packing label prints «Без: орехи».
 */

const env = useShopAndBrowser();

interface ListedProduct {
  id: number;
  name: string;
  category_id: number;
  allergens: string[];
  people_numbers: number;
}

describe('a nut exclusion from the menu to the box', () => {
  it('carries the mother’s nut exclusion from the menu filter to checkout, the production sheet and the label', async () => {
    const mother = await registerCustomer(env.shop, 'Мария');
    const categories = await callApi<Array<{ id: number }>>(env.shop, mother.token, '/api/v1/category/list');
    const products: ListedProduct[] = [];
    for (const category of categories)
      products.push(
        ...(
          await callApi<{ products: ListedProduct[] }>(env.shop, mother.token, `/api/v1/product/products_list?category_id=${category.id}`)
        ).products,
      );
    const nutty = products.find((product) => product.allergens.includes('nuts') && product.people_numbers > 0);
    expect(nutty).toBeDefined();
    // She had put a box with nuts in the cart before she thought of her son.
    await callApi(env.shop, mother.token, '/api/v1/cart/add-item-to-cart', { product_id: nutty!.id, quantity: 1 });

    const context = await newContext(env.browser, env.shop.baseUrl, { width: 390, height: 844 });
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: env.shop.baseUrl }]);
    await context.addInitScript((token) => localStorage.setItem('token', token), mother.token);
    const page = await context.newPage();
    await page.goto(`/products?category_id=${nutty!.category_id}`);
    await page.locator('main article').first().waitFor();
    await page.getByText('Исключить аллергены').click();
    const nuts = page.getByRole('checkbox', { name: 'Орехи' });
    await nuts.click();
    await page.waitForURL((url) => url.searchParams.get('exclude_allergens') === 'nuts');
    await expect.poll(() => nuts.isChecked()).toBe(true);
    await expect.poll(() => page.locator('main article h2').allInnerTexts()).not.toContain(nutty!.name);

    await page.goto('/cart');
    await page.getByRole('list', { name: 'Товары в корзине' }).locator('> li').first().waitFor();
    await page.getByRole('spinbutton', { name: 'Гостей' }).fill('30');
    const warning = page.getByTestId('excluded-in-cart');
    await warning.waitFor();
    await expect.poll(() => warning.innerText()).toBe(`В корзине «${nutty!.name}» — содержит орехи, а вы исключили этот аллерген`);
    // No suggestion offers another dish with nuts.
    const suggestions = await page.getByRole('button', { name: /^Добавить \d+ × / }).allInnerTexts();
    const withNuts = new Set(products.filter((product) => product.allergens.includes('nuts')).map((product) => product.name));
    for (const text of suggestions) expect(withNuts.has(text.replace(/^Добавить \d+ × /, ''))).toBe(false);
    await screenshot(page, 'diet-guest-plan-390');

    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    const section = page.getByRole('region', { name: 'Аллергии и ограничения' });
    await section.waitFor();
    const excluded = section.getByRole('group', { name: 'Исключить аллергены' });
    await expect.poll(() => excluded.getByRole('checkbox', { name: 'Орехи' }).isChecked()).toBe(true);
    await expect.poll(() => excluded.getByRole('checkbox', { name: 'Глютен' }).isChecked()).toBe(false);
    await section.getByLabel('Что ещё учесть').fill('Сыну 6 лет: аллергия на орехи');
    const time = page.getByLabel(/^Время/);
    await time.waitFor();
    await time.selectOption({ index: 1 });
    await page.getByRole('radio', { name: /Самовывоз/ }).check();
    await page.getByLabel(/^Отчество/).fill('Ивановна');
    await page.getByLabel(/^Телефон/).fill('+375 (29) 555-44-33');
    await screenshot(page, 'diet-checkout-390');
    await page.getByRole('checkbox', { name: /персональных данных/ }).check();
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await page.waitForURL('**/order-placed/*');
    const heading = page.getByRole('heading', { name: /^Заказ № \d+ оформлен$/ });
    await heading.waitFor();
    const orderId = Number((await heading.innerText()).match(/\d+/)?.[0]);
    await context.close();

    const token = await adminToken(env.shop);
    const order = await callApi<{ exclude_allergens: string[]; dietary_note: string | null }>(
      env.shop,
      token,
      `/api/v1/admin/orders/${orderId}`,
    );
    expect(order).toMatchObject({ exclude_allergens: ['nuts'], dietary_note: 'Сыну 6 лет: аллергия на орехи' });
    // The kitchen's sheet opens on tomorrow: the event is moved there.
    const tomorrow = minskDay(1);
    await callApi(env.shop, token, '/api/v1/bulbash_admin/update-status-order', {
      order_id: orderId,
      delivery_at: `${tomorrow}T12:00:00+03:00`,
    });

    const admin = await newContext(env.browser, env.shop.baseUrl, { width: 1366, height: 900 });
    await admin.addInitScript((value) => localStorage.setItem('token', value), token);
    const adminPage = await admin.newPage();
    await adminPage.goto('/bulbash_admin/admin/production-sheet');
    const dishes = adminPage.getByRole('table', { name: 'Производственный лист' });
    const line = dishes.getByRole('row').filter({ hasText: nutty!.name });
    await line.getByRole('link', { name: `№${orderId}` }).waitFor();
    expect((await line.getByTestId('dish-conflict').innerText()).trim()).toBe('(исключены: орехи!)');
    const event = adminPage
      .getByRole('table', { name: 'Мероприятия' })
      .getByRole('row')
      .filter({ hasText: `№${orderId}` });
    await event.getByTestId('event-diet').waitFor();
    await expect.poll(() => event.getByTestId('event-diet').innerText()).toBe('Без: орехи · Сыну 6 лет: аллергия на орехи');
    await event.getByText(`${nutty!.name} × 1 — содержит орехи!`).waitFor();
    await screenshot(adminPage, 'diet-production-sheet-1366');
    await admin.close();

    const labels = await fetch(`${env.shop.baseUrl}/api/v1/bulbash_admin/packing-labels.pdf?order_id=${orderId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(labels.status).toBe(200);
    const file = join(SCREENSHOT_DIR, 'diet-packing-label.pdf');
    writeFileSync(file, Buffer.from(await labels.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Без: орехи · Сыну 6 лет: аллергия на орехи');
  });
});

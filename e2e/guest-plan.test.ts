import { describe, expect, it } from 'vitest';
import { type Customer, adminToken, registerCustomer } from './support/accounts';
import { newContext, screenshot } from './support/browser';
import { callApi } from './support/session';
import { useSharedShop } from './support/shared-shop';

/**
 * The guest plan in real Chromium on a 390 px phone: 25 guests typed in the cart, a short category
 * fixed with its one suggestion button, the order placed, the head count in 'Мои заказы' and on
 * the back office's order page.
 */

const env = useSharedShop();

async function api<T>(token: string, path: string, body?: unknown): Promise<T> {
  return callApi<T>(env.shop, token, path, body);
}

describe('guest plan in Chromium', () => {
  it('plans 25 guests, follows a suggestion, orders, and shows the guests to the customer and the kitchen (390 px)', async () => {
    const customer: Customer = await registerCustomer(env.shop, 'Ольга');
    const { products } = await api<{ products: Array<{ id: number; people_numbers: number }> }>(
      customer.token,
      '/api/v1/product/products_list',
    );
    const small = products.find((product) => product.people_numbers >= 1 && product.people_numbers < 25);
    expect(small).toBeDefined();
    await api(customer.token, '/api/v1/cart/add-item-to-cart', { product_id: small!.id, quantity: 1 });

    const context = await newContext(env.browser, env.shop.baseUrl, { width: 390, height: 844 });
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: env.shop.baseUrl }]);
    await context.addInitScript((token) => localStorage.setItem('token', token), customer.token);
    const page = await context.newPage();
    await page.goto('/cart');
    await page.getByRole('list', { name: 'Товары в корзине' }).locator('> li').first().waitFor();

    await page.getByRole('spinbutton', { name: 'Гостей' }).fill('25');
    const plan = page.getByRole('list', { name: 'План на гостей' });
    const row = plan.locator('> li').first();
    await row.getByText(`на ${small!.people_numbers} из 25 гостей — не хватает`).waitFor();
    const suggestion = row.getByRole('button', { name: /^Добавить \d+ × / });
    await suggestion.waitFor();
    await screenshot(page, 'guest-plan-short-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await suggestion.click();
    await row.getByText(/из 25 гостей — хватает$/).waitFor();
    await expect.poll(() => row.getByRole('button').count()).toBe(0);
    await screenshot(page, 'guest-plan-enough-390');

    // The head count survives a reload with the cart.
    await page.reload();
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Гостей' }).inputValue()).toBe('25');

    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    const time = page.getByLabel(/^Время/);
    await time.waitFor();
    await time.selectOption({ index: 1 });
    await expect.poll(() => page.getByTestId('checkout-guests').innerText()).toBe('25');
    await page.getByRole('radio', { name: /Самовывоз/ }).check();
    await page.getByLabel(/^Отчество/).fill('Петровна');
    await page.getByLabel(/^Телефон/).fill('+375 (29) 123-45-67');
    await page.getByRole('checkbox', { name: /персональных данных/ }).check();
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await page.waitForURL('**/order-placed/*');
    const heading = page.getByRole('heading', { name: /^Заказ № \d+ оформлен$/ });
    await heading.waitFor();
    const orderId = Number((await heading.innerText()).match(/\d+/)?.[0]);

    await page.goto('/user-orders');
    const card = page.getByRole('listitem', { name: `Заказ № ${orderId}` });
    await card.waitFor();
    await expect.poll(() => card.getByTestId('order-guests').innerText()).toBe('25');
    await screenshot(page, 'guest-plan-my-orders-390');
    await context.close();

    const admin = await newContext(env.browser, env.shop.baseUrl, { width: 1280, height: 900 });
    await admin.addInitScript((token) => localStorage.setItem('token', token), await adminToken(env.shop));
    const adminPage = await admin.newPage();
    await adminPage.goto(`/bulbash_admin/admin/orders/${orderId}/show`);
    await adminPage.getByText('Гостей').first().waitFor();
    await adminPage.getByText('25', { exact: true }).first().waitFor();
    await screenshot(adminPage, 'guest-plan-backoffice-order');
    await admin.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type Customer, logIn, registerCustomer } from './support/accounts';
import { E2E_ADMIN, RunningShop, startShop } from './support/app';
import { landedOn, launchBrowser, newContext, screenshot } from './support/browser';
import { sqliteDatetime, writeDatabase } from './support/database';
import { minskDay, placeOrder } from './support/orders';
import { callApi } from './support/session';

/**
 * The driver's phone (issue 36, point 5) in Chromium at 390 px: a driver account signs in, finds
 * today's delivery in «Мои доставки», taps «Доставлено» with the cash taken and the card says
 * delivered; the owner then finds the cash payment recorded by the driver on the order page.
 * Its own server: the test writes the driver's role and today's delivery time into its database.
 */
const ADMIN = '/bulbash_admin/admin';
const PHONE = { width: 390, height: 844 };

/** No horizontal scroll on the phone: the page is no wider than the screen. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the driver’s phone', () => {
  let shop: RunningShop;
  let browser: Browser;
  let driver: Customer;
  let orderId: number;
  let toCollect: number;

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    driver = await registerCustomer(shop, 'Сергей');
    expect(writeDatabase(shop, "UPDATE users SET role = 'driver' WHERE email = ?", driver.email)).toBe(1);
    const customer = await registerCustomer(shop, 'Анна');
    orderId = await placeOrder(shop, customer, '375297778899', 'cash');
    // Today at 14:00 Minsk, confirmed (a driver's run holds confirmed deliveries only), with the door's
    // details (checkout cannot book today: the kitchen needs a day).
    const today = minskDay(0);
    expect(
      writeDatabase(
        shop,
        "UPDATE orders SET delivery_at = ?, guests = ?, comment = ?, status = 'processing' WHERE id = ?",
        sqliteDatetime(new Date(`${today}T14:00:00+03:00`)),
        12,
        'Подъезд 2, домофон 12',
        orderId,
      ),
    ).toBe(1);
    toCollect = (await callApi<{ total_cost: number }>(shop, customer.token, `/api/v1/order/get-user-orders/${orderId}`)).total_cost;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('signs in, sees today’s delivery, marks it delivered with the cash, and the owner sees the payment', async () => {
    const context = await newContext(browser, shop.baseUrl, PHONE);
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: shop.baseUrl }]);
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByLabel(/^E-mail/).fill(driver.email);
    await page.getByLabel(/^Пароль/).fill(driver.password);
    await page.getByRole('button', { name: 'Войти' }).last().click();
    await landedOn(page, '/');

    await page.goto(`${ADMIN}/my-deliveries`);
    const card = page.getByRole('article', { name: `Доставка №${orderId}` });
    await card.waitFor();
    await page.getByRole('heading', { name: 'Сегодня' }).waitFor();
    await expect.poll(() => card.getByRole('heading').first().textContent()).toBe('14:00–14:30');
    await expect
      .poll(() => card.getByRole('link', { name: /ул\. Немига, 5/ }).getAttribute('href'))
      .toMatch(/^https:\/\/yandex\.ru\/maps\/\?text=/);
    await expect.poll(() => card.getByRole('link', { name: /\+375 29 777-88-99/ }).getAttribute('href')).toBe('tel:+375297778899');
    await card.getByText('Подъезд 2, домофон 12').waitFor();
    await card.getByText('Гостей: 12').waitFor();
    const money = toCollect.toFixed(2).replace('.', ',');
    expect((await card.getByTestId(`collect-${orderId}`).textContent())?.replace(/\s/g, ' ')).toBe(`${money} byn`);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'driver-my-deliveries-390');

    await card.getByRole('button', { name: 'Доставлено' }).click();
    const sheet = page.getByRole('dialog', { name: `Доставка №${orderId}` });
    const cash = sheet.getByLabel(/Получено наличными/);
    await expect.poll(() => cash.inputValue()).toBe(money);
    await screenshot(page, 'driver-delivered-sheet-390');
    await sheet.getByRole('button', { name: 'Подтвердить' }).click();
    await sheet.waitFor({ state: 'detached' });
    await card.getByText('Доставлено', { exact: true }).waitFor();
    await expect.poll(() => card.getByRole('button', { name: 'Доставлено' }).count()).toBe(0);
    await screenshot(page, 'driver-delivered-390');
    await context.close();

    // The owner's order page: completed, and the cash payment recorded by the driver.
    const ownerToken = await logIn(shop, E2E_ADMIN.email, E2E_ADMIN.password);
    const owner = await newContext(browser, shop.baseUrl, PHONE);
    await owner.addInitScript((value) => localStorage.setItem('token', value), ownerToken);
    const ownerPage = await owner.newPage();
    await ownerPage.goto(`${ADMIN}/orders/${orderId}/show`);
    const panel = ownerPage.getByRole('region', { name: 'Оплаты' });
    const row = panel.getByRole('row').filter({ hasText: driver.email });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('наличные');
    expect((await row.textContent())?.replace(/\s/g, ' ')).toContain(`${money} byn`);
    await panel.getByText('оплачен', { exact: true }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await screenshot(ownerPage, 'driver-owner-order-payment-390');
    // The order's own audit entries: the driver's delivery with the cash collected.
    const journal = ownerPage.getByRole('table', { name: 'Журнал изменений записи' });
    const delivered = journal.getByRole('row').filter({ hasText: 'доставка' });
    await delivered.waitFor();
    const deliveredText = (await delivered.textContent()) ?? '';
    expect(deliveredText).toContain(driver.email);
    expect(deliveredText).toContain('Получено наличными: — → ');
    await delivered.scrollIntoViewIfNeeded();
    await screenshot(ownerPage, 'driver-owner-order-audit-390');
    const order = await callApi<{ status: string }>(shop, ownerToken, `/api/v1/admin/orders/${orderId}`);
    expect(order.status).toBe('completed');
    await owner.close();
  });
});

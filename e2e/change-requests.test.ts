import { describe, expect, it } from 'vitest';
import { adminToken, registerCustomer } from './support/accounts';
import { newContext, screenshot } from './support/browser';
import { minskDay } from './support/orders';
import { callApi, useShopAndBrowser } from './support/session';

/**
 * Change requests in real Chromium: the customer asks in «Мои заказы» (390 px) for more guests;
 * the manager sees the request on the dashboard and the order page (1366 px), accepts it, the
 * order editor opens with 20 guests filled in, the order is saved and the customer is e-mailed.
 */

const env = useShopAndBrowser();
const ADMIN = '/bulbash_admin/admin';

describe('change requests in Chromium', () => {
  it('the customer asks for more guests; the manager accepts it in the order editor and the customer gets the letter', async () => {
    const { shop, browser } = env;
    const token = await adminToken(shop);
    const customer = await registerCustomer(shop, 'Ольга');
    const products = await callApi<Array<{ id: number; name: string }>>(
      shop,
      token,
      '/api/v1/admin/products?range=[0,0]&filter={"status_enabled":true}',
    );
    const desk = await fetch(`${shop.baseUrl}/api/v1/admin/orders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        customer: { email: customer.email, first_name: 'Ольга', surname: 'Ковалёва', last_name: 'Петровна', phone: '375291230099' },
        lines: [{ product_id: products[0].id, quantity: 3 }],
        guests: 12,
        delivery_method: 'pickup',
        delivery_at: `${minskDay(9)}T15:00:00+03:00`,
      }),
    });
    expect(desk.status).toBe(201);
    const orderId = ((await desk.json()) as { id: number }).id;

    // The customer, on a phone.
    const shopper = await newContext(browser, shop.baseUrl, { width: 390, height: 844 });
    await shopper.addInitScript((value) => localStorage.setItem('token', value), customer.token);
    await shopper.addCookies([{ name: 'cookie_consent', value: '1', url: shop.baseUrl }]);
    const page = await shopper.newPage();
    await page.goto('/user-orders');
    await page.getByRole('button', { name: `Попросить изменить заказ № ${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Изменить заказ № ${orderId}` });
    await expect.poll(() => dialog.getByLabel('Гостей').inputValue()).toBe('12');
    await dialog.getByLabel('Гостей').fill('20');
    await dialog.getByLabel('Комментарий').fill('Придут коллеги из филиала');
    await screenshot(page, 'change-request-dialog');
    await dialog.getByRole('button', { name: 'Отправить просьбу' }).click();
    await page.getByRole('status').filter({ hasText: 'Просьба отправлена менеджеру' }).waitFor();
    await shopper.close();

    // The manager: the dashboard counts it, the order page shows it.
    const staff = await newContext(browser, shop.baseUrl, { width: 1366, height: 900 });
    await staff.addInitScript((value) => localStorage.setItem('token', value), token);
    const admin = await staff.newPage();
    await admin.goto(`${ADMIN}/dashboard`);
    await admin.getByText(`Заказ №${orderId} · Ковалёва Ольга`).waitFor();
    await admin.goto(`${ADMIN}/orders/${orderId}/show`);
    const panel = admin.getByRole('region', { name: 'Просьбы клиента об изменении' });
    await panel.getByText('Гостей: 20').waitFor();
    await panel.getByText('Комментарий: Придут коллеги из филиала').waitFor();
    await panel.getByRole('button', { name: 'Принять' }).click();
    const editor = admin.getByRole('dialog', { name: /изменения по просьбе клиента/ });
    await expect.poll(() => editor.getByLabel('Гостей').inputValue()).toBe('20');
    await screenshot(admin, 'change-request-review');
    await editor.getByRole('button', { name: 'Сохранить изменения' }).click();
    await panel.getByText('принята').waitFor();
    await screenshot(admin, 'change-request-accepted');
    await staff.close();

    const order = await callApi<{ guests: number }>(shop, token, `/api/v1/bulbash_admin/get-order/${orderId}`);
    expect(order.guests).toBe(20);
    const letter = await shop.mail.waitFor(customer.email, /просьба об изменении принята/);
    expect(letter.text).toContain('Гостей: 20');
  });
});

import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type Customer, adminToken, registerCustomer } from './support/accounts';
import { RunningShop, startShop } from './support/app';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { minskDay, placeOrder } from './support/orders';
import { callApi } from './support/session';

/**
 * Payments in Chromium: staff record a payment in the order page's payments panel and see the
 * status chip change, then remove it after a confirmation; the customer finds the invoice link
 * in 'Мои заказы' and gets a PDF (read back with pdftotext).
 */
const ADMIN = '/bulbash_admin/admin';
const WIDE = { width: 1280, height: 900 };

async function signedInPage(browser: Browser, shop: RunningShop, token: string): Promise<Page> {
  const context = await newContext(browser, shop.baseUrl, WIDE);
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: shop.baseUrl }]);
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return context.newPage();
}

describe('payments in the browser', () => {
  let shop: RunningShop;
  let browser: Browser;
  let token: string;
  let customer: Customer;
  let orderId: number;
  let total: number;

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    token = await adminToken(shop);
    customer = await registerCustomer(shop, 'Ольга');
    orderId = await placeOrder(shop, customer, '375297778899', 'transfer');
    total = (await callApi<{ total_cost: number }>(shop, customer.token, `/api/v1/order/get-user-orders/${orderId}`)).total_cost;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('records a payment in the panel, shows the status change, and removes it after a confirmation', async () => {
    const page = await signedInPage(browser, shop, token);
    await page.goto(`${ADMIN}/orders/${orderId}/show`);
    const panel = page.getByRole('region', { name: 'Оплаты' });
    await panel.getByText('не оплачен', { exact: true }).waitFor();
    await panel.getByText('Оплат пока нет').waitFor();

    await panel.getByLabel('Сумма, byn').fill(String(total).replace('.', ','));
    await panel.getByLabel('Примечание').fill('Касса, чек 17');
    await panel.getByRole('button', { name: 'Записать оплату' }).click();
    await panel.getByText('оплачен', { exact: true }).waitFor();
    const row = panel.getByRole('row').filter({ hasText: 'Касса, чек 17' });
    await row.waitFor();
    // No method chosen: the order's own (a transfer order's money came by transfer).
    await expect.poll(() => row.textContent()).toContain('безналичный перевод по счёту');
    await expect.poll(() => panel.getByTestId('payment-summary').textContent()).toMatch(/Остаток:\sоплачено/);
    await screenshot(page, 'payments-panel-paid-1280');

    await row.getByRole('button', { name: /^удалить оплату/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Удалить запись об оплате?').waitFor();
    await screenshot(page, 'payments-panel-confirm-1280');
    await dialog.getByRole('button', { name: 'удалить' }).click();
    await panel.getByText('Оплат пока нет').waitFor();
    await panel.getByText('не оплачен', { exact: true }).waitFor();
    const order = await callApi<{ status_history: Array<{ note: string | null }> }>(shop, token, `/api/v1/admin/orders/${orderId}`);
    expect(order.status_history.map((step) => step.note)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Оплата /), expect.stringMatching(/^Удалена запись: Оплата /)]),
    );
    await page.context().close();
  });

  it('gives the customer the invoice in Мои заказы as a PDF', async () => {
    const page = await signedInPage(browser, shop, customer.token);
    // Keep the blob the page opens, to read the PDF the shopper gets.
    await page.addInitScript(() => {
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        (window as unknown as { invoiceBlob: unknown }).invoiceBlob = blob;
        return create(blob);
      };
    });
    await page.goto('/user-orders');
    await page.getByRole('button', { name: `Состав заказа № ${orderId}` }).click();
    const link = page.getByRole('button', { name: 'Счёт на оплату (PDF)' });
    await link.waitFor();
    await screenshot(page, 'payments-user-orders-invoice-1280');
    // The link fetches the PDF with the session's token and opens it in a new tab (a blob URL).
    const [answer, tab] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/order/${orderId}/invoice.pdf`)),
      page.context().waitForEvent('page'),
      link.click(),
    ]);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    const bytes = await page.evaluate(async () =>
      Array.from(new Uint8Array(await (window as unknown as { invoiceBlob: Blob }).invoiceBlob.arrayBuffer())),
    );
    const pdf = Buffer.from(bytes);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
    expect(text).toMatch(/Счёт на оплату № BC-\d{4}-\d{6}/);
    expect(text).toContain(`заказ № ${orderId}`);
    expect(text).toContain('Ковалёва');
    await page.context().close();
  });

  it('shows the day’s money in «Касса» by method', async () => {
    await callApi(shop, token, `/api/v1/admin/orders/${orderId}/payments`, { amount: 50, method: 'card' });
    await callApi(shop, token, `/api/v1/admin/orders/${orderId}/payments`, { amount: -10.5, method: 'card' });
    const page = await signedInPage(browser, shop, token);
    await page.goto(`${ADMIN}/cash-report`);
    const table = page.getByRole('table', { name: 'Касса по дням' });
    const totals = table.getByRole('row').filter({ hasText: 'Итого за период' });
    await totals.waitFor();
    await expect
      .poll(() => totals.textContent())
      .toMatch(
        // Наличные, Карта, Картой онлайн, ЕРИП, Перевод, Итого, Операций.
        /Итого за период0,00\sbyn39,50\sbyn0,00\sbyn0,00\sbyn0,00\sbyn39,50\sbyn2/,
      );
    await page.getByRole('tab', { name: 'Касса' }).waitFor();
    await screenshot(page, 'payments-cash-report-1280');
    await page.context().close();
  });

  it('announces the deposit at checkout before ordering', async () => {
    const settings = (body: Record<string, number>) =>
      fetch(`${shop.baseUrl}/api/v1/bulbash_admin/payment-settings`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await settings({ deposit_percent: 50, deposit_min_total: 100 })).status).toBe(200);
    const shopper = await registerCustomer(shop, 'Ирина');
    const { products } = await callApi<{ products: Array<{ id: number; price: number }> }>(
      shop,
      shopper.token,
      '/api/v1/product/products_list',
    );
    const product = products.find((item) => item.price >= 60)!;
    await callApi(shop, shopper.token, '/api/v1/cart/add-item-to-cart', { product_id: product.id, quantity: 2 });
    const page = await signedInPage(browser, shop, shopper.token);
    await page.goto('/cart');
    await page.getByRole('list', { name: 'Товары в корзине' }).locator('> li').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    const notice = page.getByTestId('checkout-deposit');
    await notice.waitFor();
    // No event time chosen yet: due 3 days after today (Minsk).
    const due = minskDay(3).split('-').reverse().join('.');
    const deposit = Math.ceil(product.price * 2 * 50) / 100;
    expect((await notice.innerText()).replace(/\s/g, ' ')).toBe(
      `Предоплата 50 % — ${deposit.toFixed(2).replace('.', ',').replace(/,00$/, '')} byn до ${due}`,
    );
    await notice.scrollIntoViewIfNeeded();
    await screenshot(page, 'payments-checkout-deposit-1280');
    await page.context().close();
    expect((await settings({ deposit_percent: 0, deposit_min_total: 500 })).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startBepaidStandIn } from '../backend/test/support/bepaid-stand-in';
import { adminToken, registerCustomer, type Customer } from './support/accounts';
import { startShop, type RunningShop } from './support/app';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { callApi } from './support/session';

/**
 * Online payment (#37) in Chromium at 390 px against the built server and the local bePaid
 * stand-in: checkout with a deposit, «Оплатить онлайн» by card, the stand-in's page «Оплатить»,
 * back on the shop «Оплачено», «Мои заказы» shows the deposit paid, and the back office lists the
 * online payment with the provider's uid. Then ERIP at 1366 px: the path, order number and amount.
 * The file starts its own shop: it turns the deposit on (a shop-wide setting) and needs BEPAID_*.
 */
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 900 };
const ADMIN = '/bulbash_admin/admin';

type StandIn = Awaited<ReturnType<typeof startBepaidStandIn>>;

describe('online payment in the browser', () => {
  let standIn: StandIn;
  let shop: RunningShop;
  let browser: Browser;
  let ownerToken: string;
  let customer: Customer;
  let orderId: number;
  /** The shop's return page of the paid deposit (looked at again at 1366 px). */
  let returnPath: string;

  beforeAll(async () => {
    standIn = await startBepaidStandIn();
    shop = await startShop(standIn.env);
    browser = await launchBrowser();
    ownerToken = await adminToken(shop);
    const settings = await fetch(`${shop.baseUrl}/api/v1/bulbash_admin/payment-settings`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${ownerToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ deposit_percent: 50, deposit_min_total: 100 }),
    });
    expect(settings.status).toBe(200);
    customer = await registerCustomer(shop, 'Ольга');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await standIn?.close();
  });

  async function signedIn(token: string, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext(browser, shop.baseUrl, viewport);
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: shop.baseUrl }]);
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    return { context, page: await context.newPage() };
  }

  it('checks out with a deposit, pays it by card on the provider’s page and sees it paid in the shop and the back office (390 px)', async () => {
    expect(await callApi(shop, customer.token, '/api/v1/payments/online')).toEqual({ enabled: true, methods: ['card', 'erip'] });
    const { products } = await callApi<{ products: Array<{ id: number; price: number }> }>(
      shop,
      customer.token,
      '/api/v1/product/products_list',
    );
    const product = products.find((item) => item.price >= 60)!;
    await callApi(shop, customer.token, '/api/v1/cart/add-item-to-cart', { product_id: product.id, quantity: 2 });
    const { context, page } = await signedIn(customer.token, PHONE);

    // Checkout: the deposit is announced, and ordering accepts the public offer.
    await page.goto('/cart');
    await page.getByRole('list', { name: 'Товары в корзине' }).locator('> li').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    const time = page.getByLabel(/^Время/);
    await time.waitFor();
    await time.selectOption({ index: 1 });
    await page.getByLabel(/^Адрес доставки/).fill('Минск, ул. Немига, 5');
    await page.getByLabel(/^Отчество/).fill('Петровна');
    await page.getByLabel(/^Телефон/).fill('+375 (29) 123-45-67');
    await page.getByRole('checkbox', { name: /персональных данных/ }).check();
    const deposit = Math.ceil(product.price * 2 * 50) / 100;
    await page.getByTestId('checkout-deposit').waitFor();
    await page.getByTestId('checkout-offer').getByRole('link', { name: 'публичной оферты' }).waitFor();
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await page.waitForURL('**/order-placed/*');
    const heading = page.getByRole('heading', { name: /^Заказ № \d+ оформлен$/ });
    await heading.waitFor();
    orderId = Number((await heading.innerText()).match(/\d+/)?.[0]);

    // «Оплатить онлайн»: the deposit by card.
    await page.getByRole('button', { name: `Оплатить онлайн заказ № ${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Оплата заказа № ${orderId}` });
    const depositChoice = dialog.getByRole('radio', { name: /^Предоплата/ });
    await depositChoice.waitFor();
    await expect.poll(() => depositChoice.isChecked()).toBe(true);
    expect((await dialog.getByText(/^Предоплата — /).innerText()).replace(/\s/g, ' ')).toBe(
      `Предоплата — ${deposit.toFixed(2).replace('.', ',').replace(/,00$/, '')} byn`,
    );
    await expect.poll(() => dialog.getByRole('radio', { name: /Банковской картой \(Visa, Mastercard, Белкарт\)/ }).isChecked()).toBe(true);
    await screenshot(page, 'online-payment-dialog-390');
    await dialog.getByRole('button', { name: 'Перейти к оплате' }).click();

    // The stand-in's checkout page, then back on the shop's return page.
    await page.waitForURL((url) => url.href.startsWith(standIn.url));
    await screenshot(page, 'online-payment-provider-page-390');
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(`**/order-payment/${orderId}/*`);
    const result = page.getByTestId('payment-result');
    await result.getByRole('heading', { name: 'Оплачено' }).waitFor();
    await expect.poll(() => page.getByText('предоплата внесена', { exact: true }).count()).toBe(1);
    await screenshot(page, 'online-payment-paid-390');
    returnPath = new URL(page.url()).pathname;

    // «Мои заказы»: the deposit is paid, the rest can still be paid online.
    await page.getByRole('link', { name: 'Мои заказы' }).first().click();
    await page.waitForURL('**/user-orders');
    const card = page.getByRole('listitem', { name: `Заказ № ${orderId}` });
    await expect
      .poll(async () => (await card.getByTestId('order-payment').innerText()).replace(/\s/g, ' '))
      .toMatch(new RegExp(`предоплата внесена, оплачено ${deposit.toFixed(2).replace('.', ',').replace(/,00$/, '')} byn`));
    await card.getByRole('button', { name: `Оплатить онлайн заказ № ${orderId}` }).waitFor();
    await screenshot(page, 'online-payment-user-orders-390');
    await context.close();

    // The back office: the ledger line by card online with the provider's uid, and the attempt paid.
    const staff = await signedIn(ownerToken, PHONE);
    await staff.page.goto(`${ADMIN}/orders/${orderId}/show`);
    const panel = staff.page.getByRole('region', { name: 'Оплаты' });
    const row = panel.getByRole('table', { name: 'Оплаты заказа' }).getByRole('row').filter({ hasText: 'Картой онлайн' });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toMatch(/bePaid: \S+/);
    const attempts = panel.getByRole('table', { name: 'Онлайн-платежи заказа' });
    await attempts.getByRole('row').filter({ hasText: 'оплачен' }).waitFor();
    await row.scrollIntoViewIfNeeded();
    await screenshot(staff.page, 'online-payment-backoffice-390');
    await staff.context.close();
    const ledger = await callApi<{ data: Array<{ method: string; amount: number; provider_uid: string | null }> }>(
      shop,
      ownerToken,
      `/api/v1/admin/orders/${orderId}/payments`,
    );
    expect(ledger.data.filter((entry) => entry.method === 'card_online')).toEqual([
      expect.objectContaining({ amount: deposit, provider_uid: expect.any(String) }),
    ]);
  });

  it('shows the paid deposit at 1366 px, the ERIP path, order number and amount of the rest, and a declined card with «Попробовать снова»', async () => {
    const { context, page } = await signedIn(customer.token, WIDE);
    await page.goto(returnPath);
    await page.getByTestId('payment-result').getByRole('heading', { name: 'Оплачено' }).waitFor();
    await screenshot(page, 'online-payment-paid-1366');

    await page.goto(`/user-orders?pay=${orderId}`);
    const dialog = page.getByRole('dialog', { name: `Оплата заказа № ${orderId}` });
    await dialog.getByRole('radio', { name: /^Остаток/ }).waitFor();
    await screenshot(page, 'online-payment-dialog-1366');
    await dialog.getByRole('radio', { name: /Через ЕРИП/ }).check();
    await dialog.getByRole('button', { name: 'Получить счёт ЕРИП' }).click();
    const panel = dialog.getByTestId('erip-panel');
    await panel.waitFor();
    await expect.poll(() => panel.getByTestId('erip-account').innerText()).toBe(String(orderId));
    await expect.poll(() => panel.getByTestId('erip-path').innerText()).toMatch(/ЕРИП/);
    await screenshot(page, 'online-payment-erip-1366');
    await dialog.getByRole('button', { name: 'Готово' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A card payment the bank declines: «Оплата не прошла», and «Попробовать снова» opens the dialog again.
    await page.getByRole('button', { name: `Оплатить онлайн заказ № ${orderId}` }).click();
    await dialog.getByRole('button', { name: 'Перейти к оплате' }).click();
    await page.waitForURL((url) => url.href.startsWith(standIn.url));
    await page.getByRole('button', { name: 'Отклонить' }).click();
    await page.waitForURL(`**/order-payment/${orderId}/*`);
    await page.getByTestId('payment-result').getByRole('heading', { name: 'Оплата не прошла' }).waitFor();
    await screenshot(page, 'online-payment-failed-1366');
    await page.getByRole('link', { name: 'Попробовать снова' }).click();
    await page.waitForURL(`**/user-orders?pay=${orderId}`);
    await dialog.getByRole('radio', { name: /^Остаток/ }).waitFor();
    await context.close();

    // The back office lists the attempts: the paid deposit, the ERIP invoice expired when the card
    // checkout was opened (one live attempt per order), the declined card.
    const staff = await signedIn(ownerToken, WIDE);
    await staff.page.goto(`${ADMIN}/orders/${orderId}/show`);
    const attempts = staff.page.getByRole('table', { name: 'Онлайн-платежи заказа' });
    await attempts.getByRole('row').filter({ hasText: 'ЕРИП' }).filter({ hasText: 'истёк' }).waitFor();
    await attempts.getByRole('row').filter({ hasText: 'не прошёл' }).waitFor();
    await attempts.getByRole('row').filter({ hasText: 'оплачен' }).first().waitFor();
    await attempts.scrollIntoViewIfNeeded();
    await screenshot(staff.page, 'online-payment-backoffice-1366');
    await staff.context.close();
  });
});

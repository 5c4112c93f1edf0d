import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { registerCustomer, type Customer } from './support/accounts';
import { newContext, screenshot } from './support/browser';
import { callApi } from './support/session';
import { useSharedShop } from './support/shared-shop';

/**
 * A catering order in real Chromium against the built server: the event date and a time slot,
 * delivery beyond MKAD with its cost, a comment, the confirmation page, then 'Мои заказы' and a
 * cancellation with the fee stated first. At 1280 px and on a 360 px phone, with screenshots.
 * The browser runs on the real clock; the test takes whatever date and slot the form offers.
 */

const env = useSharedShop();

async function api<T>(customer: Customer, path: string, body?: unknown): Promise<T> {
  return callApi<T>(env.shop, customer.token, path, body);
}

/** A signed-in customer (token stored before the page loads, cookies accepted) with two products in the cart. */
async function customerWithCart(width: number, height: number): Promise<{ context: BrowserContext; page: Page; customer: Customer }> {
  const customer = await registerCustomer(env.shop, 'Ольга');
  const { products } = await api<{ products: { id: number }[] }>(customer, '/api/v1/product/products_list');
  await api(customer, '/api/v1/cart/add-item-to-cart', { product_id: products[0].id, quantity: 1 });
  await api(customer, '/api/v1/cart/add-item-to-cart', { product_id: products[1].id, quantity: 2 });
  const context = await newContext(env.browser, env.shop.baseUrl, { width, height });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: env.shop.baseUrl }]);
  await context.addInitScript((token) => localStorage.setItem('token', token), customer.token);
  const page = await context.newPage();
  return { context, page, customer };
}

/** Screenshots show the page itself: the 'Заказ успешно оформлен' notice has closed. */
async function noticeGone(page: Page): Promise<void> {
  await page.getByRole('alert').filter({ hasText: 'Заказ успешно оформлен' }).waitFor({ state: 'hidden' });
}

/** Opens the checkout and fills it: the first offered slot, `km` beyond MKAD, a comment, the contacts. */
async function fillCheckout(page: Page, km: number): Promise<void> {
  await page.goto('/cart');
  await page.getByRole('list', { name: 'Товары в корзине' }).locator('> li').nth(1).waitFor();
  // Under load a click while the page's lazy parts still arrive can be lost: act on the settled page.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  const time = page.getByLabel(/^Время/);
  await time.waitFor();
  // Prefilled from the account.
  await expect.poll(() => page.getByLabel(/^Имя/).inputValue()).toBe('Ольга');
  await expect.poll(() => page.getByLabel(/^Фамилия/).inputValue()).toBe('Ковалёва');
  await time.selectOption({ index: 1 });
  await page.getByLabel(/^Км от МКАД/).fill(String(km));
  await page.getByLabel(/^Адрес доставки/).fill('Минский р-н, д. Боровляны, ул. Лесная, 7');
  await page.getByLabel(/^Комментарий к заказу/).fill('40 гостей, двое без глютена; въезд со стороны леса');
  await page.getByLabel(/^Отчество/).fill('Петровна');
  await page.getByLabel(/^Телефон/).fill('+375 (29) 123-45-67');
  await page.getByRole('checkbox', { name: /персональных данных/ }).check();
}

describe('catering order in Chromium', () => {
  it('orders for a date with delivery beyond MKAD and a comment, lands on the confirmation, then cancels from my orders (1280 px)', async () => {
    const { context, page, customer } = await customerWithCart(1280, 900);
    await fillCheckout(page, 12);
    await expect.poll(() => page.getByText(/^Доставка:/).innerText()).toContain('12');
    const total = await page.getByTestId('checkout-total').innerText();
    await screenshot(page, 'catering-checkout-1280');

    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await page.waitForURL('**/order-placed/*');
    const heading = page.getByRole('heading', { name: /^Заказ № \d+ оформлен$/ });
    await heading.waitFor();
    const orderId = Number((await heading.innerText()).match(/\d+/)?.[0]);
    const main = page.locator('main');
    await main.getByText('доставка за МКАД, 12 км — 12,00 byn').waitFor();
    await expect.poll(() => main.innerText()).toContain(total);
    await expect.poll(() => page.getByTestId('placed-event').innerText()).toMatch(/^\d{2}\.\d{2}\.\d{4} в \d{2}:\d{2}$/);
    await main.getByText('Что дальше').waitFor();
    await main.getByRole('link', { name: /^\+375/ }).waitFor();
    await noticeGone(page);
    await screenshot(page, 'catering-confirmation-1280');

    // The letter carries the event time, the delivery and the cancellation rule.
    const letter = await env.shop.mail.waitFor(customer.email, new RegExp(`Заказ №${orderId} принят`));
    expect(letter.text.replace(/\u00a0/g, ' ')).toContain('доставка за МКАД, 12 км — 12,00 byn');
    expect(letter.text).toContain('Комментарий: 40 гостей');
    expect(letter.text).toContain('позже — 50 % стоимости заказа');

    await page.locator('header').getByRole('link', { name: 'Мои заказы' }).click();
    await page.waitForURL('**/user-orders');
    const card = page.getByRole('listitem', { name: `Заказ № ${orderId}` });
    await card.waitFor();
    const cardText = await card.innerText();
    expect(cardText).toContain('в обработке');
    expect(cardText).toMatch(/Мероприятие\s+\d{2}\.\d{2}\.\d{4} в \d{2}:\d{2}/);
    expect(cardText).toMatch(/доставка за МКАД, 12 км — 12,00\sbyn/);
    await card.getByRole('button', { name: `Состав заказа № ${orderId}` }).click();
    await expect.poll(() => card.innerText()).toMatch(/Комментарий: 40 гостей/);
    await screenshot(page, 'catering-orders-1280');

    await card.getByRole('button', { name: `Отменить заказ № ${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Отменить заказ № ${orderId}?` });
    await dialog.waitFor();
    // The dialog has faded in completely.
    await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element.parentElement ?? element).opacity)).toBe('1');
    await expect.poll(() => dialog.innerText()).toMatch(/Отмена бесплатна[.:]|Отмена будет стоить [\d\s,]+ byn — 50 % суммы заказа/);
    await screenshot(page, 'catering-cancel-dialog-1280');
    await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
    await expect.poll(async () => card.innerText()).toContain('отменён');
    await expect.poll(() => card.getByRole('button', { name: /^Отменить/ }).count()).toBe(0);
    await context.close();
  });

  it('works on a 360 px phone: checkout, confirmation, and my orders from the header', async () => {
    const { context, page } = await customerWithCart(360, 740);
    await fillCheckout(page, 25);
    await expect.poll(() => page.getByTestId('checkout-total').innerText()).toMatch(/byn$/);
    await screenshot(page, 'catering-checkout-360');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await page.waitForURL('**/order-placed/*');
    await page.locator('main').getByText('доставка за МКАД, 25 км — 25,00 byn').waitFor();
    await noticeGone(page);
    await screenshot(page, 'catering-confirmation-360');

    const headerLink = page.locator('header').getByRole('link', { name: 'Мои заказы' });
    await expect.poll(() => headerLink.isVisible()).toBe(true);
    await headerLink.click();
    await page.waitForURL('**/user-orders');
    await page.getByRole('list', { name: 'Мои заказы' }).locator('> li').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'catering-orders-360');
    await context.close();
  });

  it('on a 390 px phone a 30 km delivery is never priced «0 byn», the refused submit shows the error in view, and a reload keeps the form', async () => {
    const { context, page } = await customerWithCart(390, 844);
    await fillCheckout(page, 30);
    await expect.poll(() => page.getByTestId('checkout-delivery').innerText()).toBe('уточним');
    await expect.poll(() => page.getByText(/^Доставка:/).innerText()).toContain('уточним');
    await expect.poll(() => page.getByTestId('checkout-total').innerText()).toMatch(/byn \+ доставка$/);
    await expect.poll(() => page.locator('form').innerText()).not.toMatch(/(^|\s)0\sbyn/);

    // The submit button is far below the distance field: a refused submit brings the error to the eye.
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    const km = page.getByLabel(/^Км от МКАД/);
    await expect.poll(() => km.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect
      .poll(() =>
        km.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await page.getByText('дальше 25 км от МКАД — согласуем доставку по телефону').waitFor();
    await screenshot(page, 'catering-checkout-error-390');
    expect(page.url()).toMatch(/\/cart$/);

    // A reload (or Back) keeps what was typed; the checkout reopens by itself.
    await page.reload();
    const address = page.getByLabel(/^Адрес доставки/);
    await address.waitFor();
    await expect.poll(() => address.inputValue()).toBe('Минский р-н, д. Боровляны, ул. Лесная, 7');
    await expect.poll(() => page.getByLabel(/^Км от МКАД/).inputValue()).toBe('30');
    await expect
      .poll(() => page.getByLabel(/^Комментарий к заказу/).inputValue())
      .toBe('40 гостей, двое без глютена; въезд со стороны леса');
    await expect.poll(() => page.getByLabel(/^Отчество/).inputValue()).toBe('Петровна');
    await expect.poll(() => page.getByLabel(/^Время/).inputValue()).not.toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'catering-checkout-reloaded-390');
    await context.close();
  });
});

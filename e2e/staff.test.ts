import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminToken, registerCustomer } from './support/accounts';
import { newContext, screenshot } from './support/browser';
import { minskDay, placeOrder } from './support/orders';
import { callApi } from './support/session';
import { unique, useSharedShop, type SharedShop } from './support/shared-shop';

/**
 * Staff roles in the back office (#36): the owner adds a cook on «Сотрудники», the cook follows
 * the e-mailed «set your password» link, signs in and sees the production sheet but no «Касса»,
 * no customer phones, and «Нет доступа» at the cash report's URL. The accountant sees the money
 * and the audit log. Screenshots of each screen as owner, kitchen and accountant at 1366 px.
 */
const ADMIN = '/bulbash_admin/admin';
const WIDE = { width: 1366, height: 900 };
const env = useSharedShop();

/** A 1366 px page signed in with the token (the storefront and the back office share it). */
async function pageWithToken(browser: Browser, shop: SharedShop, token: string): Promise<Page> {
  const context = await newContext(browser, shop.baseUrl, WIDE);
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  return page;
}

/** The first link to the storefront's password page in the letters to `to`. */
async function setPasswordLink(shop: SharedShop, to: string): Promise<string> {
  const prefix = `${shop.baseUrl}/api/v1/users/restore-password`;
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await shop.mail.messages(to)) {
          link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix)) ?? link;
        }
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Follows the e-mailed link, sets the password, then signs in on the storefront's page and opens the back office. */
async function setPasswordAndSignIn(browser: Browser, shop: SharedShop, email: string, password: string): Promise<Page> {
  const context = await newContext(browser, shop.baseUrl, WIDE);
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: shop.baseUrl }]);
  const page = await context.newPage();
  await page.goto(await setPasswordLink(shop, email));
  await page.getByRole('heading', { name: 'Новый пароль' }).waitFor();
  await page.getByLabel(/^Новый пароль/).fill(password);
  await page.getByLabel(/^Подтвердите пароль/).fill(password);
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(`/signin?next=${encodeURIComponent(ADMIN)}`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Пароль/).fill(password);
  await page.getByRole('button', { name: 'Войти' }).last().click();
  await page.waitForURL((url) => url.pathname.startsWith(ADMIN));
  return page;
}

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Разделы' });

describe('staff roles in the back office', () => {
  it('the owner adds a cook, who sees the production sheet but no cash report and no customer phones', async () => {
    const { shop, browser } = env;
    const token = await adminToken(shop);
    // An event tomorrow with a phone the cook must not see anywhere.
    const phone = `37529${String(Date.now()).slice(-7)}`;
    const orderId = await placeOrder(shop, await registerCustomer(shop, 'Ольга'), phone);
    await callApi(shop, token, '/api/v1/bulbash_admin/update-status-order', {
      order_id: orderId,
      delivery_at: `${minskDay(1)}T12:00:00+03:00`,
    });

    // The owner adds the cook on «Сотрудники».
    const owner = await pageWithToken(browser, shop, token);
    await owner.goto(`${ADMIN}/staff`);
    await tabs(owner).getByRole('tab', { name: 'Сотрудники' }).waitFor();
    await tabs(owner).getByRole('tab', { name: 'Журнал изменений' }).waitFor();
    await owner.getByRole('link', { name: 'Добавить сотрудника' }).click();
    const email = `${unique('cook')}@example.by`;
    await owner.getByLabel(/^E-mail/).fill(email);
    await owner.getByLabel(/^Имя/).fill('Ольга');
    await owner.getByLabel(/^Фамилия/).fill('Повар');
    await owner.getByLabel(/^Рабочий телефон/).fill('8 029 765-43-21');
    await owner.getByRole('combobox', { name: /Роль/ }).click();
    await owner.getByRole('option', { name: 'Кухня' }).click();
    await screenshot(owner, 'staff-create-owner-1366');
    await owner.getByRole('button', { name: 'Добавить' }).click();
    await owner.getByText('Сотрудник добавлен, письмо для установки пароля отправлено').waitFor();
    await owner.waitForURL((url) => url.pathname === `${ADMIN}/staff`);
    const row = owner.locator('tbody tr').filter({ hasText: email });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('Кухня');
    // The work phone as people read it, dialled with a tap.
    await expect.poll(() => row.getByRole('link', { name: '+375 29 765-43-21' }).getAttribute('href')).toBe('tel:+375297654321');
    await screenshot(owner, 'staff-list-owner-1366');

    // The cook sets a password from the letter and signs in: the kitchen's tabs only.
    const cook = await setPasswordAndSignIn(browser, shop, email, 'cook-secret-1');
    await tabs(cook).getByRole('tab', { name: 'Производственный лист' }).click();
    await cook.waitForURL((url) => url.pathname === `${ADMIN}/production-sheet`);
    await cook
      .getByRole('heading', { name: /Производственный лист/ })
      .first()
      .waitFor();
    const tabNames = await tabs(cook).getByRole('tab').allTextContents();
    expect(tabNames).toContain('Производственный лист');
    for (const closed of ['Касса', 'Заказы', 'Клиенты', 'Сотрудники', 'Журнал изменений', 'Настройки'])
      expect(tabNames).not.toContain(closed);
    await screenshot(cook, 'staff-production-sheet-kitchen-1366');
    const digits = phone.slice(-7);
    const noPhone = (text: string) => text.replace(/\D/g, '').includes(digits);
    expect(noPhone(await cook.locator('body').innerText())).toBe(false);
    await tabs(cook).getByRole('tab', { name: 'Календарь' }).click();
    await cook.getByText(`№${orderId}`, { exact: false }).first().waitFor();
    expect(noPhone(await cook.locator('body').innerText())).toBe(false);
    await screenshot(cook, 'staff-agenda-kitchen-1366');
    await tabs(cook).getByRole('tab', { name: 'Загрузка кухни' }).click();
    await cook.getByRole('button', { name: 'Следующий месяц' }).waitFor();
    await screenshot(cook, 'staff-kitchen-load-kitchen-1366');

    // A direct URL to «Касса»: «Нет доступа», nothing of the report.
    await cook.goto(`${ADMIN}/cash-report`);
    await cook.getByRole('heading', { name: 'Нет доступа', level: 1 }).waitFor();
    await screenshot(cook, 'staff-no-access-kitchen-1366');
    await cook.goto(`${ADMIN}/staff`);
    await cook.getByRole('heading', { name: 'Нет доступа', level: 1 }).waitFor();
  });

  it('the accountant sees the money, not the catalogue changes or the staff', async () => {
    const { shop, browser } = env;
    const token = await adminToken(shop);
    const email = `${unique('accountant')}@example.by`;
    await callApi(shop, token, '/api/v1/admin/staff', { email, name: 'Инна', surname: 'Счетова', role: 'accountant' });
    const page = await setPasswordAndSignIn(browser, shop, email, 'accountant-secret-1');
    await page.waitForURL((url) => url.pathname === `${ADMIN}/orders`);
    const tabNames = await tabs(page).getByRole('tab').allTextContents();
    for (const open of ['Заказы', 'Касса', 'Журнал изменений']) expect(tabNames).toContain(open);
    for (const closed of ['Сотрудники', 'Производственный лист', 'Заявки']) expect(tabNames).not.toContain(closed);
    await page.locator('tbody tr').first().waitFor();
    await screenshot(page, 'staff-orders-accountant-1366');
    await tabs(page).getByRole('tab', { name: 'Сводка' }).click();
    await page.getByText('За последние 30 дней').waitFor();
    await screenshot(page, 'staff-dashboard-accountant-1366');
    await tabs(page).getByRole('tab', { name: 'Блюда' }).click();
    await page.locator('tbody tr').first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Создать' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'удалить' }).count()).toBe(0);
    await screenshot(page, 'staff-products-accountant-1366');
  });

  // Needs the audit helper's GET /api/v1/admin/audit-log.
  it('«Журнал изменений» shows the staff change to the owner and the accountant, and each order page its own entries', async () => {
    const { shop, browser } = env;
    const token = await adminToken(shop);
    const email = `${unique('auditor')}@example.by`;
    await callApi(shop, token, '/api/v1/admin/staff', { email, name: 'Инна', surname: 'Журналова', role: 'accountant' });
    const owner = await pageWithToken(browser, shop, token);
    await owner.goto(`${ADMIN}/audit-log`);
    await owner.locator('tbody tr').filter({ hasText: 'Сотрудник' }).first().waitFor();
    await screenshot(owner, 'staff-audit-log-owner-1366');
    const orderId = await placeOrder(shop, await registerCustomer(shop, 'Ольга'), `37533${String(Date.now()).slice(-7)}`);
    await owner.goto(`${ADMIN}/orders/${orderId}/show`);
    await owner.getByRole('heading', { name: 'Журнал изменений', level: 2 }).waitFor();
    await screenshot(owner, 'staff-order-audit-owner-1366');
    const accountant = await setPasswordAndSignIn(browser, shop, email, 'auditor-secret-1');
    await tabs(accountant).getByRole('tab', { name: 'Журнал изменений' }).click();
    await accountant.getByLabel('ID сотрудника').waitFor();
    await accountant.locator('tbody tr').first().waitFor();
    await screenshot(accountant, 'staff-audit-log-accountant-1366');
  });
});

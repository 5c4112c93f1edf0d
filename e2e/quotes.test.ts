import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MailCatcher } from '../backend/test/support/mail-catcher';
import { ROOT } from './support/app';
import { newContext, screenshot } from './support/browser';
import { minskDay } from './support/orders';
import { useSharedShop } from './support/shared-shop';
import { adminToken } from './support/accounts';

/**
 * Quotes in Chromium against the built server (issue #28): the caterer turns a guest's enquiry
 * for 40 guests into a quote with two services and a 5 % discount and sends it, previews the
 * PDF, changes the sent quote (version 2, the first link then says it was replaced) and sends
 * that; the customer opens the e-mailed link on a 390 px phone, downloads the PDF (read back with pdftotext), signs
 * up with the quote's e-mail from the page, comes back and accepts; the order is on the kitchen's
 * agenda with the quote's total. Screenshots at 390 and 1280 px.
 */
const env = useSharedShop();
const ADMIN = '/bulbash_admin/admin';
const CUSTOMER_EMAIL = `quote.${Date.now()}@example.by`;
const PASSWORD = 'customer-pass-1';

/** A guest's enquiry for 40 guests in five days at 18:00 with the planner's proposed menu. */
async function guestEnquiry(): Promise<number> {
  const menu = (await (await fetch(`${env.shop.baseUrl}/api/v1/events/menu?guests=40&format=banquet`)).json()) as {
    lines: { product_id: number; quantity: number }[];
  };
  expect(menu.lines.length).toBeGreaterThan(0);
  const response = await fetch(`${env.shop.baseUrl}/api/v1/events/enquiries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      event_at: `${minskDay(5)}T18:00:00+03:00`,
      guests: 40,
      format: 'banquet',
      delivery_method: 'delivery',
      delivery_address: 'Минск, ул. Немига, 5',
      delivery_distance_km: 0,
      contact_name: 'Марина Светлова',
      contact_phone: '+375 29 765-43-21',
      contact_email: CUSTOMER_EMAIL,
      company_name: 'ООО «Светлый праздник»',
      lines: menu.lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity })),
    }),
  });
  const answer = (await response.json()) as { enquiry_id: number };
  expect(response.status).toBe(201);
  return answer.enquiry_id;
}

/** Adds service line `index` in the editor: name, unit, quantity and price. */
async function addService(page: Page, index: number, name: string, unit: string, quantity: string, price: string): Promise<void> {
  await page.locator('.ra-input-service_lines').getByRole('button', { name: 'Добавить' }).last().click();
  const field = (what: string) => page.locator(`[name="service_lines.${index}.${what}"]`);
  await field('name').fill(name);
  await page.locator('.ra-input-service_lines').getByRole('combobox', { name: /^Ед\./ }).nth(index).click();
  await page.getByRole('option', { name: unit, exact: true }).click();
  await field('quantity').fill(quantity);
  await field('unit_price').fill(price);
}

/** «Отправить» on the quote's page, confirmed; waits for the status chip. */
async function sendQuote(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Отправить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Отправить' }).click();
  await page.getByText('отправлено', { exact: true }).waitFor();
}

describe('quotes in Chromium', () => {
  it('caterer quotes an enquiry, the customer downloads the PDF, signs up and accepts, the kitchen sees the order', async () => {
    const enquiryId = await guestEnquiry();
    const token = await adminToken(env.shop);

    // The caterer: «Сделать предложение» on the enquiry, two services, 5 % off, «Отправить».
    const admin = await newContext(env.browser, env.shop.baseUrl, { width: 1280, height: 900 });
    await admin.addInitScript((value) => localStorage.setItem('token', value), token);
    await admin.addCookies([{ name: 'cookie_consent', value: '1', url: env.shop.baseUrl }]);
    const adminPage = await admin.newPage();
    await adminPage.goto(`${ADMIN}/enquiries/${enquiryId}/show`);
    await adminPage.getByRole('link', { name: 'Сделать предложение' }).click();
    await adminPage.waitForURL((url) => url.pathname === `${ADMIN}/quotes/create`);
    await adminPage.getByText(`По заявке №${enquiryId}`).waitFor();
    await expect.poll(() => adminPage.getByLabel(/^Гостей/).inputValue()).toBe('40');
    await expect.poll(() => adminPage.getByLabel(/^E-mail/).inputValue()).toBe(CUSTOMER_EMAIL);
    await addService(adminPage, 0, 'Официант', 'час', '8', '15');
    await addService(adminPage, 1, 'Аренда посуды', 'шт.', '40', '2,50');
    await adminPage.getByLabel(/^Скидка, %/).fill('5');
    const totals = adminPage.getByRole('region', { name: 'Итоги предложения' });
    await expect.poll(() => totals.innerText()).toMatch(/Услуги\s+220,00\sbyn/);
    await expect.poll(() => totals.innerText()).toMatch(/Покрытие|порций/);
    const liveTotal = (await totals.getByText('Всего').locator('xpath=following-sibling::*[1]').innerText()).trim();
    await screenshot(adminPage, 'quotes-editor-1280');
    await adminPage.getByRole('button', { name: 'Сохранить' }).click();
    await adminPage.waitForURL(/\/quotes\/\d+\/show$/);
    const firstId = Number(adminPage.url().match(/quotes\/(\d+)\/show/)?.[1]);
    await adminPage.getByText(`Итого: ${liveTotal}`).waitFor();
    await sendQuote(adminPage);
    await screenshot(adminPage, 'quotes-show-1280');
    const firstLetter = await env.shop.mail.waitFor(CUSTOMER_EMAIL, new RegExp(`Предложение №${firstId} на`), 20_000);
    const firstLink = MailCatcher.link(firstLetter, `${env.shop.baseUrl}/quote/`);

    // The PDF preview opens in a new tab.
    const [preview] = await Promise.all([admin.waitForEvent('page'), adminPage.getByRole('button', { name: 'PDF' }).click()]);
    await expect.poll(() => preview.url()).toMatch(/^blob:/);
    await preview.close();

    // A change of a sent quote: warned, saved as version 2 (a new draft), sent again.
    await adminPage.getByRole('link', { name: 'Изменить' }).click();
    await adminPage.getByText('Сохранение изменений создаст версию 2').waitFor();
    await adminPage.locator('[name="service_lines.0.quantity"]').fill('10');
    await expect.poll(() => totals.innerText()).toMatch(/Услуги\s+250,00\sbyn/);
    const total = (await totals.getByText('Всего').locator('xpath=following-sibling::*[1]').innerText()).trim();
    await adminPage.getByRole('button', { name: 'Сохранить' }).click();
    await adminPage.waitForURL((url) => /\/quotes\/\d+\/show$/.test(url.pathname) && !url.pathname.endsWith(`/${firstId}/show`));
    const quoteId = Number(adminPage.url().match(/quotes\/(\d+)\/show/)?.[1]);
    await adminPage.getByText(`Предложение №${quoteId}, версия 2`).waitFor();
    await adminPage.getByRole('link', { name: `Предыдущая версия (№${firstId})` }).waitFor();
    await adminPage.getByText(`Итого: ${total}`).waitFor();
    await sendQuote(adminPage);

    // The customer: the first link now says it was replaced; the new letter's link on a phone.
    const phone = await newContext(env.browser, env.shop.baseUrl, { width: 390, height: 844 });
    await phone.addCookies([{ name: 'cookie_consent', value: '1', url: env.shop.baseUrl }]);
    const page = await phone.newPage();
    await page.goto(firstLink);
    await page.getByTestId('quote-closed').getByText('заменено новой версией').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Принять' }).count()).toBe(0);
    await screenshot(page, 'quotes-replaced-390');
    const letter = await env.shop.mail.waitFor(CUSTOMER_EMAIL, /\(версия 2\)/, 20_000);
    const link = MailCatcher.link(letter, `${env.shop.baseUrl}/quote/`);
    const quoteToken = link.split('/quote/')[1];
    await page.goto(link);
    await page.getByRole('heading', { name: `Коммерческое предложение №${quoteId} (версия 2)` }).waitFor();
    const shown = (await page.getByTestId('quote-total').innerText()).trim();
    expect(shown.replace(/\s/g, ' ')).toBe(total.replace(/\s/g, ' ').replace(',00', ''));
    await page.getByRole('region', { name: 'Услуги' }).getByText('Аренда посуды').waitFor();
    await page.getByText('Скидка 5 %').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'quotes-customer-390');

    // «Скачать PDF»: an A4 document with the total.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Скачать PDF' }).click()]);
    const dir = join(ROOT, 'test-output', 'quotes');
    mkdirSync(dir, { recursive: true });
    const pdf = join(dir, `quote-${quoteId}.pdf`);
    await download.saveAs(pdf);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    const digits = (value: string) => value.replace(/[^\d,]/g, '').replace(/,00$/, '');
    expect(text.replace(/\s/g, '')).toContain(digits(total));

    // «Принять» signed out: sign up with the quote's e-mail, verify, come back, accept.
    await page.getByRole('button', { name: 'Принять' }).click();
    const prompt = page.getByTestId('quote-sign-in');
    await prompt.getByText(CUSTOMER_EMAIL).waitFor();
    await prompt.getByRole('link', { name: 'Зарегистрироваться' }).click();
    await page.waitForURL('**/signup?**');
    await expect.poll(() => page.getByLabel(/^E-mail/).inputValue()).toBe(CUSTOMER_EMAIL);
    await page.getByLabel(/^Имя/).fill('Марина');
    await page.getByLabel(/^Фамилия/).fill('Светлова');
    await page.getByLabel(/^Пароль/).fill(PASSWORD);
    await page.getByLabel(/^Подтвердите пароль/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.waitForURL('**/check-email');
    const verify = await env.shop.mail.waitFor(CUSTOMER_EMAIL, /одтвер/, 20_000);
    await page.goto(MailCatcher.link(verify, `${env.shop.baseUrl}/api/v1/users/verify-email`));
    await page.waitForURL(`**/quote/${quoteToken}`);
    await page.getByRole('heading', { name: `Коммерческое предложение №${quoteId} (версия 2)` }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Принять' }).click();
    const dialog = page.getByRole('dialog', { name: 'Принять предложение?' });
    // The customer chooses how to pay (nothing is chosen for a person).
    await dialog.getByRole('radio', { name: 'банковская карта' }).check();
    await dialog.getByRole('button', { name: 'Принять и оформить заказ' }).click();
    const accepted = page.getByTestId('quote-accepted');
    await accepted.getByText(/заказ № \d+/).waitFor();
    const orderId = Number((await accepted.innerText()).match(/заказ № (\d+)/)?.[1]);
    expect(orderId).toBeGreaterThan(0);
    await accepted.getByRole('link', { name: 'Мои заказы' }).waitFor();
    await screenshot(page, 'quotes-accepted-390');
    // Nothing wider than a 360 px phone either.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The kitchen's agenda: the order on its day with the quote's total.
    await adminPage.goto(`${ADMIN}/agenda`);
    const entry = adminPage.getByRole('link', { name: new RegExp(`№${orderId}\\b`) });
    await entry.waitFor();
    expect((await entry.innerText()).replace(/\s/g, ' ')).toContain(total.replace(/\s/g, ' '));
    await screenshot(adminPage, 'quotes-agenda-1280');

    // The customer's page on a wide screen, accepted.
    await adminPage.goto(link);
    await adminPage.getByTestId('quote-accepted').getByText(`заказ № ${orderId}`).waitFor();
    await screenshot(adminPage, 'quotes-customer-1280');

    // The quote in the back office is accepted, linked to its order.
    await adminPage.goto(`${ADMIN}/quotes/${quoteId}/show`);
    await adminPage.getByText('принято', { exact: true }).waitFor();
    await adminPage.getByRole('link', { name: `Заказ №${orderId}` }).waitFor();
    await phone.close();

    // The list on a phone: the quote, its total and status.
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await adminPage.goto(`${ADMIN}/quotes`);
    await adminPage.getByText(`№${quoteId} · Марина Светлова, 40 гостей`).waitFor();
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(adminPage, 'quotes-list-390');
    await admin.close();
  });
});

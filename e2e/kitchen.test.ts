import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { E2E_ADMIN, RunningShop, startShop } from './support/app';
import { launchBrowser, newContext, screenshot, SCREENSHOT_DIR } from './support/browser';

/**
 * The kitchen's back office in Chromium: opens on Orders, 'Завтра' filters the list by event
 * day, the production sheet prints to an A4 PDF, and a contacts phone edited in the settings
 * shows in the storefront footer. Screenshots at 1280 and 390 px.
 */
const ADMIN = '/bulbash_admin/admin';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function adminToken(shop: RunningShop): Promise<string> {
  const response = await fetch(`${shop.baseUrl}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: E2E_ADMIN.email, password: E2E_ADMIN.password }).toString(),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function adminPage(browser: Browser, shop: RunningShop, token: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, shop.baseUrl, viewport);
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  return page;
}

describe('kitchen back office in the browser', () => {
  let shop: RunningShop;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    token = await adminToken(shop);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('opens on Orders with the tabs, filters tomorrow’s events, and prints the production sheet to an A4 PDF', async () => {
    const page = await adminPage(browser, shop, token, WIDE);
    await page.goto(ADMIN);
    await page.waitForURL((url) => url.pathname === `${ADMIN}/orders`);
    const tabs = page.getByRole('tablist', { name: 'Разделы' });
    await tabs.getByRole('tab', { name: 'Заказы' }).waitFor();
    await expect.poll(() => tabs.getByRole('tab', { name: 'Заказы' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Завтра' }).click();
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('event_to'));
    await expect.poll(() => page.getByRole('button', { name: 'Завтра' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'kitchen-orders-1280');

    await tabs.getByRole('tab', { name: 'Производственный лист' }).click();
    await page.getByRole('heading', { name: /Производственный лист на/ }).waitFor();
    await screenshot(page, 'kitchen-production-sheet-1280');
    await page.emulateMedia({ media: 'print' });
    expect(await tabs.isVisible()).toBe(false);
    // pdftoppm is not installed here: the print-media screenshot shows what the PDF holds.
    await screenshot(page, 'kitchen-production-sheet-print');
    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const pdfPath = join(SCREENSHOT_DIR, 'kitchen-production-sheet.pdf');
    writeFileSync(pdfPath, pdf);
    if (existsSync('/usr/bin/pdftoppm'))
      execFileSync('/usr/bin/pdftoppm', [
        '-png',
        '-r',
        '60',
        '-f',
        '1',
        '-l',
        '1',
        pdfPath,
        join(SCREENSHOT_DIR, 'kitchen-production-sheet-pdf'),
      ]);
    await page.context().close();
  }, 120_000);

  it('edits the contacts phone in the settings and the storefront footer shows it', async () => {
    const page = await adminPage(browser, shop, token, WIDE);
    await page.goto(`${ADMIN}/settings`);
    const phone = page.getByLabel('Телефон', { exact: true });
    await expect.poll(() => phone.inputValue()).not.toBe('');
    await phone.fill('+375 29 777-11-22');
    await page.getByRole('button', { name: 'Сохранить контакты' }).click();
    await page.getByText('Контакты сохранены').waitFor();
    await screenshot(page, 'kitchen-settings-1280');
    await page.goto('/');
    await page.locator('footer').getByText('+375 29 777-11-22').waitFor();
    await page.context().close();
  }, 120_000);

  it('shows the sections as a menu on a phone', async () => {
    const page = await adminPage(browser, shop, token, PHONE);
    await page.goto(ADMIN);
    await page.waitForURL((url) => url.pathname === `${ADMIN}/orders`);
    expect(await page.getByRole('tablist', { name: 'Разделы' }).count()).toBe(0);
    await screenshot(page, 'kitchen-orders-390');
    await page.getByRole('button', { name: /меню/i }).first().click();
    await page.getByRole('menuitem', { name: 'Производственный лист' }).click();
    await page.getByRole('heading', { name: /Производственный лист на/ }).waitFor();
    await screenshot(page, 'kitchen-production-sheet-390');
    await page.context().close();
  }, 120_000);
});

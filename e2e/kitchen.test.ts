import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminToken, registerCustomer } from './support/accounts';
import { RunningShop, startShop } from './support/app';
import { launchBrowser, newContext, screenshot, SCREENSHOT_DIR } from './support/browser';
import { minskDay, placeOrder } from './support/orders';
import { callApi } from './support/session';

/**
 * The kitchen's back office in Chromium: opens on Orders, 'Завтра' filters the list by event
 * day, the production sheet prints to an A4 PDF with no blank strip on top, a contacts phone
 * edited in the settings shows in the storefront footer, a customer found in Клиенты opens
 * their orders, and two products disabled at once leave the storefront. Screenshots at 1280
 * and 390 px.
 */
const ADMIN = '/bulbash_admin/admin';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

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
    // An order for an event tomorrow at noon (staff may reschedule to any time), so the sheet has lines.
    const tomorrow = minskDay(1);
    const orderId = await placeOrder(shop, await registerCustomer(shop, 'Ольга'), '375297778899');
    await callApi(shop, token, '/api/v1/bulbash_admin/update-status-order', {
      order_id: orderId,
      delivery_at: `${tomorrow}T12:00:00+03:00`,
    });
    const page = await adminPage(browser, shop, token, WIDE);
    await page.goto(ADMIN);
    await page.waitForURL((url) => url.pathname === `${ADMIN}/orders`);
    const tabs = page.getByRole('tablist', { name: 'Разделы' });
    await tabs.getByRole('tab', { name: 'Заказы' }).waitFor();
    await expect.poll(() => tabs.getByRole('tab', { name: 'Заказы' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Завтра' }).click();
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('event_to'));
    await expect.poll(() => page.getByRole('button', { name: 'Завтра' }).getAttribute('aria-pressed')).toBe('true');
    await page
      .locator('tbody tr')
      .first()
      .getByRole('cell', { name: String(orderId), exact: true })
      .waitFor();
    await screenshot(page, 'kitchen-orders-1280');

    await tabs.getByRole('tab', { name: 'Производственный лист' }).click();
    await page.getByRole('heading', { name: /Производственный лист на/ }).waitFor();
    await page
      .getByRole('table', { name: 'Производственный лист' })
      .getByRole('link', { name: `№${orderId}` })
      .waitFor();
    // The event itself, by time, with its dishes and how its total adds up.
    const event = page
      .getByRole('table', { name: 'Мероприятия' })
      .getByRole('row')
      .filter({ hasText: `№${orderId}` });
    await event.getByText(/=\s[\d\s,]+\sbyn$/).waitFor();
    await screenshot(page, 'kitchen-production-sheet-1280');
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => tabs.isVisible()).toBe(false);
    // The sheet starts at the page's top margin: nothing keeps the fixed app bar's 48 px or the page padding.
    const heading = await page.getByRole('heading', { name: /Производственный лист на/ }).boundingBox();
    expect(heading?.y).toBeLessThan(24);
    await screenshot(page, 'kitchen-production-sheet-print');
    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const pdfPath = join(SCREENSHOT_DIR, 'kitchen-production-sheet.pdf');
    writeFileSync(pdfPath, pdf);
    // The first page as a PNG to look at (poppler-utils' pdftoppm, where installed).
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

  it('the driver’s sheet says «оплачено» for a paid order and the amount to collect for an unpaid one', async () => {
    const day = minskDay(3);
    const paidId = await placeOrder(shop, await registerCustomer(shop, 'Ирина'), '375297770021', 'cash');
    const unpaidId = await placeOrder(shop, await registerCustomer(shop, 'Павел'), '375297770022', 'cash');
    for (const [id, time] of [
      [paidId, '12:00'],
      [unpaidId, '16:00'],
    ] as const)
      await callApi(shop, token, '/api/v1/bulbash_admin/update-status-order', { order_id: id, delivery_at: `${day}T${time}:00+03:00` });
    const paid = await callApi<{ total_cost: number }>(shop, token, `/api/v1/admin/orders/${paidId}`);
    const unpaid = await callApi<{ total_cost: number }>(shop, token, `/api/v1/admin/orders/${unpaidId}`);
    // Paid in full (the method defaults to the order's: cash).
    await callApi(shop, token, `/api/v1/admin/orders/${paidId}/payments`, { amount: paid.total_cost });

    const page = await adminPage(browser, shop, token, PHONE);
    await page.goto(`${ADMIN}/delivery-sheet`);
    await page.getByLabel('День', { exact: true }).fill(day.split('-').reverse().join('.'));
    // On a phone each stop is a card (as «Мои доставки»), not a row of the eleven-column table.
    const row = (id: number) => page.getByRole('listitem', { name: `Доставка №${id}` });
    await expect.poll(() => row(paidId).getByTestId(`collect-${paidId}`).textContent(), { timeout: 10_000 }).toBe('оплачено');
    // The amount as the page prints it, spaces normalised (ru-RU groups digits with a no-break space).
    const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
    const amount = plain(new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2 }).format(unpaid.total_cost));
    await expect
      .poll(async () => plain(await row(unpaidId).getByTestId(`collect-${unpaidId}`).textContent()))
      .toBe(`получить наличными ${amount} byn`);
    // The day's cash total counts only what is still owed.
    await expect
      .poll(async () => plain(await page.getByText(/Получить наличными:/).textContent()))
      .toContain(`Получить наличными: ${amount} byn`);
    await screenshot(page, 'kitchen-delivery-sheet-paid-390');
  }, 120_000);

  it('shows tomorrow’s deliveries under «Доставка» with a tap-to-call phone, and downloads the sheet and the labels as PDFs', async () => {
    const tomorrow = minskDay(1);
    const orderId = await placeOrder(shop, await registerCustomer(shop, 'Дарья'), '375297770011', 'cash');
    await callApi(shop, token, '/api/v1/bulbash_admin/update-status-order', {
      order_id: orderId,
      delivery_at: `${tomorrow}T15:30:00+03:00`,
    });
    const page = await adminPage(browser, shop, token, WIDE);
    await page.goto(`${ADMIN}/orders`);
    const tabs = page.getByRole('tablist', { name: 'Разделы' });
    await tabs.getByRole('tab', { name: 'Доставка' }).click();
    await page.waitForURL((url) => url.pathname === `${ADMIN}/delivery-sheet`);
    const dayInput = page.getByLabel('День', { exact: true });
    // The day as Russian writes it, whatever the browser's language.
    await expect.poll(() => dayInput.inputValue()).toBe(tomorrow.split('-').reverse().join('.'));
    const row = page
      .getByRole('table', { name: 'Доставки' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `№${orderId}` }) });
    await row.waitFor();
    const phone = row.getByRole('link', { name: '+375 29 777-00-11' });
    await expect.poll(() => phone.getAttribute('href')).toBe('tel:+375297770011');
    await row.getByText('15:30').waitFor();
    await row.getByText(/получить/).waitFor();
    await screenshot(page, 'kitchen-delivery-sheet-1280');
    // Printed: only the sheet, from the top of the page.
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => tabs.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Этикетки' }).isVisible()).toBe(false);
    expect((await page.getByRole('heading', { name: /Доставка на/ }).boundingBox())?.y).toBeLessThan(24);
    await screenshot(page, 'kitchen-delivery-sheet-print');
    await page.emulateMedia({ media: 'screen' });

    const pdfFrom = async (button: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button, exact: true }).click(),
      ]);
      const file = await download.path();
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      return { name: download.suggestedFilename(), text };
    };
    const sheet = await pdfFrom('PDF');
    expect(sheet.name).toBe(`delivery-sheet-${tomorrow}.pdf`);
    // pdftotext may drop the narrow space after «№».
    const number = new RegExp(`№\\s?${orderId}(?!\\d)`);
    expect(sheet.text).toMatch(number);
    expect(sheet.text).toContain('+375 29 777-00-11');
    const labels = await pdfFrom('Этикетки');
    expect(labels.text).toMatch(number);
    expect(labels.text).toContain('Ковалёва Анна Сергеевна');

    // Another day: the table empties.
    await dayInput.fill('2040-01-01');
    await page.getByText('На этот день доставок нет.').waitFor();
    await page.context().close();
  }, 120_000);

  it('formats the about-us text in the rich-text editor and the storefront shows it', async () => {
    const page = await adminPage(browser, shop, token, WIDE);
    await page.goto(`${ADMIN}/settings`);
    const editor = page.getByRole('textbox', { name: 'Текст «О нас»' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Подзаголовок' }).click();
    await page.keyboard.type('График работы');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Жирный' }).click();
    await page.keyboard.type('Работаем без выходных');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Жирный' }).click();
    await page.keyboard.type('Меню на сайте');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: 'Ссылка' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Добавить ссылку' });
    const address = linkDialog.getByRole('textbox', { name: 'Адрес ссылки' });
    await address.fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Применить' }).click();
    await linkDialog.getByText('Адрес должен начинаться с https://, http://, mailto: или tel:').waitFor();
    await screenshot(page, 'kitchen-settings-link-1280');
    await address.fill('bulbash.by/menu');
    await linkDialog.getByRole('button', { name: 'Применить' }).click();
    await linkDialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Сохранить текст' }).click();
    await page.getByText('Текст «О нас» сохранён').waitFor();
    await screenshot(page, 'kitchen-settings-about-us-1280');
    await page.goto('/about-us');
    await page.locator('strong', { hasText: 'Работаем без выходных' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'График работы' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Меню на сайте' }).getAttribute('href')).toBe('https://bulbash.by/menu');
    await screenshot(page, 'kitchen-about-us-storefront-1280');
    await page.context().close();
  }, 120_000);

  it('edits the contacts phone in the settings and the storefront footer shows it', async () => {
    const page = await adminPage(browser, shop, token, WIDE);
    await page.goto(`${ADMIN}/settings`);
    const phone = page.getByLabel('Телефон', { exact: true });
    // The contacts arrive while the settings screen also loads its rich-text editor.
    await expect.poll(() => phone.inputValue(), { timeout: 15_000 }).not.toBe('');
    await phone.fill('+375 29 777-11-22');
    await page.getByRole('button', { name: 'Сохранить контакты' }).click();
    await page.getByText('Контакты сохранены').waitFor();
    await screenshot(page, 'kitchen-settings-1280');
    await page.goto('/');
    await page.locator('footer').getByText('+375 29 777-11-22').waitFor();
    await page.context().close();
  }, 120_000);

  it('finds a customer in Клиенты and opens their orders', async () => {
    const customer = await registerCustomer(shop, 'Снежана');
    const orderId = await placeOrder(shop, customer, '375291112233');
    const page = await adminPage(browser, shop, token, WIDE);
    await page.goto(`${ADMIN}/orders`);
    const tabs = page.getByRole('tablist', { name: 'Разделы' });
    // Wide screens navigate by the tabs: the phone's menu button is not shown.
    await tabs.getByRole('tab', { name: 'Заказы' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /меню/i }).isVisible()).toBe(false);
    await tabs.getByRole('tab', { name: 'Клиенты' }).click();
    await page.getByPlaceholder('Имя, фамилия, e-mail или телефон').fill('СНЕЖАНА');
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // header + the match
    await expect.poll(() => row.getByRole('cell').allInnerTexts()).toEqual(expect.arrayContaining(['Ковалёва Снежана', '1']));
    await screenshot(page, 'kitchen-customers-1280');

    await row.getByRole('link', { name: /Заказы клиента/ }).click();
    await page.waitForURL((url) => url.pathname === `${ADMIN}/orders` && (url.searchParams.get('filter') ?? '').includes('user_id'));
    // The chip names the customer with the ways to reach them: e-mail, then the phone from the order.
    await page.getByText(`Клиент: Ковалёва Снежана (${customer.email}, +375 29 111-22-33)`).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page
      .locator('tbody tr')
      .first()
      .getByRole('cell', { name: String(orderId), exact: true })
      .waitFor();
    await screenshot(page, 'kitchen-customer-orders-1280');
    await page.context().close();
  }, 120_000);

  it('disables two selected products at once and the storefront no longer lists them', async () => {
    interface ProductRow {
      id: number;
      name: string;
      category_id: number;
      status_enabled: boolean;
    }
    const newest = await callApi<ProductRow[]>(shop, token, `/api/v1/admin/products?sort=["id","DESC"]&range=[0,24]`);
    const [first, second] = newest.filter((product) => product.status_enabled);
    const publicNames = async (categoryId: number) =>
      (
        await callApi<{ products: Array<{ name: string }> }>(shop, token, `/api/v1/product/products_list?category_id=${categoryId}`)
      ).products.map((product) => product.name);
    expect(await publicNames(first.category_id)).toContain(first.name);

    const page = await adminPage(browser, shop, token, WIDE);
    await page.goto(`${ADMIN}/admin-products`);
    // Lazy screen parts that arrive later re-mount the list under Suspense and would close an open dialog.
    await page.waitForLoadState('networkidle');
    for (const product of [first, second]) {
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: product.name, exact: true }) });
      await row.getByRole('checkbox').check();
    }
    const dialog = page.getByRole('dialog');
    const openConfirmation = async () => {
      await page.getByRole('button', { name: 'Выключить', exact: true }).click();
      await dialog.getByText('Выключить выбранные товары (2)?', { exact: false }).waitFor();
    };
    await openConfirmation();
    // The picture shows the dialog once its fade-in has finished.
    await expect
      .poll(() => dialog.evaluate((element) => getComputedStyle(element.closest('.MuiDialog-container') ?? element).opacity))
      .toBe('1');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'kitchen-products-bulk-confirm-1280.png') });
    // On a loaded CI machine the confirmation once vanished before its button could be clicked
    // (not reproduced locally, even with both cores busy); the selection stays, so it is opened again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await dialog.getByRole('button', { name: 'Подтвердить' }).click({ timeout: 10_000 });
        break;
      } catch (error) {
        if (attempt === 3 || (await dialog.isVisible())) throw error;
        await openConfirmation();
      }
    }
    await page.getByRole('alert').filter({ hasText: 'Выключено товаров: 2' }).waitFor();
    await screenshot(page, 'kitchen-products-bulk-1280');

    for (const product of [first, second]) {
      expect(await publicNames(product.category_id)).not.toContain(product.name);
      expect((await fetch(`${shop.baseUrl}/api/v1/product/product_${product.id}`)).status).toBe(404);
    }
    // The storefront's page of the first one's category: its other dishes show, the disabled one does not.
    const others = await publicNames(first.category_id);
    await page.goto(`/products?category_id=${first.category_id}`);
    await page
      .getByText(others[0] ?? 'по Вашему запросу ничего не найдено', { exact: true })
      .first()
      .waitFor();
    await expect.poll(() => page.getByText(first.name, { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Принять' }).click();
    await screenshot(page, 'kitchen-storefront-after-bulk-1280');
    await page.context().close();
  }, 120_000);

  it('shows the sections as a menu on a phone', async () => {
    const page = await adminPage(browser, shop, token, PHONE);
    await page.goto(ADMIN);
    await page.waitForURL((url) => url.pathname === `${ADMIN}/orders`);
    await expect.poll(() => page.getByRole('tablist', { name: 'Разделы' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Завтра' }).waitFor();
    await screenshot(page, 'kitchen-orders-390');
    await page.getByRole('button', { name: /меню/i }).first().click();
    await page.getByRole('menuitem', { name: 'Производственный лист' }).click();
    await page.getByRole('heading', { name: /Производственный лист на/ }).waitFor();
    await screenshot(page, 'kitchen-production-sheet-390');
    await page.getByRole('button', { name: /меню/i }).first().click();
    await page.getByRole('menuitem', { name: 'Клиенты' }).click();
    await page.getByPlaceholder('Имя, фамилия, e-mail или телефон').waitFor();
    await screenshot(page, 'kitchen-customers-390');
    await page.context().close();
  }, 120_000);
});

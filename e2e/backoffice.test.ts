import { deflateSync, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { RunningShop, startShop } from './support/app';
import { adminToken, Customer, registerCustomer } from './support/accounts';
import { landedOn, launchBrowser, newContext, screenshot, VIEWPORTS } from './support/browser';
import { minskDay, placeOrder } from './support/orders';
import { callApi } from './support/session';

/**
 * The back office in real Chromium against the real built server: access rules, the catalogue
 * round trip to the storefront, orders, and deletes with the confirmation.
 */

const ADMIN = '/bulbash_admin/admin';
const API = '/api/v1/bulbash_admin';
/** A date and time as the ru-RU locale writes it: "05.03.2025, 14:07". */
const RU_DATE_TIME = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/; // formatMinskStamp of @bulbash/rules
const stamp = Date.now().toString(36);
const names = {
  category: `Банкетные сеты ${stamp}`,
  subcategory: `Мини-сеты ${stamp}`,
  product: `Сет «Гостевой» ${stamp}`,
};

/** A real PNG (solid colour), made here so the upload is judged by content like any photo. */
function pngImage(width = 48, height = 48): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0xd2, 0x8b, 0x2c]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Waits until no finite animation or transition runs (a dialog fading in, a menu closing, an
 * underline growing), so a screenshot shows the page at rest. Spinners loop forever and are
 * left out.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return animation.playState !== 'running' || timing?.iterations === Infinity;
    }),
  );
}

/** A screenshot of the page at rest (see settled). */
async function shot(page: Page, name: string): Promise<void> {
  await settled(page);
  await screenshot(page, name);
}

/** How far the page is wider than the window (0 or less: no sideways scrolling). */
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('back office', () => {
  let shop: RunningShop;
  let browser: Browser;
  let ownerToken: string;
  let customer: Customer;
  let admin: BrowserContext;
  let page: Page;
  let orderId: number | undefined;
  const phone = `37529${String(Date.now()).slice(-7)}`;
  const ids: { category?: number; subcategory?: number; product?: number } = {};

  const withToken = async (token: string | null, viewport: { width: number; height: number } = VIEWPORTS.desktop) => {
    const context = await newContext(browser, shop.baseUrl, viewport);
    if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    return context;
  };

  /** Waits for a notification (react-admin's snackbar) with this text. */
  const notified = (text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first().waitFor();

  const findId = async (list: string, name: string): Promise<number> => {
    const rows = await callApi<Array<{ id: number; name: string }>>(shop, ownerToken, `${API}/${list}?name=${encodeURIComponent(name)}`);
    const row = rows.find((r) => r.name === name);
    expect(row, `${name} in ${list}`).toBeDefined();
    return row!.id;
  };

  /** Types into the list's name search and waits until the list shows only the match. */
  const search = async (name: string) => {
    await page.getByPlaceholder('Поиск по названию').fill(name);
    // header + the match; react-admin waits 500 ms after the last keystroke, then asks the API, so
    // poll's default second is too tight on a loaded machine.
    await expect.poll(() => page.getByRole('row').count(), { timeout: 5000 }).toBe(2);
    await page.getByRole('cell', { name }).waitFor();
  };

  /** The required name input (its label carries react-admin's aria-hidden asterisk). */
  const nameInput = () => page.getByRole('textbox', { name: 'название', exact: true });

  /** Opens an MUI select by its label and picks an option. */
  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await menuClosed();
  };

  /** Waits until the select's menu (an MUI popover) has finished closing and is gone. */
  const menuClosed = async () => {
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.MuiPopover-root').count()).toBe(0);
  };

  /** The customer's order, placed through the API by the first test that needs it. */
  const ensureOrder = async (): Promise<number> => {
    orderId ??= await placeOrder(shop, customer, phone);
    return orderId;
  };

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    ownerToken = await adminToken(shop);
    customer = await registerCustomer(shop);
    admin = await withToken(ownerToken);
    page = await admin.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('sends a visitor to sign in and a customer back to the shop', async () => {
    const visitor = await withToken(null);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${ADMIN}/orders`);
    await landedOn(visitorPage, '/signin');
    await visitor.close();

    const shopper = await withToken(customer.token);
    const shopperPage = await shopper.newPage();
    await shopperPage.goto(`${ADMIN}/admin-products`);
    await landedOn(shopperPage, '/');
    // Turned away, not signed out.
    expect(await shopperPage.evaluate(() => window.localStorage.getItem('token'))).toBe(customer.token);
    await shopper.close();
  });

  it('opens on the dashboard with the waiting orders and the last 30 days', async () => {
    const orderId = await ensureOrder();
    await page.goto(`${ADMIN}/dashboard`);
    await page.getByText('Заказы, ожидающие действий').waitFor();
    await page.getByText('За последние 30 дней').waitFor();
    await page.getByText(`№${orderId} ·`).first().waitFor();
    await page.locator('svg[aria-label="Выручка по дням за 30 дней"]').waitFor();
    await shot(page, 'backoffice-dashboard');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await fetch(new URL(icon ?? '/favicon.ico', page.url()))).status).toBe(200);
  });

  it('creates a category with an image, a subcategory and a product that the storefront shows', async () => {
    await page.goto(`${ADMIN}/admin-categories/create`);
    await nameInput().fill(names.category);
    await page.getByLabel('описание', { exact: true }).fill('Наборы для банкетов и фуршетов');
    await page.getByLabel('позиция', { exact: true }).fill('1');
    await page.getByLabel('статус доступности', { exact: true }).check();
    await page.locator('input[type="file"]').setInputFiles({ name: 'set.png', mimeType: 'image/png', buffer: pngImage() });
    const preview = page.locator('.RaImageField-image, .RaFileInput-preview img').first();
    await preview.waitFor();
    expect((await preview.boundingBox())?.width).toBe(100);
    await shot(page, 'backoffice-category-create');
    await page.getByRole('button', { name: 'сохранить' }).click();
    await notified('Новая категория была успешно создана');
    await page.waitForURL((url) => url.pathname === `${ADMIN}/admin-categories`);
    ids.category = await findId('get_list_categories', names.category);
    await page.getByRole('cell', { name: names.category }).waitFor();
    await shot(page, 'backoffice-categories');

    await page.goto(`${ADMIN}/admin-subcategories/create`);
    await nameInput().fill(names.subcategory);
    await choose('выберите категорию', names.category);
    await page.getByLabel('статус доступности', { exact: true }).check();
    await shot(page, 'backoffice-subcategory-create');
    await page.getByRole('button', { name: 'сохранить' }).click();
    await notified('Новая подкатегория была успешно создана');
    ids.subcategory = await findId('get_list_subcategories', names.subcategory);
    await page.getByRole('cell', { name: names.subcategory }).waitFor();
    await shot(page, 'backoffice-subcategories');

    await page.goto(`${ADMIN}/admin-products/create`);
    await nameInput().fill(names.product);
    await page.getByLabel('описание', { exact: true }).fill('Канапе, рулетики и тарталетки');
    await page.getByLabel('ингредиенты', { exact: true }).fill('ветчина, сыр, зелень');
    await page.getByLabel('кол-во человек', { exact: true }).fill('6');
    await page.getByLabel('цена', { exact: true }).fill('19.9');
    await page.getByLabel('вес', { exact: true }).fill('1200');
    await choose('выберите категорию', names.category);
    await choose('выберите подкатегорию', names.subcategory);
    await page.getByLabel('статус доступности', { exact: true }).check();
    await page.locator('input[type="file"]').setInputFiles({ name: 'set.png', mimeType: 'image/png', buffer: pngImage(64, 40) });
    await shot(page, 'backoffice-product-create');
    await page.getByRole('button', { name: 'сохранить' }).click();
    await notified('Новый продукт был успешно создан');
    ids.product = await findId('get_list_products', names.product);
    await page.getByRole('cell', { name: names.product }).waitFor();
    // Created and updated dates in the Russian locale, as on the category and subcategory lists.
    await page
      .getByRole('columnheader')
      .filter({ hasText: /^Создан$/ })
      .waitFor();
    await page
      .getByRole('columnheader')
      .filter({ hasText: /^Изменён$/ })
      .waitFor();
    const productRow = page.getByRole('row').filter({ hasText: names.product });
    await expect.poll(() => productRow.getByText(RU_DATE_TIME).count()).toBe(2);
    // Thirteen columns and still no sideways scrolling of the page.
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'backoffice-products');

    const storefront = await admin.newPage();
    await storefront.goto('/');
    await storefront.getByText(names.category).first().waitFor();
    await storefront.goto(`/products?category_id=${ids.category}`);
    await storefront.getByText(names.product).first().waitFor();
    await storefront
      .getByText(/19[.,]9/)
      .first()
      .waitFor();
    await storefront.close();
  });

  it('clears a category description (saved as empty) and stops a subcategory without a name', async () => {
    await page.goto(`${ADMIN}/admin-categories/${ids.category}`);
    const description = page.getByLabel('описание', { exact: true });
    await expect.poll(() => description.inputValue()).toBe('Наборы для банкетов и фуршетов');
    await description.fill('');
    await shot(page, 'backoffice-category-edit');
    await page.getByRole('button', { name: 'сохранить' }).click();
    await page.waitForURL((url) => url.pathname === `${ADMIN}/admin-categories`);
    const category = await callApi<{ name: string; description: string }>(shop, ownerToken, `${API}/get_category_${ids.category}`);
    expect(category).toMatchObject({ name: names.category, description: '' });

    await page.goto(`${ADMIN}/admin-subcategories/${ids.subcategory}`);
    await expect.poll(() => nameInput().inputValue()).toBe(names.subcategory);
    await nameInput().fill('');
    await page.getByRole('button', { name: 'сохранить' }).click();
    await page.getByText('Обязательно для заполнения').waitFor();
    await shot(page, 'backoffice-subcategory-edit');
    expect(page.url()).toContain(`/admin-subcategories/${ids.subcategory}`);
    const subcategory = await callApi<{ name: string }>(shop, ownerToken, `${API}/get_subcategory_${ids.subcategory}`);
    expect(subcategory.name).toBe(names.subcategory);
  });

  it('edits the price (the storefront shows it) and disables the product (it leaves the storefront)', async () => {
    await page.goto(`${ADMIN}/admin-products`);
    await search(names.product);
    await page.getByRole('cell', { name: names.product }).click();
    await page.waitForURL((url) => url.pathname === `${ADMIN}/admin-products/${ids.product}`);
    await page.getByLabel('цена', { exact: true }).fill('23.45');
    await shot(page, 'backoffice-product-edit');
    await page.getByRole('button', { name: 'сохранить' }).click();
    await page.waitForURL((url) => url.pathname === `${ADMIN}/admin-products`);
    const afterPrice = await callApi<{ price: number; name: string }>(shop, ownerToken, `${API}/get_product_${ids.product}`);
    expect(afterPrice).toMatchObject({ price: 23.45, name: names.product });

    const storefront = await admin.newPage();
    await storefront.goto(`/product/${ids.product}`);
    await storefront
      .getByText(/23[.,]45/)
      .first()
      .waitFor();

    await page.goto(`${ADMIN}/admin-products/${ids.product}`);
    await page.getByLabel('статус доступности', { exact: true }).uncheck();
    await page.getByRole('button', { name: 'сохранить' }).click();
    await page.waitForURL((url) => url.pathname === `${ADMIN}/admin-products`);
    expect(await callApi<{ status_enabled: boolean }>(shop, ownerToken, `${API}/get_product_${ids.product}`)).toMatchObject({
      status_enabled: false,
    });
    await storefront.goto(`/products?category_id=${ids.category}`);
    await storefront.getByText('по Вашему запросу ничего не найдено').waitFor();
    await expect.poll(() => storefront.getByText(names.product).count()).toBe(0);
    await storefront.close();
  });

  it('filters orders, changes a status and the customer sees it in Мои заказы', async () => {
    const orderId = await ensureOrder();
    await page.goto(`${ADMIN}/orders`);
    await choose('Статус', 'в обработке');
    await page.getByLabel('Телефон', { exact: true }).fill(phone.slice(-7));
    // The list shows the phone as people read it, and a tap dials it.
    const shown = phone.replace(/^375(\d{2})(\d{3})(\d{2})(\d{2})$/, '+375 $1 $2-$3-$4');
    const row = page.getByRole('row').filter({ hasText: shown });
    await row.waitFor();
    await expect.poll(() => row.getByRole('link', { name: shown }).getAttribute('href')).toBe(`tel:+${phone}`);
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // header + the one order
    await choose('Статус', 'выполнен');
    await row.waitFor({ state: 'detached' });
    await choose('Статус', 'в обработке');
    await row.waitFor();
    await shot(page, 'backoffice-orders-filtered');

    await row.getByRole('cell').first().click();
    await page.waitForURL((url) => url.pathname === `${ADMIN}/orders/${orderId}/show`);
    await page.getByRole('table', { name: 'Состав заказа' }).waitFor();
    await shot(page, 'backoffice-order-show');
    await page
      .getByRole('button', { name: `изменить заказ ${orderId}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    // choose() returns once the status menu has closed: while closing it covered the form.
    await choose('Статус', 'выполнен');
    await dialog.getByRole('combobox', { name: 'Статус' }).filter({ hasText: 'выполнен' }).waitFor();
    await shot(page, 'backoffice-order-edit');
    await dialog.getByRole('button', { name: 'сохранить' }).click();
    await dialog.waitFor({ state: 'detached' });
    const order = await callApi<{ status: string }>(shop, ownerToken, `${API}/get-order/${orderId}`);
    expect(order.status).toBe('completed');

    const shopper = await withToken(customer.token);
    const ordersPage = await shopper.newPage();
    await ordersPage.goto('/user-orders');
    await ordersPage.getByText('Мои заказы').first().waitFor();
    const ownCard = ordersPage.getByRole('listitem', { name: `Заказ № ${orderId}`, exact: true });
    await ownCard.filter({ hasText: /выполнен/i }).waitFor();
    await shopper.close();
  });

  it('two admins change the same order: the one who saves second is told it changed and sees it reloaded', async () => {
    // A phone of its own, so the phone filters of the other tests do not see this order.
    const conflictOrder = await placeOrder(shop, customer, '375251110000');
    await page.goto(`${ADMIN}/orders/${conflictOrder}/show`);
    await page.getByRole('table', { name: 'Состав заказа' }).waitFor();
    await page
      .getByRole('button', { name: `изменить заказ ${conflictOrder}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Статус' }).waitFor();
    // Meanwhile another admin takes the order into work.
    await callApi(shop, ownerToken, `${API}/update-status-order`, { order_id: conflictOrder, status: 'processing' });
    await choose('Статус', 'выполнен');
    await dialog.getByRole('button', { name: 'сохранить' }).click();
    await page.getByText(/Заказ изменился, обновите страницу/).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await shot(page, 'backoffice-order-conflict');
    expect(await callApi<{ status: string }>(shop, ownerToken, `${API}/get-order/${conflictOrder}`)).toMatchObject({
      status: 'processing',
    });
    await page.getByText('готовится').first().waitFor();
  });

  it('takes a phone order for a new customer at the order desk (1280 px); the customer gets the account letter and the confirmation', async () => {
    const products = await callApi<Array<{ id: number; name: string; price: number }>>(
      shop,
      ownerToken,
      '/api/v1/admin/products?range=[0,4]',
    );
    const dish = products[0];
    const email = `phone.${Date.now()}@example.by`;
    await page.goto(`${ADMIN}/orders`);
    await page.getByRole('link', { name: 'Новый заказ' }).click();
    await page.waitForURL((url) => url.pathname === `${ADMIN}/orders/create`);
    await page.getByLabel('Новый клиент').check();
    await page.getByLabel('Фамилия').fill('Звонкова');
    await page.getByLabel('Имя', { exact: true }).fill('Мария');
    await page.getByLabel('Отчество').fill('Петровна');
    await page.getByLabel('Телефон').fill('8029 555-66-77');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('combobox', { name: 'Добавить блюдо (поиск по названию)' }).fill(dish.name.slice(0, 6));
    await page.getByRole('option', { name: dish.name }).first().click();
    await page.getByLabel(`Количество: ${dish.name}`).fill('3');
    await page.getByLabel('Гостей').fill('12');
    await page.getByLabel('День мероприятия').fill(minskDay(3));
    await page.getByRole('button', { name: '14:00', exact: true }).click();
    await page.getByLabel('Адрес доставки').fill('Минск, ул. Телефонная, 3');
    await page.getByLabel('Комментарий для кухни').fill('Без орехов');
    await shot(page, 'backoffice-order-desk');
    await page.getByRole('button', { name: 'сохранить' }).click();
    await page.waitForURL((url) => /\/orders\/\d+\/show$/.test(url.pathname));
    await page.getByRole('table', { name: 'Состав заказа' }).getByText(dish.name).waitFor();
    await shot(page, 'backoffice-order-desk-saved');
    const orderId = Number(/orders\/(\d+)\/show/.exec(page.url())?.[1]);
    const saved = await callApi<{ contact_phone: string; guests: number; items_total: number }>(
      shop,
      ownerToken,
      `${API}/get-order/${orderId}`,
    );
    expect(saved).toMatchObject({ contact_phone: '375295556677', guests: 12, items_total: Math.round(dish.price * 300) / 100 });
    expect((await shop.mail.waitFor(email, /личный кабинет/)).text).toContain('restore-password?token=');
    await shop.mail.waitFor(email, new RegExp(`Заказ №${orderId}`));
  });

  it('shows every letter in «Почта»: recipient, subject, status and tries', async () => {
    const id = await ensureOrder();
    await shop.mail.waitFor(customer.email, new RegExp(`Заказ №${id}`));
    await page.goto(`${ADMIN}/outbox`);
    const row = page
      .getByRole('row')
      .filter({ hasText: customer.email })
      .filter({ hasText: `Заказ №${id} принят` })
      .first();
    await row.getByText('Отправлено').waitFor();
    await expect.poll(async () => (await row.getByRole('cell').allTextContents()).join(' | ')).toMatch(/\| 1 \| — \|/);
    await page.getByRole('columnheader', { name: 'Получатель' }).waitFor();
    await shot(page, 'backoffice-outbox');
  });

  it('filters orders by payment method', async () => {
    const cardOrder = await ensureOrder();
    // A second order by cash, its phone sharing the last seven digits with the first one.
    const cashOrder = await placeOrder(shop, customer, `37533${phone.slice(-7)}`, 'cash');
    const onlyPhone = encodeURIComponent(JSON.stringify({ phone: phone.slice(-7) }));
    await page.goto(`${ADMIN}/orders?filter=${onlyPhone}`);
    const orderRow = (id: number) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
    await orderRow(cardOrder).waitFor();
    await orderRow(cashOrder).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(3); // header + both orders

    await choose('Способ оплаты', 'наличные');
    await orderRow(cardOrder).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await orderRow(cashOrder).getByRole('cell', { name: 'наличные', exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('filter')).toContain('"payment_method":"cash"');
    await shot(page, 'backoffice-orders-by-payment');

    await choose('Способ оплаты', 'банковская карта');
    await orderRow(cashOrder).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await orderRow(cardOrder).getByRole('cell', { name: 'банковская карта', exact: true }).waitFor();

    // An empty date filter shows its label only, not the browser's "mm/dd/yyyy" under it.
    const eventFrom = page.getByLabel('Мероприятие с', { exact: true });
    const textColour = () => eventFrom.evaluate((input) => getComputedStyle(input).color);
    expect(await textColour()).toBe('rgba(0, 0, 0, 0)');
    // These orders name no event time, so an event-date range leaves them out.
    await eventFrom.fill(minskDay(1));
    await orderRow(cardOrder).waitFor({ state: 'detached' });
    await eventFrom.blur();
    expect(await textColour()).not.toBe('rgba(0, 0, 0, 0)'); // a chosen date stays readable
    expect(new URL(page.url()).searchParams.get('filter')).toContain(`"event_from":"${minskDay(1)}"`);
  });

  it('deletes only after the confirmation, and says beforehand why a category in use cannot be deleted', async () => {
    await page.goto(`${ADMIN}/admin-categories`);
    await search(names.category);
    const categoryRow = page.getByRole('row').filter({ hasText: names.category });
    await categoryRow.getByRole('button', { name: 'удалить' }).click();
    const dialog = page.getByRole('dialog');
    // The category still has a subcategory and a product: the dialog says so instead of asking.
    await dialog
      .getByText(/^Удалить нельзя: в ней подкатегорий: [1-9]\d*, товаров: [1-9]\d*\. Сначала перенесите или удалите их\.$/)
      .waitFor();
    await shot(page, 'backoffice-delete-blocked');
    await expect.poll(() => dialog.getByRole('button', { name: 'удалить' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Понятно' }).click();
    await dialog.waitFor({ state: 'detached' });
    await findId('get_list_categories', names.category);

    await page.goto(`${ADMIN}/admin-products`);
    await search(names.product);
    const productRow = page.getByRole('row').filter({ hasText: names.product });
    await productRow.getByRole('button', { name: 'удалить' }).click();
    await dialog.getByText(`Вы уверены, что хотите удалить ${names.product}?`, { exact: false }).waitFor();
    await shot(page, 'backoffice-delete-confirm');
    await dialog.getByRole('button', { name: 'отмена' }).click();
    expect((await callApi<{ id: number }>(shop, ownerToken, `${API}/get_product_${ids.product}`)).id).toBe(ids.product);

    await productRow.getByRole('button', { name: 'удалить' }).click();
    await dialog.getByRole('button', { name: 'удалить' }).click();
    await productRow.waitFor({ state: 'detached' });
    const gone = await fetch(`${shop.baseUrl}${API}/get_product_${ids.product}`, {
      headers: { Authorization: `Bearer ${ownerToken}` },
    });
    expect(gone.status).toBe(404);
  });

  it('fits a phone screen', async () => {
    const orderId = await ensureOrder();
    const phoneContext = await withToken(ownerToken, VIEWPORTS.phone);
    const phonePage = await phoneContext.newPage();
    await phonePage.goto(`${ADMIN}/orders`);
    await phonePage.getByText(`№${orderId} ·`).first().waitFor();
    expect(await horizontalOverflow(phonePage)).toBeLessThanOrEqual(0);
    await shot(phonePage, 'backoffice-orders-phone');

    await phonePage.goto(`${ADMIN}/admin-products`);
    // The product photos show as pictures in the list's avatars, not as their file names.
    const photo = phonePage.locator('.MuiListItemAvatar-root img').first();
    await photo.waitFor();
    // Attached is not loaded: the picture's bytes may still be on their way.
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    // The filters sit right under the app bar, with no empty toolbar above them.
    const searchBox = await phonePage.getByPlaceholder('Поиск по названию').boundingBox();
    expect(searchBox?.y).toBeLessThan(80);
    expect(await horizontalOverflow(phonePage)).toBeLessThanOrEqual(0);
    await shot(phonePage, 'backoffice-products-phone');
    await phoneContext.close();
  });

  it('logs out of the back office and of the storefront with it', async () => {
    // A session of its own: the other tests keep using ownerToken.
    const token = await adminToken(shop);
    const context = await withToken(null);
    const adminPage = await context.newPage();
    await adminPage.goto('/');
    await adminPage.evaluate((value) => window.localStorage.setItem('token', value), token);
    await adminPage.goto(`${ADMIN}/dashboard`);
    await adminPage.getByText('Заказы, ожидающие действий').waitFor();

    await adminPage.getByRole('button', { name: 'Профиль' }).click();
    await adminPage.getByRole('menuitem', { name: 'Выйти' }).click();
    await landedOn(adminPage, '/');
    expect(await adminPage.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await adminPage.getByRole('link', { name: 'Войти', exact: true }).first().waitFor();
    // The session is over on the server too, not only forgotten by the browser.
    const me = await fetch(`${shop.baseUrl}/api/v1/users/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);

    // Back to the back office: no token, so the storefront's sign-in.
    await adminPage.goto(ADMIN);
    await landedOn(adminPage, '/signin');
    await context.close();
  });
});

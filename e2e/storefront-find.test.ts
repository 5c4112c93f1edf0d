import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registerCustomer, type Customer } from './support/accounts';
import type { Shop } from './support/app';
import { sharedShop } from './support/shared-shop';
import { launchBrowser, newContext, screenshot } from './support/browser';

/**
 * Finding and trusting the shop in Chromium on the demo catalogue: the header search on a phone,
 * sorting by price, every main page at 360 px without sideways scrolling (screenshots at
 * 360/390/1280 px), the not-found pages and five fast clicks on + in the cart.
 */

let shop: Shop;
let browser: Browser;

const PHONE = { width: 360, height: 740 };
const PHONE_LARGE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

async function context(viewport: { width: number; height: number }, customer?: Customer): Promise<BrowserContext> {
  const created = await newContext(browser, shop.baseUrl, viewport);
  await created.addCookies([{ name: 'cookie_consent', value: '1', url: shop.baseUrl }]);
  if (customer) await created.addInitScript((token) => localStorage.setItem('token', token), customer.token);
  return created;
}

/** 1 234,50 byn → 1234.5 */
function priceOf(text: string): number {
  const match = /([\d\u00a0]+(?:,\d\d)?)\u00a0byn/.exec(text);
  if (!match) throw new Error(`no price in ${text}`);
  return Number(match[1].replace(/\u00a0/g, '').replace(',', '.'));
}

/** How far the page scrolls sideways (0 when it fits). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function api<T>(customer: Customer, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${shop.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body;
}

beforeAll(async () => {
  shop = sharedShop();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('finding dishes and a shop without rough edges', () => {
  it('the header search in the phone drawer finds a dish by parts of its words, any letter case and order', async () => {
    const phone = await context(PHONE_LARGE);
    const page = await phone.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const drawer = page.getByRole('dialog');
    // Every word must match; «драник» alone also finds dishes whose description mentions драники.
    await drawer.getByRole('searchbox', { name: 'Название блюда' }).fill('ХРУСТЯЩИЕ драник');
    await drawer.getByRole('button', { name: 'Найти' }).click();
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('q') === 'ХРУСТЯЩИЕ драник');
    await page.getByRole('heading', { name: 'Поиск: «ХРУСТЯЩИЕ драник»', level: 1 }).waitFor();
    const cards = page.locator('main article');
    await cards.first().waitFor();
    await expect.poll(() => cards.allInnerTexts()).toEqual([expect.stringContaining('Драники со сметаной')]);
    await expect.poll(() => page.getByText('Найдено: 1').count()).toBe(1);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'find-search-results-390');

    // A search with no match says so, and a wildcard is only a character.
    await page.goto('/products?q=%25%25');
    await page.getByText('по Вашему запросу ничего не найдено').waitFor();
    await phone.close();
  });

  it('sorting by price orders the grid, and the order stays in the URL', async () => {
    const laptop = await context(LAPTOP);
    const page = await laptop.newPage();
    await page.goto('/products?q=%D0%B1%D0%BE%D0%BA%D1%81');
    const cards = page.locator('main article');
    await cards.nth(3).waitFor();
    const sort = page.getByRole('combobox', { name: 'Сортировка' });

    const found = Number(/Найдено: (\d+)/.exec(await page.getByText(/^Найдено: \d+/).innerText())?.[1]);
    expect(found).toBeGreaterThan(3);
    // The grid renders its cards a few at a time: read the prices once all of them are there.
    const shownPrices = async () => {
      // textContent: cards far below the fold are not laid out (content-visibility), so they have no innerText.
      await expect.poll(async () => (await cards.allTextContents()).filter((text) => text.includes('byn')).length).toBe(found);
      return (await cards.allTextContents()).map(priceOf);
    };
    const sorted = (prices: number[], direction: 1 | -1) =>
      prices.every((price, index) => index === 0 || direction * (price - prices[index - 1]) >= 0);

    await sort.selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    await expect.poll(async () => sorted(await shownPrices(), 1)).toBe(true);
    const ascending = await shownPrices();
    expect(ascending[0]).toBeLessThan(ascending.at(-1)!);

    await sort.selectOption('price_desc');
    await page.waitForURL(/sort=price_desc/);
    await expect.poll(async () => sorted(await shownPrices(), -1) && (await shownPrices())[0] > ascending[0]).toBe(true);
    expect((await shownPrices()).sort((a, b) => a - b)).toEqual([...ascending].sort((a, b) => a - b));
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Сортировка' }).inputValue()).toBe('price_desc');
    await laptop.close();
  });

  it('a missing product or category says «не найден» and leads back; a failed load offers «Повторить»', async () => {
    const laptop = await context(LAPTOP);
    const page = await laptop.newPage();
    await page.goto('/product/987654');
    await page.getByRole('heading', { name: 'Товар не найден', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Смотреть все блюда' }).click();
    await page.waitForURL('**/products');
    await page.goto('/products?category_id=987654');
    await page.getByRole('heading', { name: 'Категория не найдена', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Все категории' }).waitFor();

    // The product list fails once (the connection drops), then works again. The first page comes
    // rendered from the server, so the list is asked for on the next in-app navigation.
    await page.goto('/products');
    await page.locator('main article').first().waitFor();
    let failures = 1;
    await page.route('**/api/v1/product/products_list**', (route) => (failures-- > 0 ? route.abort() : route.continue()));
    await page.evaluate(() => {
      history.pushState({}, '', '/products?sort=name');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('button', { name: 'Повторить' }).click();
    await page.locator('main article').first().waitFor();
    await laptop.close();
  });

  it('five fast clicks on + end on the shown count after a reload, on the server too', async () => {
    const customer = await registerCustomer(shop, 'Кира');
    const list = (await (await fetch(`${shop.baseUrl}/api/v1/product/products_list`)).json()) as { products: Array<{ id: number }> };
    await api(customer, '/api/v1/cart/add-item-to-cart', { method: 'POST', body: { product_id: list.products[0].id, quantity: 1 } });
    const phone = await context(PHONE, customer);
    const page = await phone.newPage();
    await page.goto('/cart');
    const cartList = page.getByRole('list', { name: 'Товары в корзине' });
    const field = cartList.getByRole('spinbutton').first();
    await field.waitFor();
    await expect.poll(() => field.inputValue()).toBe('1');
    const plus = cartList.getByRole('button', { name: 'Увеличить количество' }).first();
    for (let click = 0; click < 5; click += 1) await plus.click({ delay: 0 });
    await expect.poll(() => field.inputValue()).toBe('6');
    await page.waitForSelector('ul[aria-label="Товары в корзине"][aria-busy="false"]');
    await page.reload();
    await cartList.getByRole('spinbutton').first().waitFor();
    await expect.poll(() => cartList.getByRole('spinbutton').first().inputValue()).toBe('6');
    const server = await api<{ data: Array<{ quantity: number }> }>(customer, '/api/v1/cart/get-items-from-cart');
    expect(server.data.map((line) => line.quantity)).toEqual([6]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await phone.close();
  });

  describe('every main page fits the screen without sideways scrolling', () => {
    let customer: Customer;
    let product: { id: number; category_id: number };
    const pages: Array<[string, () => string, (page: Page) => Promise<unknown>]> = [
      ['home', () => '/', (page) => page.getByRole('list', { name: 'Как заказать' }).waitFor()],
      ['products', () => `/products?category_id=${product.category_id}`, (page) => page.locator('main article').first().waitFor()],
      ['product', () => `/product/${product.id}`, (page) => page.getByRole('heading', { name: 'Состав и аллергены' }).waitFor()],
      ['cart', () => '/cart', (page) => page.getByRole('list', { name: 'Товары в корзине' }).waitFor()],
      ['privacy', () => '/privacy', (page) => page.getByRole('heading', { name: 'Какие данные мы храним' }).waitFor()],
      ['delivery', () => '/how-to-order', (page) => page.getByText('Наличные — при получении заказа.').waitFor()],
    ];

    beforeAll(async () => {
      customer = await registerCustomer(shop, 'Вера');
      const list = (await (await fetch(`${shop.baseUrl}/api/v1/product/products_list?sort=price_desc`)).json()) as {
        products: Array<{ id: number; category_id: number }>;
      };
      product = list.products[0];
      await api(customer, '/api/v1/cart/add-item-to-cart', { method: 'POST', body: { product_id: product.id, quantity: 2 } });
    });

    it.each([
      [360, PHONE],
      [390, PHONE_LARGE],
      [1280, LAPTOP],
    ] as const)(
      'at %i px (screenshots of home, products, product, cart, privacy, delivery)',
      async (width, viewport) => {
        const browsing = await context(viewport, customer);
        const page = await browsing.newPage();
        for (const [name, path, ready] of pages) {
          await page.goto(path());
          await ready(page);
          expect({ name, width, overflow: await sidewaysOverflow(page) }).toEqual({ name, width, overflow: 0 });
          await screenshot(page, `find-${name}-${width}`);
        }
        await browsing.close();
      },
      300_000,
    );
  });

  it("'Мои заказы' with an order fits 360 px without sideways scrolling", async () => {
    const customer = await registerCustomer(shop, 'Нина');
    const list = (await (await fetch(`${shop.baseUrl}/api/v1/product/products_list`)).json()) as {
      products: Array<{ id: number; price: number }>;
    };
    const [first] = list.products;
    await api(customer, '/api/v1/cart/add-item-to-cart', { method: 'POST', body: { product_id: first.id, quantity: 3 } });
    const cart = await api<{ data: Array<{ id: number; product_id: number; quantity: number; price: number }>; total_price: number }>(
      customer,
      '/api/v1/cart/get-items-from-cart',
    );
    await api(customer, '/api/v1/order/create-new-order', {
      method: 'POST',
      body: {
        first_name: 'Нина',
        last_name: 'Петровна',
        surname: 'Ковалёва',
        contact_phone: '375291234567',
        contact_email: null,
        delivery_address: 'г. Минск, проспект Победителей, д. 100, кв. 215, подъезд 3',
        payment_method: 'card',
        product_list: cart.data.map((line) => ({
          cart_id: line.id,
          product_id: line.product_id,
          quantity: line.quantity,
          product_cost: line.price,
        })),
        total_cost: cart.total_price,
      },
    });
    const phone = await context(PHONE, customer);
    const page = await phone.newPage();
    await page.goto('/user-orders');
    await page.getByRole('heading', { name: 'Мои заказы' }).waitFor();
    await page
      .getByText(/банковская карта/)
      .first()
      .waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'find-orders-360');
    await phone.close();
  });

  describe('the home and products pages do not move while they load (cumulative layout shift)', () => {
    /** Sums the page's layout shifts not caused by input, from the start of each load, in `window.__layoutShift`. */
    const watchLayoutShifts = (browsing: BrowserContext) =>
      browsing.addInitScript(() => {
        const sum = { total: 0, shifts: [] as string[] };
        Object.assign(window, { __layoutShift: sum });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (entry.hadRecentInput) continue;
            sum.total += entry.value;
            sum.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
    const layoutShift = (page: Page) =>
      page.evaluate(() => (window as unknown as { __layoutShift: { total: number; shifts: string[] } }).__layoutShift);

    /** Loads `path` and waits until everything the page loads on its own is there (cards, contacts, footer). */
    async function loadFully(page: Page, path: string, content: string) {
      await page.goto(path);
      await page.locator(content).first().waitFor();
      await page.locator('footer').getByText('Режим работы').waitFor();
      await page.waitForLoadState('networkidle');
    }

    it.each([
      ['home', '/', '.category-card img'],
      ['products', '/products?category_id=1', 'main article img'],
    ] as const)(
      '%s: a first visit (cookie banner, fallback font) and the next one (Roboto cached) shift less than 0.1 at 390 and 1280 px',
      async (name, path, content) => {
        for (const viewport of [PHONE_LARGE, LAPTOP]) {
          const first = await newContext(browser, shop.baseUrl, viewport);
          await watchLayoutShifts(first);
          const page = await first.newPage();
          // A phone's CPU: renders arrive in several steps, as they do for shoppers.
          await (await first.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await loadFully(page, path, content);
          const firstVisit = await layoutShift(page);
          expect({ name, width: viewport.width, visit: 'first', ...firstVisit, below: firstVisit.total < 0.1 }).toMatchObject({
            below: true,
          });
          if (viewport === PHONE_LARGE) await screenshot(page, `find-first-visit-${name}-390`);

          // The font files were fetched for the next visit, which draws Roboto from the start.
          await expect.poll(() => page.evaluate(() => localStorage.getItem('bulbash-web-font'))).toBe('1');
          await loadFully(page, path, content);
          expect(await page.evaluate(() => document.documentElement.classList.contains('web-font'))).toBe(true);
          const nextVisit = await layoutShift(page);
          expect({ name, width: viewport.width, visit: 'next', ...nextVisit, below: nextVisit.total < 0.1 }).toMatchObject({ below: true });
          await first.close();
        }
      },
      180_000,
    );
  });

  it('the privacy policy is linked from the cookie banner and the footer', async () => {
    const fresh = await newContext(browser, shop.baseUrl, PHONE);
    const page = await fresh.newPage();
    await page.goto('/');
    await page.getByRole('dialog').getByRole('link', { name: 'Политика конфиденциальности' }).click();
    await page.waitForURL('**/privacy');
    await page.getByRole('heading', { name: 'Политика конфиденциальности', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Принять' }).click();
    await page.goto('/contacts');
    await page.locator('footer').getByRole('link', { name: 'Политика конфиденциальности' }).waitFor();
    await fresh.close();
  });
});

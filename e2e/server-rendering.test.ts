import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { registerCustomer } from './support/accounts';
import type { Shop } from './support/app';
import { sharedShop } from './support/shared-shop';
import { launchBrowser, newContext, screenshot } from './support/browser';

/**
 * The server-rendered storefront in Chromium on the demo catalogue: a dish page readable with
 * JavaScript off; with it on, hydration without a single warning and the page working as before
 * (filters, ordering); a messenger's preview robot gets the preview tags from the HTML alone.
 */

let shop: Shop;
let browser: Browser;
let dish: { id: number; name: string; category_id: number };

interface ProductList {
  products: Array<{ id: number; name: string; category_id: number; image_path: string | null }>;
}

beforeAll(async () => {
  shop = sharedShop();
  browser = await launchBrowser();
  const list = (await (await fetch(`${shop.baseUrl}/api/v1/product/products_list`)).json()) as ProductList;
  dish = list.products.find((product) => product.image_path) ?? list.products[0];
});

afterAll(async () => {
  await browser?.close();
});

/** Every warning and error the page logs (React reports a hydration mismatch as a console error). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

describe('server-rendered storefront pages', () => {
  it('shows a dish and its price with JavaScript disabled, styled', async () => {
    const context = await browser.newContext({ baseURL: shop.baseUrl, javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const response = await page.goto(`/product/${dish.id}`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(dish.name);
    await expect.poll(() => page.getByText(/^Цена: [\d\u00a0,]+\u00a0byn$/).count()).toBe(1);
    // Styled by the server's CSS: the heading uses the theme's font size, the header bar its colour.
    const headerColour = await page
      .locator('header')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(headerColour).toBe('rgb(122, 59, 18)');
    await screenshot(page, 'ssr-product-no-js-1280');
    const category = await context.newPage();
    await category.goto(`/products?category_id=${dish.category_id}`);
    await expect.poll(() => category.locator('main article').count()).toBeGreaterThan(0);
    await screenshot(category, 'ssr-products-no-js-1280');
    await context.close();
  });

  it('hydrates the product and category pages without a warning, and they work as before', async () => {
    const customer = await registerCustomer(shop);
    const context = await newContext(browser, shop.baseUrl, { width: 1280, height: 800 });
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: shop.baseUrl }]);
    await context.addInitScript((token) => localStorage.setItem('token', token), customer.token);
    const page = await context.newPage();
    const problems = consoleProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v1/product/')) apiCalls.push(request.url());
    });

    await page.goto(`/products?category_id=${dish.category_id}`);
    const cards = page.locator('main article');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    // Hydrated: the signed-in header appears (drawn only after hydration, from the stored token).
    await page.getByRole('button', { name: 'Выйти' }).waitFor();
    // The list came with the page: not asked for again.
    expect(apiCalls).toEqual([]);

    // Filters work as before: a sort reorders the list through the API.
    await page.getByLabel('Цена от, byn').fill('1');
    await page.waitForURL(/price_min=1/);
    await expect.poll(() => apiCalls.some((url) => url.includes('price_min=1'))).toBe(true);
    await expect.poll(() => cards.count()).toBeGreaterThan(0);

    // Ordering works: the first dish goes into the cart.
    await cards
      .first()
      .getByRole('button', { name: /^Заказать/ })
      .click();
    await page.getByTestId('cart-badge').waitFor();
    await screenshot(page, 'ssr-products-hydrated-1280');

    // A dish page opened directly hydrates too.
    await page.goto(`/product/${dish.id}`);
    await page.getByRole('heading', { level: 1, name: dish.name }).waitFor();
    await page.getByRole('button', { name: 'Выйти' }).waitFor();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Категории' }).waitFor();
    await page.getByRole('button', { name: 'Выйти' }).waitFor();
    await page.goto('/contacts');
    await page.getByRole('button', { name: 'Выйти' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hydrates a guest phone visit with the cookie banner, and the banner works', async () => {
    const context = await newContext(browser, shop.baseUrl, { width: 360, height: 740 });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await page.goto(`/product/${dish.id}`);
    await page.getByRole('dialog', { name: 'Мы используем файлы cookie' }).waitFor();
    await screenshot(page, 'ssr-product-guest-360');
    await page.getByRole('button', { name: 'Принять' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Мы используем файлы cookie' }).count()).toBe(0);
    // On a phone the header turns into the menu button once hydrated.
    await page.getByRole('button', { name: 'Открыть меню' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('gives a messenger preview robot (no JavaScript) the preview tags of a dish', async () => {
    const response = await fetch(`${shop.baseUrl}/product/${dish.id}`, {
      headers: { 'User-Agent': 'TelegramBot (like TwitterBot)', Accept: '*/*' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const tag = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    expect(tag('og:title')).toContain('byn');
    expect(tag('og:url')).toBe(`${shop.baseUrl}/product/${dish.id}`);
    expect(tag('twitter:card')).toBe('summary_large_image');
    const image = tag('og:image');
    expect(image).toMatch(/\.og\.jpg$/);
    const picture = await fetch(image!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
  });
});

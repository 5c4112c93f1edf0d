import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Shop } from './support/app';
import { sharedShop } from './support/shared-shop';
import { launchBrowser, newContext, screenshot } from './support/browser';

/**
 * Allergens and diets in Chromium on the demo catalogue at 390 px: a shopper excludes nuts and
 * picks vegetarian dishes, every card shown carries the badge, the URL keeps the choice over a
 * reload, the product page lists the allergens, and an impossible choice offers a way out.
 */

let shop: Shop;
let browser: Browser;

const PHONE_LARGE = { width: 390, height: 844 };

beforeAll(async () => {
  shop = sharedShop();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('allergens and diets on the storefront', () => {
  it('excludes nuts, keeps vegetarian dishes, survives a reload and shows what a dish contains', async () => {
    // A category where the choice keeps several dishes and drops some (asked of the API, which the page must agree with).
    type List = { products: { name: string; allergens: string[] }[]; total_products: number; total_pages: number };
    const get = async <T>(path: string) => (await (await fetch(`${shop.baseUrl}${path}`)).json()) as T;
    const categories = await get<{ id: number; name: string }[]>('/api/v1/category/list');
    let boxes: { id: number } | undefined;
    let expected: List = { products: [], total_products: 0, total_pages: 0 };
    for (const category of categories) {
      const all = await get<List>(`/api/v1/product/products_list?category_id=${category.id}`);
      const chosen = await get<List>(`/api/v1/product/products_list?category_id=${category.id}&diet=vegetarian&exclude_allergens=nuts`);
      if (chosen.total_products >= 2 && chosen.total_products < all.total_products && all.total_pages === 1) {
        boxes = category;
        expected = chosen;
        break;
      }
    }
    expect(boxes).toBeDefined();

    const phone = await newContext(browser, shop.baseUrl, PHONE_LARGE);
    await phone.addCookies([{ name: 'cookie_consent', value: '1', url: shop.baseUrl }]);
    const page = await phone.newPage();
    await page.goto(`/products?category_id=${boxes!.id}`);
    const cards = page.locator('main article');
    await cards.first().waitFor();
    const before = await cards.count();

    await page.getByText('Исключить аллергены').click();
    // The box follows the URL: the click changes the URL and the page re-renders the box checked,
    // so wait for the URL and the state rather than for the click itself to flip it.
    const nuts = page.getByRole('checkbox', { name: 'Орехи' });
    await nuts.click();
    await page.waitForURL((url) => url.searchParams.get('exclude_allergens') === 'nuts');
    await expect.poll(() => nuts.isChecked()).toBe(true);
    await page.getByRole('group', { name: 'Диета' }).getByRole('button', { name: 'Вегетарианское' }).click();
    await page.waitForURL((url) => url.searchParams.get('diet') === 'vegetarian' && url.searchParams.get('exclude_allergens') === 'nuts');
    await page.getByText(`Найдено: ${expected.products.length}`).waitFor();

    const checkCards = async () => {
      const names = await cards.locator('h2').allInnerTexts();
      expect(names).toEqual(expected.products.map((product) => product.name));
      expect(names.length).toBeLessThan(before);
      for (let index = 0; index < names.length; index += 1) {
        const badges = cards.nth(index).getByRole('list', { name: `Особенности блюда «${names[index]}»` });
        await expect.poll(() => badges.getByRole('listitem').allInnerTexts()).toContain('Вегетарианское');
      }
    };
    await checkCards();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await screenshot(page, 'dietary-filter-390');

    await page.reload();
    await cards.first().waitFor();
    await page.getByText(`Найдено: ${expected.products.length}`).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Вегетарианское' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Исключить аллергены').click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Орехи' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Глютен' }).isChecked()).toBe(false);
    await checkCards();

    // The product page of a dish that contains something lists it.
    const withAllergens = expected.products.find((product) => product.allergens.length > 0)!;
    await cards.filter({ hasText: withAllergens.name }).locator('a').first().click();
    const block = page.getByRole('region', { name: 'Состав и аллергены' });
    await block.waitFor();
    const contains = await block.getByText('Содержит:').locator('..').innerText();
    expect(contains).toMatch(/^Содержит: /);
    expect(contains).not.toContain('орехи');
    expect(contains.split(': ')[1].split(', ').length).toBeGreaterThanOrEqual(1);
    await expect.poll(() => block.getByRole('listitem').allInnerTexts()).toContain('Вегетарианское');
    await screenshot(page, 'dietary-product-390');

    // Nothing fits: the page says so and offers to clear the diet and allergen choice.
    await page.goto(`/products?category_id=${boxes!.id}&diet=vegan,gluten_free&exclude_allergens=sesame&price_min=1000`);
    await page.getByText('Нет подходящих блюд').waitFor();
    await screenshot(page, 'dietary-nothing-390');
    await page.getByRole('button', { name: 'Сбросить диету и аллергены' }).click();
    await page.waitForURL((url) => !url.searchParams.has('diet') && !url.searchParams.has('exclude_allergens'));
    expect(new URL(page.url()).searchParams.get('price_min')).toBe('1000');
    await phone.close();
  });
});

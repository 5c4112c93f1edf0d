import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sharedShop, type SharedShop } from './support/shared-shop';
import { launchBrowser, newContext, screenshot, VIEWPORTS } from './support/browser';

/**
 * The storefront in real Chromium against the real built server on a fresh demo database:
 * a guest browsing, the whole purchase of a new customer (with the mouse, and with the keyboard
 * alone), password reset by e-mail, the phone drawer and the cookie banner. Screenshots of every main page land in test-output/screenshots.
 */

const GUEST_WARNING = 'Для заказа необходимо ВОЙТИ или ЗАРЕГЕСТРИРОВАТЬСЯ!';

let shop: SharedShop;
let browser: Browser;

/** The first link to `path` e-mailed to `to`, waiting for the message to arrive. */
async function mailedLink(to: string, path: string, timeoutMs = 15_000): Promise<string> {
  const prefix = `${shop.baseUrl}${path}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of await shop.mail.messages(to)) {
      const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${to} with a link to ${path}`);
}

/** A context that already accepted cookies (the banner has its own test). */
async function consentedContext(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<BrowserContext> {
  const context = await newContext(browser, shop.baseUrl, viewport);
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: shop.baseUrl }]);
  return context;
}

async function expectNotice(page: Page, text: string | RegExp): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await alert.waitFor({ state: 'visible', timeout: 10_000 });
}

async function signUpAndVerify(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel(/^Имя/).fill('Ольга');
  await page.getByLabel(/^Фамилия/).fill('Шевчук');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Пароль/).fill(password);
  await page.getByLabel(/^Подтвердите пароль/).fill(password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).last().click();
  await page.waitForURL('**/check-email');
  await page.getByRole('heading', { name: 'Проверьте почту' }).waitFor();
  const link = await mailedLink(email, '/api/v1/users/verify-email');
  await page.goto(link);
  await expectNotice(page, 'Ваш email успешно подтвержден');
  await page.waitForURL((url) => url.pathname === '/');
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Пароль/).fill(password);
  await page.getByRole('button', { name: 'Войти' }).last().click();
  await expectNotice(page, 'Вы успешно вошли в свою учетную запись');
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{20,}/);
  // Narrow screens keep «Выйти» in the drawer; wide ones show it in the header.
  if ((page.viewportSize()?.width ?? 0) >= 900) await page.getByRole('button', { name: 'Выйти' }).waitFor();
}

/**
 * Presses Tab until the focused element's name (aria-label, its label, its text) matches `name`,
 * and checks that the browser shows that focus (:focus-visible). Fails after `limit` presses.
 */
async function tabTo(page: Page, name: RegExp, limit = 60): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return { name: '', visible: false };
      const byFor = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : '';
      const parts = [element.getAttribute('aria-label'), byFor, element.closest('label')?.textContent, element.innerText];
      return { name: parts.filter(Boolean).join(' ').trim(), visible: element.matches(':focus-visible') };
    });
    if (name.test(focused.name)) {
      expect(focused.visible, `focus on ${focused.name} is not visible`).toBe(true);
      return;
    }
  }
  throw new Error(`${limit} presses of Tab never reached ${name}`);
}

beforeAll(async () => {
  shop = sharedShop();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('storefront in Chromium', () => {
  it('a guest browses categories and products, filters, and is warned when ordering', async () => {
    const context = await consentedContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');
    await expect.poll(() => page.title()).toContain('Кейтеринг в Минске');
    await page.getByRole('heading', { name: 'Кейтеринг в Минске с доставкой', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Как заказать' }).waitFor();
    await page.getByText('catering', { exact: true }).waitFor();
    await page.locator('a[href^="tel:"]').first().waitFor();
    const firstCategory = page.locator('main a[href^="/products?category_id="]:has(h2)').first();
    const categoryName = (await firstCategory.locator('h2').textContent())!.trim();
    await screenshot(page, 'storefront-home-1440');

    await firstCategory.click();
    await page.waitForURL(/\/products\?category_id=\d+$/);
    await page.getByRole('heading', { name: categoryName, level: 1 }).waitFor();
    const cards = page.locator('main article');
    await cards.first().waitFor();
    await expect.poll(() => cards.first().innerText()).toMatch(/\d+(,\d\d)?\u00a0byn/);
    await expect.poll(() => cards.first().innerText()).toMatch(/на \d+ чел\., [\d\u00a0]+\u00a0г/);
    await screenshot(page, 'storefront-products-1440');

    // Filter by a maximum price: applied after the debounce, every card fits, the URL carries it.
    const filtered = page.waitForResponse(
      (response) => response.url().includes('products_list') && response.url().includes('price_max=80'),
    );
    await page.getByLabel('Цена до, byn').fill('80');
    await page.waitForURL(/price_max=80/);
    await filtered;
    // The answer has come; the grid shows it once React has rendered it: poll what it shows.
    const shownPrices = async () =>
      (await cards.allInnerTexts()).map((text) =>
        Number(
          /([\d\u00a0]+(,\d\d)?)\u00a0byn/
            .exec(text)?.[1]
            .replace(/\u00a0/g, '')
            .replace(',', '.'),
        ),
      );
    await expect
      .poll(async () => {
        const prices = await shownPrices();
        return prices.length > 0 && prices.every((price) => price <= 80);
      })
      .toBe(true);

    // Nothing matches: the empty text.
    await page.getByLabel('Цена от, byn').fill('99999');
    await page.getByText('по Вашему запросу ничего не найдено').waitFor();

    // Reset keeps the category.
    await page.getByRole('button', { name: 'Сбросить фильтр' }).click();
    await page.waitForURL(/\/products\?category_id=\d+$/);
    await cards.first().waitFor();

    // A subcategory button narrows the list.
    const subcategory = page.getByRole('group', { name: 'Подкатегории' }).getByRole('button').nth(1);
    await subcategory.click();
    await page.waitForURL(/subcategory_id=\d+/);
    await expect.poll(() => subcategory.getAttribute('aria-pressed')).toBe('true');

    // Ordering as a guest: a warning and nothing else.
    await cards
      .first()
      .getByRole('button', { name: /^Заказать/ })
      .click();
    await expectNotice(page, GUEST_WARNING);
    await expect.poll(() => page.getByRole('link', { name: /^Корзина/ }).count()).toBe(0);

    // The product page shows the guest hint with sign-in and sign-up links.
    await cards.first().locator('a').first().click();
    await page.waitForURL(/\/product\/\d+$/);
    await page.getByRole('heading', { name: 'Состав и аллергены' }).waitFor();
    await page.getByRole('link', { name: 'войдите' }).waitFor();
    await page.getByRole('link', { name: 'зарегистрируйтесь' }).waitFor();
    await page.getByRole('button', { name: /^Заказать/ }).click();
    await expectNotice(page, GUEST_WARNING);
    await screenshot(page, 'storefront-product-guest-1440');

    // Info pages and the not-found page.
    await page.goto('/contacts');
    await page.getByText('УНП').first().waitFor();
    await screenshot(page, 'storefront-contacts-1440');
    await page.goto('/how-to-order');
    await page.getByText('1 byn за каждый километр').waitFor();
    await page.getByText('Наличные — при получении заказа.').waitFor();
    await page.getByText('50% стоимости заказа').waitFor();
    await screenshot(page, 'storefront-how-to-order-1440');
    await page.goto('/about-us');
    await page.getByRole('heading', { name: 'О НАС' }).waitFor();
    await expect.poll(() => page.locator('main script').count()).toBe(0);
    await screenshot(page, 'storefront-about-us-1440');
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: /404/ }).waitFor();
    await expect.poll(() => page.title()).toContain('Страница не найдена');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a new customer signs up, follows the e-mailed link, signs in, orders two products and finds the order', async () => {
    const context = await consentedContext();
    const page = await context.newPage();
    const email = `olga.${Date.now()}@example.by`;
    const password = 'olga-secret-1';

    await signUpAndVerify(page, email, password);
    // Verification signs the user in; sign out and back in through the form.
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.getByRole('link', { name: 'Войти' }).waitFor();
    await signIn(page, email, password);

    // Two products from the first category, the second with quantity 2.
    await page.locator('main a[href^="/products?category_id="]').first().click();
    const cards = page.locator('main article');
    await cards.nth(1).waitFor();
    await cards
      .nth(0)
      .getByRole('button', { name: /^Заказать/ })
      .click();
    await expectNotice(page, 'Товар успешно добавлен в корзину');
    await cards
      .nth(0)
      .getByRole('button', { name: /перейти в корзину/ })
      .waitFor();
    await expect.poll(() => cards.nth(0).getByRole('spinbutton').isDisabled()).toBe(true);
    expect(
      await cards
        .nth(0)
        .getByRole('button', { name: /перейти в корзину/ })
        .innerText(),
    ).toBe('в корзину');

    await cards.nth(1).getByRole('button', { name: 'Увеличить количество' }).click();
    await cards
      .nth(1)
      .getByRole('button', { name: /^Заказать/ })
      .click();
    await cards
      .nth(1)
      .getByRole('button', { name: /перейти в корзину/ })
      .waitFor();
    await page.getByRole('link', { name: 'Корзина, товаров: 2' }).waitFor();

    await cards
      .nth(1)
      .getByRole('button', { name: /перейти в корзину/ })
      .click();
    await page.waitForURL('**/cart');
    const lines = page.getByRole('list', { name: 'Товары в корзине' }).locator('> li');
    await lines.nth(1).waitFor();
    await expect.poll(() => lines.count()).toBe(2);
    await expect.poll(() => lines.nth(1).getByRole('spinbutton').inputValue()).toBe('2');

    // Change a quantity with the keyboard: the total follows and the server gets it.
    const totalText = () => page.getByText(/^Итого:/).innerText();
    const totalBefore = await totalText();
    await lines.nth(0).getByRole('button', { name: 'Увеличить количество' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(totalText).not.toBe(totalBefore);
    await expect
      .poll(async () => {
        const response = await page.evaluate(async () => {
          const answer = await fetch('/api/v1/cart/get-items-from-cart', {
            headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
          });
          return (await answer.json()) as { data: { quantity: number }[] };
        });
        return response.data.map((item) => item.quantity).sort();
      })
      .toEqual([2, 2]);
    await screenshot(page, 'storefront-cart-1440');

    // Checkout: a bad phone is refused with the Russian message.
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    const submit = page.getByRole('button', { name: 'Подтвердить заказ' });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await page.getByLabel(/^Фамилия/).fill('Шевчук');
    await page.getByLabel(/^Имя/).fill('Ольга');
    await page.getByLabel(/^Отчество/).fill('Петровна');
    await page.getByLabel(/^Телефон/).fill('12345');
    await page.getByLabel(/^E-mail/).fill('olga@');
    await page.getByRole('checkbox', { name: /персональных данных/ }).check();
    await submit.click();
    await page.getByText('введите номер телефона в формате 375XXXXXXXXX').waitFor();
    await page.getByText('Вы ввели некорректный email!').waitFor();
    await screenshot(page, 'storefront-checkout-errors-1440');

    await page.getByLabel(/^Телефон/).fill('375291234567');
    await page.getByLabel(/^E-mail/).fill('');
    await page.getByLabel(/^Адрес доставки/).fill('г. Минск, ул. Немига, 5');
    await page.getByLabel(/^Время/).selectOption({ index: 1 });
    await expect.poll(() => page.getByRole('radio', { name: 'наличные' }).isChecked()).toBe(true);
    await submit.click();

    await page.waitForURL('**/order-placed/*');
    await page.getByRole('heading', { name: /^Заказ № \d+ оформлен$/ }).waitFor();
    await page.locator('header').getByRole('link', { name: 'Мои заказы' }).click();
    await page.waitForURL('**/user-orders');
    await page.getByRole('heading', { name: 'Мои заказы' }).waitFor();
    const row = page.getByRole('list', { name: 'Мои заказы' }).locator('> li').first();
    await row.waitFor();
    const rowText = await row.innerText();
    expect(rowText).toContain('в обработке');
    expect(rowText).toContain('наличные');
    expect(rowText).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    await row.getByRole('button', { name: /Состав заказа/ }).click();
    await page.getByText('г. Минск, ул. Немига, 5').waitFor();
    await page.getByText(/2 × /).first().waitFor();
    await screenshot(page, 'storefront-orders-1440');

    // The cart is empty now.
    await expect.poll(() => page.getByRole('link', { name: 'Корзина, товаров: 0' }).count()).toBe(1);
    await page.goto('/cart');
    await page.getByText('В корзине пока ничего нет').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Оформить заказ' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('a customer orders with the keyboard alone, every focused control visibly marked', async () => {
    const context = await consentedContext(VIEWPORTS.tablet);
    const page = await context.newPage();
    await signUpAndVerify(page, `keys.${Date.now()}@example.by`, 'keys-secret-1');
    await page.locator('main a[href^="/products?category_id="]').first().waitFor();

    await tabTo(page, /Фуршетные боксы/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/products?category_id=*');
    await page.locator('main article').first().waitFor();
    await tabTo(page, /^Заказать: /);
    await page.keyboard.press('Enter');
    await expectNotice(page, 'Товар успешно добавлен в корзину');
    // The tab order may pass the whole header (search, my orders) and the filters again: allow more presses.
    await tabTo(page, /перейти в корзину/, 150);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/cart');
    await page.getByRole('list', { name: 'Товары в корзине' }).locator('> li').first().waitFor();

    await tabTo(page, /^Оформить заказ$/);
    await page.keyboard.press('Enter');
    // The form is a lazy chunk and its times come from the kitchen's answer: Tab through it once both are there.
    await page.getByRole('heading', { name: 'Оформление заказа' }).waitFor();
    await expect.poll(() => page.getByLabel(/^Время/).isEnabled()).toBe(true);
    // The first time slot the form offers, then the contacts (names come prefilled from the account).
    await tabTo(page, /^Время/);
    await page.keyboard.press('ArrowDown');
    for (const [label, text] of [
      [/^Фамилия/, 'Клавиатурова'],
      [/^Имя/, 'Ирина'],
      [/^Отчество/, 'Павловна'],
      [/^Телефон/, '375447654321'],
      [/^Адрес доставки/, 'г. Минск, ул. Клавишная, 1'],
    ] as const) {
      await tabTo(page, label);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
    }
    await tabTo(page, /персональных данных/);
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('button', { name: 'Подтвердить заказ' }).isEnabled()).toBe(true);
    await screenshot(page, 'storefront-checkout-keyboard-768');
    await tabTo(page, /^Подтвердить заказ$/);
    await page.keyboard.press('Enter');

    await page.waitForURL('**/order-placed/*');
    await page.goto('/user-orders');
    const row = page.getByRole('list', { name: 'Мои заказы' }).locator('> li').first();
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('в обработке');
    await screenshot(page, 'storefront-orders-768');
    await context.close();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const context = await consentedContext(VIEWPORTS.tablet);
    const page = await context.newPage();
    const email = `reset.${Date.now()}@example.by`;
    await signUpAndVerify(page, email, 'first-secret-1');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('button', { name: 'Выйти' }).click();

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await page.waitForURL('**/forgot-password');
    // The router keeps the sign-in form on screen until the lazy page arrives: wait for the new one.
    await page.getByRole('heading', { name: 'Восстановление пароля' }).waitFor();
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByRole('button', { name: 'Восстановить' }).click();
    await page.waitForURL('**/check-email');
    await screenshot(page, 'storefront-check-email-768');

    const link = await mailedLink(email, '/api/v1/users/restore-password');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Новый пароль' }).waitFor();
    await page.getByLabel(/^Новый пароль/).fill('second-secret-2');
    await page.getByLabel(/^Подтвердите пароль/).fill('second-secret-3');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.getByText('пароли не совпадают!').waitFor();
    await page.getByLabel(/^Подтвердите пароль/).fill('second-secret-2');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: /^Корзина/ }).waitFor();

    // The new password works; the old one does not.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/signin');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Пароль/).fill('first-secret-1');
    await page.getByRole('button', { name: 'Войти' }).last().click();
    await page.getByRole('alert').waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    await signIn(page, email, 'second-secret-2');
    await context.close();
  });

  it('opens the right-side drawer on a 360 px phone', async () => {
    const context = await consentedContext(VIEWPORTS.phone);
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('main a[href^="/products?category_id="]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect.poll(() => page.getByRole('link', { name: 'Войти' }).count()).toBe(0);
    await screenshot(page, 'storefront-home-360');

    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const drawer = page.getByRole('navigation', { name: 'Меню' });
    await drawer.waitFor();
    // Polled: the drawer slides in, and a busy machine may measure it mid-way.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? box.x + box.width : 0;
      })
      .toBeGreaterThan(350);
    const items = (await drawer.getByRole('link').allInnerTexts()).map((text) => text.trim());
    expect(items).toEqual(['Категории', 'Рассчитать меню', 'Контакты', 'Доставка и оплата', 'О нас', 'Войти', 'Зарегистрироваться']);
    await screenshot(page, 'storefront-drawer-360');

    await drawer.getByRole('link', { name: 'Доставка и оплата' }).click();
    await page.waitForURL('**/how-to-order');
    await drawer.waitFor({ state: 'hidden' });

    await page.goto('/products?category_id=1');
    await page.locator('main article').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'storefront-products-360');
    await context.close();
  });

  it('shows the cookie banner until it is accepted and remembers the choice', async () => {
    const context = await newContext(browser, shop.baseUrl, VIEWPORTS.tablet);
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Мы используем файлы cookie' });
    await banner.waitFor();
    await screenshot(page, 'storefront-cookie-banner-768');
    await banner.getByRole('button', { name: 'Принять' }).click();
    await banner.waitFor({ state: 'hidden' });

    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie).toBeDefined();
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await page.locator('main a[href^="/products?category_id="]').first().waitFor();
    await expect.poll(() => banner.count()).toBe(0);
    const second = await context.newPage();
    await second.goto('/contacts');
    await second.getByText('УНП').first().waitFor();
    await expect.poll(() => second.getByRole('dialog', { name: 'Мы используем файлы cookie' }).count()).toBe(0);
    await context.close();
  });
});

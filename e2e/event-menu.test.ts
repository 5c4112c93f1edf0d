import { describe, expect, it } from 'vitest';
import { adminToken, registerCustomer } from './support/accounts';
import { newContext, screenshot } from './support/browser';
import { useShopAndBrowser } from './support/session';

/**
 * «Рассчитать меню» in real Chromium on a 390 px phone: a buffet for 60 at 30 byn a head with a
 * vegetarian table, a dish swapped, the whole menu into the cart with the guest plan agreeing; and
 * a guest's enquiry found and moved on in the back office.
 */

// Its own server: the back office's count of new enquiries must be this file's one.
const env = useShopAndBrowser();

const money = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

describe('event menu builder in Chromium', () => {
  it('plans a buffet for 60 at 30 byn a head with 8 vegetarians, swaps a dish, and puts the menu in the cart (390 px)', async () => {
    const customer = await registerCustomer(env.shop, 'Ирина');
    const context = await newContext(env.browser, env.shop.baseUrl, { width: 390, height: 844 });
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: env.shop.baseUrl }]);
    await context.addInitScript((token) => localStorage.setItem('token', token), customer.token);
    const page = await context.newPage();
    const eventChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/EventPage-/.test(request.url())) eventChunks.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Кейтеринг в Минске с доставкой' }).waitFor();
    expect(eventChunks).toEqual([]);
    await page.getByRole('link', { name: 'Рассчитать меню' }).first().click();
    await page.waitForURL('**/event');
    await expect.poll(() => eventChunks.length).toBeGreaterThan(0);

    const buffet = page.getByRole('radio', { name: /Фуршет/ });
    await buffet.waitFor();
    await buffet.click();
    await expect.poll(() => buffet.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('spinbutton', { name: 'Гостей' }).fill('60');
    await page.getByRole('spinbutton', { name: /Бюджет на гостя/ }).fill('30');
    await page.getByRole('spinbutton', { name: /вегетарианцев/ }).fill('8');

    const lines = page.getByTestId('menu-line');
    await lines.first().waitFor();
    const boxes = page.getByRole('region', { name: 'Фуршетные боксы' });
    await boxes.getByText(/✓ хватает: \d+ из 60 порций/).waitFor();
    await page
      .getByRole('region', { name: 'Канапе и тарталетки' })
      .getByText(/✓ хватает: \d+ из 60 порций/)
      .waitFor();
    await page
      .getByRole('region', { name: 'Десерты' })
      .getByText(/✓ хватает: \d+ из 30 порций/)
      .waitFor();
    await expect.poll(() => boxes.getByTestId('menu-line').count()).toBeGreaterThanOrEqual(3);
    const totalBefore = money(await page.getByTestId('menu-total').innerText());
    expect(totalBefore).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('menu-per-guest').innerText()).toMatch(/на гостя — (в рамках|больше) бюджета/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'event-menu-proposed-390');

    // Swap the first box for another box: the menu and its total change at once, coverage is re-checked.
    const firstBox = boxes.getByTestId('menu-line').first();
    const swappedOut = (await firstBox.locator('span').first().innerText()).trim();
    const swap = firstBox.getByRole('combobox', { name: /Заменить/ });
    const options = await swap.locator('option').allInnerTexts();
    expect(options.length).toBeGreaterThan(1);
    await swap.selectOption({ index: 1 });
    const dishNames = () => boxes.getByTestId('menu-line').locator('> div > span:first-child').allInnerTexts();
    await expect.poll(dishNames).not.toContain(swappedOut);
    await expect.poll(async () => money(await page.getByTestId('menu-total').innerText())).not.toBe(totalBefore);
    await boxes.getByText(/хватает: \d+ из 60 порций/).waitFor();
    await screenshot(page, 'event-menu-swapped-390');
    const menuLines = await lines.count();

    await page.getByRole('button', { name: 'Положить в корзину' }).click();
    await page.waitForURL('**/cart');
    const cartList = page.getByRole('list', { name: 'Товары в корзине' });
    await cartList.locator('> li').first().waitFor();
    await expect.poll(() => cartList.locator('> li').count()).toBe(menuLines);
    // The cart remembers the head count, and its guest plan agrees: boxes and canapés feed all 60.
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Гостей' }).inputValue()).toBe('60');
    const plan = page.getByRole('list', { name: 'План на гостей' });
    await plan
      .getByText(/из 60 гостей — хватает$/)
      .first()
      .waitFor();
    const rows = await plan.locator('> li').allInnerTexts();
    expect(rows.find((row) => row.includes('Фуршетные боксы'))).toMatch(/из 60 гостей — хватает/);
    expect(rows.find((row) => row.includes('Канапе'))).toMatch(/из 60 гостей — хватает/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'event-menu-cart-390');
    await context.close();
  });

  it('sends an enquiry as a guest, and the back office finds it, counts it, moves it on and makes an order of it', async () => {
    const context = await newContext(env.browser, env.shop.baseUrl, { width: 390, height: 844 });
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: env.shop.baseUrl }]);
    const page = await context.newPage();
    await page.goto('/event');
    await page.getByRole('radio', { name: /Банкет/ }).click();
    await page.getByRole('spinbutton', { name: 'Гостей' }).fill('25');
    const time = page.getByRole('combobox', { name: /^Время/ });
    await time.selectOption({ index: 2 });
    await page.getByTestId('menu-line').first().waitFor();
    await page.getByRole('link', { name: 'Войти, чтобы заказать' }).waitFor();
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    const form = page.getByRole('form', { name: 'Заявка менеджеру' });
    await form.getByLabel(/^Имя/).fill('Гость Свадебный');
    await form.getByLabel(/^Телефон/).fill('+375 (29) 555-44-33');
    await form.getByLabel(/^E-mail/).fill('wedding@example.by');
    await form.getByLabel(/^Компания/).fill('Свадьба Ивановых');
    await screenshot(page, 'event-enquiry-form-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    const sent = page.getByText(/Заявка №\d+ отправлена/);
    await sent.waitFor();
    const enquiryId = Number((await sent.innerText()).match(/№(\d+)/)?.[1]);
    expect(enquiryId).toBeGreaterThan(0);
    await env.shop.mail.waitFor('wedding@example.by', new RegExp(`Заявка №${enquiryId}`));
    await context.close();

    const admin = await newContext(env.browser, env.shop.baseUrl, { width: 1280, height: 900 });
    await admin.addInitScript((token) => localStorage.setItem('token', token), await adminToken(env.shop));
    const adminPage = await admin.newPage();
    await adminPage.goto('/bulbash_admin/admin/dashboard');
    await expect.poll(async () => adminPage.getByTestId('new-enquiries-count').innerText()).toBe('1');
    await adminPage.getByRole('tab', { name: /Заявки: новых 1/ }).waitFor();
    await adminPage.getByRole('tab', { name: /Заявки/ }).click();
    const row = adminPage.getByRole('row', { name: new RegExp(`Гость Свадебный`) });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('Новая');
    await row.click();
    await adminPage.getByText(`Заявка №${enquiryId}: Банкет, 25 гостей — Новая`).waitFor();
    await adminPage.getByRole('table', { name: 'Меню заявки' }).waitFor();
    await adminPage.getByText('гость (без аккаунта)').waitFor();
    await screenshot(adminPage, 'event-enquiry-backoffice-show');
    await adminPage.getByRole('combobox', { name: 'Статус' }).click();
    await adminPage.getByRole('option', { name: 'В работе' }).click();
    await adminPage.getByRole('textbox', { name: 'Заметка' }).fill('Перезвонить завтра');
    await adminPage.getByRole('button', { name: 'Сохранить' }).click();
    await adminPage.getByText(`Заявка №${enquiryId}: Банкет, 25 гостей — В работе`).waitFor();
    await adminPage.getByText('Перезвонить завтра').waitFor();
    await screenshot(adminPage, 'event-enquiry-backoffice-moved');

    // «Создать заказ»: the enquiry's menu becomes an order for the guest (an account is opened for the e-mail).
    await adminPage.getByRole('button', { name: 'Создать заказ' }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Заказ по заявке №${enquiryId}` });
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Имя' }).inputValue()).toBe('Гость');
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Фамилия' }).inputValue()).toBe('Свадебный');
    await dialog.getByRole('textbox', { name: 'Отчество' }).fill('Петрович');
    await dialog.getByRole('button', { name: 'Создать заказ' }).click();
    await adminPage.waitForURL(/\/orders\/\d+\/show$/);
    const orderId = Number(adminPage.url().match(/orders\/(\d+)\/show/)?.[1]);
    expect(orderId).toBeGreaterThan(0);
    await env.shop.mail.waitFor('wedding@example.by', new RegExp(`Заказ №${orderId}`));
    await adminPage.goto(`/bulbash_admin/admin/enquiries/${enquiryId}/show`);
    await adminPage.getByRole('link', { name: `Заказ №${orderId}` }).waitFor();
    await adminPage.getByText(`Создан заказ №${orderId}`).waitFor();
    await screenshot(adminPage, 'event-enquiry-backoffice-order');
    // The link keeps the back office's base path and opens the order.
    expect(await adminPage.getByRole('link', { name: `Заказ №${orderId}` }).getAttribute('href')).toBe(
      `/bulbash_admin/admin/orders/${orderId}/show`,
    );
    await admin.close();
  });
});

import { describe, expect, it } from 'vitest';
import { registerCustomer } from './support/accounts';
import { newContext, screenshot, VIEWPORTS } from './support/browser';
import { placeOrder } from './support/orders';
import { callApi } from './support/session';
import { useSharedShop } from './support/shared-shop';

/**
 * «Получать уведомления в Telegram» (issue 45) in Chromium against the shared built server and its
 * Telegram Bot API stand-in: the order page's link carries a fresh one-time token; when the stand-in
 * delivers `/start <token>` from a chat (as Telegram does once the customer presses «Запустить»),
 * the page shows the chat as connected, and the chat hears of the order. «Отключить» then unlinks.
 */
describe('Telegram notifications in the browser', () => {
  const env = useSharedShop();

  it('binds the chat that sends /start with the order page’s token, and the page shows it connected', async () => {
    const customer = await registerCustomer(env.shop, 'Вера');
    const orderId = await placeOrder(env.shop, customer, '375291230045', 'cash');
    const context = await newContext(env.browser, env.shop.baseUrl, VIEWPORTS.phone);
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: env.shop.baseUrl }]);
    await context.addInitScript((token) => localStorage.setItem('token', token), customer.token);
    // The link opens Telegram in a new tab: here a page of our own instead of t.me (no network in tests).
    await context.route('https://t.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Telegram</title>' }));
    const page = await context.newPage();
    await page.goto(`/order-placed/${orderId}`);

    const link = page.getByRole('link', { name: 'Получать уведомления в Telegram' });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://t.me/bulbash_test_bot');
    const token = url.searchParams.get('start') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await callApi(env.shop, customer.token, '/api/v1/users/me/telegram')).toEqual({ enabled: true, connected: false });

    const [telegramTab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await telegramTab.waitForLoadState();
    expect(telegramTab.url()).toBe(href);
    await page.getByText(/нажмите «Запустить»/).waitFor();
    await screenshot(page, 'telegram-order-page-waiting-360');

    // The customer pressed «Запустить» in Telegram: the bot gets `/start <token>` from the chat.
    const chatId = 700_000 + (Date.now() % 100_000);
    expect((await env.shop.telegram.type(chatId, `/start ${token}`)).status).toBe(200);
    await page.bringToFront();
    await page.getByTestId('telegram-connected').waitFor();
    expect(await page.getByTestId('telegram-connected').textContent()).toMatch(/^Telegram подключён/);
    await expect
      .poll(async () => (await env.shop.telegram.messages(chatId)).map((message) => message.text))
      .toEqual([expect.stringMatching(/готово/)]);
    await screenshot(page, 'telegram-order-page-connected-360');

    // «Мои заказы» shows the same chat connected; «Отключить» unlinks it and offers a new link.
    await page.goto('/user-orders');
    const connected = page.getByTestId('telegram-connected');
    await connected.waitFor();
    await page.getByRole('button', { name: 'Отключить' }).click();
    const fresh = page.getByRole('link', { name: 'Получать уведомления в Telegram' });
    await fresh.waitFor();
    expect(new URL((await fresh.getAttribute('href')) ?? '').searchParams.get('start')).not.toBe(token);
    expect(await callApi(env.shop, customer.token, '/api/v1/users/me/telegram')).toEqual({ enabled: true, connected: false });
    await expect
      .poll(async () => (await env.shop.telegram.messages(chatId)).map((message) => message.text))
      .toContainEqual(expect.stringMatching(/отключены на сайте/));
    // The used token binds nothing any more.
    await env.shop.telegram.type(chatId + 1, `/start ${token}`);
    await expect
      .poll(async () => (await env.shop.telegram.messages(chatId + 1)).map((message) => message.text))
      .toEqual([expect.stringMatching(/устарела/)]);
    await context.close();
  });
});

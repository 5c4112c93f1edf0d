import { describe, expect, it } from 'vitest';
import { registerCustomer } from './support/accounts';
import { newContext, screenshot } from './support/browser';
import { callApi } from './support/session';
import { useSharedShop } from './support/shared-shop';

/**
 * The public offer and the payment-and-refund terms (#37): built from the contacts record, linked
 * in the footer and at checkout, naming the payment methods in text (nothing drawn from elsewhere).
 * At 390 px and 1366 px, with screenshots.
 */
const env = useSharedShop();

interface Contacts {
  name_organization: string;
  pan: string;
  organization_address: string;
  email: string;
}

describe('public offer and payment terms', () => {
  for (const [label, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1366', { width: 1366, height: 900 }],
  ] as const) {
    it(`shows the offer and the payment terms with the seller from the contacts record, linked from the footer (${label} px)`, async () => {
      const contacts = (await (await fetch(`${env.shop.baseUrl}/api/v1/contacts/`)).json()) as Contacts;
      const context = await newContext(env.browser, env.shop.baseUrl, viewport);
      await context.addCookies([{ name: 'cookie_consent', value: '1', url: env.shop.baseUrl }]);
      const page = await context.newPage();
      const remote: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(env.shop.baseUrl) && !request.url().startsWith('data:')) remote.push(request.url());
      });

      const online = (await (await fetch(`${env.shop.baseUrl}/api/v1/payments/online`)).json()) as { enabled: boolean };
      await page.goto('/');
      const footer = page.locator('footer');
      await footer.getByRole('link', { name: 'Публичная оферта' }).waitFor();
      // The cards and ERIP are named where the shop takes them: the payment settings say whether it does.
      await expect.poll(() => footer.getByText(/Оплата онлайн: Visa, Mastercard, Белкарт, ЕРИП/).count()).toBe(online.enabled ? 1 : 0);
      await footer.getByRole('link', { name: 'Публичная оферта' }).click();
      await page.waitForURL('**/offer');
      await page.getByRole('heading', { name: 'Публичная оферта', level: 1 }).waitFor();
      const main = page.locator('main');
      await main.getByText(`УНП ${contacts.pan}`, { exact: false }).first().waitFor();
      const offer = await main.innerText();
      expect(offer).toContain(contacts.name_organization);
      expect(offer).toContain(contacts.organization_address);
      for (const section of [
        'Предмет',
        'Оформление и принятие заказа',
        'Цены',
        'Оплата',
        'Доставка',
        'Отмена заказа и возврат денег',
        'Персональные данные',
      ])
        expect(offer).toContain(section);
      expect(offer).toContain('белорусских рублях (BYN)');
      expect(offer).toMatch(/Visa, Mastercard, Белкарт/);
      await screenshot(page, `offer-${label}`);

      await page.locator('footer').getByRole('link', { name: 'Оплата и возврат' }).click();
      await page.waitForURL('**/payment-terms');
      await page.getByRole('heading', { name: 'Оплата и возврат', level: 1 }).waitFor();
      await main.getByText(contacts.name_organization, { exact: false }).first().waitFor();
      const terms = await main.innerText();
      for (const section of ['Оплата банковской картой', 'Оплата через ЕРИП', 'Безопасность платежей', 'Возврат денег'])
        expect(terms).toContain(section);
      expect(terms).toContain('Visa, Mastercard, Белкарт');
      expect(terms).toContain(contacts.email);
      await screenshot(page, `payment-terms-${label}`);
      expect(remote).toEqual([]);
      await context.close();
    });
  }

  it('says at checkout that ordering accepts the public offer, with the link (390 px)', async () => {
    const customer = await registerCustomer(env.shop, 'Ольга');
    const { products } = await callApi<{ products: { id: number }[] }>(env.shop, customer.token, '/api/v1/product/products_list');
    await callApi(env.shop, customer.token, '/api/v1/cart/add-item-to-cart', { product_id: products[0].id, quantity: 1 });
    const context = await newContext(env.browser, env.shop.baseUrl, { width: 390, height: 844 });
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: env.shop.baseUrl }]);
    await context.addInitScript((token) => localStorage.setItem('token', token), customer.token);
    const page = await context.newPage();
    await page.goto('/cart');
    await page.getByRole('list', { name: 'Товары в корзине' }).locator('> li').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    const line = page.getByTestId('checkout-offer');
    await line.waitFor();
    expect((await line.innerText()).replace(/\s+/g, ' ')).toBe('Оформляя заказ, вы принимаете условия публичной оферты.');
    await expect.poll(() => line.getByRole('link', { name: 'публичной оферты' }).getAttribute('href')).toBe('/offer');
    await line.scrollIntoViewIfNeeded();
    await screenshot(page, 'checkout-offer-390');
    await context.close();
  });
});

import { shortDayTitle } from '@bulbash/rules';
import { describe, expect, it } from 'vitest';
import { adminToken, registerCustomer } from './support/accounts';
import { newContext, screenshot, VIEWPORTS } from './support/browser';
import { callApi } from './support/session';
import { unique, useSharedShop } from './support/shared-shop';

const ADMIN = '/bulbash_admin/admin';
const PHONE = { width: 390, height: 844 };

interface LunchDay {
  date: string;
  headcount: number;
  editable: boolean;
}

/**
 * Office lunches (issue 46) in Chromium against the shared built server: a company's contact opens
 * «Обеды в офис» on a phone, changes the next day still open (before its cutoff, 10:00 Minsk the day
 * before) and the manager sees the new headcount on the back office's lunch calendar.
 */
describe('office lunches in the browser', () => {
  const env = useSharedShop();

  it('the contact changes the next open day’s headcount at 390 px and the manager sees it on the calendar', async () => {
    const contact = await registerCustomer(env.shop, 'Ольга');
    const me = await callApi<{ id: number }>(env.shop, contact.token, '/api/v1/users/me');
    const owner = await adminToken(env.shop);
    const company = unique('ООО «Обед');
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    // Every day of the week, so whatever day the test runs, the next open day is within the calendar's week.
    const contract = await callApi<{ id: number }>(env.shop, owner, '/api/v1/admin/lunch-contracts', {
      company: {
        name: `${company}»`,
        unp: '190123456',
        address: 'Минск, ул. Кальварийская, 1',
        account: 'BY13NBRB3600900000002Z00AB00',
        bic: 'NBRBBY2X',
      },
      contact_user_id: me.id,
      delivery_address: 'Минск, ул. Кальварийская, 1, офис 5',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      delivery_time: '12:30',
      headcount: 30,
      price_per_person: 12.5,
      starts_on: today,
    });

    const context = await newContext(env.browser, env.shop.baseUrl, PHONE);
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: env.shop.baseUrl }]);
    await context.addInitScript((token) => localStorage.setItem('token', token), contact.token);
    const page = await context.newPage();
    await page.goto('/lunches');
    // The first day whose headcount can still be changed.
    const headcountField = page.getByRole('spinbutton', { name: /^Человек на / });
    const first = page
      .getByRole('listitem')
      .filter({ has: headcountField.and(page.locator(':enabled')) })
      .first();
    await first.waitFor();
    const title = (await first.getAttribute('aria-label')) ?? '';
    expect(title).toMatch(/^[а-я]{2}, \d{2}\.\d{2}$/);
    const card = page.getByRole('listitem', { name: title, exact: true });
    const open = card.getByRole('spinbutton', { name: /^Человек на / });
    await open.fill('26');
    await card.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Сохранить' }).isDisabled()).toBe(true);
    await expect.poll(() => open.inputValue()).toBe('26');
    // No sideways scrolling on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'lunches-contact-390');
    await context.close();

    // The day the page changed, as the API tells it.
    const from = today;
    const to = new Date(Date.parse(`${today}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);
    const changed = (await callApi<LunchDay[]>(env.shop, contact.token, `/api/v1/lunches/${contract.id}/days?from=${from}&to=${to}`)).find(
      (day) => shortDayTitle(day.date) === title,
    );
    expect(changed?.headcount).toBe(26);

    const staff = await newContext(env.browser, env.shop.baseUrl, VIEWPORTS.desktop);
    await staff.addInitScript((token) => localStorage.setItem('token', token), owner);
    const office = await staff.newPage();
    await office.goto(`${ADMIN}/lunch-calendar`);
    const cell = office.getByRole('cell', { name: `${company}», ${title}` });
    await cell.waitFor();
    await expect.poll(() => cell.innerText()).toMatch(/26/);
    await screenshot(office, 'lunches-manager-calendar-1440');
    await staff.close();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoriesUrl } from '../api/catalogue';
import { CONTACTS_URL } from '../api/info';
import type { Category } from '../api/types';
import { forgetOnlinePayments, ONLINE_PAYMENTS_URL } from '../api/payments';
import { PageDataProvider, type PageAnswers } from '../ssr/pageData';
import { renderWithApp } from '../test/render';
import { useOnlinePayments } from '../payment/useOnlinePayments';
import HomePage from './HomePage';
import { HomeIntro } from './HomeIntro';

const category: Category = {
  id: 3,
  name: 'Фуршетные боксы',
  description: '',
  image_path: null,
  status_enabled: true,
  position: 1,
  date_created: '2026-11-01T10:00:00+03:00',
  date_updated: '2026-11-01T10:00:00+03:00',
};
const contacts = { phone_number_1: '+375 29 615-42-87', email: 'info@bulbash.by', app_link: '', instagram_link: '', telegram_link: '' };
const OFF_TEXT = 'на сайте: оплата наличными или картой при получении';
const ON_TEXT = 'на сайте: оплата картой онлайн или через ЕРИП, а также наличными или картой при получении';

/** The «Как заказать» step about paying. */
const paymentStep = () => within(screen.getByRole('list', { name: 'Как заказать' })).getByText(/^на сайте:/).textContent;

/** The API behind fetch: the categories, and whether online payment is on. */
function fakeApi(online: boolean) {
  const urls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    urls.push(url);
    if (url.includes(ONLINE_PAYMENTS_URL))
      return Response.json(online ? { enabled: true, methods: ['card', 'erip'] } : { enabled: false, methods: [] });
    if (url.includes(categoriesUrl())) return Response.json([category]);
    if (url.includes(CONTACTS_URL)) return Response.json(contacts);
    return Response.json(null, { status: 404 });
  });
  return urls;
}

afterEach(() => {
  vi.restoreAllMocks();
  // Asked once per page load: each test is a new page.
  forgetOnlinePayments();
});

describe('HomePage: how to pay follows the payment settings', () => {
  it('says cash or card at the door while online payment is off', async () => {
    fakeApi(false);
    renderWithApp(<HomePage />);
    await screen.findByRole('link', { name: 'Фуршетные боксы' });
    await waitFor(() => expect(paymentStep()).toBe(OFF_TEXT));
  });

  it('names card online and ERIP when the shop takes online payments', async () => {
    const urls = fakeApi(true);
    renderWithApp(<HomePage />);
    await waitFor(() => expect(paymentStep()).toBe(ON_TEXT));
    expect(urls.some((url) => url.includes(ONLINE_PAYMENTS_URL))).toBe(true);
  });

  it('hydrates the server’s words from the page’s answer, without asking again', async () => {
    const urls = fakeApi(false);
    const answers: PageAnswers = { [ONLINE_PAYMENTS_URL]: { status: 200, body: { enabled: true, methods: ['card', 'erip'] } } };
    // The home page's intro as HomePage draws it (its lazy contacts header needs a streaming render).
    const Intro = () => <HomeIntro categories={[category]} onOpen={() => undefined} online={useOnlinePayments()} />;
    const page = (
      <MemoryRouter>
        <PageDataProvider answers={answers}>
          <Intro />
        </PageDataProvider>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page);
    expect(container.textContent).toContain(ON_TEXT);
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) }));
    expect(mismatches).toEqual([]);
    expect(paymentStep()).toBe(ON_TEXT);
    // The answer came with the page: the browser does not ask for it (the fake API would say «off»).
    expect(urls.some((url) => url.includes(ONLINE_PAYMENTS_URL))).toBe(false);
    act(() => root.unmount());
    container.remove();
  });
});

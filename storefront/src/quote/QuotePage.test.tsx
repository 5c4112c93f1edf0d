import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../shared/constants';
import { renderWithApp } from '../test/render';
import QuotePage from './QuotePage';
import { allowConsole } from '../test/console';

const TOKEN = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

const quote = (extra: Record<string, unknown> = {}) => ({
  id: 12,
  token: TOKEN,
  status: 'sent',
  version: 1,
  event_at: '2026-12-12T15:30:00.000Z',
  guests: 40,
  format: 'buffet',
  format_name: 'Фуршет',
  delivery_method: 'delivery',
  delivery_address: 'ул. Ленина, 1',
  delivery_distance_km: 10,
  contact_name: 'Анна',
  contact_email: 'anna@example.by',
  lines: [
    { kind: 'dish', product_id: 1, name: 'Канапе с сёмгой', category_name: 'Канапе', quantity: 4, unit_price: 100, line_total: 400 },
    { kind: 'dish', product_id: 3, name: 'Цезарь', category_name: 'Салаты', quantity: 5, unit_price: 60, line_total: 300 },
    { kind: 'service', name: 'Официант', unit: 'час', quantity: 8, unit_price: 15, line_total: 120 },
    { kind: 'service', name: 'Аренда посуды', unit: 'шт.', quantity: 40, unit_price: 2.5, line_total: 100 },
  ],
  items_total: 700,
  services_total: 220,
  delivery_cost: 10,
  discount: 46,
  discount_percent: 5,
  total: 884,
  per_guest: 22.1,
  deposit: { percent: 50, amount: 442, due_at: '2026-11-29' },
  balance: { amount: 442, due_at: '2026-12-09' },
  cancellation_rule: 'Отмена позже чем за 7 дней — 50 %.',
  can_accept: true,
  valid_until: '2026-12-01',
  terms: 'Предоплата 50 % в течение 3 дней.',
  ...extra,
});

interface Fake {
  calls: Array<{ method: string; url: string; body?: unknown }>;
}

/** A fake API: the quote, /users/me when a token is stored, and the accept and changes answers given. */
function fakeServer(
  answer: { status?: number; body?: unknown } | null,
  accept: { status: number; body: unknown } = { status: 201, body: { order_id: 77 } },
): Fake {
  const fake: Fake = { calls: [] };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    fake.calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.includes('/users/me'))
      return Response.json({ id: 5, name: 'Анна', surname: 'К', email: 'anna@example.by', is_active: true, is_admin: false });
    if (url.endsWith('/accept')) return Response.json(accept.body, { status: accept.status });
    if (url.endsWith('/changes')) return Response.json({ message: 'Комментарий отправлен' });
    if (url.endsWith('/decline')) return Response.json({ message: 'Предложение отклонено' });
    if (url.includes('/payments/online')) return Response.json({ enabled: false, methods: [] });
    if (!answer) return Response.json({ detail: 'Предложение не найдено' }, { status: 404 });
    return Response.json(answer.body ?? quote(), { status: answer.status ?? 200 });
  });
  return fake;
}

const renderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/quote/:token" element={<QuotePage />} />
      <Route path="/404" element={<p>страница 404</p>} />
    </Routes>,
    { route: `/quote/${TOKEN}` },
  );

afterEach(() => vi.restoreAllMocks());

describe('the quote page', () => {
  it('shows the event, the dishes by category, services, the money and the terms', async () => {
    fakeServer({});
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Коммерческое предложение №12' })).toBeInTheDocument();
    expect(screen.getByTestId('quote-event')).toHaveTextContent('12.12.2026 в 18:30');
    expect(within(screen.getByRole('region', { name: 'Канапе' })).getByText('Канапе с сёмгой')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Салаты' })).getByText('Цезарь')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Услуги' })).getByText('8 час × 15,00 byn')).toBeInTheDocument();
    expect(screen.getByText('Скидка 5 %').parentElement).toHaveTextContent('−46,00 byn');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('884,00 byn');
    expect(screen.getByText('На гостя (40)').parentElement).toHaveTextContent('22,10 byn');
    expect(screen.getByTestId('quote-deposit')).toHaveTextContent('50 % — 442,00 byn до 29.11.2026');
    expect(screen.getByTestId('quote-balance')).toHaveTextContent('442,00 byn до 09.12.2026');
    expect(screen.getByText('Отмена позже чем за 7 дней — 50 %.')).toBeInTheDocument();
    expect(screen.getByTestId('quote-valid-until')).toHaveTextContent('01.12.2026');
    expect(screen.getByTestId('quote-terms')).toHaveTextContent('Предоплата 50 %');
    expect(screen.getByRole('link', { name: 'Скачать PDF' })).toHaveAttribute('href', `/api/v1/quotes/${TOKEN}.pdf`);
  });

  it('asks a signed-out customer to sign in or up with the quote’s e-mail, coming back to the quote', async () => {
    const fake = fakeServer({});
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Принять' }));
    const prompt = screen.getByTestId('quote-sign-in');
    expect(prompt).toHaveTextContent('anna@example.by');
    const next = encodeURIComponent(`/quote/${TOKEN}`);
    expect(within(prompt).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', `/signin?next=${next}&email=anna%40example.by`);
    expect(within(prompt).getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute(
      'href',
      `/signup?next=${next}&email=anna%40example.by`,
    );
    expect(fake.calls.some((call) => call.url.endsWith('/accept'))).toBe(false);
  });

  it('accepts for a signed-in customer and shows the order with the way to «Мои заказы»', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-of-anna');
    const fake = fakeServer({});
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Принять' }));
    const dialog = await screen.findByRole('dialog', { name: 'Принять предложение?' });
    expect(dialog).toHaveTextContent('884,00 byn');
    // Nothing is chosen for the customer: the button waits for a payment method.
    expect(within(dialog).getByRole('button', { name: 'Принять и оформить заказ' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'банковская карта' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Принять и оформить заказ' }));
    const accepted = await screen.findByTestId('quote-accepted');
    expect(accepted).toHaveTextContent('заказ № 77');
    expect(within(accepted).getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/user-orders');
    expect(screen.queryByRole('button', { name: 'Принять' })).not.toBeInTheDocument();
    const posted = fake.calls.filter((call) => call.method === 'POST' && call.url === `/api/v1/quotes/${TOKEN}/accept`);
    expect(posted).toHaveLength(1);
    expect(posted[0].body).toEqual({ payment_method: 'card' });
  });

  it('signed in with another account (403): the prompt names both e-mails', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-of-someone');
    fakeServer({}, { status: 403, body: { detail: 'Предложение адресовано другому e-mail' } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Принять' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'наличные' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Принять и оформить заказ' }));
    const prompt = await screen.findByTestId('quote-sign-in');
    expect(prompt).toHaveTextContent('предложение адресовано anna@example.by');
  });

  it('a full kitchen (409) says so with the API’s words', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-of-anna');
    fakeServer({}, { status: 409, body: { detail: 'На 12.12.2026 кухня занята. Ближайший свободный день — 13.12.2026' } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Принять' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'наличные' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Принять и оформить заказ' }));
    expect(await screen.findByText(/Ближайший свободный день — 13\.12\.2026/)).toBeInTheDocument();
  });

  it('sends «Нужны изменения» with the comment', async () => {
    const fake = fakeServer({});
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Нужны изменения' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить комментарий' }));
    expect(screen.getByText('Напишите, что изменить')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Что изменить?'), 'Гостей будет 45');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить комментарий' }));
    expect(await screen.findByTestId('quote-changes-sent')).toBeInTheDocument();
    expect(fake.calls.find((call) => call.url.endsWith('/changes'))?.body).toEqual({ comment: 'Гостей будет 45' });
  });

  it('«Отказаться» declines with the reason and the page says so', async () => {
    const fake = fakeServer({});
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Отказаться' }));
    fireEvent.change(screen.getByLabelText(/Почему не подходит/), { target: { value: 'Перенесли мероприятие' } });
    await userEvent.click(screen.getByRole('button', { name: 'Отказаться от предложения' }));
    expect(await screen.findByTestId('quote-closed')).toHaveTextContent('Предложение отклонено');
    expect(screen.queryByRole('button', { name: 'Принять' })).not.toBeInTheDocument();
    expect(fake.calls.find((call) => call.url.endsWith('/decline'))?.body).toEqual({ comment: 'Перенесли мероприятие' });
  });

  it.each([
    ['expired', 'Срок действия предложения истёк 01.12.2026'],
    ['replaced', 'заменено новой версией'],
    ['declined', 'Предложение отклонено'],
  ])('%s: the quote says so, offers a new one and cannot be accepted', async (status, text) => {
    fakeServer({ body: quote({ status, can_accept: false }) });
    renderPage();
    const notice = await screen.findByTestId('quote-closed');
    expect(notice).toHaveTextContent(text);
    expect(within(notice).getByRole('link', { name: 'Запросить новое предложение' })).toHaveAttribute('href', '/event');
    expect(screen.queryByRole('button', { name: 'Принять' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Нужны изменения' })).not.toBeInTheDocument();
  });

  it('an accepted quote shows its order', async () => {
    fakeServer({ body: quote({ status: 'accepted', order_id: 91, can_accept: false }) });
    renderPage();
    expect(await screen.findByTestId('quote-accepted')).toHaveTextContent('заказ № 91');
    expect(screen.queryByRole('button', { name: 'Принять' })).not.toBeInTheDocument();
  });

  it('an unknown token is the not-found page', async () => {
    allowConsole(/Предложение не найдено/);
    fakeServer(null);
    renderPage();
    expect(await screen.findByText('страница 404')).toBeInTheDocument();
  });
});

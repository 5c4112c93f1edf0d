import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lunchCutoffPassedText, lunchTermsText } from '@bulbash/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LunchContract, LunchDay } from '../api/lunches';
import { Header } from '../layout/Header';
import { NotificationHost } from '../shared/NotificationHost';
import { renderWithApp } from '../test/render';
import LunchesPage from './LunchesPage';

const terms = {
  headcount: 30,
  weekdays: [1, 2, 3, 4, 5],
  deliveryTime: '12:30',
  deliveryAddress: 'г. Минск, пр. Победителей, 7, офис 301',
  pricePerPerson: 14.5,
  cutoffTime: '10:00',
  lateChargePercent: 100,
};

const contract: LunchContract = {
  id: 5,
  company: {
    name: 'ООО «Ромашка»',
    unp: '190123456',
    address: 'г. Минск, ул. Немига, 5',
    account: 'BY13NBRB3600900000002Z00AB00',
    bic: 'NBRBBY2X',
  },
  contact_user_id: 1,
  contact_email: 'anna@romashka.by',
  contact_name: 'Котова Анна',
  contact_phone: null,
  delivery_address: 'г. Минск, пр. Победителей, 7, офис 301',
  weekdays: [1, 2, 3, 4, 5],
  delivery_time: '12:30',
  headcount: 30,
  price_per_person: 14.5,
  cutoff_time: '10:00',
  late_charge_percent: 100,
  po_number: 'PO-77',
  starts_on: '2026-10-01',
  ends_on: null,
  status: 'active',
  status_label: 'действует',
  terms: lunchTermsText(terms),
  date_created: '2026-09-20T09:00:00.000Z',
  date_updated: '2026-09-20T09:00:00.000Z',
};

/** The cutoff of a day: 10:00 Minsk time the day before. */
const cutoffOf = (date: string) => {
  const before = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return `${before}T10:00:00+03:00`;
};

/** A day as the API answers it: open until its cutoff, then locked with the cutoff named. */
const day = (date: string, extra: Partial<LunchDay> = {}): LunchDay => {
  const open = Date.parse(cutoffOf(date)) > Date.now();
  return {
    date,
    headcount: 30,
    set: null,
    diet_note: null,
    skipped: false,
    editable: open,
    cutoff_at: cutoffOf(date),
    order_id: null,
    state: open ? 'open' : 'locked',
    reason: open ? null : lunchCutoffPassedText(date, '10:00'),
    closed_reason: null,
    holiday: null,
    sets: [{ name: 'Обед', dishes: [{ product_id: 3, name: 'Борщ', quantity_per_person: 1 }] }],
    amount: 435,
    late_charge: 0,
    ...extra,
  };
};

const SETS = [
  { name: 'Набор А', dishes: [{ product_id: 1, name: 'Драники', quantity_per_person: 1 }] },
  { name: 'Набор Б', dishes: [{ product_id: 2, name: 'Овощное рагу', quantity_per_person: 1 }] },
];

interface Patch {
  date: string;
  body: Record<string, unknown>;
}

/**
 * The contact's API: one contract; Monday 7 December (today, made into order 501 at its cutoff),
 * Tuesday (two sets), Wednesday; PATCH changes the day, or answers 409 for a date in `lateDates`
 * (its cutoff passed while the page was open) and from then on serves that day read-only.
 */
function fakeServer({ contracts = [contract], lateDates = [] as string[] } = {}) {
  const days = new Map<string, LunchDay>(
    [
      day('2026-12-07', { order_id: 501, state: 'ordered', reason: 'День 07.12.2026 уже закрыт: заказ №501 передан на кухню' }),
      day('2026-12-08', { sets: SETS, set: 'Набор А' }),
      day('2026-12-09'),
    ].map((row) => [row.date, row]),
  );
  const patches: Patch[] = [];
  const ranges: string[] = [];
  const documents: Array<{ url: string; auth: string | null }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://shop');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/v1/users/me')
      return Response.json({ id: 1, name: 'Анна', surname: 'Котова', email: 'anna@romashka.by', is_active: true, is_admin: false });
    if (url.pathname === '/api/v1/lunches') return Response.json(contracts);
    const patch = /^\/api\/v1\/lunches\/5\/days\/(\d{4}-\d{2}-\d{2})$/.exec(url.pathname);
    if (patch && method === 'PATCH') {
      const date = patch[1];
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      patches.push({ date, body });
      const current = days.get(date)!;
      if (lateDates.includes(date)) {
        days.set(date, { ...current, editable: false, state: 'locked', reason: lunchCutoffPassedText(date, '10:00') });
        return Response.json({ detail: lunchCutoffPassedText(date, '10:00') }, { status: 409 });
      }
      days.set(date, { ...current, ...body, state: body.skipped === true ? 'open' : current.state });
      return Response.json(days.get(date));
    }
    if (url.pathname === '/api/v1/lunches/5/days') {
      ranges.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
      return Response.json([...days.values()]);
    }
    if (/^\/api\/v1\/lunches\/5\/(invoices|acts)\//.test(url.pathname)) {
      documents.push({ url: url.pathname, auth: new Headers(init?.headers).get('Authorization') });
      if (url.pathname.includes('2026-11')) return new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
      return Response.json({ detail: 'Not Found' }, { status: 404 });
    }
    if (url.pathname.includes('get-items-from-cart')) return Response.json({ data: [], total_price: 0 });
    return Response.json({ detail: 'not found' }, { status: 404 });
  });
  return { patches, ranges, documents };
}

let consoleErrors: ReturnType<typeof vi.spyOn>;
let consoleWarnings: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // Monday 7 December 2026, 09:00 in Minsk: Tuesday's cutoff (today 10:00) is an hour away.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-07T09:00:00+03:00'));
  localStorage.setItem('token', 'T');
  consoleErrors = vi.spyOn(console, 'error');
  consoleWarnings = vi.spyOn(console, 'warn');
});

afterEach(() => {
  // No React warning (act, keys, controlled inputs, MUI's out-of-range values) while the screen ran.
  expect(consoleErrors).not.toHaveBeenCalled();
  expect(consoleWarnings).not.toHaveBeenCalled();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const renderPage = () =>
  renderWithApp(
    <>
      <LunchesPage />
      <NotificationHost />
    </>,
    { route: '/lunches' },
  );

describe('«Обеды в офис»', { timeout: 60_000 }, () => {
  it('states the terms in words and asks for the next two weeks', async () => {
    const server = fakeServer();
    renderPage();
    const terms = await screen.findByRole('region', { name: 'Условия договора' });
    expect(terms).toHaveTextContent('ООО «Ромашка»');
    expect(terms).toHaveTextContent(
      'Обеды на 30 чел. по дням: пн, вт, ср, чт, пт, доставка к 12:30 по адресу: г. Минск, пр. Победителей, 7, офис 301.',
    );
    expect(terms).toHaveTextContent(/Цена — 14,50\sbyn за человека\./);
    expect(terms).toHaveTextContent('изменить или день пропустить до 10:00 накануне; изменение или отмена позже оплачивается полностью.');
    expect(terms).toHaveTextContent('Договор действует с 01.10.2026, без срока окончания. Номер заказа (PO) на документах: PO-77.');
    await screen.findByRole('listitem', { name: 'пн, 07.12' });
    expect(server.ranges).toEqual(['2026-12-07..2026-12-20']);
    expect(screen.getByRole('region', { name: 'Неделя 07.12 – 13.12' })).toBeInTheDocument();
  });

  it('shows a day past its cutoff read-only with the reason, and changes tomorrow’s headcount before it', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPage();

    const today = await screen.findByRole('listitem', { name: 'пн, 07.12' });
    expect(within(today).getByTestId('read-only-reason')).toHaveTextContent(
      'День 07.12.2026 уже закрыт: заказ №501 передан на кухню. Изменить день теперь можно только по телефону, по условиям договора.',
    );
    expect(today).toHaveTextContent('30 чел.');
    expect(within(today).getByText('Принят')).toBeInTheDocument();
    expect(today).toHaveTextContent('Обед: Борщ');
    expect(within(today).queryByRole('button')).not.toBeInTheDocument();
    expect(within(today).queryByRole('spinbutton')).not.toBeInTheDocument();

    const tomorrow = screen.getByRole('listitem', { name: 'вт, 08.12' });
    expect(tomorrow).toHaveTextContent('Изменить можно до 07.12.2026 в 10:00');
    expect(within(tomorrow).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    const headcount = within(tomorrow).getByRole('spinbutton', { name: 'Человек на вт, 08.12' });
    await user.clear(headcount);
    await user.type(headcount, '26');
    await user.click(within(tomorrow).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(server.patches).toEqual([{ date: '2026-12-08', body: { headcount: 26 } }]));
    expect(await screen.findByText('Сохранено: вт, 08.12 — 26 чел.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'вт, 08.12' })).getByRole('spinbutton')).toHaveValue(26));
    expect(within(screen.getByRole('listitem', { name: 'вт, 08.12' })).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });

  it('chooses the day’s set and writes a diet note, then skips a day and brings it back', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPage();

    const tuesday = await screen.findByRole('listitem', { name: 'вт, 08.12' });
    expect(within(tuesday).getByRole('radio', { name: 'Набор А: Драники' })).toBeChecked();
    await user.click(within(tuesday).getByRole('radio', { name: 'Набор Б: Овощное рагу' }));
    await user.type(within(tuesday).getByRole('textbox', { name: 'Пожелания' }), '2 вегетарианских');
    await user.click(within(tuesday).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(server.patches).toEqual([{ date: '2026-12-08', body: { set: 'Набор Б', diet_note: '2 вегетарианских' } }]));

    const wednesday = screen.getByRole('listitem', { name: 'ср, 09.12' });
    // A day without a choice of sets offers none.
    expect(within(wednesday).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(wednesday).getByRole('button', { name: 'Пропустить день' }));
    await waitFor(() => expect(server.patches.at(-1)).toEqual({ date: '2026-12-09', body: { skipped: true } }));
    const skipped = await screen.findByRole('listitem', { name: 'ср, 09.12' });
    await waitFor(() => expect(within(skipped).getByText('Пропущен')).toBeInTheDocument());
    expect(within(skipped).queryByRole('spinbutton')).not.toBeInTheDocument();
    await user.click(within(skipped).getByRole('button', { name: 'Вернуть день' }));
    await waitFor(() => expect(server.patches.at(-1)).toEqual({ date: '2026-12-09', body: { skipped: false } }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'ср, 09.12' })).getByRole('spinbutton')).toHaveValue(30));
  });

  it('shows the API’s 409 after the cutoff passed on an open page, and the day turns read-only', async () => {
    const server = fakeServer({ lateDates: ['2026-12-09'] });
    const user = userEvent.setup();
    renderPage();

    const wednesday = await screen.findByRole('listitem', { name: 'ср, 09.12' });
    await user.click(within(wednesday).getByRole('button', { name: 'Увеличить количество' }));
    await user.click(within(wednesday).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(server.patches).toEqual([{ date: '2026-12-09', body: { headcount: 31 } }]));

    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('Изменения на 09.12.2026 принимались до 10:00 08.12.2026');
    const card = screen.getByRole('listitem', { name: 'ср, 09.12' });
    expect(card).toContainElement(refused);
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument());
    expect(within(card).getByTestId('read-only-reason')).toHaveTextContent('Изменения на 09.12.2026 принимались до 10:00 08.12.2026');
    expect(within(card).queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('opens the month’s invoice and act with the session, and says when a month has none yet', async () => {
    const server = fakeServer();
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    const user = userEvent.setup();
    renderPage();

    const documents = await screen.findByRole('region', { name: 'Счета и акты' });
    // The contract started in October: November and October so far.
    expect(
      within(documents)
        .getAllByRole('listitem')
        .map((row) => row.firstChild?.textContent),
    ).toEqual(['ноябрь 2026', 'октябрь 2026']);
    await user.click(within(documents).getByRole('button', { name: 'Акт (PDF), ноябрь 2026' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:pdf', '_blank', 'noopener'));
    expect(server.documents).toEqual([{ url: '/api/v1/lunches/5/acts/2026-11.pdf', auth: 'Bearer T' }]);

    await user.click(within(documents).getByRole('button', { name: 'Счёт (PDF), октябрь 2026' }));
    expect(await screen.findByText('Счёт за октябрь 2026 ещё не выставлен')).toBeInTheDocument();
    expect(server.documents.at(-1)).toEqual({ url: '/api/v1/lunches/5/invoices/2026-10.pdf', auth: 'Bearer T' });
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('says so to an account without a contract, and asks a guest to sign in', async () => {
    fakeServer({ contracts: [] });
    renderPage();
    expect(await screen.findByText(/нет договора на обеды в офис/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Условия договора' })).not.toBeInTheDocument();
  });

  it('asks a guest to sign in and come back', async () => {
    localStorage.clear();
    fakeServer();
    renderPage();
    expect(await screen.findByRole('link', { name: 'войдите' })).toHaveAttribute('href', '/signin?next=%2Flunches');
  });

  it('links «Обеды в офис» from the header for a contract’s contact only', async () => {
    fakeServer();
    renderWithApp(<Header />);
    expect(await screen.findByRole('link', { name: 'Обеды в офис' })).toHaveAttribute('href', '/lunches');
  });

  it('has no «Обеды в офис» link for an account without a contract', async () => {
    // Another session: the header asks once per token.
    localStorage.setItem('token', 'U');
    fakeServer({ contracts: [] });
    renderWithApp(<Header />);
    expect(await screen.findByRole('link', { name: 'Мои заказы' })).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([input]) => String(input) === '/api/v1/lunches')).toBe(true));
    expect(screen.queryByRole('link', { name: 'Обеды в офис' })).not.toBeInTheDocument();
  });
});

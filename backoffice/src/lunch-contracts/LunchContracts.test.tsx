import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, RecordContextProvider, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { ROLE_PERMISSIONS, type StaffRole } from '@bulbash/rules';
import { allows } from '../access/access';
import { createDataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import type { LunchContractRecord, LunchDayRow, LunchStatement as Statement } from './lunchApi';
import LunchCalendar from './LunchCalendar';
import LunchContractList from './LunchContractList';
import { LunchStatement } from './LunchStatement';
import { LunchStatusActions } from './LunchStatusActions';

/** The lunch screens against the real data provider; the API is answered here, every request kept. */

const romashka: LunchContractRecord = {
  id: 5,
  company: {
    name: 'ООО «Ромашка»',
    unp: '190123456',
    address: 'г. Минск, ул. Немига, 5',
    account: 'BY13NBRB3600900000002Z00AB00',
    bic: 'NBRBBY2X',
  },
  contact_user_id: 3,
  contact_email: 'anna@romashka.by',
  contact_name: 'Котова Анна',
  contact_phone: null,
  delivery_address: 'пр. Победителей, 7, офис 301',
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
  terms: 'Обеды на 30 чел. по дням: пн, вт, ср, чт, пт…',
  date_created: '2026-09-20T09:00:00.000Z',
  date_updated: '2026-09-20T09:00:00.000Z',
};
const vasilek: LunchContractRecord = {
  ...romashka,
  id: 6,
  company: { ...romashka.company, name: 'ИП Василёк', unp: '191234567' },
  delivery_address: 'ул. Сурганова, 2',
  weekdays: [1, 3, 5],
  delivery_time: '13:00',
  headcount: 12,
  price_per_person: 12,
  contact_name: 'Лис Олег',
  status: 'paused',
  status_label: 'приостановлен',
};

const day = (date: string, headcount: number, extra: Partial<LunchDayRow> = {}): LunchDayRow => ({
  date,
  headcount,
  set: null,
  diet_note: null,
  skipped: false,
  editable: true,
  cutoff_at: `${date}T07:00:00Z`,
  order_id: null,
  state: 'open',
  reason: null,
  closed_reason: null,
  holiday: null,
  sets: [
    { name: 'Набор А', dishes: [] },
    { name: 'Набор Б', dishes: [] },
  ],
  amount: headcount * 14.5,
  late_charge: 0,
  ...extra,
});

const november: Statement = {
  contract_id: 5,
  month: '2026-11',
  days: [
    { date: '2026-11-02', headcount: 30, amount: 435, late_charge: 0, delivered: true, order_id: 71, order_status: 'completed' },
    { date: '2026-11-03', headcount: 26, amount: 377, late_charge: 58, delivered: true, order_id: 72, order_status: 'completed' },
    { date: '2026-11-04', headcount: 30, amount: 0, late_charge: 435, delivered: false, order_id: 73, order_status: 'canceled' },
  ],
  delivered_days: 2,
  delivered_total: 812,
  late_charges: 493,
  total: 1305,
  invoice_number: null,
  issued_on: null,
  due_on: null,
  paid: 0,
  due: 1305,
};
const invoiced = { ...november, invoice_number: 'BC-2026-000045', issued_on: '2026-12-01', due_on: '2026-12-11' };

interface Call {
  method: string;
  url: string;
  body: unknown;
  auth: string | null;
}

let calls: Call[];
let statementNow: Statement;

const json = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

beforeEach(() => {
  calls = [];
  statementNow = november;
  window.localStorage.setItem('token', 'tok-1');
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({
      method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      auth: new Headers(init.headers).get('Authorization'),
    });
    const { pathname, searchParams } = new URL(url, 'http://shop');
    if (pathname === '/api/v1/admin/lunch-contracts' && method === 'GET') {
      const filter = JSON.parse(searchParams.get('filter') ?? '{}') as { status?: string };
      const rows = [romashka, vasilek].filter((row) => !filter.status || row.status === filter.status);
      return json(rows, { 'Content-Range': `lunch-contracts 0-${rows.length - 1}/${rows.length}` });
    }
    if (pathname === '/api/v1/admin/lunch-contracts/5/days')
      return json([
        day('2026-12-08', 26, { set: 'Набор Б', diet_note: '2 вегетарианских' }),
        day('2026-12-09', 30, { skipped: true }),
        day('2026-12-10', 30, { state: 'closed', editable: false, closed_reason: 'санитарный день', amount: 0 }),
      ]);
    if (pathname === '/api/v1/admin/lunch-contracts/6/days') return json([day('2026-12-08', 12, { order_id: 88 })]);
    if (pathname === '/api/v1/admin/lunch-contracts/run-cutoff')
      return json({
        days: [
          { contract_id: 5, date: '2026-12-08', outcome: 'ordered', order_id: 90, note: null, closed_now: true },
          {
            contract_id: 7,
            date: '2026-12-08',
            outcome: 'closed',
            order_id: null,
            note: 'Кухня не работает 08.12.2026: санитарный день',
            closed_now: true,
          },
          { contract_id: 8, date: '2026-12-08', outcome: 'ordered', order_id: 89, note: null, closed_now: false },
        ],
      });
    if (pathname === '/api/v1/admin/lunch-contracts/5/statement') {
      const month = searchParams.get('month');
      if (month === '2026-10')
        return json({ ...november, month, days: [], delivered_days: 0, delivered_total: 0, late_charges: 0, total: 0, due: 0 });
      return json(statementNow);
    }
    if (pathname === '/api/v1/admin/lunch-contracts/5/close-month') {
      statementNow = invoiced;
      return json(statementNow, {}, 201);
    }
    if (pathname === '/api/v1/admin/lunch-contracts/5/payments') {
      const { amount } = JSON.parse(String(init.body)) as { amount: number };
      statementNow = { ...statementNow, paid: statementNow.paid + amount, due: statementNow.due - amount };
      return json(statementNow);
    }
    if (pathname.endsWith('.pdf')) return new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
    if (pathname === '/api/v1/admin/lunch-contracts/5' && method === 'PUT') return json({ ...romashka, ...(calls.at(-1)?.body as object) });
    if (pathname === '/api/v1/admin/customers')
      return json([{ id: 3, name: 'Анна', surname: 'Котова', email: 'anna@romashka.by' }], { 'Content-Range': 'customers 0-0/1' });
    return json({ detail: 'Not Found' });
  });
});

let consoleErrors: ReturnType<typeof vi.spyOn>;
let consoleWarnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
  consoleWarnings = vi.spyOn(console, 'warn');
});

afterEach(() => {
  cleanup();
  // No React (or react-admin, or MUI) warning while the screens ran.
  expect(consoleErrors).not.toHaveBeenCalled();
  expect(consoleWarnings).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const authAs = (role: StaffRole): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ROLE_PERMISSIONS[role],
  canAccess: async ({ resource, action }) => allows(ROLE_PERMISSIONS[role], resource, action),
});

const renderAs = (role: StaffRole, children: React.ReactNode) =>
  render(
    <AdminContext dataProvider={createDataProvider()} authProvider={authAs(role)} i18nProvider={i18nProvider}>
      {children}
      <Notification />
    </AdminContext>,
  );

/** The first screen a file renders loads react-admin and MUI cold: on 2 busy cores that takes seconds. */
const SLOW = { timeout: 10_000 };

const writes = () => calls.filter((call) => call.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

describe('«Обеды в офис» in the back office', { timeout: 60_000 }, () => {
  it('lists the active contracts with their days, headcount, price and status; the manager may add one', async () => {
    renderAs(
      'manager',
      <ResourceContextProvider value="lunch-contracts">
        <LunchContractList />
      </ResourceContextProvider>,
    );
    const row = (await screen.findByText('ООО «Ромашка»', undefined, SLOW)).closest('tr')!;
    expect(row.textContent?.replace(/\s/g, ' ')).toBe(
      '5ООО «Ромашка»Котова Аннапр. Победителей, 7, офис 301пн, вт, ср, чт, пт к 12:303014,50 bynдействует',
    );
    // Active contracts by default: the paused one is filtered out by the API.
    expect(screen.queryByText('ИП Василёк')).toBeNull();
    const list = calls.find((call) => call.url.startsWith('/api/v1/admin/lunch-contracts?'))!;
    expect(JSON.parse(new URL(list.url, 'http://shop').searchParams.get('filter')!)).toEqual({ status: 'active' });
    expect(list.auth).toBe('Bearer tok-1');
    for (const header of ['№', 'Компания', 'Контактное лицо', 'Адрес доставки', 'Рабочие дни', 'Человек', 'Цена за человека', 'Статус'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Новый договор/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Календарь обедов/ }).getAttribute('href')).toMatch(/\/lunch-calendar$/);
    expect(screen.getByRole('link', { name: /Меню недели/ }).getAttribute('href')).toMatch(/\/lunch-menus$/);

    fireEvent.click(screen.getByRole('tab', { name: 'все' }));
    const paused = (await screen.findByText('ИП Василёк')).closest('tr')!;
    expect(paused.textContent?.replace(/\s/g, ' ')).toBe('6ИП ВасилёкЛис Олегул. Сурганова, 2пн, ср, пт к 13:001212,00 bynприостановлен');
    expect(JSON.parse(new URL(calls.at(-1)!.url, 'http://shop').searchParams.get('filter')!)).toEqual({});
  });

  it('shows the accountant the list without «Новый договор»', async () => {
    renderAs(
      'accountant',
      <ResourceContextProvider value="lunch-contracts">
        <LunchContractList />
      </ResourceContextProvider>,
    );
    expect(await screen.findByText('ООО «Ромашка»', undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: /Календарь обедов/ })).toBeTruthy());
    expect(screen.queryByRole('link', { name: /Новый договор/ })).toBeNull();
  });

  it('shows the month’s statement, makes the month’s invoice, enters a transfer and offers the invoice and act PDFs', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAs(
      'manager',
      <ResourceContextProvider value="lunch-contracts">
        <RecordContextProvider value={romashka}>
          <LunchStatement now={new Date('2026-12-07T09:00:00Z')} />
        </RecordContextProvider>
      </ResourceContextProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Доставки за месяц' }, SLOW);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'ДеньЧеловекСуммаПосле срокаЗаказ',
      'пн, 02.1130435,00 byn—№71',
      'вт, 03.1126377,00 byn58,00 byn№72',
      'ср, 04.11отменён0,00 byn435,00 byn№73',
      'Итого за месяц812,00 byn493,00 byn',
    ]);
    expect(screen.getByTestId('statement-totals').textContent?.replace(/\s/g, ' ')).toBe(
      'Доставлено дней: 2Начислено: 1 305,00 bynОплачено: 0,00 bynК оплате: 1 305,00 byn',
    );
    expect(calls[0].url).toBe('/api/v1/admin/lunch-contracts/5/statement?month=2026-11');
    expect(screen.queryByRole('button', { name: 'Счёт (PDF)' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Внести оплату' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Выставить счёт за месяц' }));
    expect(await screen.findByText('Счёт № BC-2026-000045 от 01.12.2026 за ноябрь 2026')).toBeTruthy();
    expect(writes()).toEqual([{ method: 'POST', url: '/api/v1/admin/lunch-contracts/5/close-month', body: { month: '2026-11' } }]);
    expect(await screen.findByText('Счёт № BC-2026-000045 за ноябрь 2026 выставлен')).toBeTruthy();
    expect(screen.getByTestId('statement-totals').textContent?.replace(/\s/g, ' ')).toContain('К оплате: 1 305,00 byn до 11.12.2026');
    expect(screen.queryByRole('button', { name: 'Выставить счёт за месяц' })).toBeNull();

    // A transfer: the amount due offered, more than due refused before anything is sent.
    const transfer = screen.getByRole('form', { name: 'Внести оплату' });
    const amount = within(transfer).getByLabelText('Поступило, byn') as HTMLInputElement;
    expect(amount.value).toBe('1305,00');
    fireEvent.change(amount, { target: { value: '2000' } });
    expect(within(transfer).getByRole('button', { name: 'Внести оплату' })).toHaveProperty('disabled', true);
    fireEvent.change(amount, { target: { value: '1000,50' } });
    fireEvent.change(within(transfer).getByLabelText('Платёжное поручение'), { target: { value: 'п/п № 118' } });
    fireEvent.click(within(transfer).getByRole('button', { name: 'Внести оплату' }));
    await waitFor(() =>
      expect(writes().at(-1)).toEqual({
        method: 'POST',
        url: '/api/v1/admin/lunch-contracts/5/payments',
        body: { month: '2026-11', amount: 1000.5, note: 'п/п № 118' },
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('statement-totals').textContent?.replace(/\s/g, ' ')).toContain('Оплачено: 1 000,50 byn'),
    );
    expect(screen.getByTestId('statement-totals').textContent?.replace(/\s/g, ' ')).toContain('К оплате: 304,50 byn');

    fireEvent.click(screen.getByRole('button', { name: 'Акт (PDF)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(calls.at(-1)).toMatchObject({ method: 'GET', url: '/api/v1/admin/lunch-contracts/5/acts/2026-11.pdf', auth: 'Bearer tok-1' });
    expect(created).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('Месяц'), { target: { value: '2026-10' } });
    expect(await screen.findByText('В этом месяце доставок не было.')).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/api/v1/admin/lunch-contracts/5/statement?month=2026-10');
    expect(screen.queryByRole('button', { name: 'Выставить счёт за месяц' })).toBeNull();
  });

  it('shows the kitchen no statement and asks for none (the API keeps it to roles with payments)', async () => {
    renderAs(
      'kitchen',
      <ResourceContextProvider value="lunch-contracts">
        <RecordContextProvider value={romashka}>
          <LunchStatement />
        </RecordContextProvider>
      </ResourceContextProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Выписка за месяц' })).toBeNull();
    expect(calls.some((call) => call.url.includes('/statement'))).toBe(false);
  });

  it('pauses an active contract with a PUT of its status, and asks before ending it', async () => {
    renderAs(
      'manager',
      <ResourceContextProvider value="lunch-contracts">
        <RecordContextProvider value={romashka}>
          <LunchStatusActions />
        </RecordContextProvider>
      </ResourceContextProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Завершить' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Завершить договор?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Не завершать' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Приостановить' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'PUT', url: '/api/v1/admin/lunch-contracts/5', body: { status: 'paused' } }]));
    expect(await screen.findByText('Договор приостановлен')).toBeTruthy();
  });

  it('shows the next days of every active contract with the day’s total, and closes tomorrow on request', async () => {
    renderAs('manager', <LunchCalendar />);
    const table = await screen.findByRole('table', { name: 'Обеды по дням' }, SLOW);
    // Only the active contract: the paused one makes no days.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'Компаниявт, 08.12ср, 09.12чт, 10.12',
      'ООО «Ромашка»пр. Победителей, 7, офис 301, к 12:3026Набор Б2 вегетарианскихпропусккухня не работает',
      'Всего человек2600',
    ]);
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    const daysCall = calls.find((call) => call.url.startsWith('/api/v1/admin/lunch-contracts/5/days'))!;
    expect(new URL(daysCall.url, 'http://shop').searchParams.get('from')).toBe(today);

    fireEvent.click(screen.getByRole('button', { name: 'Закрыть завтрашний день' }));
    expect(
      await screen.findByText(
        'Завтрашний день закрыт: заказов создано — 1, без заказа — 1 (Кухня не работает 08.12.2026: санитарный день)',
      ),
    ).toBeTruthy();
    expect(writes()).toEqual([{ method: 'POST', url: '/api/v1/admin/lunch-contracts/run-cutoff', body: {} }]);
    // The days are read again after the cutoff.
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/v1/admin/lunch-contracts/5/days'))).toHaveLength(2));
  });

  it('offers «Закрыть завтрашний день» only to a role that may change orders', async () => {
    renderAs('accountant', <LunchCalendar />);
    expect(await screen.findByRole('table', { name: 'Обеды по дням' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Закрыть завтрашний день' })).toBeNull();
  });
});

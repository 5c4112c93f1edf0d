import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, RecordContextProvider } from 'react-admin';
import { authAs } from '../test/authAs';
import { createDataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { OrderPayments } from './OrderPayments';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const record = {
  id: 12,
  version: 3,
  paid_amount: 100,
  balance_due: 400,
  refund_due: 0,
  balance_due_at: '2026-12-18',
  deposit_due: { amount: 150, due_at: '2026-12-04' },
  payment_status: 'unpaid',
  payment_method: 'transfer',
};

/** A fake ledger behind fetch: one payment, POST adds, DELETE removes. */
function fakeLedger() {
  const requests: Array<{ method: string; url: string; body?: unknown }> = [];
  let rows = [
    { id: 5, order_id: 12, amount: 100, method: 'cash', paid_at: '2026-11-26T10:00:00+03:00', note: 'аванс', recorded_by: 'admin@b.by' },
  ];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST') return Response.json({ message: 'Оплата записана' }, { status: 201 });
    if (method === 'DELETE') {
      rows = [];
      return Response.json({ message: 'Запись об оплате удалена' });
    }
    if (url.endsWith('/invoices'))
      return Response.json([
        {
          number: 'BC-2026-000001',
          issued_at: '2026-11-27',
          total: 497.5,
          state: 'replaced',
          label: 'Счёт № BC-2026-000001 от 27.11.2026 — заменён счётом № BC-2026-000002',
        },
        {
          number: 'BC-2026-000002',
          issued_at: '2026-11-28',
          total: 597,
          state: 'current',
          label: 'Счёт № BC-2026-000002 от 28.11.2026, взамен счёта № BC-2026-000001',
        },
      ]);
    return Response.json({ data: rows, summary: {} });
  });
  return requests;
}

const renderPanel = () =>
  render(
    <AdminContext dataProvider={createDataProvider()} authProvider={authAs('owner')} i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <OrderPayments />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );

describe('OrderPayments', { timeout: 60_000 }, () => {
  it('lists the ledger with the position, records a payment and removes one only after a confirmation', async () => {
    const requests = fakeLedger();
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Оплаты заказа' });
    expect(await within(table).findByText('аванс')).toBeTruthy();
    expect(screen.getByTestId('payment-summary').textContent).toMatch(/Предоплата: 150,00\sbyn до 04\.12\.2026/);
    expect(screen.getByText('не оплачен')).toBeTruthy();
    const invoices = await screen.findByRole('list', { name: 'Счета' });
    expect(within(invoices).getByText(/BC-2026-000001 от 27\.11\.2026 — заменён счётом № BC-2026-000002/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Сумма, byn/), { target: { value: '-20,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Записать оплату' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/v1/admin/orders/12/payments',
      // No method chosen: the order's own.
      body: { amount: -20.5, method: 'transfer', note: null },
    });
    expect(await screen.findByText('Оплата записана')).toBeTruthy();
    // A new, empty form for the next payment.
    await waitFor(() => expect((screen.getByLabelText(/Сумма, byn/) as HTMLInputElement).value).toBe(''));

    // When it was paid, typed as Russian writes it; a day that is not one is refused in the form.
    fireEvent.change(screen.getByLabelText(/Сумма, byn/), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText(/Дата оплаты/), { target: { value: '31.02.2026 10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Записать оплату' }));
    expect(await screen.findByText('Укажите дату и время: 05.12.2026 14:30')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/Дата оплаты/), { target: { value: '26.11.2026 09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Записать оплату' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2));
    expect(requests.filter((request) => request.method === 'POST')[1].body).toEqual({
      amount: 50,
      method: 'transfer',
      note: null,
      paid_at: '2026-11-26T09:30',
    });

    fireEvent.click(within(table).getByRole('button', { name: /удалить оплату/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Удаление попадёт в историю заказа/)).toBeTruthy();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: /удалить/i }));
    await waitFor(() => expect(requests.find((request) => request.method === 'DELETE')?.url).toBe('/api/v1/admin/orders/12/payments/5'));
  });
});

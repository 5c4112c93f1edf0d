import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, RecordContextProvider, type AuthProvider } from 'react-admin';
import { createDataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { allowConsole } from '../test/console';
import { canRefund } from './onlinePayments';
import { OrderPayments } from './OrderPayments';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const record = {
  id: 12,
  version: 3,
  paid_amount: 250,
  balance_due: 250,
  refund_due: 0,
  balance_due_at: '2026-12-18',
  deposit_due: null,
  payment_status: 'deposit_paid',
  payment_method: 'cash',
};

const online = {
  id: 7,
  order_id: 12,
  amount: 250,
  method: 'card_online',
  paid_at: '2026-11-27T10:00:00+03:00',
  note: null,
  recorded_by: null,
  provider_uid: 'bp-uid-0001',
  refundable: 250,
};
const cash = {
  id: 8,
  order_id: 12,
  amount: 20,
  method: 'cash',
  paid_at: '2026-11-27T11:00:00+03:00',
  note: null,
  recorded_by: 'a@b.by',
  provider_uid: null,
  refundable: 0,
};

/** The ledger, the attempts and the refund route behind fetch. */
function fakeApi(refund: { status: number; body: unknown }, ledger: { data?: unknown[]; refunds?: unknown[] } = {}) {
  const requests: Array<{ method: string; url: string; body?: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/refund')) {
      if (refund.status === 202)
        ledger.refunds = [
          {
            id: 4,
            payment_id: 7,
            amount: 100,
            reason: 'Гостей меньше',
            status: 'unknown',
            status_label: 'Возврат проверяется',
            entry_id: null,
            provider_uid: null,
            message: 'timeout',
            requested_by: 'owner@b.by',
            date_created: '2026-11-27T12:30:00+03:00',
          },
        ];
      return Response.json(refund.body, { status: refund.status });
    }
    if (url.endsWith('/invoices')) return Response.json([]);
    if (url.endsWith('/online-payments'))
      return Response.json([
        {
          id: 31,
          method: 'erip',
          what: 'balance',
          amount: 250,
          status: 'pending',
          provider_uid: null,
          redirect_url: null,
          date_created: '2026-11-27T12:00:00+03:00',
        },
        {
          id: 30,
          method: 'card',
          what: 'deposit',
          amount: 250,
          status: 'successful',
          provider_uid: 'bp-uid-0001',
          redirect_url: 'http://pay.test/c',
          date_created: '2026-11-27T09:58:00+03:00',
        },
      ]);
    return Response.json({ data: ledger.data ?? [online, cash], refunds: ledger.refunds ?? [], summary: {} });
  });
  return requests;
}

const authAs = (permissions: unknown): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissions,
});

const renderPanel = (permissions: unknown) =>
  render(
    <AdminContext dataProvider={createDataProvider()} authProvider={authAs(permissions)} i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <OrderPayments />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );

describe('OrderPayments: online payments', { timeout: 60_000 }, () => {
  it('shows the online entry with its uid, the attempts (pending too), and refunds through the provider', async () => {
    const requests = fakeApi({ status: 201, body: { ...online, id: 9, amount: -100, provider_uid: 'bp-uid-0002', refundable: 0 } });
    renderPanel('admin');
    const table = await screen.findByRole('table', { name: 'Оплаты заказа' });
    expect(await within(table).findByText('Картой онлайн')).toBeTruthy();
    expect(within(table).getByTestId('payment-7-uid').textContent).toContain('bePaid: bp-uid-0001');
    // An online line goes back through «Вернуть», not by deleting it; the cash line keeps its delete.
    expect(within(table).getAllByRole('button', { name: /удалить оплату/ })).toHaveLength(1);
    expect(within(table).getAllByRole('button', { name: /вернуть оплату/ })).toHaveLength(1);

    const attempts = await screen.findByRole('table', { name: 'Онлайн-платежи заказа' });
    const rows = within(attempts).getAllByRole('row').slice(1);
    expect(rows[0].textContent).toMatch(/ЕРИП.*остаток.*250,00\sbyn.*ожидает оплаты/);
    expect(rows[1].textContent).toMatch(/Картой онлайн.*предоплата.*оплачен.*bp-uid-0001/);

    fireEvent.click(within(table).getByRole('button', { name: 'вернуть оплату 250,00\u00a0byn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть оплату' });
    expect((within(dialog).getByLabelText(/Сумма возврата/) as HTMLInputElement).value).toBe('250');
    fireEvent.change(within(dialog).getByLabelText(/Сумма возврата/), { target: { value: '300' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(await within(dialog).findByText(/Можно вернуть не больше 250,00/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Сумма возврата/), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(await within(dialog).findByText('Укажите причину возврата')).toBeTruthy();
    expect(requests.some((request) => request.url.endsWith('/refund'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Причина'), { target: { value: 'Гостей меньше' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Вернуть оплату' })).toBeNull());
    expect(requests.find((request) => request.url.endsWith('/refund'))).toEqual({
      method: 'POST',
      url: '/api/v1/admin/orders/12/payments/7/refund',
      body: { amount: 100, reason: 'Гостей меньше' },
    });
    expect(await screen.findByText(/Возврат 100,00\sbyn выполнен/)).toBeTruthy();
  });

  it('keeps the dialog open with the provider’s refusal', async () => {
    allowConsole(/bePaid отказал в возврате/);
    fakeApi({ status: 409, body: { detail: 'bePaid отказал в возврате: Insufficient funds' } });
    renderPanel('admin');
    const table = await screen.findByRole('table', { name: 'Оплаты заказа' });
    fireEvent.click(await within(table).findByRole('button', { name: /вернуть оплату/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть оплату' });
    fireEvent.change(within(dialog).getByLabelText('Причина'), { target: { value: 'Отмена' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(await screen.findByText('bePaid отказал в возврате: Insufficient funds')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Вернуть оплату' })).toBeTruthy();
  });

  it('a refund whose answer was lost: a warning not to repeat it, and the refund shown as being checked', async () => {
    const message = 'Платёжная система не ответила вовремя. Возврат проверяется. Не повторяйте возврат';
    fakeApi({ status: 202, body: { refund_id: 4, status: 'unknown', message } });
    renderPanel('admin');
    const table = await screen.findByRole('table', { name: 'Оплаты заказа' });
    fireEvent.click(await within(table).findByRole('button', { name: /вернуть оплату/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть оплату' });
    fireEvent.change(within(dialog).getByLabelText(/Сумма возврата/), { target: { value: '100' } });
    fireEvent.change(within(dialog).getByLabelText('Причина'), { target: { value: 'Гостей меньше' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText(/Возврат 100,00\sbyn выполнен/)).toBeNull();
    const refunds = await screen.findByRole('table', { name: 'Возвраты заказа через bePaid' });
    expect((await within(refunds).findByTestId('refund-4-status')).textContent).toBe('Возврат проверяется');
  });

  it('marks online money that arrived after a cancel as to be given back', async () => {
    fakeApi({ status: 201, body: {} }, { data: [{ ...online, refund_flag: 'order_canceled' }] });
    renderPanel('admin');
    const table = await screen.findByRole('table', { name: 'Оплаты заказа' });
    expect((await within(table).findByTestId('payment-7-refund-flag')).textContent).toBe('Оплата пришла после отмены заказа: верните её');
  });

  it('offers «Вернуть» only to whom may refund', async () => {
    fakeApi({ status: 201, body: {} });
    renderPanel({ payments: ['read', 'write'] });
    const table = await screen.findByRole('table', { name: 'Оплаты заказа' });
    expect(await within(table).findByText('Картой онлайн')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /вернуть оплату/ })).toBeNull();
    expect(canRefund({ refunds: ['read', 'write'] })).toBe(true);
    expect(canRefund({ refunds: ['read'] })).toBe(false);
    expect(canRefund('admin')).toBe(true);
    expect(canRefund(undefined)).toBe(false);
  });
});

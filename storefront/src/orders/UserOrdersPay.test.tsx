import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOnlinePayments } from '../api/payments';
import { renderWithApp } from '../test/render';
import UserOrdersPage from './UserOrdersPage';

const row = (id: number, extra: Record<string, unknown>) => ({
  id,
  payment_method: 'cash',
  payment_status: 'unpaid',
  paid_amount: 0,
  balance_due: 500,
  deposit_due: { amount: 250, due_at: '2026-12-12' },
  status: 'pending',
  total_cost: 500,
  date_created: '2026-11-20T09:00:00.000Z',
  delivery_at: '2026-12-18T15:00:00+03:00',
  delivery_method: 'pickup',
  delivery_distance_km: 0,
  delivery_cost: 0,
  comment: null,
  cancellation_fee: 0,
  ...extra,
});

function fakeServer(online: unknown) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/users/me'))
      return Response.json({ id: 1, name: 'И', surname: 'П', email: 'a@b.by', is_active: true, is_admin: false });
    if (url.includes('get-all-user-orders'))
      return Response.json({ data: [row(5, {}), row(4, { payment_status: 'paid', paid_amount: 500, balance_due: 0, deposit_due: null })] });
    if (url === '/api/v1/payments/online') return Response.json(online);
    if (url.includes('get-items-from-cart')) return Response.json({ data: [], total_price: 0 });
    if (url.includes('my-enquiries') || url.includes('change-requests')) return Response.json([]);
    return Response.json({ detail: 'not found' }, { status: 404 });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  forgetOnlinePayments();
});

describe('«Мои заказы» and online payment', { timeout: 60_000 }, () => {
  it('opens the pay dialog of the order named by ?pay (the e-mails’ link) and shows each order’s payment state', async () => {
    localStorage.setItem('token', 'T');
    fakeServer({ enabled: true, methods: ['card', 'erip'] });
    renderWithApp(<UserOrdersPage />, { route: '/user-orders?pay=5' });
    const dialog = await screen.findByRole('dialog', { name: 'Оплата заказа № 5' });
    expect(within(dialog).getByRole('radio', { name: /Предоплата — 250,00\sbyn/ })).toBeChecked();
    const paid = screen.getByRole('listitem', { name: 'Заказ № 4', hidden: true });
    expect(within(paid).getByTestId('order-payment')).toHaveTextContent(/оплачен, оплачено 500,00\sbyn/);
    expect(within(paid).queryByRole('button', { name: /Оплатить онлайн/, hidden: true })).toBeNull();
  });

  it('says so when the order of ?pay has nothing due, and offers no button while online payment is off', async () => {
    localStorage.setItem('token', 'T');
    fakeServer({ enabled: false, methods: [] });
    renderWithApp(<UserOrdersPage />, { route: '/user-orders?pay=4' });
    expect(await screen.findByText('По заказу № 4 сейчас нечего оплачивать.')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Заказ № 5' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Оплатить онлайн/ })).toBeNull();
  });
});

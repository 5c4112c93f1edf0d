import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOnlinePayments } from '../api/payments';
import { AcceptedNotice } from '../quote/QuoteAccept';
import { renderWithApp } from '../test/render';

afterEach(() => {
  vi.restoreAllMocks();
  forgetOnlinePayments();
});

function fakeApi(order: Record<string, unknown>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/users/me'))
      return Response.json({ id: 1, name: 'И', surname: 'П', email: 'a@b.by', is_active: true, is_admin: false });
    if (url === '/api/v1/payments/online') return Response.json({ enabled: true, methods: ['card', 'erip'] });
    if (url === '/api/v1/order/get-user-orders/41') return Response.json(order);
    if (url.includes('get-items-from-cart')) return Response.json({ data: [], total_price: 0 });
    return Response.json({ detail: 'not found' }, { status: 404 });
  });
}

describe('«Оплатить онлайн» on the accepted quote', { timeout: 60_000 }, () => {
  it('offers the deposit of the order the quote became', async () => {
    localStorage.setItem('token', 'T');
    fakeApi({ id: 41, status: 'pending', paid_amount: 0, balance_due: 1000, deposit_due: { amount: 300, due_at: '2026-12-12' } });
    renderWithApp(<AcceptedNotice orderId={41} />);
    const notice = screen.getByTestId('quote-accepted');
    const button = await within(notice).findByRole('button', { name: 'Оплатить онлайн заказ № 41' });
    await userEvent.setup().click(button);
    expect(await screen.findByRole('radio', { name: /Предоплата — 300,00\sbyn/ })).toBeChecked();
  });
});

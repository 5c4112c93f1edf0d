import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../api/types';
import { formatPrice } from '../shared/format';
import { depositText, OrderPayment } from './OrderPayment';
import { moneyAfterCancelling } from './orderFacts';

const order = {
  id: 9,
  total_cost: 500,
  paid_amount: 0,
  balance_due: 500,
  refund_due: 0,
  balance_due_at: '2026-12-18',
  deposit_due: { amount: 250, due_at: '2026-12-12' },
  payment_status: 'unpaid',
  company: null,
} as unknown as Order;

afterEach(() => vi.restoreAllMocks());

describe('the order’s payment in Мои заказы', () => {
  it('says the deposit due with its percent and date', () => {
    expect(depositText(order)).toBe(`Предоплата 50 % — ${formatPrice(250)} до 12.12.2026`);
    expect(depositText({ ...order, deposit_due: null })).toBeNull();
  });

  it('shows status, balance and deposit, and opens the invoice with the session token', async () => {
    localStorage.setItem('token', 'tok');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('%PDF-', { status: 200 }));
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(null);
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    render(<OrderPayment order={order} />);
    const text = screen.getByLabelText('Оплата заказа').textContent;
    expect(text).toContain(`Оплата: не оплачен; оплачено ${formatPrice(0)}`);
    expect(text).toContain(`к оплате ${formatPrice(500)} до 18.12.2026`);
    expect(screen.getByTestId('deposit-due').textContent).toBe(`Предоплата 50 % — ${formatPrice(250)} до 12.12.2026`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Счёт на оплату (PDF)' }));
    await vi.waitFor(() => expect(openSpy).toHaveBeenCalledWith('blob:invoice', '_blank', 'noopener'));
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe('/api/v1/order/9/invoice.pdf');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    localStorage.removeItem('token');
  });

  it('tells what is kept and refunded of the money paid when cancelling', () => {
    expect(moneyAfterCancelling(0, 50)).toBeNull();
    expect(moneyAfterCancelling(80, 50)).toBe(
      `Вы уже оплатили ${formatPrice(80)}: удерживается ${formatPrice(50)}, к возврату ${formatPrice(30)}.`,
    );
    expect(moneyAfterCancelling(30, 50)).toBe(
      `Вы уже оплатили ${formatPrice(30)}: удерживается ${formatPrice(30)}, к возврату ${formatPrice(0)}.`,
    );
    expect(moneyAfterCancelling(100.1, 0)).toContain(`к возврату ${formatPrice(100.1)}`);
  });
});

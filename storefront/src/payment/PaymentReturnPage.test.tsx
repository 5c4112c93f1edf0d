import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentAttempt } from '../api/paymentTypes';
import PaymentReturnPage from './PaymentReturnPage';

const attempt = (fields: Partial<PaymentAttempt>): PaymentAttempt => ({
  payment_id: 9,
  order_id: 41,
  method: 'card',
  what: 'deposit',
  amount: 250,
  status: 'pending',
  order: { payment_status: 'unpaid', paid: 0, balance: 500 },
  ...fields,
});

/** The attempt route behind fetch: answers in turn (the last one repeats); records the URLs asked. */
function fakeAttempts(...answers: PaymentAttempt[]) {
  const urls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    urls.push(String(input));
    const answer = answers[Math.min(urls.length - 1, answers.length - 1)];
    return Response.json(answer);
  });
  return urls;
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/order-payment/41/9']}>
      <Routes>
        <Route path="/order-payment/:orderId/:paymentId" element={<PaymentReturnPage pollMs={1} />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => vi.restoreAllMocks());

describe('the payment return page', () => {
  it('asks again while the payment is pending and then says «Оплачено»', async () => {
    const urls = fakeAttempts(
      attempt({}),
      attempt({ status: 'successful', order: { payment_status: 'deposit_paid', paid: 250, balance: 250 } }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Оплачено' })).toBeTruthy();
    expect(urls).toEqual(['/api/v1/order/41/pay/9', '/api/v1/order/41/pay/9']);
    expect(screen.getByTestId('payment-order-paid')).toHaveTextContent(/250,00\sbyn/);
    expect(screen.getByText('предоплата внесена')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Попробовать снова' })).toBeNull();
    expect(screen.getByRole('link', { name: 'публичной оферты' })).toHaveAttribute('href', '/offer');
  });

  it('says «Платёж обрабатывается» while the bank has not confirmed', async () => {
    fakeAttempts(attempt({}));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Платёж обрабатывается' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Попробовать снова' })).toBeNull();
  });

  it('says «Оплата не прошла» and offers to try again through the order’s pay dialog', async () => {
    fakeAttempts(attempt({ status: 'failed' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Оплата не прошла' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Попробовать снова' })).toHaveAttribute('href', '/user-orders?pay=41');
  });

  it('says so when the payment is not the customer’s', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ detail: 'Заказ не найден' }, { status: 404 }));
    renderPage();
    expect(await screen.findByText(/Платёж не найден/)).toBeTruthy();
    expect(screen.queryByTestId('payment-result')).toBeNull();
  });
});

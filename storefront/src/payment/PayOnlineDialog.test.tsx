import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOnlinePayments, loadOnlinePayments } from '../api/payments';
import { PayOnlineButton } from './PayOnlineButton';
import type { PayableOrder } from './payChoices';
import { browser } from './paymentWords';

const order: PayableOrder = {
  id: 41,
  status: 'pending',
  paid_amount: 0,
  balance_due: 500,
  deposit_due: { amount: 250, due_at: '2026-12-12' },
};

type Answer = { status?: number; body: unknown };

/** The API behind fetch: the online switch and the pay route; every call is recorded. */
function fakeApi(online: unknown, pay: Answer) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/v1/payments/online') return Response.json(online);
    if (url === '/api/v1/order/41/pay' && method === 'POST') return Response.json(pay.body, { status: pay.status ?? 201 });
    return Response.json({ detail: 'не найдено' }, { status: 404 });
  });
  return calls;
}

const renderButton = (target: PayableOrder = order) =>
  render(
    <MemoryRouter>
      <PayOnlineButton order={target} />
    </MemoryRouter>,
  );

afterEach(() => {
  vi.restoreAllMocks();
  forgetOnlinePayments();
});

describe('«Оплатить онлайн»', () => {
  it('pays the deposit by card: posts what and how, then sends the browser to the checkout page', async () => {
    const calls = fakeApi(
      { enabled: true, methods: ['card', 'erip'] },
      { body: { payment_id: 9, redirect_url: 'http://pay.test/checkout?token=t9' } },
    );
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Оплатить онлайн заказ № 41' }));
    const dialog = screen.getByRole('dialog', { name: 'Оплата заказа № 41' });
    expect(within(dialog).getByRole('radio', { name: /Предоплата — 250,00\sbyn/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Весь заказ — 500,00\sbyn/ })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Банковской картой \(Visa, Mastercard, Белкарт\)/ })).toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'публичной оферты' })).toHaveAttribute('href', '/offer');
    await user.click(within(dialog).getByRole('button', { name: 'Перейти к оплате' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://pay.test/checkout?token=t9'));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: '/api/v1/order/41/pay',
      method: 'POST',
      body: { what: 'deposit', method: 'card' },
    });
  });

  it('pays the whole order through ERIP and shows the path, the order number, the amount and the QR code', async () => {
    const qr = 'data:image/png;base64,iVBORw0KGgo=';
    const calls = fakeApi(
      { enabled: true, methods: ['card', 'erip'] },
      {
        body: {
          payment_id: 10,
          erip: { account_number: '41', amount: 500, path: 'Интернет-магазины/сервисы → B → Bulbash catering', qr_code: qr },
        },
      },
    );
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Оплатить онлайн заказ № 41' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Весь заказ/ }));
    await user.click(within(dialog).getByRole('radio', { name: /Через ЕРИП/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Получить счёт ЕРИП' }));
    const panel = await within(dialog).findByTestId('erip-panel');
    expect(within(panel).getByTestId('erip-path')).toHaveTextContent('Интернет-магазины/сервисы → B → Bulbash catering');
    expect(within(panel).getByTestId('erip-account')).toHaveTextContent('41');
    expect(within(panel).getByTestId('erip-amount')).toHaveTextContent(/500,00\sbyn/);
    expect(within(panel).getByRole('img', { name: 'QR-код для оплаты через ЕРИП' })).toHaveAttribute('src', qr);
    expect(go).not.toHaveBeenCalled();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ what: 'full', method: 'erip' });
  });

  it('draws no QR code from another site', async () => {
    fakeApi(
      { enabled: true, methods: ['erip'] },
      {
        body: {
          payment_id: 11,
          erip: { account_number: '41', amount: 250, path: 'ЕРИП → Bulbash', qr_code: 'https://elsewhere.test/qr.png' },
        },
      },
    );
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Оплатить онлайн заказ № 41' }));
    expect(screen.queryByRole('radio', { name: /Банковской картой/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Получить счёт ЕРИП' }));
    expect(await screen.findByTestId('erip-panel')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the shop’s refusal in the dialog', async () => {
    fakeApi({ enabled: true, methods: ['card'] }, { status: 409, body: { detail: 'По заказу нечего оплачивать' } });
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Оплатить онлайн заказ № 41' }));
    await user.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    expect(await screen.findByText('По заказу нечего оплачивать')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Перейти к оплате' })).toBeEnabled();
  });

  it('offers the rest after the deposit', async () => {
    fakeApi({ enabled: true, methods: ['card'] }, { body: {} });
    const user = userEvent.setup();
    renderButton({ ...order, paid_amount: 250, balance_due: 250, deposit_due: null });
    await user.click(await screen.findByRole('button', { name: 'Оплатить онлайн заказ № 41' }));
    expect(screen.getAllByRole('radio', { name: /—/ }).map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^Остаток — 250,00\sbyn$/),
    ]);
  });

  it('shows no button when online payment is off, or when nothing is due', async () => {
    fakeApi({ enabled: false, methods: [] }, { body: {} });
    const { unmount } = renderButton();
    // The button's own question, answered inside act: the render after it is the one asserted.
    expect(await act(() => loadOnlinePayments())).toEqual({ enabled: false, methods: [] });
    expect(screen.queryByRole('button', { name: /Оплатить онлайн/ })).toBeNull();
    unmount();
    vi.restoreAllMocks();
    forgetOnlinePayments();
    fakeApi({ enabled: true, methods: ['card'] }, { body: {} });
    renderButton({ ...order, balance_due: 0, paid_amount: 500, deposit_due: null });
    expect(await act(() => loadOnlinePayments())).toEqual({ enabled: true, methods: ['card'] });
    expect(screen.queryByRole('button', { name: /Оплатить онлайн/ })).toBeNull();
    // The same order with money due does get the button (the check above can fail).
    renderButton();
    expect(await screen.findByRole('button', { name: 'Оплатить онлайн заказ № 41' })).toBeTruthy();
  });
});

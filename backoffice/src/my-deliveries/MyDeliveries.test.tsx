import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import MyDeliveries from './MyDeliveries';
import { dayTitle, shiftDay, type MyDelivery } from './myDeliveries';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const delivery: MyDelivery = {
  order_id: 15,
  number: '№15',
  time_from: '14:00',
  time_to: '14:30',
  address: 'Минск, ул. Немига, 5',
  maps_url: 'https://yandex.ru/maps/?text=%D0%9C%D0%B8%D0%BD%D1%81%D0%BA%2C%20%D1%83%D0%BB.%20%D0%9D%D0%B5%D0%BC%D0%B8%D0%B3%D0%B0%2C%205',
  customer_name: 'Ковалёва Анна Сергеевна',
  phone: '+375291234567',
  comment: 'Домофон 12',
  guests: 25,
  to_collect: 120.5,
  collect_label: 'получить наличными 120,50 byn',
  status: 'pending',
  driver_id: null,
  delivered: false,
  on_the_way: false,
  can_deliver: true,
};
const paid: MyDelivery = { ...delivery, order_id: 16, number: '№16', time_from: '16:00', time_to: '16:30', to_collect: 0, comment: null };

/** The list for GETs (any day but 2033-01-01 has the two deliveries); POSTs answer the delivery completed. Requests are kept. */
function fakeApi(failWith?: string) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST' && url.endsWith('/on-the-way'))
      return Response.json({ message: 'Отмечено: в пути', delivery: { ...delivery, on_the_way: true } });
    if (method === 'POST') {
      if (failWith) return Response.json({ detail: failWith }, { status: 409 });
      return Response.json({
        message: 'Доставка отмечена',
        delivery: { ...delivery, status: 'completed', delivered: true },
        payment_id: 3,
      });
    }
    const date = new URL(url, 'http://shop').searchParams.get('date');
    return Response.json(date === '2033-01-01' ? [] : [delivery, paid]);
  });
  return calls;
}

const renderPage = () =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <MyDeliveries />
    </AdminContext>,
  );

describe('MyDeliveries', { timeout: 60_000 }, () => {
  it('shows today’s cards in order with the maps link, tap-to-call, comment, guests and the amount in large type', async () => {
    const calls = fakeApi();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Доставка №15' });
    expect(within(card).getByRole('heading', { name: '14:00–14:30' })).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /ул\. Немига, 5/ })
        .getAttribute('href'),
    ).toBe(delivery.maps_url);
    expect(
      within(card)
        .getByRole('link', { name: /\+375 29 123-45-67/ })
        .getAttribute('href'),
    ).toBe('tel:+375291234567');
    expect(within(card).getByText('Домофон 12')).toBeTruthy();
    expect(within(card).getByText('Гостей: 25')).toBeTruthy();
    expect(within(card).getByTestId('collect-15').textContent).toMatch(/^120,50\sbyn$/);
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['Доставка №15', 'Доставка №16']);
    expect(screen.getByTestId('collect-16').textContent).toBe('оплачено');
    expect(screen.getByRole('heading', { name: 'Сегодня' })).toBeTruthy();
    const today = new URL(calls[0].url, 'http://shop').searchParams.get('date')!;
    expect(today).toBe(new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10));

    fireEvent.click(screen.getByRole('button', { name: 'Следующий день' }));
    await waitFor(() => expect(calls.at(-1)!.url).toContain(`date=${shiftDay(today, 1)}`));
    expect(await screen.findByRole('heading', { name: dayTitle(shiftDay(today, 1)) })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('День'), { target: { value: '01.01.2033' } });
    expect(await screen.findByText('На этот день доставок нет.')).toBeTruthy();
  });

  it('«Доставлено» opens a sheet prefilled with the amount to collect, sends the cash taken and the card says delivered', async () => {
    const calls = fakeApi();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Доставка №15' });
    fireEvent.click(within(card).getByRole('button', { name: 'Доставлено' }));
    const sheet = await screen.findByRole('dialog', { name: 'Доставка №15' });
    const cash = within(sheet).getByLabelText(/Получено наличными/) as HTMLInputElement;
    expect(cash.value).toBe('120,50');
    fireEvent.change(cash, { target: { value: '12x' } });
    expect((within(sheet).getByRole('button', { name: 'Подтвердить' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(cash, { target: { value: '130' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: '/api/v1/bulbash_admin/my-deliveries/15/delivered',
      method: 'POST',
      body: { cash_collected: 130 },
    });
    const done = screen.getByRole('article', { name: 'Доставка №15' });
    expect(within(done).getByText('Доставлено')).toBeTruthy();
    expect(within(done).queryByRole('button', { name: 'Доставлено' })).toBeNull();
  });

  it('prefills 0 for a paid order and sends null (no payment); a refusal is shown in the sheet', async () => {
    const calls = fakeApi('Заказ уже отмечен доставленным');
    renderPage();
    const card = await screen.findByRole('article', { name: 'Доставка №16' });
    fireEvent.click(within(card).getByRole('button', { name: 'Доставлено' }));
    const sheet = await screen.findByRole('dialog', { name: 'Доставка №16' });
    expect((within(sheet).getByLabelText(/Получено наличными/) as HTMLInputElement).value).toBe('0,00');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Подтвердить' }));
    expect(await within(sheet).findByText('Заказ уже отмечен доставленным')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ cash_collected: null });
  });

  it('marks «В пути»: the card shows it and offers «Доставлено» still', async () => {
    const calls = fakeApi();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Доставка №15' });
    fireEvent.click(within(card).getByRole('button', { name: 'В пути' }));
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'В пути' })).toBeNull());
    expect(within(card).getByText('В пути')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Доставлено' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/v1/bulbash_admin/my-deliveries/15/on-the-way',
    ]);
  });
});

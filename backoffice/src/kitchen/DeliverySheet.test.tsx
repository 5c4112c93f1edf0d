import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import DeliverySheet from './DeliverySheet';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const stop = {
  order_id: 15,
  delivery_at: '2026-12-05T14:00:00+03:00',
  time: '14:00',
  address: 'Минск, ул. Немига, 5',
  delivery_distance_km: 3,
  phone: '+375 29 123-45-67',
  phone_link: 'tel:+375291234567',
  customer: 'Ковалёва Анна Сергеевна',
  guests: 25,
  boxes: 12,
  comment: 'Без орехов',
  payment_method: 'cash',
  payment_label: 'наличные',
  balance_due: 120.5,
  to_collect: 120.5,
  driver_id: null,
};

/** The sheet's JSON for GETs of delivery-sheet, a small PDF for the .pdf routes; every URL asked is kept. */
function fakeApi(puts: Array<{ url: string; body: unknown }> = []): string[] {
  const urls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    urls.push(url);
    if (url.endsWith('/drivers')) return Response.json([{ id: 7, name: 'Сергей Рулев', email: 'driver@example.by' }]);
    if (init?.method === 'PUT') {
      puts.push({ url, body: JSON.parse(String(init.body)) });
      return Response.json({ order_id: 15, driver_id: 7, version: 2 });
    }
    if (url.includes('.pdf')) return new Response('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } });
    const date = new URL(url, 'http://shop').searchParams.get('date') ?? '';
    return Response.json({
      date,
      stops: date === '2026-12-05' ? [stop] : [],
      to_collect: date === '2026-12-05' ? 120.5 : 0,
      cash_to_collect: date === '2026-12-05' ? 120.5 : 0,
    });
  });
  return urls;
}

describe('DeliverySheet', { timeout: 60_000 }, () => {
  it('shows the day’s deliveries with a tap-to-call phone and downloads the day’s PDFs with the right parameters', async () => {
    const urls = fakeApi();
    const created = vi.fn(() => 'blob:pdf');
    // jsdom has no object URLs: the download hands its blob to this stand-in.
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <DeliverySheet />
      </AdminContext>,
    );
    fireEvent.change(screen.getByLabelText('День'), { target: { value: '05.12.2026' } });
    const table = await screen.findByRole('table', { name: 'Доставки' });
    const phone = await within(table).findByRole('link', { name: '+375 29 123-45-67' });
    expect(phone.getAttribute('href')).toBe('tel:+375291234567');
    expect(within(table).getByText('Ковалёва Анна Сергеевна')).toBeTruthy();
    expect(within(table).getByText(/получить наличными 120,50\sbyn/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Доставка на 05.12.2026' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Этикетки' }));
    fireEvent.click(screen.getByRole('button', { name: 'Производственный лист' }));
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(3));
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/v1/bulbash_admin/packing-labels.pdf?date=2026-12-05',
        '/api/v1/bulbash_admin/production-sheet.pdf?date_from=2026-12-05&date_to=2026-12-05',
        '/api/v1/bulbash_admin/delivery-sheet.pdf?date=2026-12-05',
      ]),
    );
  });

  it('says so when the day has no deliveries', async () => {
    fakeApi();
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <DeliverySheet />
      </AdminContext>,
    );
    fireEvent.change(screen.getByLabelText('День'), { target: { value: '01.01.2040' } });
    expect(await screen.findByText('На этот день доставок нет.')).toBeTruthy();
  });

  it('gives a delivery to a driver with the select of each row', async () => {
    const puts: Array<{ url: string; body: unknown }> = [];
    fakeApi(puts);
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <DeliverySheet />
      </AdminContext>,
    );
    fireEvent.change(screen.getByLabelText('День'), { target: { value: '05.12.2026' } });
    const select = await screen.findByRole('combobox', { name: 'Водитель заказа №15' });
    expect(select.textContent).toBe('любой');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Сергей Рулев' }));
    await waitFor(() => expect(puts).toEqual([{ url: '/api/v1/admin/orders/15/driver', body: { driver_id: 7 } }]));
    expect(screen.getByRole('combobox', { name: 'Водитель заказа №15' }).textContent).toBe('Сергей Рулев');
  });

  it('shows the stops as cards on a phone, nothing wider than the screen, with the day written in Russian', async () => {
    fakeApi();
    // A phone: every breakpoint query of MUI's useMediaQuery matches «down('sm')».
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    try {
      render(
        <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
          <DeliverySheet />
        </AdminContext>,
      );
      const day = screen.getByLabelText('День') as HTMLInputElement;
      fireEvent.change(day, { target: { value: '05.12.2026' } });
      const card = await screen.findByRole('listitem', { name: 'Доставка №15' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByRole('link', { name: '+375 29 123-45-67' }).getAttribute('href')).toBe('tel:+375291234567');
      expect(within(card).getByText('Минск, ул. Немига, 5 · 3 км за МКАД')).toBeTruthy();
      expect(within(card).getByText('Гостей: 25 · мест: 12')).toBeTruthy();
      expect(within(card).getByTestId('collect-15').textContent).toMatch(/получить наличными 120,50\sbyn/);
      expect(within(card).getByRole('combobox', { name: 'Водитель заказа №15' })).toBeTruthy();
      expect(day.value).toBe('05.12.2026');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

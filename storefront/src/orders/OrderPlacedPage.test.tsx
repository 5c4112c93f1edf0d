import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OrderPlacedPage from './OrderPlacedPage';

const placed = (fields: Record<string, unknown>) => ({
  id: 41,
  total_cost: 497.5,
  contact_phone: '375291234567',
  delivery_method: 'delivery',
  delivery_address: 'Минск, ул. Немига, 5',
  delivery_at: '2026-12-18T12:00:00+03:00',
  guests: null,
  payment_method: 'cash',
  payer_type: 'person',
  exclude_allergens: [],
  vegetarian_guests: 0,
  dietary_note: null,
  ...fields,
});

/** The API behind fetch: the order, the contacts, and the invoice PDF. */
function fakeApi(order: Record<string, unknown>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/invoice.pdf')) return new Response('%PDF-', { status: 200 });
    if (url.includes('/contacts')) return Response.json({ phone_number_1: '+375 29 615-42-87' });
    return Response.json(order);
  });
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/order-placed/41']}>
      <Routes>
        <Route path="/order-placed/:id" element={<OrderPlacedPage />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => vi.restoreAllMocks());

describe('the order confirmation page', () => {
  it('links the invoice of a company order (also attached to the confirmation letter) and opens it with the session token', async () => {
    localStorage.setItem('token', 'tok');
    const fetchSpy = fakeApi(placed({ payment_method: 'transfer', payer_type: 'company' }));
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(null);
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    renderPage();
    const link = await screen.findByRole('button', { name: 'Счёт на оплату (PDF)' });
    expect(screen.getByText(/приложен к письму с подтверждением/)).toBeTruthy();
    await userEvent.setup().click(link);
    await vi.waitFor(() => expect(openSpy).toHaveBeenCalledWith('blob:invoice', '_blank', 'noopener'));
    expect(fetchSpy.mock.calls.some(([url]) => String(url) === '/api/v1/order/41/invoice.pdf')).toBe(true);
    localStorage.removeItem('token');
  });

  it('offers no invoice to a person paying cash', async () => {
    fakeApi(placed({}));
    renderPage();
    await screen.findByText('Что дальше');
    expect(screen.queryByRole('button', { name: 'Счёт на оплату (PDF)' })).toBeNull();
  });

  it('says the phone, the sum and the diet as every other screen does (@bulbash/rules)', async () => {
    fakeApi(placed({ total_cost: 5305.8, exclude_allergens: ['nuts', 'peanuts'], dietary_note: 'у одного ребёнка аллергия на орехи' }));
    renderPage();
    expect(await screen.findByText(/Мы позвоним по номеру \+375 29 123-45-67,/)).toBeTruthy();
    expect(screen.getByText('5 305,80 byn').textContent).toBe('5\u00a0305,80\u00a0byn');
    expect(screen.getByTestId('order-diet').textContent).toBe('Без: арахис, орехи · у одного ребёнка аллергия на орехи');
  });

  it('leaves the diet out when the order has none', async () => {
    fakeApi(placed({}));
    renderPage();
    await screen.findByText('Что дальше');
    expect(screen.queryByTestId('order-diet')).toBeNull();
  });

  it('offers «Получать уведомления в Telegram» with the link of a fresh token when the shop has a bot', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/users/me/telegram')) return Response.json({ enabled: true, connected: false });
      if (url.endsWith('/users/me/telegram-link') && init?.method === 'POST')
        return Response.json({ url: 'https://t.me/bulbash_bot?start=fresh', expires_at: '2099-01-01T00:00:00.000Z' }, { status: 201 });
      if (url.includes('/contacts')) return Response.json({ phone_number_1: '+375 29 615-42-87' });
      return Response.json(placed({}));
    });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Получать уведомления в Telegram' });
    expect(link.getAttribute('href')).toBe('https://t.me/bulbash_bot?start=fresh');
  });
});

import { cancellationRuleText } from '@bulbash/rules';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import OrderPlacedPage from './OrderPlacedPage';

const order = (freeCancelMinutes: number) => ({
  id: 12,
  payment_method: 'cash',
  status: 'pending',
  total_cost: 40,
  date_created: '2026-11-20T09:00:00.000Z',
  delivery_at: '2026-11-24T15:00:00+03:00',
  delivery_method: 'delivery',
  delivery_distance_km: 0,
  delivery_cost: 0,
  delivery_address: 'Минск, ул. Немига, 5',
  contact_phone: '+375291234567',
  guests: null,
  comment: null,
  exclude_allergens: [],
  vegetarian_guests: 0,
  dietary_note: null,
  cancellation_fee: 0,
  free_cancel_minutes: freeCancelMinutes,
  cancellation_terms_text: cancellationRuleText(freeCancelMinutes),
  order_items: [],
});

function fakeServer(freeCancelMinutes: number) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('get-user-orders/12')) return Response.json(order(freeCancelMinutes));
    if (url.includes('/users/me'))
      return Response.json({ id: 1, name: 'И', surname: 'П', email: 'a@b.by', is_active: true, is_admin: false });
    if (url.includes('get-items-from-cart')) return Response.json({ data: [], total_price: 0 });
    if (url.includes('/contacts/')) return Response.json({ phone_number_1: '+375 29 000-00-00' });
    if (url.includes('/payments/online')) return Response.json({ enabled: false, methods: [] });
    return Response.json({ detail: 'not found' }, { status: 404 });
  });
}

const renderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/order-placed/:id" element={<OrderPlacedPage />} />
    </Routes>,
    { route: '/order-placed/12' },
  );

afterEach(() => vi.restoreAllMocks());

describe('the order-placed page’s cancellation terms', { timeout: 30_000 }, () => {
  it('follow the order’s grace period', async () => {
    localStorage.setItem('token', 'T');
    fakeServer(30);
    renderPage();
    expect(await screen.findByText(/Отмена в течение 30 минут после оформления/)).toBeInTheDocument();
    expect(screen.queryByText(/15 минут/)).not.toBeInTheDocument();
  });

  it('say nothing of a grace period when it is off', async () => {
    localStorage.setItem('token', 'T');
    fakeServer(0);
    renderPage();
    expect(await screen.findByText(/Отмена не позднее чем за 24 часа/)).toBeInTheDocument();
    expect(screen.queryByText(/минут/)).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../layout/Header';
import { allowConsole } from '../test/console';
import { renderWithApp } from '../test/render';
import UserOrdersPage from './UserOrdersPage';

const order = (id: number, extra: Record<string, unknown>) => ({
  id,
  payment_method: 'cash',
  status: 'pending',
  total_cost: 125,
  date_created: '2026-11-20T09:00:00.000Z',
  delivery_at: '2026-11-24T15:00:00+03:00',
  delivery_method: 'delivery',
  delivery_distance_km: 5,
  delivery_cost: 5,
  comment: null,
  cancellation_fee: 0,
  ...extra,
});

/** A change request as GET /order/{id}/change-requests answers it. */
const changeRequest = (orderId: number, status: string, declineReason: string | null = null) => ({
  id: orderId * 10,
  order_id: orderId,
  status,
  guests: 40,
  delivery_at: null,
  lines: null,
  comment: null,
  decline_reason: declineReason,
  date_created: '2026-11-21T09:00:00.000Z',
  decided_at: status === 'open' ? null : '2026-11-21T12:00:00.000Z',
  customer_name: 'П И',
  summary: ['Гостей: 40'],
});

/** A fake API: three orders, cancel and repeat, and each order's change requests (newest first). */
function fakeServer(changeRequests: Record<number, unknown[]> = {}) {
  let orders = [
    order(3, {}),
    order(2, { delivery_at: '2026-11-30T12:00:00+03:00', delivery_method: 'pickup', delivery_distance_km: 0, delivery_cost: 0 }),
    order(1, { status: 'canceled', delivery_at: null, delivery_distance_km: 0, delivery_cost: 0, cancellation_fee: 62.5 }),
  ];
  const calls: string[] = [];
  const reads: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') calls.push(url.replace(/^.*\/order\//, ''));
    const requestsOf = /\/order\/(\d+)\/change-requests/.exec(url);
    if (requestsOf && init?.method !== 'POST') {
      reads.push(`change-requests/${requestsOf[1]}`);
      return Response.json(changeRequests[Number(requestsOf[1])] ?? []);
    }
    if (url.includes('/users/me'))
      return Response.json({ id: 1, name: 'И', surname: 'П', email: 'a@b.by', is_active: true, is_admin: false });
    if (url.includes('get-all-user-orders')) return Response.json({ data: orders });
    if (url.includes('cancel-order/3')) {
      orders = orders.map((row) => (row.id === 3 ? { ...row, status: 'canceled', cancellation_fee: 62.5 } : row));
      return Response.json({ message: 'Заказ отменён. Стоимость отмены — 62,50 BYN', order_id: 3, cancellation_fee: 62.5 });
    }
    if (url.includes('repeat-order/2'))
      return Response.json({
        message: 'Товары заказа добавлены в корзину',
        added: [{ product_id: 1, name: 'Бокс', quantity: 1, price: 90 }],
        unavailable: ['Торт'],
      });
    if (url.includes('my-enquiries'))
      return Response.json([
        {
          id: 7,
          status: 'in_progress',
          status_label: 'В работе',
          event_at: '2026-12-05T15:30:00+03:00',
          guests: 60,
          format: 'buffet',
          format_name: 'Фуршет',
          budget_per_guest: 30,
          delivery_method: 'delivery',
          delivery_address: null,
          delivery_distance_km: 0,
          contact_name: 'И',
          contact_phone: '375291234567',
          contact_email: 'a@b.by',
          company_name: null,
          comment: null,
          user_id: 1,
          total: 1500,
          lines: [{ product_id: 1, category_id: 1, name: 'Бокс', unit_price: 100, people_numbers: 4, quantity: 15, line_total: 1500 }],
          date_created: '2026-11-20T09:00:00.000Z',
        },
      ]);
    if (url.includes('get-items-from-cart')) return Response.json({ data: [], total_price: 0 });
    if (url.includes('/payments/online')) return Response.json({ enabled: false, methods: [] });
    return Response.json({ detail: 'not found' }, { status: 404 });
  });
  return { calls, reads };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Мои заказы', { timeout: 60_000 }, () => {
  it('shows the event time, the delivery and the fee, and states the fee before cancelling', async () => {
    // Monday 16:00 in Minsk: order 3 is due tomorrow at 15:00, less than 24 hours ahead.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T16:00:00+03:00'));
    localStorage.setItem('token', 'T');
    const server = fakeServer();
    const user = userEvent.setup();
    renderWithApp(<UserOrdersPage />, { route: '/user-orders' });

    const card = await screen.findByRole('listitem', { name: 'Заказ № 3' });
    expect(card).toHaveTextContent('Мероприятие24.11.2026 в 15:00');
    expect(card).toHaveTextContent('доставка за МКАД, 5 км — 5,00 byn');
    expect(screen.getByRole('listitem', { name: 'Заказ № 2' })).toHaveTextContent('самовывоз');
    const canceled = screen.getByRole('listitem', { name: 'Заказ № 1' });
    expect(canceled).toHaveTextContent('время согласуем по телефону');
    expect(canceled).toHaveTextContent('Стоимость отмены62,50 byn');
    expect(within(canceled).queryByRole('button', { name: /Отменить/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Отменить заказ № 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить заказ № 3?' });
    expect(dialog).toHaveTextContent('Отмена будет стоить 62,50 byn — 50 % суммы заказа: до доставки меньше 24 часов.');
    expect(server.calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    await waitFor(() => expect(server.calls).toEqual(['cancel-order/3']));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Заказ № 3' })).toHaveTextContent('отменён'));
  });

  it('says a cancellation 24 hours ahead is free, and repeats an order into the cart', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T15:00:00+03:00'));
    localStorage.setItem('token', 'T');
    const server = fakeServer();
    const user = userEvent.setup();
    renderWithApp(<UserOrdersPage />, { route: '/user-orders' });

    const card = await screen.findByRole('listitem', { name: 'Заказ № 3' });
    await user.click(within(card).getByRole('button', { name: 'Отменить заказ № 3' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Отмена бесплатна.');
    await user.click(screen.getByRole('button', { name: 'Не отменять' }));

    await user.click(within(screen.getByRole('listitem', { name: 'Заказ № 2' })).getByRole('button', { name: 'Повторить заказ № 2' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    expect(server.calls).toEqual(['repeat-order/2']);
  });

  it('shows the newest change request of each live order after a reload: open, accepted, declined with the reason', async () => {
    localStorage.setItem('token', 'T');
    const server = fakeServer({
      3: [changeRequest(3, 'open'), changeRequest(3, 'declined', 'старое')],
      2: [changeRequest(2, 'declined', 'На эту дату кухня занята')],
    });
    renderWithApp(<UserOrdersPage />, { route: '/user-orders' });

    const open = await screen.findByRole('listitem', { name: 'Заказ № 3' });
    await waitFor(() =>
      expect(within(open).getByTestId('order-change-request')).toHaveTextContent('Запрошено изменение — ждёт ответа менеджера'),
    );
    const declined = screen.getByRole('listitem', { name: 'Заказ № 2' });
    await waitFor(() =>
      expect(within(declined).getByTestId('order-change-request')).toHaveTextContent(
        'Запрошенное изменение отклонено: На эту дату кухня занята',
      ),
    );
    // A canceled order asks nothing.
    expect(within(screen.getByRole('listitem', { name: 'Заказ № 1' })).queryByTestId('order-change-request')).not.toBeInTheDocument();
    expect(server.reads).not.toContain('change-requests/1');
  });

  it('says an accepted change request was accepted, and nothing without requests', async () => {
    localStorage.setItem('token', 'T');
    const server = fakeServer({ 3: [changeRequest(3, 'accepted')] });
    renderWithApp(<UserOrdersPage />, { route: '/user-orders' });

    const card = await screen.findByRole('listitem', { name: 'Заказ № 3' });
    await waitFor(() => expect(within(card).getByTestId('order-change-request')).toHaveTextContent('Запрошенное изменение принято'));
    await waitFor(() => expect(server.reads).toContain('change-requests/2'));
    expect(within(screen.getByRole('listitem', { name: 'Заказ № 2' })).queryByTestId('order-change-request')).not.toBeInTheDocument();
  });

  it('lists the customer’s enquiries under «Заявки» with their status', async () => {
    localStorage.setItem('token', 'T');
    fakeServer();
    renderWithApp(<UserOrdersPage />, { route: '/user-orders' });
    const list = await screen.findByRole('list', { name: 'Мои заявки' });
    expect(screen.getByRole('heading', { name: 'Заявки' })).toBeInTheDocument();
    expect(list).toHaveTextContent('Заявка №7: Фуршет, 60 гостей');
    expect(list).toHaveTextContent('Мероприятие: 05.12.2026 в 15:30');
    expect(list).toHaveTextContent('Статус: В работе');
  });

  it('offers «Повторить» when an order’s details fail to load, and shows them on the next try', async () => {
    localStorage.setItem('token', 'T');
    fakeServer();
    const answer = vi.mocked(globalThis.fetch).getMockImplementation()!;
    let detailReads = 0;
    const details = {
      ...order(3, { comment: '40 гостей, без орехов' }),
      first_name: 'И',
      surname: 'П',
      last_name: null,
      contact_phone: '+375291234567',
      contact_email: null,
      delivery_address: 'Минск, ул. Немига, 5',
      order_items: [],
      items_total: 120,
      adjustments: [],
      paid_amount: 0,
      payment_status: 'unpaid',
      deposit_due: 0,
      balance_due: 125,
      balance_due_at: null,
      refund_due: 0,
      company: null,
    };
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      if (!String(input).includes('get-user-orders/3')) return answer(input, init);
      detailReads += 1;
      return detailReads === 1 ? Response.json({ detail: 'Сервис временно недоступен' }, { status: 503 }) : Response.json(details);
    });
    allowConsole(/Сервис временно недоступен/);
    const user = userEvent.setup();
    renderWithApp(<UserOrdersPage />, { route: '/user-orders' });

    const card = await screen.findByRole('listitem', { name: 'Заказ № 3' });
    await user.click(within(card).getByRole('button', { name: 'Состав заказа № 3' }));
    expect(await within(card).findByText(/Не удалось загрузить состав заказа/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Повторить' }));
    expect(await within(card).findByText('Комментарий: 40 гостей, без орехов')).toBeInTheDocument();
    expect(detailReads).toBe(2);
  });

  it('the header links to my orders for a signed-in customer', async () => {
    localStorage.setItem('token', 'T');
    fakeServer();
    renderWithApp(<Header />);
    expect(await screen.findByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/user-orders');
  });
});

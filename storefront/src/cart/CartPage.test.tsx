import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import CartPage from './CartPage';
import { PERSIST_KEY } from '../shared/constants';

interface Line {
  id: number;
  product_id: number;
  name: string;
  image_path: null;
  weight: number;
  price: number;
  quantity: number;
  product_price: number;
}

/** A fake server behind fetch: the cart, quantity updates, the last order (prefill), the contacts and order creation. */
function fakeServer() {
  let lines: Line[] = [
    { id: 1, product_id: 10, name: 'Бокс «Минский»', image_path: null, weight: 1500, price: 89.9, quantity: 1, product_price: 89.9 },
    { id: 2, product_id: 11, name: 'Канапе «Капрезе»', image_path: null, weight: 600, price: 43.2, quantity: 2, product_price: 86.4 },
  ];
  const orders: unknown[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.includes('/users/me'))
      return Response.json({ id: 1, name: 'И', surname: 'П', email: 'a@b.by', is_active: true, is_admin: false });
    if (url.includes('update-quantity-item-in-cart')) {
      lines = lines.map((line) =>
        line.id === body.id
          ? { ...line, quantity: body.quantity, product_price: Math.round(line.price * body.quantity * 100) / 100 }
          : line,
      );
      return Response.json({ message: 'Количество обновлено' });
    }
    if (url.includes('get-all-user-orders')) return Response.json({ data: [{ id: 5, status: 'completed' }] });
    if (url.includes('get-user-orders/5')) {
      return Response.json({
        id: 5,
        contact_phone: '375447654321',
        delivery_address: 'Минск, Немига, 5',
        delivery_method: 'delivery',
        last_name: 'Сергеевич',
      });
    }
    if (url.includes('/contacts'))
      return Response.json({ physical_address: 'Минск, пр-т Дзержинского, 104', phone_number_1: '+375 29 615-42-87' });
    if (url.includes('create-new-order')) {
      orders.push(body);
      lines = [];
      return Response.json({ message: 'Заказ успешно создан', order_id: 7 }, { status: 201 });
    }
    if (url.includes('get-items-from-cart')) {
      return Response.json({ data: lines, total_price: lines.reduce((sum, line) => sum + line.product_price, 0) });
    }
    return Response.json({ detail: 'not found' }, { status: 404 });
  });
  const reprice = (id: number, price: number) => {
    lines = lines.map((line) => (line.id === id ? { ...line, price, product_price: Math.round(price * line.quantity * 100) / 100 } : line));
  };
  return { spy, orders, lines: () => lines, reprice };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The checkout's rules are judged at this Minsk moment (Monday 10:10): same-day slots from 13:30. */
function mondayMorning() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:10:00+03:00'));
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('CartPage', () => {
  it(
    'changes a quantity, prefills the checkout, refuses a bad phone, then orders for a date and opens the confirmation',
    { timeout: 60_000 },
    async () => {
      mondayMorning();
      localStorage.setItem('token', 'T');
      localStorage.setItem(PERSIST_KEY, JSON.stringify({ guests: 30 }));
      const server = fakeServer();
      const user = userEvent.setup();
      renderWithApp(<CartPage />, { route: '/cart' });

      const list = await screen.findByRole('list', { name: 'Товары в корзине' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      expect(screen.getByText(/^Итого:/)).toHaveTextContent('176,30 byn');

      await user.click(within(list).getAllByRole('button', { name: 'Увеличить количество' })[0]);
      expect(screen.getByText(/^Итого:/)).toHaveTextContent('266,20 byn');
      await waitFor(() => expect(server.lines()[0].quantity).toBe(2));

      await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
      // Account: name, surname, e-mail; last order: phone, address, patronymic.
      expect(await screen.findByLabelText(/^Имя/, undefined, { timeout: 10_000 })).toHaveValue('И');
      expect(screen.getByLabelText(/^Фамилия/)).toHaveValue('П');
      expect(screen.getByLabelText(/^E-mail/)).toHaveValue('a@b.by');
      expect(screen.getByLabelText(/^Телефон/)).toHaveValue('375447654321');
      expect(screen.getByLabelText(/^Адрес доставки/)).toHaveValue('Минск, Немига, 5');

      fill(/^Телефон/, '375301234567');
      fill(/^Время/, '18:00');
      fill(/^Км от МКАД/, '5');
      fill(/^Комментарий к заказу/, '30 гостей');
      expect(screen.getByTestId('checkout-total')).toHaveTextContent('271,20 byn');
      await user.click(screen.getByRole('checkbox', { name: /персональных данных/ }));
      await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
      expect(screen.getByText('введите номер телефона в формате 375XXXXXXXXX')).toBeInTheDocument();
      expect(server.orders).toHaveLength(0);

      fill(/^Телефон/, '+375 (29) 123-45-67');
      await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order-placed/7'));
      expect(server.orders).toEqual([
        {
          first_name: 'И',
          last_name: 'Сергеевич',
          surname: 'П',
          contact_phone: '375291234567',
          contact_email: 'a@b.by',
          delivery_address: 'Минск, Немига, 5',
          payment_method: 'cash',
          payer_type: 'person',
          delivery_at: '2026-11-23T18:00:00+03:00',
          delivery_method: 'delivery',
          delivery_distance_km: 5,
          comment: '30 гостей',
          guests: 30,
          exclude_allergens: [],
          vegetarian_guests: 0,
          dietary_note: null,
          product_list: [
            { cart_id: 1, product_id: 10, quantity: 2, product_cost: 89.9 },
            { cart_id: 2, product_id: 11, quantity: 2, product_cost: 43.2 },
          ],
          total_cost: 271.2,
        },
      ]);
      // Placed: the next checkout starts afresh (no kept form, no head count).
      expect(sessionStorage.getItem('bulbash-checkout-draft')).toBeNull();
      expect(JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}').guests).toBeNull();
    },
  );

  it('shows which prices changed and the new total, and orders only after a confirmation', { timeout: 60_000 }, async () => {
    mondayMorning();
    localStorage.setItem('token', 'T');
    const server = fakeServer();
    const user = userEvent.setup();
    renderWithApp(<CartPage />, { route: '/cart' });
    await screen.findByRole('list', { name: 'Товары в корзине' });
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await screen.findByLabelText(/^Имя/, undefined, { timeout: 10_000 });
    fill(/^Отчество/, 'С');
    fill(/^Время/, '19:00');
    await user.click(screen.getByRole('checkbox', { name: /персональных данных/ }));

    server.reprice(1, 95);
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    const notice = await screen.findByRole('alertdialog', { name: 'Цены изменились' });
    expect(notice).toHaveTextContent('Бокс «Минский»: 89,90 byn → 95,00 byn');
    expect(notice).toHaveTextContent('Новая сумма заказа: 181,40 byn');
    expect(server.orders).toHaveLength(0);

    await user.click(within(notice).getByRole('button', { name: 'Подтвердить заказ по новым ценам' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order-placed/7'));
    expect(server.orders).toEqual([
      expect.objectContaining({
        total_cost: 181.4,
        product_list: [expect.objectContaining({ product_cost: 95 }), expect.objectContaining({ product_cost: 43.2 })],
      }),
    ]);
  });

  it('the checkout button is disabled while the cart is empty', async () => {
    localStorage.setItem('token', 'T');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('/users/me')
        ? Response.json({ id: 1, name: 'И', surname: 'П', email: 'a@b.by', is_active: true, is_admin: false })
        : Response.json({ data: [], total_price: 0 }),
    );
    renderWithApp(<CartPage />, { route: '/cart' });
    await screen.findByText('В корзине пока ничего нет');
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/user-orders');
  });
});

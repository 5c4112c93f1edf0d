import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import CartPage from './CartPage';

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

/** A fake server cart behind fetch: the cart, quantity updates and order creation. */
function fakeServer() {
  let lines: Line[] = [
    { id: 1, product_id: 10, name: 'Бокс «Минский»', image_path: null, weight: 1500, price: 89.9, quantity: 1, product_price: 89.9 },
    { id: 2, product_id: 11, name: 'Канапе «Капрезе»', image_path: null, weight: 600, price: 43.2, quantity: 2, product_price: 86.4 },
  ];
  const orders: unknown[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.includes('/users/me')) return Response.json({ id: 1, name: 'И', surname: 'П', email: 'a@b.by', is_active: true, is_admin: false });
    if (url.includes('update-quantity-item-in-cart')) {
      lines = lines.map((line) => (line.id === body.id ? { ...line, quantity: body.quantity, product_price: Math.round(line.price * body.quantity * 100) / 100 } : line));
      return Response.json({ message: 'Количество обновлено' });
    }
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
  return { spy, orders, lines: () => lines };
}

afterEach(() => vi.restoreAllMocks());

describe('CartPage', () => {
  it('changes a quantity, refuses a bad phone, then orders and opens my orders', async () => {
    localStorage.setItem('token', 'T');
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
    await user.type(await screen.findByLabelText(/^Фамилия/), 'Петров');
    await user.type(screen.getByLabelText(/^Имя/), 'Иван');
    await user.type(screen.getByLabelText(/^Отчество/), 'Сергеевич');
    await user.type(screen.getByLabelText(/^Телефон/), '375301234567');
    await user.click(screen.getByRole('checkbox', { name: /персональных данных/ }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(screen.getByText('введите номер телефона в формате 375XXXXXXXXX')).toBeInTheDocument();
    expect(server.orders).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Телефон/));
    await user.type(screen.getByLabelText(/^Телефон/), '375291234567');
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-orders'));
    expect(server.orders).toEqual([
      {
        first_name: 'Иван',
        last_name: 'Сергеевич',
        surname: 'Петров',
        contact_phone: '375291234567',
        contact_email: null,
        delivery_address: null,
        payment_method: 'cash',
        product_list: [
          { cart_id: 1, product_id: 10, quantity: 2, product_cost: 89.9 },
          { cart_id: 2, product_id: 11, quantity: 2, product_cost: 43.2 },
        ],
        total_cost: 266.2,
      },
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

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { readGuests } from './guestCount';
import CartPage from './CartPage';

/** A fake cart server: one box line feeding 12 people; the plan follows the cart's quantity. */
function fakeServer() {
  let boxes = 3;
  const added: unknown[] = [];
  const planFor = (guests: number) => {
    const people = boxes * 4;
    const enough = people >= guests;
    return {
      guests,
      categories: [{ category_id: 1, name: 'Боксы', people, enough }],
      suggestions: enough
        ? []
        : [
            {
              category_id: 1,
              product_id: 10,
              name: 'Бокс «Минский»',
              people_numbers: 4,
              price: 89.9,
              quantity: Math.ceil((guests - people) / 4),
            },
          ],
    };
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://shop.test');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.pathname.includes('/users/me'))
      return Response.json({ id: 1, name: 'И', surname: 'П', email: 'a@b.by', is_active: true, is_admin: false });
    if (url.pathname.endsWith('/guest-plan')) return Response.json(planFor(Number(url.searchParams.get('guests'))));
    if (url.pathname.endsWith('/add-item-to-cart')) {
      added.push(body);
      boxes += body.quantity;
      return Response.json({ message: 'Товар успешно добавлен в корзину', id: 1, product_id: 10, quantity: boxes }, { status: 201 });
    }
    if (url.pathname.endsWith('/get-items-from-cart')) {
      const line = {
        id: 1,
        product_id: 10,
        name: 'Бокс «Минский»',
        description: '',
        image_path: null,
        weight: 1500,
        price: 89.9,
        quantity: boxes,
        product_price: Math.round(89.9 * boxes * 100) / 100,
      };
      return Response.json({ data: [line], total_price: line.product_price });
    }
    return Response.json({ detail: 'not found' }, { status: 404 });
  });
  return { added };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('guest plan in the cart', () => {
  it('shows a short category with a mark in text, follows the suggestion and remembers the head count', { timeout: 30_000 }, async () => {
    localStorage.setItem('token', 'T');
    const server = fakeServer();
    const user = userEvent.setup();
    renderWithApp(<CartPage />, { route: '/cart' });

    const field = await screen.findByRole('spinbutton', { name: 'Гостей' }, { timeout: 10_000 });
    fireEvent.change(field, { target: { value: '1001' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Укажите целое число гостей от 1 до 1000');
    fireEvent.change(field, { target: { value: '25' } });
    expect(readGuests()).toBe(25);

    const plan = await screen.findByRole('list', { name: 'План на гостей' });
    expect(within(plan).getByText(/на 12 из 25 гостей — не хватает/)).toBeInTheDocument();
    await user.click(within(plan).getByRole('button', { name: 'Добавить 4 × Бокс «Минский»' }));
    expect(server.added).toEqual([{ product_id: 10, quantity: 4 }]);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'План на гостей' })).getByText(/на 28 из 25 гостей — хватает/)).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /^Добавить/ })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import CartPage from './CartPage';

/**
 * A server cart with one line whose quantity updates are answered only when the test says so, the
 * way a slow connection answers while the shopper keeps clicking.
 */
function slowCartServer() {
  let quantity = 1;
  const updates: number[] = [];
  const held: Array<() => void> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/users/me'))
      return Response.json({ id: 1, name: 'И', surname: 'П', email: 'a@b.by', is_active: true, is_admin: false });
    if (url.includes('update-quantity-item-in-cart')) {
      const body = JSON.parse(String(init?.body)) as { quantity: number };
      updates.push(body.quantity);
      await new Promise<void>((resolve) => held.push(resolve));
      quantity = body.quantity;
      return Response.json({ message: 'Количество обновлено' });
    }
    if (url.includes('get-items-from-cart')) {
      const line = {
        id: 5,
        product_id: 10,
        name: 'Драники',
        image_path: null,
        weight: 600,
        price: 10.5,
        quantity,
        product_price: 10.5 * quantity,
      };
      return Response.json({ data: [line], total_price: line.product_price });
    }
    return Response.json({ detail: 'not found' }, { status: 404 });
  });
  return {
    updates,
    quantity: () => quantity,
    releaseAll: () => held.splice(0).forEach((release) => release()),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('cart quantities', () => {
  it('five fast clicks on + end on the shown count, on the server too, with the changes sent in order', async () => {
    localStorage.setItem('token', 'T');
    const server = slowCartServer();
    const user = userEvent.setup();
    renderWithApp(<CartPage />, { route: '/cart' });
    const list = await screen.findByRole('list', { name: 'Товары в корзине' });
    const plus = within(list).getByRole('button', { name: 'Увеличить количество' });
    const field = within(list).getByRole('spinbutton', { name: 'Количество: Драники' });

    for (let click = 0; click < 5; click += 1) await user.click(plus);
    expect(field).toHaveValue(6);
    expect(list).toHaveAttribute('aria-busy', 'true');
    // The first change is on its way; the later ones wait and collapse into the latest.
    expect(server.updates).toEqual([2]);

    // The first answer arrives while the shopper still sees 6: nothing jumps back, and the latest count goes next.
    server.releaseAll();
    await waitFor(() => expect(server.updates).toEqual([2, 6]));
    expect(field).toHaveValue(6);
    server.releaseAll();
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    expect(server.updates).toEqual([2, 6]);
    expect(server.quantity()).toBe(6);
    await waitFor(() => expect(screen.getByText(/^Итого:/)).toHaveTextContent('63,00 byn'));
    expect(field).toHaveValue(6);
    // userEvent's clicks are slow on a busy two-core machine; the assertions above decide, not the time.
  }, 20_000);

  it('minus never goes below 1', async () => {
    localStorage.setItem('token', 'T');
    const server = slowCartServer();
    const user = userEvent.setup();
    renderWithApp(<CartPage />, { route: '/cart' });
    const list = await screen.findByRole('list', { name: 'Товары в корзине' });
    await user.click(within(list).getByRole('button', { name: 'Уменьшить количество' }));
    expect(within(list).getByRole('spinbutton')).toHaveValue(1);
    expect(server.updates).toEqual([]);
  });
});

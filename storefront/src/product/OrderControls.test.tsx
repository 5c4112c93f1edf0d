import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationBar } from '../shared/NotificationBar';
import { renderWithApp } from '../test/render';
import { OrderControls } from './OrderControls';

describe('OrderControls', () => {
  it('a guest is warned and nothing is added', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderWithApp(
      <>
        <OrderControls productId={5} productName="Бокс" />
        <NotificationBar />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Заказать: Бокс' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Для заказа необходимо ВОЙТИ или ЗАРЕГЕСТРИРОВАТЬСЯ!');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('a customer adds the item; then the counter is disabled and the button opens the cart', async () => {
    localStorage.setItem('token', 'T');
    let cart = { data: [] as object[], total_price: 0 };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/users/me'))
        return Response.json({ id: 1, name: 'И', surname: 'П', email: 'a@b.by', is_active: true, is_admin: false });
      if (url.includes('add-item-to-cart')) {
        expect(JSON.parse(String(init?.body))).toEqual({ product_id: 5, quantity: 3 });
        cart = {
          data: [{ id: 11, product_id: 5, name: 'Бокс', image_path: null, weight: 500, price: 10, quantity: 3, product_price: 30 }],
          total_price: 30,
        };
        return Response.json({ message: 'Товар успешно добавлен в корзину', id: 11 }, { status: 201 });
      }
      return Response.json(cart);
    });
    const user = userEvent.setup();
    renderWithApp(<OrderControls productId={5} productName="Бокс" />);
    await screen.findByRole('button', { name: 'Заказать: Бокс' });
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledWith('/api/v1/cart/get-items-from-cart', expect.anything()));
    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    await user.click(screen.getByRole('button', { name: 'Заказать: Бокс' }));
    const toCart = await screen.findByRole('button', { name: 'Бокс: перейти в корзину' });
    expect(toCart).toHaveTextContent('в корзину');
    expect(screen.getByLabelText('Количество: Бокс')).toBeDisabled();
    await user.click(toCart);
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    fetchSpy.mockRestore();
  });
});

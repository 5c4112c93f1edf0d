import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import SignInPage from './SignInPage';
import SignUpPage from './SignUpPage';
import { takeRememberedReturn } from './storefrontReturn';

const NEXT = encodeURIComponent('/quote/abc123');

describe('signing in or up from a page that sent the shopper (a quote to accept)', () => {
  it('sign-in prefills the e-mail and returns to the page', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/users/login')) return Response.json({ access_token: 'T1', token_type: 'bearer' });
      if (url.includes('/users/me'))
        return Response.json({ id: 1, name: 'Анна', surname: 'К', email: 'anna@example.by', is_active: true, is_admin: false });
      return Response.json({ data: [], total_price: 0 });
    });
    const user = userEvent.setup();
    renderWithApp(<SignInPage />, { route: `/signin?next=${NEXT}&email=anna%40example.by` });
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('anna@example.by');
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute(
      'href',
      `/signup?next=${NEXT}&email=anna%40example.by`,
    );
    fireEvent.change(screen.getByLabelText(/^Пароль/), { target: { value: 'secret1' } });
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/quote/abc123'));
  }, 20_000);

  it('sign-in ignores a return to another site', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/users/login')) return Response.json({ access_token: 'T1', token_type: 'bearer' });
      return Response.json({ id: 1, name: 'Анна', surname: 'К', email: 'anna@example.by', is_active: true, is_admin: false });
    });
    const user = userEvent.setup();
    renderWithApp(<SignInPage />, { route: `/signin?next=${encodeURIComponent('//evil.example/x')}` });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'anna@example.by' } });
    fireEvent.change(screen.getByLabelText(/^Пароль/), { target: { value: 'secret1' } });
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  }, 20_000);

  it('sign-up prefills the e-mail and keeps the page for the verification link', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ message: 'Письмо отправлено' }, { status: 201 }));
    const user = userEvent.setup();
    renderWithApp(<SignUpPage />, { route: `/signup?next=${NEXT}&email=anna%40example.by` });
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('anna@example.by');
    fireEvent.change(screen.getByLabelText(/^Имя/), { target: { value: 'Анна' } });
    fireEvent.change(screen.getByLabelText(/^Фамилия/), { target: { value: 'Ковалёва' } });
    fireEvent.change(screen.getByLabelText(/^Пароль/), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText(/^Подтвердите пароль/), { target: { value: 'secret1' } });
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/check-email'));
    expect(takeRememberedReturn()).toBe('/quote/abc123');
  }, 20_000);
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import NewPasswordPage from './NewPasswordPage';
import SignInPage from './SignInPage';
import SignUpPage from './SignUpPage';
import { validateNewPassword, validateSignIn, validateSignUp } from './validation';

describe('auth validation rules', () => {
  it('sign-in: required, e-mail format, password length', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: 'заполните поле!', password: 'заполните поле!' });
    expect(validateSignIn({ email: 'ivan@', password: '12345' })).toEqual({
      email: 'Вы ввели некорректный email!',
      password: 'пароль должен быть от 6 до 32 символов',
    });
    expect(validateSignIn({ email: 'ivan@example.by', password: 'x'.repeat(33) })).toEqual({
      password: 'пароль должен быть от 6 до 32 символов',
    });
    expect(validateSignIn({ email: 'ivan@example.by', password: 'x'.repeat(32) })).toEqual({});
  });

  it('sign-up: names required, passwords must match', () => {
    const ok = { name: 'Иван', surname: 'Петров', email: 'ivan@example.by', password: 'secret1', confirm_password: 'secret1' };
    expect(validateSignUp(ok)).toEqual({});
    expect(validateSignUp({ ...ok, name: ' ', confirm_password: 'secret2' })).toEqual({
      name: 'заполните поле!',
      confirm_password: 'пароли не совпадают!',
    });
  });

  it('new password: length and confirmation', () => {
    expect(validateNewPassword({ password: 'abc', confirm_password: '' })).toEqual({
      password: 'пароль должен быть от 6 до 32 символов',
      confirm_password: 'заполните поле!',
    });
    expect(validateNewPassword({ password: 'abcdef', confirm_password: 'abcdeg' })).toEqual({ confirm_password: 'пароли не совпадают!' });
  });
});

describe('auth screens', () => {
  it('sign-in shows the Russian messages and sends nothing while invalid', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderWithApp(<SignInPage />, { route: '/signin' });
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getAllByText('заполните поле!')).toHaveLength(2);
    await user.type(screen.getByLabelText(/E-mail/), 'ivan@mail');
    await user.type(screen.getByLabelText(/^Пароль/), '123');
    expect(screen.getByText('Вы ввели некорректный email!')).toBeInTheDocument();
    expect(screen.getByText('пароль должен быть от 6 до 32 символов')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('the password toggle shows and hides the password', async () => {
    const user = userEvent.setup();
    renderWithApp(<SignInPage />, { route: '/signin' });
    const input = screen.getByLabelText(/^Пароль/);
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('sign-in sends username + password as a form and goes home', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/users/login')) return Response.json({ access_token: 'T1', token_type: 'bearer' });
      if (url.includes('/users/me'))
        return Response.json({ id: 1, name: 'Иван', surname: 'П', email: 'a@b.by', is_active: true, is_admin: false });
      return Response.json({ data: [], total_price: 0 });
    });
    const user = userEvent.setup();
    renderWithApp(<SignInPage />, { route: '/signin' });
    await user.type(screen.getByLabelText(/E-mail/), 'ivan@example.by');
    await user.type(screen.getByLabelText(/^Пароль/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const [url, init] = fetchSpy.mock.calls[0];
    expect(String(url)).toBe('/api/v1/users/login');
    expect(init?.body).toBe('username=ivan%40example.by&password=secret1');
    expect(localStorage.getItem('token')).toBe('T1');
    fetchSpy.mockRestore();
  });

  it('sign-up says when the passwords differ', async () => {
    const user = userEvent.setup();
    renderWithApp(<SignUpPage />, { route: '/signup' });
    await user.type(screen.getByLabelText(/^Пароль/), 'secret1');
    await user.type(screen.getByLabelText(/^Подтвердите пароль/), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByText('пароли не совпадают!')).toBeInTheDocument();
    expect(screen.getAllByText('заполните поле!')).toHaveLength(3);
  });

  it('new password checks length and match', () => {
    renderWithApp(<NewPasswordPage />, { route: '/api/v1/users/restore-password?token=abc' });
    fireEvent.change(screen.getByLabelText(/^Новый пароль/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(screen.getByText('пароль должен быть от 6 до 32 символов')).toBeInTheDocument();
    expect(sessionStorage.getItem('restore_token')).toBe('abc');
  });
});

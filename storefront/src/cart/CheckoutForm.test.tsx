import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutForm } from './CheckoutForm';
import { EMPTY_CHECKOUT, validateCheckout } from './checkoutValidation';

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Фамилия/), 'Петров');
  await user.type(screen.getByLabelText(/^Имя/), 'Иван');
  await user.type(screen.getByLabelText(/^Отчество/), 'Сергеевич');
  await user.type(screen.getByLabelText(/^Телефон/), '375291234567');
}

describe('checkout rules', () => {
  it('phone must be 375 + operator code + 7 digits', () => {
    const base = { ...EMPTY_CHECKOUT, surname: 'П', first_name: 'И', last_name: 'С' };
    for (const ok of ['375291234567', '375251234567', '375441234567', '375331234567', '375171234567']) {
      expect(validateCheckout({ ...base, contact_phone: ok })).toEqual({});
    }
    for (const bad of ['375301234567', '37529123456', '80291234567', '+375291234567']) {
      expect(validateCheckout({ ...base, contact_phone: bad })).toEqual({ contact_phone: 'введите номер телефона в формате 375XXXXXXXXX' });
    }
  });

  it('names and phone are required, e-mail optional but valid', () => {
    expect(validateCheckout(EMPTY_CHECKOUT)).toEqual({
      surname: 'заполните поле!',
      first_name: 'заполните поле!',
      last_name: 'заполните поле!',
      contact_phone: 'заполните поле!',
    });
    const base = { ...EMPTY_CHECKOUT, surname: 'П', first_name: 'И', last_name: 'С', contact_phone: '375291234567' };
    expect(validateCheckout({ ...base, contact_email: 'bad@' })).toEqual({ contact_email: 'Вы ввели некорректный email!' });
    expect(validateCheckout({ ...base, contact_email: 'ok@mail.by' })).toEqual({});
  });
});

describe('CheckoutForm', () => {
  it('the submit button waits for the consent tick', async () => {
    const user = userEvent.setup();
    render(<CheckoutForm onSubmit={vi.fn()} />);
    const submit = screen.getByRole('button', { name: 'Подтвердить заказ' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
    expect(submit).toBeEnabled();
  });

  it('shows the phone format message and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CheckoutForm onSubmit={onSubmit} />);
    await fillValid(user);
    await user.clear(screen.getByLabelText(/^Телефон/));
    await user.type(screen.getByLabelText(/^Телефон/), '12345');
    await user.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(screen.getByText('введите номер телефона в формате 375XXXXXXXXX')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits with cash by default, and with the card when chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CheckoutForm onSubmit={onSubmit} />);
    expect(screen.getByRole('radio', { name: 'наличные' })).toBeChecked();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      surname: 'Петров',
      first_name: 'Иван',
      last_name: 'Сергеевич',
      contact_phone: '375291234567',
      contact_email: '',
      delivery_address: '',
      payment_method: 'cash',
    });
    await user.click(screen.getByRole('radio', { name: 'банковская карта' }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ payment_method: 'card' }));
  });
});

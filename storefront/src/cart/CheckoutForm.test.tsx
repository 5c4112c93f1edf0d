import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutForm } from './CheckoutForm';
import { CHECKOUT_MSG, EMPTY_CHECKOUT, validateCheckout } from './checkoutValidation';
import { buildOrder, priceChanges } from './orderPayload';
import { PERSIST_KEY } from '../shared/constants';

/** An instant written in Minsk time. */
const minsk = (local: string) => new Date(`${local}:00+03:00`);
const MONDAY_10_10 = minsk('2026-11-23T10:10');
const atMondayMorning = () => MONDAY_10_10;

const filled = {
  ...EMPTY_CHECKOUT,
  surname: 'П',
  first_name: 'И',
  last_name: 'С',
  contact_phone: '375291234567',
  delivery_date: '2026-11-24',
  delivery_time: '12:00',
  delivery_address: 'Минск, ул. Немига, 5',
};

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillContacts() {
  type(/^Фамилия/, 'Петров');
  type(/^Имя/, 'Иван');
  type(/^Отчество/, 'Сергеевич');
  type(/^Телефон/, '+375 (29) 123-45-67');
}

describe('checkout rules', () => {
  it('takes the phone the ways people type it and refuses other numbers', () => {
    for (const ok of ['375291234567', '+375 (29) 123-45-67', '80291234567', '8 029 123-45-67', '375171234567']) {
      expect(validateCheckout({ ...filled, contact_phone: ok }, MONDAY_10_10)).toEqual({});
    }
    for (const bad of ['375301234567', '37529123456', '+7 912 123-45-67', '12345']) {
      expect(validateCheckout({ ...filled, contact_phone: bad }, MONDAY_10_10)).toEqual({
        contact_phone: 'введите номер телефона в формате 375XXXXXXXXX',
      });
    }
  });

  it('names, phone, date and time are required; e-mail optional but valid', () => {
    expect(validateCheckout(EMPTY_CHECKOUT, MONDAY_10_10)).toEqual({
      delivery_date: 'выберите дату',
      surname: 'заполните поле!',
      first_name: 'заполните поле!',
      last_name: 'заполните поле!',
      contact_phone: 'заполните поле!',
      delivery_address: 'укажите адрес доставки',
    });
    expect(validateCheckout({ ...filled, delivery_time: '' }, MONDAY_10_10)).toEqual({ delivery_time: 'выберите время' });
    expect(validateCheckout({ ...filled, delivery_address: '   ' }, MONDAY_10_10)).toEqual({ delivery_address: 'укажите адрес доставки' });
    expect(validateCheckout({ ...filled, delivery_address: '', delivery_method: 'pickup' }, MONDAY_10_10)).toEqual({});
    expect(validateCheckout({ ...filled, contact_email: 'bad@' }, MONDAY_10_10)).toEqual({ contact_email: 'Вы ввели некорректный email!' });
  });

  it('allows only the times the shop’s rules allow', () => {
    expect(validateCheckout({ ...filled, delivery_date: '2026-11-23', delivery_time: '13:30' }, MONDAY_10_10)).toEqual({});
    expect(validateCheckout({ ...filled, delivery_date: '2026-11-23', delivery_time: '13:00' }, MONDAY_10_10)).toEqual({
      delivery_time: CHECKOUT_MSG.time,
    });
    expect(validateCheckout({ ...filled, delivery_date: '2026-11-23', delivery_time: '20:30' }, MONDAY_10_10)).toEqual({
      delivery_time: CHECKOUT_MSG.time,
    });
    expect(validateCheckout({ ...filled, delivery_date: '2026-11-24', delivery_time: '09:30' }, MONDAY_10_10)).toEqual({
      delivery_time: CHECKOUT_MSG.time,
    });
    expect(validateCheckout({ ...filled, delivery_date: '2026-11-20', delivery_time: '12:00' }, MONDAY_10_10)).toEqual({
      delivery_date: CHECKOUT_MSG.dayClosed,
    });
  });

  it('delivery goes up to 25 whole km beyond MKAD; pickup ignores the distance; the comment has 1000 characters', () => {
    expect(validateCheckout({ ...filled, delivery_distance_km: '25' }, MONDAY_10_10)).toEqual({});
    expect(validateCheckout({ ...filled, delivery_distance_km: '26' }, MONDAY_10_10)).toEqual({
      delivery_distance_km: CHECKOUT_MSG.tooFar,
    });
    expect(validateCheckout({ ...filled, delivery_distance_km: '2.5' }, MONDAY_10_10)).toEqual({
      delivery_distance_km: CHECKOUT_MSG.distance,
    });
    expect(validateCheckout({ ...filled, delivery_method: 'pickup', delivery_distance_km: '40' }, MONDAY_10_10)).toEqual({});
    expect(validateCheckout({ ...filled, comment: 'а'.repeat(1001) }, MONDAY_10_10)).toEqual({ comment: CHECKOUT_MSG.comment });
  });
});

describe('order payload', () => {
  const items = [
    {
      id: 1,
      product_id: 10,
      name: 'Бокс',
      description: '',
      image_path: null,
      weight: 1500,
      price: 89.9,
      quantity: 2,
      product_price: 179.8,
    },
    { id: 2, product_id: 11, name: 'Канапе', description: '', image_path: null, weight: 600, price: 0.1, quantity: 3, product_price: 0.3 },
  ];

  it('sends the time in Minsk, the normalised phone and total = items + delivery', () => {
    const order = buildOrder(
      {
        ...filled,
        contact_phone: '8 029 123-45-67',
        delivery_distance_km: '12',
        comment: '  25 гостей ',
        payment_method: 'cash',
        company: null,
      },
      items,
    );
    expect(order).toMatchObject({
      contact_phone: '375291234567',
      delivery_at: '2026-11-24T12:00:00+03:00',
      delivery_method: 'delivery',
      delivery_distance_km: 12,
      comment: '25 гостей',
      total_cost: 192.1,
    });
    const pickup = buildOrder(
      {
        ...filled,
        delivery_method: 'pickup',
        delivery_distance_km: '12',
        delivery_address: 'Немига',
        payment_method: 'card',
        company: null,
      },
      items,
    );
    expect(pickup).toMatchObject({ delivery_method: 'pickup', delivery_distance_km: 0, delivery_address: null, total_cost: 180.1 });
    expect(pickup.guests).toBeNull();
    const careful = buildOrder(
      {
        ...filled,
        payment_method: 'cash',
        company: null,
        diet: { exclude_allergens: ['nuts'], vegetarian_guests: ' 2 ', dietary_note: '  Сыну 6 лет ' },
      },
      items,
    );
    expect(careful).toMatchObject({ exclude_allergens: ['nuts'], vegetarian_guests: 2, dietary_note: 'Сыну 6 лет' });
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ guests: 25 }));
    expect(buildOrder({ ...filled, payment_method: 'cash', company: null }, items).guests).toBe(25);
    localStorage.removeItem(PERSIST_KEY);
  });

  it('names the lines whose price changed', () => {
    expect(
      priceChanges(
        [
          { id: 1, price: 85 },
          { id: 2, price: 0.1 },
        ],
        items,
      ),
    ).toEqual([{ name: 'Бокс', before: 85, after: 89.9 }]);
    expect(priceChanges(items, items)).toEqual([]);
  });
});

/** The kitchen's availability answer: every day open with all slots free, except as `days` says. */
function availabilityAnswer(url: URL, days: Record<string, { reason: string } | { slots: string[] }>, notice: string | null) {
  const answer = [];
  for (let day = url.searchParams.get('from')!; day <= url.searchParams.get('to')!;) {
    const special = days[day];
    const all = Array.from(
      { length: 25 },
      (_, index) => `${String(9 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
    );
    answer.push({
      date: day,
      open: !(special && 'reason' in special),
      reason: special && 'reason' in special ? special.reason : null,
      remaining_guests: 300,
      slots: all.map((time) => ({ time, available: special ? 'slots' in special && special.slots.includes(time) : true })),
    });
    day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return Response.json({ days: answer, notice });
}

// The whole form renders in jsdom on a shared 2-core machine: generous limits, no waiting on time.
describe('CheckoutForm', { timeout: 30_000 }, () => {
  // No kitchen answer by default: the form offers what the shop's time rules allow.
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ detail: 'нет' }, { status: 503 }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  const dayButton = (day: number) => screen.getByRole('button', { name: new RegExp(`^${day} ноября`) });

  it('offers only the allowed slots with the rule beside them', () => {
    render(<CheckoutForm onSubmit={vi.fn()} now={atMondayMorning} />);
    expect(dayButton(23)).toHaveAttribute('aria-pressed', 'true');
    expect(dayButton(22)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Предыдущий месяц' })).toBeDisabled();
    const time = screen.getByLabelText(/^Время/);
    const slots = within(time)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(slots.slice(0, 3)).toEqual(['не выбрано', '13:30', '14:00']);
    expect(slots.at(-1)).toBe('20:00');
    // One day in the Tab order; the arrows move between days.
    expect(dayButton(23)).toHaveAttribute('tabindex', '0');
    expect(dayButton(24)).toHaveAttribute('tabindex', '-1');
    dayButton(23).focus();
    fireEvent.keyDown(dayButton(23), { key: 'ArrowRight' });
    expect(dayButton(24)).toHaveFocus();
    fireEvent.keyDown(dayButton(24), { key: 'ArrowUp' });
    expect(dayButton(17)).toHaveFocus();
    fireEvent.click(dayButton(24));
    expect(dayButton(24)).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByLabelText(/^Время/)).getAllByRole('option')[1]).toHaveTextContent('10:30');
    expect(screen.getByText(/Доставляем с 09:00 до 21:00, заказ — не позднее чем за 24 часа/)).toBeInTheDocument();
  });

  it('marks the days the kitchen cannot take with their reason, offers only free slots and the tier notice', async () => {
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ guests: 120 }));
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://shop.test');
      asked.push(url.search);
      return availabilityAnswer(
        url,
        {
          '2026-11-23': { reason: 'Нужно заказать за 48 часов' },
          '2026-11-26': { reason: 'Нет мест' },
          '2026-11-25': { slots: ['15:00'] },
        },
        'Для 120 гостей нужно заказать за 48 часов',
      );
    });
    render(<CheckoutForm onSubmit={vi.fn()} now={atMondayMorning} />);
    expect(await screen.findByTestId('lead-time-notice')).toHaveTextContent('Для 120 гостей нужно заказать за 48 часов');
    expect(asked[0]).toBe('?from=2026-11-23&to=2026-11-30&guests=120');
    const full = dayButton(26);
    expect(full).toHaveAttribute('aria-disabled', 'true');
    expect(full).toHaveAttribute('title', 'Нет мест');
    // The first day is too soon for 120 guests: the form opens on the first day with a free slot.
    await waitFor(() => expect(dayButton(24)).toHaveAttribute('aria-pressed', 'true'));
    expect(dayButton(23)).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(dayButton(23));
    expect(screen.getByRole('status')).toHaveTextContent('23 ноября: Нужно заказать за 48 часов');
    fireEvent.click(full);
    expect(full).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('26 ноября: Нет мест');
    fireEvent.click(dayButton(25));
    const slots = within(screen.getByLabelText(/^Время/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(slots).toEqual(['не выбрано', '15:00']);
    fireEvent.click(screen.getByRole('button', { name: 'Следующий месяц' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?from=2026-12-01&to=2026-12-31&guests=120'));
    expect(screen.getByText(/Декабрь 2026/)).toBeInTheDocument();
  });

  it('shows the delivery cost and the total live, and the pickup address for pickup', async () => {
    const user = userEvent.setup();
    render(<CheckoutForm onSubmit={vi.fn()} now={atMondayMorning} itemsTotal={100.5} pickupAddress="пр-т Дзержинского, 104" />);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('100,50 byn');
    expect(screen.getByText(/^Доставка:/)).toHaveTextContent('бесплатно');
    type(/^Км от МКАД/, '12');
    expect(screen.getByText(/^Доставка:/)).toHaveTextContent('12,00 byn');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('112,50 byn');
    type(/^Км от МКАД/, '30');
    // A distance the shop does not price is never «0 byn».
    expect(screen.getByText(/^Доставка:/)).toHaveTextContent('уточним');
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('уточним');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('100,50 byn + доставка');
    await user.click(screen.getByRole('radio', { name: 'Самовывоз' }));
    expect(screen.queryByLabelText(/^Км от МКАД/)).not.toBeInTheDocument();
    expect(screen.getByText(/Самовывоз с кухни: пр-т Дзержинского, 104/)).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('100,50 byn');
  });

  it('announces the deposit an order at or above the threshold needs, with the day the server will set', () => {
    const terms = { depositPercent: 50, depositMinTotalMinor: 50_000, balanceDueDays: 2 };
    const initial = { delivery_date: '2026-11-30', delivery_time: '12:00' };
    const { unmount } = render(
      <CheckoutForm onSubmit={vi.fn()} now={atMondayMorning} itemsTotal={600} initial={initial} depositTerms={terms} />,
    );
    // Placed on 23.11: due 3 days later (the balance, 2 days before the event on 30.11, comes after).
    expect(screen.getByTestId('checkout-deposit')).toHaveTextContent(/^Предоплата 50 % — 300,00\sbyn до 26\.11\.2026$/);
    type(/^Км от МКАД/, '3');
    expect(screen.getByTestId('checkout-deposit')).toHaveTextContent(/— 301,50\sbyn до/);
    unmount();
    // A new checkout (the kept draft would bring the 3 km back).
    sessionStorage.clear();
    render(<CheckoutForm onSubmit={vi.fn()} now={atMondayMorning} itemsTotal={499.99} initial={initial} depositTerms={terms} />);
    expect(screen.queryByTestId('checkout-deposit')).not.toBeInTheDocument();
  });

  it('the submit button waits for the consent tick', async () => {
    const user = userEvent.setup();
    render(<CheckoutForm onSubmit={vi.fn()} now={atMondayMorning} />);
    const submit = screen.getByRole('button', { name: 'Подтвердить заказ' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
    expect(submit).toBeEnabled();
  });

  it('shows the phone and time messages and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CheckoutForm onSubmit={onSubmit} now={atMondayMorning} />);
    fillContacts();
    type(/^Телефон/, '12345');
    await user.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(screen.getByText('введите номер телефона в формате 375XXXXXXXXX')).toBeInTheDocument();
    expect(screen.getByText('выберите время')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('brings the first error into view and focuses it on a refused submit', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    render(<CheckoutForm onSubmit={vi.fn()} now={atMondayMorning} />);
    fillContacts();
    fireEvent.click(dayButton(24));
    fireEvent.change(screen.getByLabelText(/^Время/), { target: { value: '12:00' } });
    type(/^Км от МКАД/, '30');
    await user.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    const km = screen.getByLabelText(/^Км от МКАД/);
    await waitFor(() => expect(km).toHaveFocus());
    expect(scrolled).toContain(km);
    expect(screen.getByText(CHECKOUT_MSG.tooFar)).toBeInTheDocument();
    // Next the address: fixing the distance moves the focus on to it at the next attempt.
    type(/^Км от МКАД/, '3');
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() => expect(screen.getByLabelText(/^Адрес доставки/)).toHaveFocus());
  });

  it('keeps what was typed across a remount (reload) and forgets a day that has passed', async () => {
    const first = render(<CheckoutForm onSubmit={vi.fn()} now={atMondayMorning} />);
    fillContacts();
    fireEvent.click(dayButton(25));
    fireEvent.change(screen.getByLabelText(/^Время/), { target: { value: '15:00' } });
    type(/^Км от МКАД/, '7');
    type(/^Адрес доставки/, 'Минск, ул. Кальварийская, 1');
    type(/^Комментарий к заказу/, 'Без орехов в десертах');
    await userEvent.setup().click(screen.getByRole('radio', { name: /перевод/ }));
    first.unmount();

    render(<CheckoutForm onSubmit={vi.fn()} now={atMondayMorning} initial={{ surname: 'Из профиля' }} />);
    expect(screen.getByLabelText(/^Фамилия/)).toHaveValue('Петров');
    expect(screen.getByLabelText(/^Км от МКАД/)).toHaveValue(7);
    expect(screen.getByLabelText(/^Адрес доставки/)).toHaveValue('Минск, ул. Кальварийская, 1');
    expect(screen.getByLabelText(/^Комментарий к заказу/)).toHaveValue('Без орехов в десертах');
    expect(screen.getByLabelText(/^Время/)).toHaveValue('15:00');
    expect(dayButton(25)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: /перевод/ })).toBeChecked();
    cleanup();

    // A week later the kept day has passed: the form opens on the first open day instead.
    render(<CheckoutForm onSubmit={vi.fn()} now={() => minsk('2026-11-30T10:10')} />);
    expect(screen.getByRole('button', { name: /^30 ноября/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/^Комментарий к заказу/)).toHaveValue('Без орехов в десертах');
  });

  it('starts from the prefilled contact data and submits everything, cash by default', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <CheckoutForm
        onSubmit={onSubmit}
        now={atMondayMorning}
        initial={{
          first_name: 'Иван',
          surname: 'Петров',
          contact_email: 'ivan@example.by',
          contact_phone: '375291234567',
          delivery_address: 'Немига, 5',
        }}
      />,
    );
    expect(screen.getByLabelText(/^Имя/)).toHaveValue('Иван');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ivan@example.by');
    type(/^Отчество/, 'Сергеевич');
    fireEvent.change(screen.getByLabelText(/^Время/), { target: { value: '18:00' } });
    type(/^Км от МКАД/, '5');
    type(/^Комментарий к заказу/, 'Без орехов');
    await user.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      ...EMPTY_CHECKOUT,
      delivery_date: '2026-11-23',
      delivery_time: '18:00',
      delivery_distance_km: '5',
      comment: 'Без орехов',
      surname: 'Петров',
      first_name: 'Иван',
      last_name: 'Сергеевич',
      contact_phone: '375291234567',
      contact_email: 'ivan@example.by',
      delivery_address: 'Немига, 5',
      payment_method: 'cash',
      company: null,
      diet: { exclude_allergens: [], vegetarian_guests: '', dietary_note: '' },
    });
    await user.click(screen.getByRole('radio', { name: 'банковская карта' }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ payment_method: 'card' }));
  });

  it('sends a company payer’s requisites, checks them before sending, and starts from the saved ones', async () => {
    const company = {
      company_name: 'ООО «Ромашка»',
      company_unp: '190123456',
      company_address: 'Минск, Немига, 5',
      company_account: 'BY13 NBRB 3600 9000 0000 2Z00 AB00',
      company_bic: 'NBRBBY2X',
    };
    const items = [
      {
        id: 1,
        product_id: 10,
        name: 'Бокс',
        description: '',
        image_path: null,
        weight: 1500,
        price: 89.9,
        quantity: 2,
        product_price: 179.8,
      },
    ];
    expect(buildOrder({ ...filled, payment_method: 'transfer', company }, items)).toMatchObject({
      payment_method: 'transfer',
      payer_type: 'company',
      company_account: 'BY13 NBRB 3600 9000 0000 2Z00 AB00',
      company_unp: '190123456',
    });
    expect(buildOrder({ ...filled, payment_method: 'cash', company: null }, items)).toMatchObject({ payer_type: 'person' });

    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <CheckoutForm
        onSubmit={onSubmit}
        now={atMondayMorning}
        initial={{
          first_name: 'Иван',
          surname: 'Петров',
          last_name: 'Сергеевич',
          contact_phone: '375291234567',
          delivery_address: 'Немига, 5',
        }}
        initialCompany={{ ...company, company_unp: '19012345' }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: /Плательщик — организация/ })).toBeChecked();
    expect(screen.getByLabelText(/^Название организации/)).toHaveValue('ООО «Ромашка»');
    fireEvent.change(screen.getByLabelText(/^Время/), { target: { value: '18:00' } });
    await user.click(screen.getByRole('radio', { name: 'безналичный перевод по счёту' }));
    await user.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('УНП — ровно 9 цифр')).toBeInTheDocument();
    type(/^УНП/, '190123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ payment_method: 'transfer', company }));
  });
});

import {
  bookingProblem,
  bookingProblemMessage,
  CapacitySettings,
  closedReason,
  dayAvailability,
  DEFAULT_CAPACITY,
  hoursText,
  leadTimeNotice,
  leadTimeTier,
  nearestOpenDay,
  NO_BOOKINGS,
  orderLoad,
  slotOf,
} from './availability';

/** An instant written in Minsk time. */
const minsk = (local: string) => new Date(`${local}+03:00`);

const settings = (patch: Partial<CapacitySettings> = {}): CapacitySettings => ({ ...DEFAULT_CAPACITY, ...patch });

describe('load of an order', () => {
  it('is its guests when they are more than its lines feed', () => {
    expect(orderLoad(120, [{ categoryId: 1, peopleNumbers: 10, quantity: 1 }])).toBe(120);
  });

  it('is what its lines feed when the guests stated are fewer (ten cakes for 35 with guests 1: 350)', () => {
    expect(orderLoad(1, [{ categoryId: 7, peopleNumbers: 35, quantity: 10 }])).toBe(350);
  });

  it('otherwise the largest head count over its categories, at least 1', () => {
    const lines = [
      { categoryId: 1, peopleNumbers: 4, quantity: 3 },
      { categoryId: 1, peopleNumbers: 2, quantity: 1 },
      { categoryId: 2, peopleNumbers: 10, quantity: 1 },
    ];
    expect(orderLoad(null, lines)).toBe(14);
    expect(orderLoad(undefined, [{ categoryId: 3, peopleNumbers: 0, quantity: 5 }])).toBe(1);
    expect(orderLoad(null, [])).toBe(1);
  });
});

describe('an order larger than the daily limit', () => {
  it('is refused on any day, saying so instead of naming a day', () => {
    const now = minsk('2026-12-01T10:00:00');
    const at = minsk('2026-12-10T12:00:00');
    const limited = settings({ max_guests_per_day: 300 });
    expect(bookingProblem(at, now, 350, limited, NO_BOOKINGS, true)).toBe('too_large');
    expect(bookingProblemMessage('too_large', at, limited, 350, null)).toBe('Заказ на 350 гостей больше дневного лимита кухни (300)');
    expect(bookingProblem(at, now, 300, limited, NO_BOOKINGS, true)).toBeNull();
  });
});

describe('lead-time tiers', () => {
  it('picks the largest tier reached', () => {
    expect(leadTimeTier(DEFAULT_CAPACITY, 49)).toBeNull();
    expect(leadTimeTier(DEFAULT_CAPACITY, 50)?.hours).toBe(48);
    expect(leadTimeTier(DEFAULT_CAPACITY, 149)?.hours).toBe(48);
    expect(leadTimeTier(DEFAULT_CAPACITY, 150)?.hours).toBe(72);
  });

  it('says how much notice a head count needs, in Russian plural forms', () => {
    expect(leadTimeNotice(DEFAULT_CAPACITY, 120)).toBe('Для 120 гостей нужно заказать за 48 часов');
    expect(leadTimeNotice(DEFAULT_CAPACITY, 151)).toBe('Для 151 гостя нужно заказать за 72 часа');
    expect(leadTimeNotice(DEFAULT_CAPACITY, 10)).toBeNull();
    expect([1, 2, 5, 11, 21, 24, 48].map(hoursText)).toEqual(['1 час', '2 часа', '5 часов', '11 часов', '21 час', '24 часа', '48 часов']);
  });

  it('a tiered order needs the tier’s notice: 48 h exactly passes, a minute less does not', () => {
    const now = minsk('2026-12-01T10:00:00');
    const day = dayAvailability('2026-12-03', now, 60, DEFAULT_CAPACITY);
    expect(day.open).toBe(true);
    expect(day.slots.find((slot) => slot.time === '09:30')?.available).toBe(false);
    expect(day.slots.find((slot) => slot.time === '10:00')?.available).toBe(true);
    const tooSoon = dayAvailability('2026-12-02', now, 60, DEFAULT_CAPACITY);
    expect(tooSoon).toMatchObject({ open: false, reason: 'Нужно заказать за 48 часов' });
    expect(bookingProblem(minsk('2026-12-03T09:59:00'), now, 60, DEFAULT_CAPACITY, NO_BOOKINGS)).toBe('too_soon');
    expect(bookingProblem(minsk('2026-12-03T10:00:00'), now, 60, DEFAULT_CAPACITY, NO_BOOKINGS)).toBeNull();
  });

  it('the same-day rule (ordered 09:00–12:00) applies only below the first tier', () => {
    const now = minsk('2026-12-01T09:30:00');
    const small = dayAvailability('2026-12-01', now, 49, DEFAULT_CAPACITY);
    expect(small.open).toBe(true);
    expect(small.slots.filter((slot) => slot.available).map((slot) => slot.time)[0]).toBe('12:30');
    const tiered = settings({ lead_time_tiers: [{ min_guests: 50, hours: 2 }] });
    const big = dayAvailability('2026-12-01', now, 50, tiered);
    expect(big.open).toBe(false);
    expect(big.reason).toBe('Нужно заказать за 2 часа');
  });

  it('the back office is bound by the tier’s notice but not by the shop’s 24 hours', () => {
    const now = minsk('2026-12-01T13:00:00');
    expect(bookingProblem(minsk('2026-12-01T18:00:00'), now, 10, DEFAULT_CAPACITY, NO_BOOKINGS, true)).toBeNull();
    expect(bookingProblem(minsk('2026-12-01T18:00:00'), now, 10, DEFAULT_CAPACITY, NO_BOOKINGS, false)).toBe('too_soon');
    expect(bookingProblem(minsk('2026-12-02T15:00:00'), now, 60, DEFAULT_CAPACITY, NO_BOOKINGS, true)).toBe('too_soon');
  });
});

describe('closed days', () => {
  const closed = settings({
    closed_weekdays: [7],
    closed_dates: [
      { date: '2026-12-31', reason: 'Новый год' },
      { date: '2027-01-02', reason: null },
    ],
  });
  const now = minsk('2026-12-01T10:00:00');

  it('names the closed date’s own reason, else «Выходной»', () => {
    expect(closedReason(closed, '2026-12-31')).toBe('Новый год');
    expect(closedReason(closed, '2027-01-02')).toBe('Выходной');
    expect(closedReason(closed, '2026-12-06')).toBe('Выходной'); // a Sunday
    expect(closedReason(closed, '2026-12-07')).toBeNull();
  });

  it('a closed day has no slots and refuses a booking', () => {
    const day = dayAvailability('2026-12-06', now, 1, closed);
    expect(day).toMatchObject({ open: false, reason: 'Выходной', remaining_guests: 300 });
    expect(day.slots.every((slot) => !slot.available)).toBe(true);
    expect(bookingProblem(minsk('2026-12-31T12:00:00'), now, 1, closed, NO_BOOKINGS)).toBe('closed');
  });
});

describe('counting places and slots', () => {
  const now = minsk('2026-12-01T10:00:00');

  it('a day is full for more guests than remain, open for what fits', () => {
    const booked = { guests: 280, slots: { '12:00': 1 } };
    expect(dayAvailability('2026-12-10', now, 20, DEFAULT_CAPACITY, booked)).toMatchObject({ open: true, remaining_guests: 20 });
    expect(dayAvailability('2026-12-10', now, 21, DEFAULT_CAPACITY, booked)).toMatchObject({ open: false, reason: 'Нет мест' });
    expect(bookingProblem(minsk('2026-12-10T12:00:00'), now, 21, DEFAULT_CAPACITY, booked)).toBe('full');
    expect(bookingProblem(minsk('2026-12-10T12:00:00'), now, 20, DEFAULT_CAPACITY, booked)).toBeNull();
  });

  it('a slot with max_orders_per_slot orders is not offered; times inside it count for it', () => {
    const booked = { guests: 8, slots: { '12:00': 4 } };
    const day = dayAvailability('2026-12-10', now, 1, DEFAULT_CAPACITY, booked);
    expect(day.slots.find((slot) => slot.time === '12:00')?.available).toBe(false);
    expect(day.slots.find((slot) => slot.time === '12:30')?.available).toBe(true);
    expect(slotOf(minsk('2026-12-10T12:20:00'))).toEqual({ day: '2026-12-10', time: '12:00' });
    expect(bookingProblem(minsk('2026-12-10T12:20:00'), now, 1, DEFAULT_CAPACITY, booked)).toBe('slot_full');
  });

  it('a day whose every slot is full is not open', () => {
    const slots: Record<string, number> = {};
    for (const slot of dayAvailability('2026-12-10', now, 1, DEFAULT_CAPACITY).slots) slots[slot.time] = 1;
    const day = dayAvailability('2026-12-10', now, 1, settings({ max_orders_per_slot: 1 }), { guests: 25, slots });
    expect(day).toMatchObject({ open: false, reason: 'Нет мест' });
  });
});

describe('nearest open day', () => {
  it('skips closed, full and too-soon days and names the first open one', () => {
    const now = minsk('2026-12-24T10:00:00');
    const config = settings({ closed_dates: [{ date: '2026-12-26', reason: null }] });
    const full = { guests: 300, slots: {} };
    const bookedOn = (day: string) => (day === '2026-12-27' ? full : NO_BOOKINGS);
    // 25th: too soon for 60 guests (48 h); 26th closed; 27th full.
    expect(nearestOpenDay('2026-12-25', now, 60, config, bookedOn)).toBe('2026-12-28');
    expect(nearestOpenDay('2026-12-25', now, 10, config, bookedOn)).toBe('2026-12-25');
    expect(nearestOpenDay('2026-12-27', now, 10, settings({ closed_weekdays: [1, 2, 3, 4, 5, 6, 7] }), bookedOn, 30)).toBeNull();
  });

  it('the 409 detail names the day and the nearest open one', () => {
    expect(bookingProblemMessage('full', minsk('2026-12-27T12:00:00'), DEFAULT_CAPACITY, 10, '2026-12-28')).toBe(
      'На 27.12.2026 мест нет. Ближайший свободный день: 28.12.2026',
    );
    expect(bookingProblemMessage('too_soon', minsk('2026-12-25T12:00:00'), DEFAULT_CAPACITY, 120, '2026-12-27')).toBe(
      'На 25.12.2026 уже поздно: для 120 гостей нужно заказать за 48 часов. Ближайший свободный день: 27.12.2026',
    );
    const closed = settings({ closed_dates: [{ date: '2026-12-31', reason: 'Новый год' }] });
    expect(bookingProblemMessage('closed', minsk('2026-12-31T12:00:00'), closed, 1, null)).toBe(
      '31.12.2026 кухня не работает (Новый год). Свободных дней в ближайший год нет',
    );
  });
});

import { CartItem } from '../src/cart/cart-item.entity';
import { createAccount, TestAccount } from './support/accounts';
import { addToCart, CHECKOUT_NAMES, productList } from './support/checkout';
import { controlClock } from './support/clock';
import { TEST_ENGINE } from './support/database';
import { useShopWithTwoCustomers } from './support/shop-with-accounts';

const O = '/api/v1/order';
const CAPACITY = '/api/v1/bulbash_admin/capacity';

interface Day {
  date: string;
  open: boolean;
  reason: string | null;
  remaining_guests: number;
  slots: Array<{ time: string; available: boolean }>;
}

/**
 * Kitchen capacity (issue 25) on the running app, on whichever engine TEST_DB names: settings,
 * availability answers, the 409 refusals with the nearest open day, the admin override, cancel
 * freeing places, cache invalidation and two customers racing for the last place.
 * Products: 10 BYN feeding 2, 12.5 BYN feeding 3 (one category).
 */
describe(`kitchen capacity API (${TEST_ENGINE})`, () => {
  const env = useShopWithTwoCustomers([10, 12.5]);
  let clock: ReturnType<typeof controlClock>;
  beforeAll(() => {
    clock = controlClock(env.shop);
  });
  beforeEach(() => clock.set('2026-12-01T10:00'));

  const settings = (patch: Record<string, unknown>) => env.shop.api().patch(CAPACITY).set(env.admin.auth).send(patch).expect(200);

  const RESET = { max_guests_per_day: 300, max_orders_per_slot: 4, closed_weekdays: [], closed_dates: [] };

  /** Puts `quantity` of product `index` in a fresh customer's cart and places an order for `deliveryAt`. */
  async function order(deliveryAt: string | null, extra: Record<string, unknown> = {}, account?: TestAccount, quantity = 1) {
    const customer = account ?? (await createAccount(env.shop));
    await env.shop.dataSource.getRepository(CartItem).delete({ userId: customer.user.id });
    const lines = (await addToCart(env.shop, customer, [[env.shelf.products[0].id, quantity]])).data;
    const body = {
      ...CHECKOUT_NAMES,
      delivery_address: 'Минск, ул. Немига, 5',
      payment_method: 'cash',
      product_list: productList(lines),
      total_cost: 10 * quantity,
      ...(deliveryAt ? { delivery_at: deliveryAt, delivery_method: 'delivery', delivery_distance_km: 0 } : {}),
      ...extra,
    };
    return { customer, response: await env.shop.api().post(`${O}/create-new-order`).set(customer.auth).send(body) };
  }

  const availability = async (query: string): Promise<Day[]> =>
    ((await env.shop.api().get(`${O}/availability?${query}`).expect(200)).body as { days: Day[] }).days;
  const notice = async (query: string): Promise<string | null> =>
    ((await env.shop.api().get(`${O}/availability?${query}`).expect(200)).body as { notice: string | null }).notice;

  describe('settings', () => {
    it('starts from the issue’s defaults and answers only administrators', async () => {
      await settings({
        ...RESET,
        lead_time_tiers: [
          { min_guests: 50, hours: 48 },
          { min_guests: 150, hours: 72 },
        ],
      });
      const answer = await env.shop.api().get(CAPACITY).set(env.admin.auth).expect(200);
      expect(answer.body).toEqual({
        max_guests_per_day: 300,
        max_orders_per_slot: 4,
        closed_weekdays: [],
        closed_dates: [],
        lead_time_tiers: [
          { min_guests: 50, hours: 48 },
          { min_guests: 150, hours: 72 },
        ],
      });
      await env.shop.api().get(CAPACITY).set(env.alice.auth).expect(403);
      await env.shop.api().patch(CAPACITY).send({ max_guests_per_day: 1 }).expect(401);
    });

    it('stores lists sorted, keeps fields not sent, and refuses bad values with 400', async () => {
      const saved = await settings({
        closed_weekdays: [7, 1, 7],
        closed_dates: [
          { date: '2027-01-01', reason: ' Новый год ' },
          { date: '2026-12-31', reason: '' },
        ],
      });
      expect(saved.body).toMatchObject({
        max_guests_per_day: 300,
        closed_weekdays: [1, 7],
        closed_dates: [
          { date: '2026-12-31', reason: null },
          { date: '2027-01-01', reason: 'Новый год' },
        ],
      });
      for (const bad of [
        { max_guests_per_day: 0 },
        { max_guests_per_day: null },
        { max_orders_per_slot: 'four' },
        { closed_weekdays: [8] },
        { closed_dates: [{ date: '2026-02-30' }] },
        { closed_dates: [{ date: '31.12.2026' }] },
        { closed_dates: [{ date: '2026-12-31' }, { date: '2026-12-31', reason: 'x' }] },
        { lead_time_tiers: [{ min_guests: 50 }] },
        {
          lead_time_tiers: [
            { min_guests: 50, hours: 48 },
            { min_guests: 50, hours: 72 },
          ],
        },
      ]) {
        const refused = await env.shop.api().patch(CAPACITY).set(env.admin.auth).send(bad).expect(400);
        expect(typeof refused.body.detail).toBe('string');
      }
      await settings(RESET);
      expect((await env.shop.api().get(CAPACITY).set(env.admin.auth).expect(200)).body.closed_weekdays).toEqual([]);
    });
  });

  describe('availability', () => {
    it('marks closed weekdays and dates with their reasons and offers the slots of open days', async () => {
      await settings({ ...RESET, closed_weekdays: [7], closed_dates: [{ date: '2026-12-08', reason: 'Санитарный день' }] });
      const days = await availability('from=2026-12-05&to=2026-12-08');
      expect(days.map((day) => [day.date, day.open, day.reason])).toEqual([
        ['2026-12-05', true, null],
        ['2026-12-06', false, 'Выходной'],
        ['2026-12-07', true, null],
        ['2026-12-08', false, 'Санитарный день'],
      ]);
      expect(days[0].remaining_guests).toBe(300);
      expect(days[0].slots).toHaveLength(25);
      expect(days[0].slots[0]).toEqual({ time: '09:00', available: true });
      expect(days[1].slots.some((slot) => slot.available)).toBe(false);
      await settings(RESET);
    });

    it('a head count in a tier makes the next days too soon; below it tomorrow is open from 10:00', async () => {
      await settings(RESET);
      const small = await availability('from=2026-12-02&to=2026-12-03&guests=10');
      expect(small[0].open).toBe(true);
      expect(small[0].slots.find((slot) => slot.available)?.time).toBe('10:00');
      const big = await availability('from=2026-12-02&to=2026-12-03&guests=120');
      expect(big[0]).toMatchObject({ open: false, reason: 'Нужно заказать за 48 часов' });
      expect(big[1].open).toBe(true);
      expect(big[1].slots.find((slot) => slot.available)?.time).toBe('10:00');
      expect(await notice('from=2026-12-02&to=2026-12-02&guests=120')).toBe('Для 120 гостей нужно заказать за 48 часов');
      expect(await notice('from=2026-12-02&to=2026-12-02&guests=49')).toBeNull();
    });

    it('refuses bad ranges and head counts with 400', async () => {
      for (const query of [
        'to=2026-12-02',
        'from=2026-12-02',
        'from=2026-12-05&to=2026-12-04',
        'from=2026-12-01&to=2027-02-01',
        'from=2026-02-30&to=2026-03-01',
        'from=2026-12-01&to=2026-12-02&guests=0',
        'from=2026-12-01&to=2026-12-02&guests=abc',
      ]) {
        const refused = await env.shop.api().get(`${O}/availability?${query}`).expect(400);
        expect(typeof refused.body.detail).toBe('string');
      }
      expect(await availability('from=2026-12-01&to=2027-01-31')).toHaveLength(62);
    });
  });

  describe('enforcement', () => {
    it('a full day is refused with 409 naming the nearest open day; canceling frees the places', async () => {
      await settings({ ...RESET, max_guests_per_day: 10 });
      const first = await order('2026-12-10T12:00:00+03:00', { guests: 8 });
      expect(first.response.status).toBe(201);
      const before = await availability('from=2026-12-10&to=2026-12-10&guests=3');
      expect(before[0]).toMatchObject({ open: false, reason: 'Нет мест', remaining_guests: 2 });

      const refused = await order('2026-12-10T13:00:00+03:00', { guests: 3 });
      expect(refused.response.status).toBe(409);
      expect(refused.response.body).toEqual({
        detail: 'На 10.12.2026 мест нет. Ближайший свободный день: 11.12.2026',
        reason: null,
        next_open_day: '2026-12-11',
      });
      const fits = await order('2026-12-10T13:00:00+03:00', { guests: 2 });
      expect(fits.response.status).toBe(201);

      await env.shop.api().post(`${O}/cancel-order/${first.response.body.order_id}`).set(first.customer.auth).expect(200);
      const after = await availability('from=2026-12-10&to=2026-12-10&guests=3');
      expect(after[0]).toMatchObject({ open: true, remaining_guests: 8 });
      expect((await order('2026-12-10T13:00:00+03:00', { guests: 3 })).response.status).toBe(201);
      await settings(RESET);
    });

    it('counts a slot’s orders; without guests an order’s load is what its lines feed', async () => {
      await settings({ ...RESET, max_orders_per_slot: 1 });
      // 3 × the product feeding 2: a load of 6.
      expect((await order('2026-12-11T12:00:00+03:00', {}, undefined, 3)).response.status).toBe(201);
      const day = (await availability('from=2026-12-11&to=2026-12-11'))[0];
      expect(day.remaining_guests).toBe(294);
      expect(day.slots.find((slot) => slot.time === '12:00')?.available).toBe(false);
      expect(day.slots.find((slot) => slot.time === '12:30')?.available).toBe(true);
      const refused = await order('2026-12-11T12:15:00+03:00');
      expect(refused.response.status).toBe(409);
      expect(refused.response.body.detail).toBe('На 11.12.2026 в 12:00 мест нет. Ближайший свободный день: 11.12.2026');
      expect((await order('2026-12-11T12:30:00+03:00')).response.status).toBe(201);
      await settings(RESET);
    });

    it('a closed day and too little notice for a tier are refused; an order without a time is not counted', async () => {
      await settings({ ...RESET, closed_dates: [{ date: '2026-12-12', reason: 'Санитарный день' }] });
      const closed = await order('2026-12-12T12:00:00+03:00');
      expect(closed.response.status).toBe(409);
      expect(closed.response.body.detail).toBe('12.12.2026 кухня не работает (Санитарный день). Ближайший свободный день: 13.12.2026');
      const soon = await order('2026-12-02T12:00:00+03:00', { guests: 120 });
      expect(soon.response.status).toBe(409);
      expect(soon.response.body.detail).toBe(
        'На 02.12.2026 уже поздно: для 120 гостей нужно заказать за 48 часов. Ближайший свободный день: 03.12.2026',
      );
      expect((await order(null, { guests: 1000 })).response.status).toBe(201);
      await settings(RESET);
    });

    it('the admin’s reschedule to a full day is a 409; force: true books it and records the override', async () => {
      await settings({ ...RESET, max_guests_per_day: 10 });
      expect((await order('2026-12-14T12:00:00+03:00', { guests: 10 })).response.status).toBe(201);
      const moved = await order('2026-12-15T12:00:00+03:00', { guests: 5 });
      const id = moved.response.body.order_id as number;
      const reschedule = (extra: Record<string, unknown>) =>
        env.shop
          .api()
          .post('/api/v1/bulbash_admin/update-status-order')
          .set(env.admin.auth)
          .send({ order_id: id, delivery_at: '2026-12-14T15:00:00+03:00', ...extra });
      const refused = await reschedule({}).expect(409);
      expect(refused.body.detail).toBe('На 14.12.2026 мест нет. Ближайший свободный день: 15.12.2026');
      await reschedule({ force: 'yes' }).expect(400);
      await reschedule({ force: true }).expect(200);
      const stored = await env.shop.api().get(`/api/v1/bulbash_admin/get-order/${id}`).set(env.admin.auth).expect(200);
      expect(stored.body.delivery_at).toBe('2026-12-14T15:00:00+03:00');
      // The override is a note in the order's history, with who made it.
      const last = stored.body.status_history.at(-1);
      expect(last.note).toContain('Принято сверх мощности кухни: На 14.12.2026 мест нет. Ближайший свободный день: 15.12.2026');
      expect(last.changed_by.email).toBe(env.admin.user.email);
      // The order's own booking does not count against it: moving it within its day passes.
      await settings({ max_guests_per_day: 15 });
      await reschedule({ delivery_at: '2026-12-14T16:00:00+03:00' }).expect(200);
      await settings(RESET);
    });

    it('the order desk is refused a full day too; force: true takes the phone order and notes it in the history', async () => {
      await settings({ ...RESET, max_guests_per_day: 10 });
      expect((await order('2026-12-17T12:00:00+03:00', { guests: 10 })).response.status).toBe(201);
      const desk = (extra: Record<string, unknown>) =>
        env.shop
          .api()
          .post('/api/v1/admin/orders')
          .set(env.admin.auth)
          .send({
            customer: {
              email: env.alice.user.email,
              first_name: 'Алиса',
              surname: 'Петрова',
              last_name: 'Ивановна',
              phone: '375291234567',
            },
            lines: [{ product_id: env.shelf.products[0].id, quantity: 1 }],
            delivery_at: '2026-12-17T15:00:00+03:00',
            guests: 5,
            ...extra,
          });
      const refused = await desk({}).expect(409);
      expect(refused.body.detail).toBe('На 17.12.2026 мест нет. Ближайший свободный день: 18.12.2026');
      const taken = await desk({ force: true }).expect(201);
      expect(taken.body.status_history[0].note).toBe(
        'Заказ принят по телефону; Принято сверх мощности кухни: На 17.12.2026 мест нет. Ближайший свободный день: 18.12.2026',
      );
      await settings(RESET);
    });

    it('settings changes reach the cached availability at once', async () => {
      await settings(RESET);
      expect((await availability('from=2026-12-16&to=2026-12-16'))[0].open).toBe(true);
      await settings({ closed_dates: [{ date: '2026-12-16', reason: null }] });
      expect((await availability('from=2026-12-16&to=2026-12-16'))[0]).toMatchObject({ open: false, reason: 'Выходной' });
      await settings({ ...RESET, max_guests_per_day: 50 });
      expect((await availability('from=2026-12-16&to=2026-12-16'))[0]).toMatchObject({ open: true, remaining_guests: 50 });
      expect((await order('2026-12-16T12:00:00+03:00', { guests: 20 })).response.status).toBe(201);
      expect((await availability('from=2026-12-16&to=2026-12-16'))[0].remaining_guests).toBe(30);
      await settings(RESET);
    });
  });

  it('two customers taking the last places of a day at the same moment: exactly one 201, the other 409', async () => {
    await settings({ ...RESET, max_guests_per_day: 10 });
    for (const [round, day] of ['2026-12-21', '2026-12-22', '2026-12-23'].entries()) {
      const [alice, bob] = await Promise.all([createAccount(env.shop), createAccount(env.shop)]);
      const placed = await Promise.all([
        order(`${day}T12:00:00+03:00`, { guests: 6 }, alice),
        order(`${day}T14:00:00+03:00`, { guests: 6 }, bob),
      ]);
      const statuses = placed.map((attempt) => attempt.response.status).sort();
      expect({ round, statuses }).toEqual({ round, statuses: [201, 409] });
      const refused = placed.find((attempt) => attempt.response.status === 409);
      expect(refused?.response.body.detail).toMatch(/^На \d{2}\.12\.2026 мест нет\. Ближайший свободный день: /);
      expect((await availability(`from=${day}&to=${day}`))[0].remaining_guests).toBe(4);
    }
    await settings(RESET);
  });

  it('the back office calendar counts guests and orders per day, closed days marked', async () => {
    await settings({ ...RESET, closed_weekdays: [7] });
    const answer = await env.shop.api().get(`${CAPACITY}/calendar?month=2026-12`).set(env.admin.auth).expect(200);
    expect(answer.body.days).toHaveLength(31);
    const day = (date: string) => answer.body.days.find((entry: { date: string }) => entry.date === date);
    expect(day('2026-12-14')).toEqual({ date: '2026-12-14', guests: 15, orders: 2, closed_reason: null });
    expect(day('2026-12-13').closed_reason).toBe('Выходной');
    await env.shop.api().get(`${CAPACITY}/calendar?month=2026-13`).set(env.admin.auth).expect(400);
    await env.shop.api().get(`${CAPACITY}/calendar?month=2026-12`).set(env.alice.auth).expect(403);
    await settings(RESET);
  });
});

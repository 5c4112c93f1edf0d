import { CartItem } from '../src/cart/cart-item.entity';
import { createAccount } from './support/accounts';
import { addToCart, CHECKOUT_NAMES, productList } from './support/checkout';
import { controlClock } from './support/clock';
import { TEST_ENGINE } from './support/database';
import { useShopWithTwoCustomers } from './support/shop-with-accounts';

const O = '/api/v1/order';
const CAPACITY = '/api/v1/bulbash_admin/capacity';
const OPEN = { max_guests_per_day: 300, max_orders_per_slot: 4, closed_weekdays: [], closed_dates: [] };

/**
 * Closing a day that holds orders (issue 34, part 5): the settings change is a 409 listing the
 * orders unless confirmed, the calendar still shows the closed day's load, and a checkout or an
 * enquiry for a closed day is refused with the reason and the nearest open day.
 */
describe(`closing a day with orders (${TEST_ENGINE})`, () => {
  const env = useShopWithTwoCustomers([10]);
  let clock: ReturnType<typeof controlClock>;
  beforeAll(() => {
    clock = controlClock(env.shop);
  });
  beforeEach(() => clock.set('2026-12-01T10:00'));

  const patch = (body: Record<string, unknown>) => env.shop.api().patch(CAPACITY).set(env.admin.auth).send(body);

  async function placeOrder(deliveryAt: string, guests: number): Promise<number> {
    const customer = await createAccount(env.shop);
    await env.shop.dataSource.getRepository(CartItem).delete({ userId: customer.user.id });
    const lines = (await addToCart(env.shop, customer, [[env.shelf.products[0].id, 1]])).data;
    const response = await env.shop
      .api()
      .post(`${O}/create-new-order`)
      .set(customer.auth)
      .send({
        ...CHECKOUT_NAMES,
        delivery_address: 'Минск, ул. Немига, 5',
        payment_method: 'cash',
        product_list: productList(lines),
        total_cost: 10,
        delivery_at: deliveryAt,
        delivery_method: 'delivery',
        delivery_distance_km: 0,
        guests,
      })
      .expect(201);
    return response.body.order_id as number;
  }

  it('refuses to close a date holding orders with 409 listing them; confirm: true closes it and the calendar keeps the load', async () => {
    await patch(OPEN).expect(200);
    const first = await placeOrder('2026-12-15T15:00:00+03:00', 40);
    const second = await placeOrder('2026-12-15T12:30:00+03:00', 62);
    const canceled = await placeOrder('2026-12-15T18:00:00+03:00', 5);
    await env.shop.api().put(`/api/v1/admin/orders/${canceled}`).set(env.admin.auth).send({ status: 'canceled' }).expect(200);

    const refused = await patch({ closed_dates: [{ date: '2026-12-15', reason: 'Санитарный день' }] }).expect(409);
    expect(refused.body.orders).toEqual([
      { id: second, date: '2026-12-15', time: '12:30', guests: 62 },
      { id: first, date: '2026-12-15', time: '15:00', guests: 40 },
    ]);
    expect(refused.body.detail).toBe(
      `На закрываемые дни есть заказы: 15.12.2026 — №${second} в 12:30 (гостей: 62), №${first} в 15:00 (гостей: 40). ` +
        'Перенесите или отмените их, или подтвердите закрытие',
    );
    expect((await env.shop.api().get(CAPACITY).set(env.admin.auth).expect(200)).body.closed_dates).toEqual([]);

    const closed = await patch({ closed_dates: [{ date: '2026-12-15', reason: 'Санитарный день' }], confirm: true }).expect(200);
    expect(closed.body.closed_dates).toEqual([{ date: '2026-12-15', reason: 'Санитарный день' }]);
    // Saving the same closed date again (an unrelated change) needs no confirmation.
    await patch({ closed_dates: [{ date: '2026-12-15', reason: 'Санитарный день' }], max_orders_per_slot: 5 }).expect(200);

    const calendar = await env.shop.api().get(`${CAPACITY}/calendar?month=2026-12`).set(env.admin.auth).expect(200);
    expect(calendar.body.days.find((day: { date: string }) => day.date === '2026-12-15')).toEqual({
      date: '2026-12-15',
      guests: 102,
      orders: 2,
      closed_reason: 'Санитарный день',
    });
    await patch(OPEN).expect(200);
  });

  it('a newly closed weekday with future orders is refused too; past days and empty days close freely', async () => {
    await patch(OPEN).expect(200);
    const order = await placeOrder('2026-12-17T13:00:00+03:00', 12); // a Thursday
    const refused = await patch({ closed_weekdays: [4] }).expect(409);
    expect(refused.body.orders).toEqual([{ id: order, date: '2026-12-17', time: '13:00', guests: 12 }]);
    await patch({ closed_weekdays: [3], closed_dates: [{ date: '2026-12-18', reason: null }] }).expect(200);
    await patch({ ...OPEN, closed_weekdays: [4], confirm: true }).expect(200);
    await patch({ confirm: 'yes' }).expect(400);
    await patch(OPEN).expect(200);
  });

  it('a checkout for a closed day is refused with the reason and the nearest open day', async () => {
    await patch({ ...OPEN, closed_dates: [{ date: '2026-12-20', reason: 'Санитарный день' }] }).expect(200);
    const customer = await createAccount(env.shop);
    const lines = (await addToCart(env.shop, customer, [[env.shelf.products[0].id, 1]])).data;
    const refused = await env.shop
      .api()
      .post(`${O}/create-new-order`)
      .set(customer.auth)
      .send({
        ...CHECKOUT_NAMES,
        delivery_address: 'Минск, ул. Немига, 5',
        payment_method: 'cash',
        product_list: productList(lines),
        total_cost: 10,
        delivery_at: '2026-12-20T12:00:00+03:00',
        delivery_method: 'delivery',
        delivery_distance_km: 0,
      })
      .expect(409);
    expect(refused.body).toEqual({
      detail: '20.12.2026 кухня не работает (Санитарный день). Ближайший свободный день: 21.12.2026',
      reason: 'Санитарный день',
      next_open_day: '2026-12-21',
    });
    await patch(OPEN).expect(200);
  });

  it('an enquiry for a closed day is refused with the reason and the nearest open day; an open day is taken', async () => {
    const format = await env.shop
      .api()
      .post('/api/v1/admin/event-formats')
      .set(env.admin.auth)
      .send({ code: 'banquet', name: 'Банкет', min_guests: 1, categories: [{ category_id: env.shelf.category.id, portions_per_guest: 1 }] })
      .expect(201);
    await patch({ ...OPEN, closed_weekdays: [7], closed_dates: [{ date: '2026-12-12', reason: 'Праздник' }] }).expect(200);
    const enquiry = (eventAt: string) =>
      env.shop.api().post('/api/v1/events/enquiries').send({
        event_at: eventAt,
        guests: 30,
        format: format.body.code,
        delivery_method: 'pickup',
        contact_name: 'Анна Ковалёва',
        contact_phone: '+375 29 123-45-67',
        contact_email: 'anna@example.by',
      });
    const refused = await enquiry('2026-12-12T15:00:00+03:00').expect(409);
    // The 13th is a Sunday (closed weekday): the nearest open day is the 14th.
    expect(refused.body).toEqual({
      detail: '12.12.2026 кухня не работает (Праздник). Ближайший свободный день: 14.12.2026',
      reason: 'Праздник',
      next_open_day: '2026-12-14',
    });
    await enquiry('2026-12-14T15:00:00+03:00').expect(201);
    await patch(OPEN).expect(200);
  });
});

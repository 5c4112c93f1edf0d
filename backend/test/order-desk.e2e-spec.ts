import { User } from '../src/auth/user.entity';
import { Order } from '../src/orders/order.entity';
import { createAccount } from './support/accounts';
import { controlClock } from './support/clock';
import { useShopWithShelf } from './support/shop-with-accounts';

const REST = '/api/v1/admin/orders';
const A = '/api/v1/bulbash_admin';

interface DeskOrder {
  id: number;
  user_id: number;
  status: string;
  total_cost: number;
  items_total: number;
  delivery_cost: number;
  version: number;
  contact_phone: string;
  order_items: Array<{ product_id: number; name: string; product_cost: number; quantity: number }>;
  status_history: Array<{ from: string | null; to: string; note: string | null }>;
}

/** The order desk: staff take and change orders by phone, through the same rules and the state machine. */
describe('order desk', () => {
  const env = useShopWithShelf([12.5, 30, 4]);
  let clock: ReturnType<typeof controlClock>;

  beforeAll(() => {
    clock = controlClock(env.shop);
    clock.set('2026-12-01T10:00');
  });

  const create = (body: Record<string, unknown>) => env.shop.api().post(REST).set(env.admin.auth).send(body);
  const edit = (id: number, body: Record<string, unknown>) => env.shop.api().put(`${REST}/${id}`).set(env.admin.auth).send(body);
  const product = (index: number) => env.shelf.products[index].id;

  it('takes an order for a new caller: opens a verified account without a password and mails the «set your password» link, which works', async () => {
    const email = `caller.${Date.now()}@example.by`;
    const response = await create({
      customer: { email: email.toUpperCase(), first_name: 'Ольга', surname: 'Петрова', last_name: 'Ивановна', phone: '8029 765-43-21' },
      lines: [
        { product_id: product(0), quantity: 2 },
        { product_id: product(2), quantity: 10 },
      ],
      guests: 12,
      delivery_at: '2026-12-05T14:00:00+03:00',
      delivery_method: 'delivery',
      delivery_address: 'Минск, пр-т Независимости, 10',
      delivery_distance_km: 3,
      payment_method: 'card',
      comment: 'Без орехов',
    }).expect(201);
    const order = response.body as DeskOrder;
    expect(order).toMatchObject({ status: 'pending', items_total: 65, delivery_cost: 3, total_cost: 68, contact_phone: '375297654321' });
    expect(order.status_history).toEqual([expect.objectContaining({ from: null, to: 'pending', note: 'Заказ принят по телефону' })]);
    const account = await env.shop.dataSource.getRepository(User).findOneByOrFail({ email });
    expect(account).toMatchObject({ isActive: true, isAdmin: false, name: 'Ольга' });
    expect(order.user_id).toBe(account.id);
    // No password works until the customer sets one.
    const refused = await env.shop.api().post('/api/v1/users/login').type('form').send({ username: email, password: '!no-password' });
    expect(refused.status).not.toBe(200);

    const letter = await env.shop.mail.waitFor(email, /личный кабинет/);
    const link = /https?:\/\/\S+restore-password\?token=([\w%-]+)/.exec(letter.text ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent((link as RegExpExecArray)[1]);
    await env.shop
      .api()
      .post('/api/v1/users/restore-new-password')
      .send({ token, password: 'new-password-2026', confirm_password: 'new-password-2026' })
      .expect(200);
    await env.shop.api().post('/api/v1/users/login').type('form').send({ username: email, password: 'new-password-2026' }).expect(200);
    await env.shop.mail.waitFor(email, new RegExp(`Заказ №${order.id}`));
  });

  it('takes an order for an existing account with the contacts of its last order, and refuses what checkout refuses', async () => {
    const regular = await createAccount(env.shop);
    const first = await create({
      user_id: regular.user.id,
      customer: { email: regular.user.email, first_name: 'Иван', surname: 'Смирнов', last_name: 'Олегович', phone: '+375 33 111-22-33' },
      lines: [{ product_id: product(1), quantity: 1 }],
    }).expect(201);
    expect(first.body.user_id).toBe(regular.user.id);
    const second = await create({
      user_id: regular.user.id,
      lines: [{ product_id: product(1), quantity: 2 }],
      delivery_method: 'pickup',
    }).expect(201);
    expect(second.body).toMatchObject({ contact_phone: '375331112233', total_cost: 60, delivery_cost: 0 });

    const before = await env.shop.dataSource.getRepository(Order).count();
    const refusals: Array<[Record<string, unknown>, RegExp]> = [
      [{ lines: [{ product_id: product(0), quantity: 1 }] }, /^customer: /],
      [{ user_id: regular.user.id, lines: [] }, /^lines: /],
      [
        {
          user_id: regular.user.id,
          lines: [
            { product_id: product(0), quantity: 600 },
            { product_id: product(0), quantity: 600 },
          ],
        },
        /^lines\[0\]\.quantity: /,
      ],
      [
        { user_id: regular.user.id, lines: [{ product_id: product(0), quantity: 1 }], delivery_at: '2026-12-01T11:00:00+03:00' },
        /^delivery_at: /,
      ],
      [{ user_id: regular.user.id, lines: [{ product_id: product(0), quantity: 1 }], delivery_distance_km: 30 }, /^delivery_distance_km: /],
    ];
    for (const [body, detail] of refusals) expect((await create(body).expect(400)).body.detail).toMatch(detail);
    await create({ user_id: 2147483647, lines: [{ product_id: product(0), quantity: 1 }] }).expect(404);
    await create({ user_id: regular.user.id, lines: [{ product_id: 2147483647, quantity: 1 }] }).expect(404);
    expect(await env.shop.dataSource.getRepository(Order).count()).toBe(before);

    // Staff may book outside the shop's time rules by giving the reason; it is recorded.
    const forced = await create({
      user_id: regular.user.id,
      lines: [{ product_id: product(0), quantity: 1 }],
      delivery_at: '2026-12-01T11:00:00+03:00',
      time_override_reason: 'Кухня согласовала срочный заказ',
    }).expect(201);
    expect(forced.body.status_history[0].note).toBe('Заказ принят по телефону; Время вне правил магазина: Кухня согласовала срочный заказ');
  });

  it('writes down the guests’ diet the caller gives (exclusions, vegetarians, a note) and refuses more vegetarians than guests', async () => {
    const caller = await createAccount(env.shop);
    const contacts = { email: caller.user.email, first_name: 'Мария', surname: 'Орлова', last_name: 'Петровна', phone: '375291112233' };
    const taken = await create({
      customer: contacts,
      lines: [{ product_id: product(0), quantity: 4 }],
      guests: 10,
      exclude_allergens: ['nuts', 'peanuts'],
      vegetarian_guests: 3,
      dietary_note: '  у одного ребёнка аллергия на орехи ',
    }).expect(201);
    expect(taken.body).toMatchObject({
      exclude_allergens: ['peanuts', 'nuts'],
      vegetarian_guests: 3,
      dietary_note: 'у одного ребёнка аллергия на орехи',
    });
    const read = await env.shop.api().get(`${REST}/${taken.body.id}`).set(env.admin.auth).expect(200);
    expect(read.body).toMatchObject({ exclude_allergens: ['peanuts', 'nuts'], vegetarian_guests: 3 });

    const before = await env.shop.dataSource.getRepository(Order).count();
    const tooMany = await create({ customer: contacts, lines: [{ product_id: product(0), quantity: 1 }], guests: 2, vegetarian_guests: 5 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toMatch(/^vegetarian_guests: /);
    const unknown = await create({ customer: contacts, lines: [{ product_id: product(0), quantity: 1 }], exclude_allergens: ['gravel'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toMatch(/^exclude_allergens: /);
    expect(await env.shop.dataSource.getRepository(Order).count()).toBe(before);
  });

  it('changes the dishes: unchanged lines keep their snapshot price, new ones take today’s, totals and history follow, the customer gets a summary', async () => {
    const customer = await createAccount(env.shop);
    const created = await create({
      customer: { email: customer.user.email, first_name: 'Анна', surname: 'Ковалёва', last_name: 'Сергеевна', phone: '375291234567' },
      lines: [
        { product_id: product(0), quantity: 2 },
        { product_id: product(1), quantity: 1 },
      ],
    }).expect(201);
    const id = created.body.id as number;
    // The catalogue price of the first dish changes after the order was taken.
    await env.shop
      .api()
      .patch(`${A}/update_product_${product(0)}?price=99`)
      .set(env.admin.auth)
      .expect(200);
    await edit(id, {
      version: created.body.version,
      lines: [
        { product_id: product(0), quantity: 3 },
        { product_id: product(2), quantity: 5 },
      ],
      guests: 20,
    }).expect(200);
    const order = (await env.shop.api().get(`${REST}/${id}`).set(env.admin.auth).expect(200)).body as DeskOrder;
    expect(order.order_items.map((item) => [item.product_id, item.product_cost, item.quantity])).toEqual([
      [product(0), 12.5, 3],
      [product(2), 4, 5],
    ]);
    expect(order).toMatchObject({ items_total: 57.5, total_cost: 57.5 });
    expect(order.status_history.at(-1)?.note).toContain(
      `Состав: ${env.shelf.products[0].name} × 2 → 3; + ${env.shelf.products[2].name} × 5; − ${env.shelf.products[1].name}`,
    );
    expect(order.status_history.at(-1)?.note).toContain('Гостей: — → 20');
    const letter = await env.shop.mail.waitFor(customer.user.email, new RegExp(`Заказ №${id} изменён`));
    expect(letter.text).toContain('Итого: 57,50\u00a0byn');
    await env.shop
      .api()
      .patch(`${A}/update_product_${product(0)}?price=12.5`)
      .set(env.admin.auth)
      .expect(200);
    // A stale version changes nothing.
    await edit(id, { version: created.body.version, lines: [{ product_id: product(1), quantity: 1 }] }).expect(409);
    expect((await env.shop.api().get(`${REST}/${id}`).set(env.admin.auth).expect(200)).body.items_total).toBe(57.5);
  });

  it('gives the driver the day’s deliveries by time: address, km, phone with a tel: link, guests, boxes, comment and cash to collect', async () => {
    const driverDay = await createAccount(env.shop);
    const base = { user_id: driverDay.user.id, time_override_reason: 'тест листа доставки' };
    const contacts = { email: driverDay.user.email, first_name: 'Пётр', surname: 'Лис', last_name: 'Ильич', phone: '375447778899' };
    const late = await create({
      ...base,
      customer: contacts,
      lines: [{ product_id: product(2), quantity: 30 }],
      delivery_at: '2026-12-20T18:00:00+03:00',
      delivery_address: 'Минск, ул. Поздняя, 1',
      delivery_distance_km: 5,
      comment: 'Аллергия на орехи',
      guests: 30,
    }).expect(201);
    const early = await create({
      ...base,
      lines: [
        { product_id: product(0), quantity: 2 },
        { product_id: product(1), quantity: 1 },
      ],
      delivery_at: '2026-12-20T10:30:00+03:00',
      delivery_address: 'Минск, ул. Ранняя, 2',
      payment_method: 'card',
    }).expect(201);
    await create({
      ...base,
      lines: [{ product_id: product(0), quantity: 1 }],
      delivery_at: '2026-12-20T12:00:00+03:00',
      delivery_method: 'pickup',
    }).expect(201);
    const canceled = await create({
      ...base,
      lines: [{ product_id: product(0), quantity: 1 }],
      delivery_at: '2026-12-20T13:00:00+03:00',
      delivery_address: 'x',
    }).expect(201);
    await edit(canceled.body.id, { status: 'canceled' }).expect(200);
    await create({
      ...base,
      lines: [{ product_id: product(0), quantity: 1 }],
      delivery_at: '2026-12-21T10:00:00+03:00',
      delivery_address: 'y',
    }).expect(201);

    const sheet = (await env.shop.api().get(`${A}/delivery-sheet`).query({ date: '2026-12-20' }).set(env.admin.auth).expect(200)).body;
    expect(sheet.stops.map((stop: { order_id: number }) => stop.order_id)).toEqual([early.body.id, late.body.id]);
    expect(sheet.stops[1]).toEqual({
      order_id: late.body.id,
      delivery_at: '2026-12-20T18:00:00+03:00',
      time: '18:00',
      address: 'Минск, ул. Поздняя, 1',
      delivery_distance_km: 5,
      phone: '+375 44 777-88-99',
      phone_link: 'tel:+375447778899',
      customer: 'Лис Пётр Ильич',
      guests: 30,
      boxes: 30,
      comment: 'Аллергия на орехи',
      payment_method: 'cash',
      payment_label: 'наличные',
      to_collect: 125,
      balance_due: 125,
      collect_label: 'получить наличными 125,00\u00a0byn',
      driver_id: null,
    });
    // A card order is paid to the driver too: its unpaid balance is collected.
    expect(sheet.stops[0]).toMatchObject({ boxes: 3, payment_method: 'card', to_collect: sheet.stops[0].balance_due });
    expect(sheet.stops[0].to_collect).toBeGreaterThan(0);
    expect(sheet.cash_to_collect).toBe(125);
    expect(sheet.to_collect).toBe(125 + sheet.stops[0].to_collect);
    const bad = await env.shop.api().get(`${A}/delivery-sheet`).query({ date: '2026-02-30' }).set(env.admin.auth).expect(400);
    expect(bad.body.detail).toMatch(/^date/);
  });

  it('finds orders by a phone typed any usual way', async () => {
    for (const typed of ['8029 123-45-67', '+375 (29) 123-45-67', '123-45-67']) {
      const { body } = await env.shop.api().get(`${A}/get-all-orders`).query({ phone: typed }).set(env.admin.auth).expect(200);
      expect(body.data.length).toBeGreaterThan(0);
      for (const row of body.data) expect(row.contact_phone).toBe('375291234567');
    }
  });
});

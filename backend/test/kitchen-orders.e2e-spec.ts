import { CartItem } from '../src/cart/cart-item.entity';
import { createAccount, TestAccount } from './support/accounts';
import { controlClock, minsk } from './support/clock';
import { insertOrder } from './support/kitchen';
import { useShopWithShelf } from './support/shop-with-accounts';

const A = '/api/v1/bulbash_admin';

/** Status history (checkout, admin changes on both surfaces, the customer's cancellation), the list by event and its CSV. */
describe('kitchen: order history, list by event, CSV', () => {
  const env = useShopWithShelf([10]);
  beforeAll(() => controlClock(env.shop).set('2026-06-01T10:00'));

  async function checkout(): Promise<number> {
    await env.shop.dataSource.getRepository(CartItem).delete({ userId: env.customer.user.id });
    await env.shop
      .api()
      .post('/api/v1/cart/add-item-to-cart')
      .set(env.customer.auth)
      .send({ product_id: env.shelf.products[0].id, quantity: 2 })
      .expect(201);
    const lines = (await env.shop.api().get('/api/v1/cart/get-items-from-cart').set(env.customer.auth).expect(200)).body.data;
    const body = {
      first_name: 'Анна',
      last_name: 'Сергеевна',
      surname: 'Ковалёва',
      contact_phone: '375291234567',
      contact_email: null,
      delivery_address: 'Минск, ул. Немига, 5',
      payment_method: 'cash',
      delivery_at: '2026-06-10T12:00:00+03:00',
      delivery_method: 'delivery',
      delivery_distance_km: 0,
      comment: null,
      product_list: lines.map((line: { id: number; product_id: number; quantity: number; price: number }) => ({
        cart_id: line.id,
        product_id: line.product_id,
        quantity: line.quantity,
        product_cost: line.price,
      })),
      total_cost: 20,
    };
    return (await env.shop.api().post('/api/v1/order/create-new-order').set(env.customer.auth).send(body).expect(201)).body.order_id;
  }

  const history = async (id: number) =>
    (await env.shop.api().get(`${A}/get-order/${id}`).set(env.admin.auth).expect(200)).body.status_history;
  const who = (account: TestAccount) => ({ id: account.user.id, email: account.user.email });

  it('records the creation, each admin change (documented and REST surfaces) and the customer’s cancellation, oldest first', async () => {
    const id = await checkout();
    await env.shop.api().post(`${A}/update-status-order`).set(env.admin.auth).send({ order_id: id, status: 'processing' }).expect(200);
    // The same status again with a change of another field: one row that keeps the status and says what changed.
    await env.shop
      .api()
      .post(`${A}/update-status-order`)
      .set(env.admin.auth)
      .send({ order_id: id, status: 'processing', comment: 'Без лука' })
      .expect(200);
    await env.shop.api().put(`/api/v1/admin/orders/${id}`).set(env.admin.auth).send({ status: 'pending' }).expect(200);
    await env.shop.api().post(`/api/v1/order/cancel-order/${id}`).set(env.customer.auth).expect(200);

    const steps = await history(id);
    expect(
      steps.map((step: { from: string | null; to: string; changed_by: unknown; note: string | null }) => [
        step.from,
        step.to,
        step.changed_by,
        step.note,
      ]),
    ).toEqual([
      [null, 'pending', who(env.customer), null],
      ['pending', 'processing', who(env.admin), null],
      ['processing', 'processing', who(env.admin), 'Комментарий изменён'],
      ['processing', 'pending', who(env.admin), null],
      ['pending', 'canceled', who(env.customer), null],
    ]);
    for (const step of steps) expect(new Date(step.date).toISOString()).toBe(step.date);
    const rest = (await env.shop.api().get(`/api/v1/admin/orders/${id}`).set(env.admin.auth).expect(200)).body;
    expect(rest.status_history).toHaveLength(5);
  });

  it('writes no history when the change fails', async () => {
    const id = await checkout();
    await env.shop
      .api()
      .post(`${A}/update-status-order`)
      .set(env.admin.auth)
      .send({ order_id: id, status: 'completed', total_cost: -1 })
      .expect(400);
    await env.shop.api().post(`${A}/update-status-order`).set(env.admin.auth).send({ order_id: id, status: 'completed' }).expect(200);
    await env.shop.api().post(`/api/v1/order/cancel-order/${id}`).set(env.customer.auth).expect(409);
    expect((await history(id)).map((step: { to: string }) => step.to)).toEqual(['pending', 'completed']);
  });

  describe('upcoming events first (the back office’s default sort)', () => {
    let guest: TestAccount;
    const ids: Record<string, number> = {};
    const eventOrder = async (key: string, deliveryAt: Date | null) => {
      const line = { productId: env.shelf.products[0].id, name: env.shelf.products[0].name, quantity: 1 };
      ids[key] = (await insertOrder(env.shop, { customer: guest, deliveryAt, lines: [line] })).id;
    };
    const listed = async (sort: [string, string], range?: [number, number]) => {
      const query: Record<string, string> = { filter: JSON.stringify({ user_id: guest.user.id }), sort: JSON.stringify(sort) };
      if (range) query.range = JSON.stringify(range);
      const { body } = await env.shop.api().get('/api/v1/admin/orders').query(query).set(env.admin.auth).expect(200);
      const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
      return body.map((row: { id: number }) => byId.get(row.id));
    };

    beforeAll(async () => {
      guest = await createAccount(env.shop);
      await eventOrder('noTimeA', null);
      await eventOrder('pastEarly', minsk('2026-05-20T12:00'));
      await eventOrder('laterThisWeek', minsk('2026-06-05T12:00'));
      await eventOrder('rightNow', minsk('2026-06-01T10:00'));
      await eventOrder('pastLate', minsk('2026-05-31T18:00'));
      await eventOrder('tomorrow', minsk('2026-06-02T09:00'));
      await eventOrder('noTimeB', null);
    });
    afterEach(() => controlClock(env.shop).set('2026-06-01T10:00'));

    it('puts events from now on first (soonest first), then past events (latest first), then orders without an event time', async () => {
      controlClock(env.shop).set('2026-06-01T10:00');
      const expected = ['rightNow', 'tomorrow', 'laterThisWeek', 'pastLate', 'pastEarly', 'noTimeA', 'noTimeB'];
      expect(await listed(['upcoming', 'ASC'])).toEqual(expected);
      expect([...(await listed(['upcoming', 'ASC'], [0, 2])), ...(await listed(['upcoming', 'ASC'], [3, 5]))]).toEqual(
        expected.slice(0, 6),
      );
      // "Now" comes from the clock: two days later, tomorrow's event is a past one.
      controlClock(env.shop).set('2026-06-03T00:00');
      expect(await listed(['upcoming', 'DESC'])).toEqual([
        'laterThisWeek',
        'tomorrow',
        'rightNow',
        'pastLate',
        'pastEarly',
        'noTimeA',
        'noTimeB',
      ]);
    });

    it('sorts by delivery_at with the orders without an event time last in both directions', async () => {
      expect(await listed(['delivery_at', 'ASC'])).toEqual([
        'pastEarly',
        'pastLate',
        'rightNow',
        'tomorrow',
        'laterThisWeek',
        'noTimeA',
        'noTimeB',
      ]);
      expect(await listed(['delivery_at', 'DESC'])).toEqual([
        'laterThisWeek',
        'tomorrow',
        'rightNow',
        'pastLate',
        'pastEarly',
        'noTimeB',
        'noTimeA',
      ]);
    });
  });

  describe('list by event', () => {
    let early: number;
    let late: number;
    let other: number;

    beforeAll(async () => {
      const line = { productId: env.shelf.products[0].id, name: env.shelf.products[0].name, quantity: 1 };
      late = (await insertOrder(env.shop, { customer: env.customer, deliveryAt: minsk('2033-09-02T23:30'), lines: [line] })).id;
      early = (await insertOrder(env.shop, { customer: env.customer, deliveryAt: minsk('2033-09-02T00:00'), lines: [line] })).id;
      other = (
        await insertOrder(env.shop, {
          customer: env.customer,
          deliveryAt: minsk('2033-09-03T00:00'),
          lines: [line],
          extra: { comment: '=HYPERLINK("x"); тест', contactPhone: '+375 29 000' },
        })
      ).id;
    });

    it('filters by Minsk event days and sorts by delivery_at (documented and REST lists)', async () => {
      const { body } = await env.shop
        .api()
        .get(`${A}/get-all-orders`)
        .query({ event_from: '2033-09-02', event_to: '2033-09-02', sort: 'delivery_at', order: 'ASC' })
        .set(env.admin.auth)
        .expect(200);
      expect(body.data.map((row: { id: number }) => row.id)).toEqual([early, late]);
      const rest = await env.shop
        .api()
        .get('/api/v1/admin/orders')
        .query({
          filter: JSON.stringify({ event_from: '2033-09-02', event_to: '2033-09-03' }),
          sort: JSON.stringify(['delivery_at', 'DESC']),
        })
        .set(env.admin.auth)
        .expect(200);
      expect(rest.body.map((row: { id: number }) => row.id)).toEqual([other, late, early]);
    });

    it('rejects an impossible event day with a Russian 400', async () => {
      const { body } = await env.shop.api().get(`${A}/get-all-orders`).query({ event_from: '2033-02-30' }).set(env.admin.auth).expect(400);
      expect(body.detail).toContain('event_from');
    });

    it('exports the filtered list as CSV: BOM, ";", decimal comma, Minsk ДД.ММ.ГГГГ ЧЧ:ММ, Cyrillic, escaped and formula-safe cells', async () => {
      const response = await env.shop
        .api()
        .get(`${A}/orders.csv`)
        .query({ event_from: '2033-09-03', event_to: '2033-09-03' })
        .set(env.admin.auth)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      const bytes = response.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString('utf8').slice(1).split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[0].split(';')[0]).toBe('Номер');
      expect(lines[0]).toContain(';Мероприятие;');
      const cells = lines[1].split(';');
      expect(cells[0]).toBe(String(other));
      expect(cells[2]).toBe('03.09.2033 00:00');
      expect(cells[3]).toBe('в обработке');
      expect(cells[7]).toBe('Сергеевна');
      expect(cells[8]).toBe("'+375 29 000");
      expect(cells[10]).toBe('В пределах МКАД');
      expect(cells[14]).toBe(cells[17]); // items, with no delivery and no adjustment
      expect(cells[17]).toBe('10,00');
      expect(lines[1].endsWith(`;"'=HYPERLINK(""x""); тест"`)).toBe(true);
    });

    it('writes phones as text Excel keeps, with guests, patronymic and the items of each order', async () => {
      const response = await env.shop.api().get(`${A}/orders.csv`).set(env.admin.auth).buffer(true).expect(200);
      const text = String(response.text ?? response.body);
      expect(text).toMatch(/;375 \d\d \d{3}-\d\d-\d\d;/);
      expect(text).toContain(';Гостей;Блюда;Блюда, byn;Стоимость доставки, byn;Корректировки, byn;Сумма, byn;');
      expect(text).toMatch(/ × \d+/);
    });

    it('checks the CSV filters like the list does', async () => {
      const { body } = await env.shop.api().get(`${A}/orders.csv`).query({ status: 'lost' }).set(env.admin.auth).expect(400);
      expect(body.detail).toBe('Status does not exist');
    });
  });
});

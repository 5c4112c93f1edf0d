import { ProductAllergen } from '../src/catalogue/product-dietary.entity';
import { minsk } from './support/clock';
import { insertOrder } from './support/kitchen';
import { useShopWithShelf } from './support/shop-with-accounts';

const SHEET = '/api/v1/bulbash_admin/production-sheet';

/** The production sheet: Minsk days by delivery_at, canceled orders excluded, lines summed per product. */
describe('kitchen: production sheet API', () => {
  const env = useShopWithShelf([10, 12.5]);

  it('sums each product over the day’s orders that are not canceled, with the orders it comes from; the day’s edges are Minsk midnight', async () => {
    const [dish, cake] = env.shelf.products;
    const line = (product: typeof dish, quantity: number) => ({ productId: product.id, name: product.name, quantity });
    // 2030-03-10 in Minsk: 00:00 to 23:59:59 local = 09 Mar 21:00 UTC to 10 Mar 20:59:59 UTC.
    const first = await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk('2030-03-10T00:00'),
      lines: [line(dish, 3), line(cake, 1)],
    });
    const second = await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk('2030-03-10T23:59'),
      status: 'processing',
      lines: [line(dish, 4)],
    });
    await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk('2030-03-10T12:00'),
      status: 'canceled',
      lines: [line(dish, 100)],
    });
    await insertOrder(env.shop, { customer: env.customer, deliveryAt: minsk('2030-03-09T23:59'), lines: [line(dish, 50)] });
    await insertOrder(env.shop, { customer: env.customer, deliveryAt: minsk('2030-03-11T00:00'), lines: [line(cake, 70)] });
    await insertOrder(env.shop, { customer: env.customer, deliveryAt: null, lines: [line(cake, 90)] });

    const { body } = await env.shop
      .api()
      .get(SHEET)
      .query({ date_from: '2030-03-10', date_to: '2030-03-10' })
      .set(env.admin.auth)
      .expect(200);
    expect(body.date_from).toBe('2030-03-10');
    expect(body.date_to).toBe('2030-03-10');
    expect(body.orders).toBe(2);
    const byId = Object.fromEntries(body.items.map((item: { product_id: number }) => [item.product_id, item]));
    expect(byId[dish.id]).toEqual({
      product_id: dish.id,
      name: dish.name,
      quantity: 7,
      order_ids: [first.id, second.id],
      allergens: [],
      allergy_order_ids: [],
      conflicts: [],
    });
    expect(byId[cake.id]).toEqual({
      product_id: cake.id,
      name: cake.name,
      quantity: 1,
      order_ids: [first.id],
      allergens: [],
      allergy_order_ids: [],
      conflicts: [],
    });
    expect(body.items).toHaveLength(2);
  });

  it('takes a range of days, both inclusive', async () => {
    const [dish] = env.shelf.products;
    const a = await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk('2031-05-01T10:00'),
      lines: [{ productId: dish.id, name: dish.name, quantity: 2 }],
    });
    const b = await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk('2031-05-03T20:30'),
      lines: [{ productId: dish.id, name: dish.name, quantity: 5 }],
    });
    await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk('2031-05-04T00:00'),
      lines: [{ productId: dish.id, name: dish.name, quantity: 9 }],
    });
    const { body } = await env.shop
      .api()
      .get(SHEET)
      .query({ date_from: '2031-05-01', date_to: '2031-05-03' })
      .set(env.admin.auth)
      .expect(200);
    expect(body).toEqual({
      date_from: '2031-05-01',
      date_to: '2031-05-03',
      orders: 2,
      items: [
        { product_id: dish.id, name: dish.name, quantity: 7, order_ids: [a.id, b.id], allergens: [], allergy_order_ids: [], conflicts: [] },
      ],
      services: [],
      allergy_notes: [],
      events: [expect.objectContaining({ order_id: a.id }), expect.objectContaining({ order_id: b.id })],
    });
  });

  it('answers an empty sheet for a day without events', async () => {
    const { body } = await env.shop
      .api()
      .get(SHEET)
      .query({ date_from: '2040-01-01', date_to: '2040-01-01' })
      .set(env.admin.auth)
      .expect(200);
    expect(body).toEqual({
      date_from: '2040-01-01',
      date_to: '2040-01-01',
      items: [],
      services: [],
      orders: 0,
      allergy_notes: [],
      events: [],
    });
  });

  it('lists each event by time with what, for whom, where, the comment and how its total adds up', async () => {
    const [dish] = env.shelf.products;
    const late = await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk('2032-06-01T18:00'),
      lines: [{ productId: dish.id, name: dish.name, quantity: 1 }],
    });
    const early = await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk('2032-06-01T14:00'),
      lines: [{ productId: dish.id, name: dish.name, quantity: 2 }],
      extra: {
        deliveryMethod: 'pickup',
        pickupAddress: 'пр-т Дзержинского, 104',
        deliveryCost: 5,
        totalCost: 22,
        guests: 25,
        comment: 'Аллергия на орехи у двоих гостей',
      },
    });
    const { body } = await env.shop
      .api()
      .get(SHEET)
      .query({ date_from: '2032-06-01', date_to: '2032-06-01' })
      .set(env.admin.auth)
      .expect(200);
    expect(body.events.map((event: { order_id: number }) => event.order_id)).toEqual([early.id, late.id]);
    expect(body.events[0]).toEqual({
      order_id: early.id,
      delivery_at: '2032-06-01T14:00:00+03:00',
      delivery_method: 'pickup',
      address: 'пр-т Дзержинского, 104',
      guests: 25,
      comment: 'Аллергия на орехи у двоих гостей',
      allergy: true,
      exclude_allergens: [],
      vegetarian_guests: 0,
      dietary_note: null,
      dishes: [{ name: dish.name, quantity: 2, conflicts: [] }],
      services: [],
      items_total: 20,
      services_total: 0,
      delivery_cost: 5,
      adjustments_total: -3,
      total_cost: 22,
    });
    expect(body.events[1]).toMatchObject({
      allergy: false,
      delivery_method: 'delivery',
      address: 'Минск, ул. Немига, 5',
      adjustments_total: 0,
    });
  });

  it.each([
    [{ date_from: '2030-03-10' }, 'date_to'],
    [{ date_from: '2030-02-30', date_to: '2030-03-01' }, 'date_from'],
    [{ date_from: '10.03.2030', date_to: '2030-03-10' }, 'date_from'],
    [{ date_from: '2030-03-10', date_to: '2030-03-09' }, 'date_to'],
    [{ date_from: '2030-01-01', date_to: '2030-12-31' }, 'Период'],
  ])('rejects %j with a Russian 400 naming %s', async (query, named) => {
    const { body } = await env.shop.api().get(SHEET).query(query).set(env.admin.auth).expect(400);
    expect(body.detail).toContain(named);
  });

  it('serves the sheet as CSV for Excel: BOM, ";" and Cyrillic', async () => {
    const [dish] = env.shelf.products;
    const order = await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk('2032-07-07T12:00'),
      lines: [{ productId: dish.id, name: 'Пирог; "домашний"', quantity: 3 }],
    });
    const response = await env.shop
      .api()
      .get(`${SHEET}.csv`)
      .query({ date_from: '2032-07-07', date_to: '2032-07-07' })
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
    const text = bytes.toString('utf8').slice(1);
    expect(text.split('\r\n')).toEqual(['Блюдо;Количество;Заказы;Аллергены', `"Пирог; ""домашний""";3;№${order.id};`, '']);
  });

  it('lists each dish’s allergens and marks the orders whose comment mentions an allergy', async () => {
    const [dish, cake] = env.shelf.products;
    const manager = env.shop.dataSource.manager;
    await manager.insert(ProductAllergen, [
      { productId: cake.id, code: 'milk' },
      { productId: cake.id, code: 'gluten' },
    ] as ProductAllergen[]);
    const line = (product: typeof dish, quantity: number) => ({ productId: product.id, name: product.name, quantity });
    const allergic = await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk('2033-02-02T12:00'),
      lines: [line(dish, 2), line(cake, 1)],
      extra: { comment: 'У одного гостя аллергия на орехи' },
    });
    const plain = await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk('2033-02-02T18:00'),
      lines: [line(cake, 3)],
      extra: { comment: 'Подъезд со двора' },
    });
    const deleted = await insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk('2033-02-02T19:00'),
      lines: [{ productId: null, name: 'Снятое блюдо', quantity: 1 }],
      extra: { comment: 'Непереносимость лактозы' },
    });
    const query = { date_from: '2033-02-02', date_to: '2033-02-02' };
    const { body } = await env.shop.api().get(SHEET).query(query).set(env.admin.auth).expect(200);
    const byName = Object.fromEntries(body.items.map((item: { name: string }) => [item.name, item]));
    expect(byName[cake.name]).toMatchObject({
      allergens: ['gluten', 'milk'],
      order_ids: [allergic.id, plain.id],
      allergy_order_ids: [allergic.id],
    });
    expect(byName[dish.name]).toMatchObject({ allergens: [], allergy_order_ids: [allergic.id] });
    expect(byName['Снятое блюдо']).toMatchObject({ product_id: null, allergens: [], allergy_order_ids: [deleted.id] });
    expect(body.allergy_notes).toEqual([
      { order_id: allergic.id, comment: 'У одного гостя аллергия на орехи' },
      { order_id: deleted.id, comment: 'Непереносимость лактозы' },
    ]);
    const csv = await env.shop.api().get(`${SHEET}.csv`).query(query).set(env.admin.auth).expect(200);
    expect(csv.text).toContain(`${cake.name};4;№${allergic.id}, №${plain.id};глютен, молоко и лактоза`);
    await manager.delete(ProductAllergen, { productId: cake.id });
  });

  it('is for administrators only', async () => {
    await env.shop.api().get(SHEET).query({ date_from: '2030-03-10', date_to: '2030-03-10' }).expect(401);
    await env.shop.api().get(SHEET).query({ date_from: '2030-03-10', date_to: '2030-03-10' }).set(env.customer.auth).expect(403);
  });
});

import { Order } from '../src/orders/order.entity';
import { OrderItem } from '../src/orders/order-item.entity';
import { makeImage } from './fixtures/images';
import { createAccount, TestAccount } from './support/accounts';
import { useShopWithAccounts } from './support/shop-with-accounts';
import { startTestApp, TestApp } from './support/test-app';
import { unpaidByPerson } from './support/payments';

const A = '/api/v1/bulbash_admin';
const DAY_MS = 24 * 60 * 60 * 1000;
const MINSK_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Today's date in Minsk (UTC+3) shifted by `days`, as YYYY-MM-DD. */
const minskDay = (days = 0) => new Date(Date.now() + MINSK_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
/** Noon of a Minsk day as a UTC instant. */
const minskNoon = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - MINSK_OFFSET_MS);

let sequence = 0;

describe('admin orders API', () => {
  const env = useShopWithAccounts();

  /** An order inserted directly (the checkout belongs to the orders module), optionally back-dated. */
  async function insertOrder(fields: Partial<Order> = {}, items: Array<Partial<OrderItem>> = []): Promise<Order> {
    sequence += 1;
    const orders = env.shop.dataSource.getRepository(Order);
    const order = await orders.save(
      orders.create({
        userId: env.customer.user.id,
        paymentMethod: 'cash',
        status: 'pending',
        totalCost: 100,
        firstName: 'Анна',
        surname: 'Ковалёва',
        lastName: 'Сергеевна',
        contactPhone: '375291112233',
        contactEmail: env.customer.user.email,
        deliveryAddress: 'Минск, пр. Независимости, 1',
        checkoutKey: `admin-orders-test-${sequence}-${Date.now()}`,
        ...fields,
      }),
    );
    if (fields.dateCreated) await orders.update({ id: order.id }, { dateCreated: fields.dateCreated });
    if (items.length > 0) {
      await env.shop.dataSource.getRepository(OrderItem).save(
        items.map((item) => ({
          orderId: order.id,
          name: 'Блюдо',
          description: 'Описание',
          imagePath: null,
          productCost: 10,
          quantity: 1,
          productId: null,
          ...item,
        })),
      );
    }
    return (await orders.findOneByOrFail({ id: order.id })) as Order;
  }

  describe('list and detail', () => {
    let older: Order;
    let newer: Order;

    beforeAll(async () => {
      older = await insertOrder({
        paymentMethod: 'card',
        status: 'completed',
        totalCost: 45.5,
        contactPhone: '375447654321',
        dateCreated: minskNoon(minskDay(-3)),
      });
      newer = await insertOrder({ paymentMethod: 'cash', status: 'pending', totalCost: 20.1 }, [
        { name: 'Канапе', productCost: 2.5, quantity: 4 },
        { name: 'Морс', productCost: 10.1, quantity: 1 },
      ]);
    });

    it('lists all orders newest first as {data: [...]} with the documented row fields', async () => {
      const response = await env.shop.api().get(`${A}/get-all-orders`).set(env.admin.auth).expect(200);
      expect(response.headers['x-total-count']).toBe(String(response.body.data.length));
      // Other tests add orders of their own (in any order): look at these two only.
      const ours = response.body.data.filter((row: { id: number }) => row.id === newer.id || row.id === older.id);
      expect(ours.map((row: { id: number }) => row.id)).toEqual([newer.id, older.id]);
      const dates = response.body.data.map((row: { date_created: string }) => Date.parse(row.date_created));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(ours[0]).toEqual({
        ...unpaidByPerson(20.1),
        id: newer.id,
        user_id: env.customer.user.id,
        version: 1,
        free_cancel_until: null, // placed by the fixture, not at checkout
        free_cancel_minutes: 15,
        cancellation_terms: 'standard',
        cancellation_terms_text: expect.stringMatching(/^Отмена/),
        deposit_percent: null,
        exclude_allergens: [],
        vegetarian_guests: 0,
        dietary_note: null,
        payment_method: 'cash',
        status: 'pending',
        total_cost: 20.1,
        date_created: expect.any(String),
        first_name: 'Анна',
        surname: 'Ковалёва',
        contact_phone: '375291112233',
        delivery_address: 'Минск, пр. Независимости, 1',
        delivery_at: null,
        delivery_method: 'delivery',
        delivery_distance_km: 0,
        delivery_cost: 0,
        comment: null,
        cancellation_fee: 0,
        guests: null,
      });
    });

    it('filters by payment_method and status; other values → the exact 400 details', async () => {
      const card = await env.shop.api().get(`${A}/get-all-orders`).query({ payment_method: 'card' }).set(env.admin.auth).expect(200);
      expect(card.body.data.every((row: { payment_method: string }) => row.payment_method === 'card')).toBe(true);
      expect(card.body.data.map((row: { id: number }) => row.id)).toContain(older.id);
      const pending = await env.shop
        .api()
        .get(`${A}/get-all-orders`)
        .query({ status: 'pending', payment_method: 'cash' })
        .set(env.admin.auth)
        .expect(200);
      expect(pending.body.data.map((row: { id: number }) => row.id)).toContain(newer.id);
      expect(pending.body.data.map((row: { id: number }) => row.id)).not.toContain(older.id);
      expect(
        (await env.shop.api().get(`${A}/get-all-orders`).query({ payment_method: 'bitcoin' }).set(env.admin.auth).expect(400)).body,
      ).toEqual({ detail: 'Payment method does not exist' });
      expect((await env.shop.api().get(`${A}/get-all-orders`).query({ status: 'lost' }).set(env.admin.auth).expect(400)).body).toEqual({
        detail: 'Status does not exist',
      });
    });

    it('filters by Minsk days (inclusive) and phone substring; pages and sorts', async () => {
      const threeDaysAgo = minskDay(-3);
      const onlyOld = await env.shop
        .api()
        .get(`${A}/get-all-orders`)
        .query({ date_from: threeDaysAgo, date_to: threeDaysAgo })
        .set(env.admin.auth)
        .expect(200);
      expect(onlyOld.body.data.map((row: { id: number }) => row.id)).toEqual([older.id]);
      const fromToday = await env.shop
        .api()
        .get(`${A}/get-all-orders`)
        .query({ date_from: minskDay(0) })
        .set(env.admin.auth)
        .expect(200);
      expect(fromToday.body.data.map((row: { id: number }) => row.id)).toContain(newer.id);
      expect(fromToday.body.data.map((row: { id: number }) => row.id)).not.toContain(older.id);
      const byPhone = await env.shop.api().get(`${A}/get-all-orders`).query({ phone: '7654' }).set(env.admin.auth).expect(200);
      expect(byPhone.body.data.map((row: { id: number }) => row.id)).toEqual([older.id]);
      expect(
        (await env.shop.api().get(`${A}/get-all-orders`).query({ date_from: '2025-02-30' }).set(env.admin.auth).expect(400)).body.detail,
      ).toContain('date_from');
      expect(
        (await env.shop.api().get(`${A}/get-all-orders`).query({ date_to: 'вчера' }).set(env.admin.auth).expect(400)).body.detail,
      ).toContain('date_to');
      const page = await env.shop
        .api()
        .get(`${A}/get-all-orders`)
        .query({ sort: 'total_cost', order: 'ASC', page: 1, per_page: 1 })
        .set(env.admin.auth)
        .expect(200);
      expect(page.body.data).toHaveLength(1);
      expect(page.body.data[0].total_cost).toBe(20.1);
      expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
      const byIds = await env.shop
        .api()
        .get(`${A}/get-all-orders`)
        .query({ ids: `${older.id}` })
        .set(env.admin.auth)
        .expect(200);
      expect(byIds.body.data.map((row: { id: number }) => row.id)).toEqual([older.id]);
      await env.shop.api().get(`${A}/get-all-orders`).query({ sort: 'checkout_key' }).set(env.admin.auth).expect(400);
    });

    it('shows one order with its items; unknown → 404', async () => {
      const response = await env.shop.api().get(`${A}/get-order/${newer.id}`).set(env.admin.auth).expect(200);
      expect(response.body).toMatchObject({
        id: newer.id,
        user_id: env.customer.user.id,
        payment_method: 'cash',
        status: 'pending',
        total_cost: 20.1,
        first_name: 'Анна',
        surname: 'Ковалёва',
        last_name: 'Сергеевна',
        contact_phone: '375291112233',
        contact_email: env.customer.user.email,
        delivery_address: 'Минск, пр. Независимости, 1',
      });
      expect(response.body.order_items).toEqual([
        expect.objectContaining({ name: 'Канапе', product_cost: 2.5, quantity: 4, description: 'Описание', image_path: null }),
        expect.objectContaining({ name: 'Морс', product_cost: 10.1, quantity: 1 }),
      ]);
      expect((await env.shop.api().get(`${A}/get-order/999999`).set(env.admin.auth).expect(404)).body).toEqual({
        detail: expect.any(String),
      });
      await env.shop.api().get(`${A}/get-order/abc`).set(env.admin.auth).expect(400);
    });
  });

  describe('update-status-order', () => {
    it('changes status, payment method and total → {message}, and e-mails the customer about the status', async () => {
      const order = await insertOrder({ contactEmail: 'anna.status@example.by' });
      const response = await env.shop
        .api()
        .post(`${A}/update-status-order`)
        .set(env.admin.auth)
        .send({ order_id: order.id, payment_method: 'card', total_cost: 99.99, status: 'processing' })
        .expect(200);
      expect(response.body).toEqual({ message: expect.any(String) });
      const after = (await env.shop.api().get(`${A}/get-order/${order.id}`).set(env.admin.auth).expect(200)).body;
      expect(after).toMatchObject({ payment_method: 'card', total_cost: 99.99, status: 'processing' });
      const mail = await env.shop.mail.waitFor('anna.status@example.by');
      expect(mail.text).toContain(String(order.id));
      expect(mail.html).toContain(String(order.id));
    });

    it('sends no notice when the status stays the same', async () => {
      const order = await insertOrder({ contactEmail: 'same.status@example.by' });
      await env.shop
        .api()
        .post(`${A}/update-status-order`)
        .set(env.admin.auth)
        .send({ order_id: order.id, payment_method: 'cash', total_cost: 50, status: 'pending' })
        .expect(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(env.shop.mail.messages.filter((mail) => mail.to.includes('same.status@example.by'))).toEqual([]);
      expect((await env.shop.api().get(`${A}/get-order/${order.id}`).set(env.admin.auth).expect(200)).body.total_cost).toBe(50);
    });

    it('rejects bad values with the exact details and changes nothing', async () => {
      const order = await insertOrder();
      const send = (body: Record<string, unknown>) => env.shop.api().post(`${A}/update-status-order`).set(env.admin.auth).send(body);
      expect((await send({ order_id: order.id, payment_method: 'crypto', total_cost: 1, status: 'completed' }).expect(400)).body).toEqual({
        detail: 'Payment method does not exist',
      });
      expect((await send({ order_id: order.id, payment_method: 'card', total_cost: 1, status: 'delivered' }).expect(400)).body).toEqual({
        detail: 'Status does not exist',
      });
      expect((await send({ order_id: order.id, status: 42 }).expect(400)).body).toEqual({ detail: 'Status does not exist' });
      expect((await send({ order_id: order.id, total_cost: -5 }).expect(400)).body.detail).toContain('total_cost');
      expect((await send({ order_id: order.id, total_cost: 1.005 }).expect(400)).body.detail).toContain('total_cost');
      expect((await send({ status: 'completed' }).expect(400)).body.detail).toContain('order_id');
      expect((await send({ order_id: 999999, status: 'completed' }).expect(404)).body).toEqual({ detail: expect.any(String) });
      const malformed = await env.shop
        .api()
        .post(`${A}/update-status-order`)
        .set(env.admin.auth)
        .set('Content-Type', 'application/json')
        .send('{oops')
        .expect(400);
      expect(malformed.body).toEqual({ detail: expect.any(String) });
      expect((await env.shop.api().get(`${A}/get-order/${order.id}`).set(env.admin.auth).expect(200)).body).toMatchObject({
        status: 'pending',
        payment_method: 'cash',
        total_cost: 100,
      });
    });
  });

  it('deleting a product keeps every order and its snapshot intact', async () => {
    const category = (await env.shop.api().post(`${A}/create_category`).query({ name: 'Заказы' }).set(env.admin.auth).expect(201)).body;
    const sub = (
      await env.shop
        .api()
        .post(`${A}/create_subcategory`)
        .set(env.admin.auth)
        .send({ name: 'Заказанное', category_id: category.id })
        .expect(201)
    ).body;
    const product = (
      await env.shop
        .api()
        .post(`${A}/create_product`)
        .query({
          name: 'Драники',
          description: 'С копчёной сметаной',
          price: '15.4',
          category_id: String(category.id),
          subcategory_id: String(sub.id),
          status_enabled: 'true',
        })
        .set(env.admin.auth)
        .attach('img_file', await makeImage('png', '#8e44ad'), 'draniki.png')
        .expect(201)
    ).body;
    const order = await insertOrder({ totalCost: 30.8 }, [
      {
        productId: product.id,
        name: product.name,
        description: product.description,
        imagePath: product.image_path,
        productCost: 15.4,
        quantity: 2,
      },
    ]);
    const before = (await env.shop.api().get(`${A}/get-order/${order.id}`).set(env.admin.auth).expect(200)).body;

    await env.shop.api().delete(`${A}/delete_product_${product.id}`).set(env.admin.auth).expect(200);

    const after = (await env.shop.api().get(`${A}/get-order/${order.id}`).set(env.admin.auth).expect(200)).body;
    expect(after).toEqual({ ...before, order_items: [{ ...before.order_items[0], product_id: null }] });
    expect(after.order_items[0]).toMatchObject({
      name: 'Драники',
      description: 'С копчёной сметаной',
      product_cost: 15.4,
      quantity: 2,
      image_path: product.image_path,
    });
    const list = await env.shop
      .api()
      .get(`${A}/get-all-orders`)
      .query({ ids: String(order.id) })
      .set(env.admin.auth)
      .expect(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: order.id, total_cost: 30.8 })]);
  });
});

describe('admin dashboard', () => {
  let shop: TestApp;
  let admin: TestAccount;
  /** Read before any test adds orders, so the tests may run in any order. */
  let emptyShop: Awaited<ReturnType<ReturnType<TestApp['api']>['get']>>;

  beforeAll(async () => {
    shop = await startTestApp();
    admin = await createAccount(shop, { admin: true });
    emptyShop = await shop.api().get(`${A}/dashboard`).set(admin.auth).expect(200);
  });
  afterAll(async () => shop.close());

  it('is all zeros with 30 days on an empty shop', async () => {
    const { body } = emptyShop;
    expect(body.counts_by_status).toEqual({ pending: 0, processing: 0, completed: 0, canceled: 0 });
    expect(body.last_30_days).toEqual({ order_count: 0, revenue: 0, paid: 0 });
    expect(body.daily).toHaveLength(30);
    expect(body.daily[29]).toEqual({ date: minskDay(0), order_count: 0, revenue: 0 });
    expect(body.daily[0].date).toBe(minskDay(-29));
  });

  it('counts by status and sums the last 30 Minsk days per day, canceled orders bringing no revenue', async () => {
    const customer = await createAccount(shop);
    const orders = shop.dataSource.getRepository(Order);
    let key = 0;
    const add = async (status: Order['status'], totalCost: number, day: string) => {
      key += 1;
      const order = await orders.save(
        orders.create({
          userId: customer.user.id,
          paymentMethod: 'cash',
          status,
          totalCost,
          firstName: 'Олег',
          surname: 'Сидоров',
          lastName: 'Олегович',
          contactPhone: '375251234567',
          contactEmail: null,
          deliveryAddress: null,
          checkoutKey: `dashboard-${key}`,
        }),
      );
      await orders.update({ id: order.id }, { dateCreated: minskNoon(day) });
    };
    await add('pending', 10.1, minskDay(0));
    await add('completed', 20.2, minskDay(0));
    await add('canceled', 500, minskDay(0));
    await add('processing', 0.7, minskDay(-5));
    await add('completed', 1000, minskDay(-40));
    await add('canceled', 1, minskDay(-40));

    const { body } = await shop.api().get(`${A}/dashboard`).set(admin.auth).expect(200);
    expect(body.counts_by_status).toEqual({ pending: 1, processing: 1, completed: 2, canceled: 2 });
    expect(body.last_30_days).toEqual({ order_count: 4, revenue: 31, paid: 0 });
    expect(body.daily).toHaveLength(30);
    expect(body.daily[29]).toEqual({ date: minskDay(0), order_count: 3, revenue: 30.3 });
    expect(body.daily[24]).toEqual({ date: minskDay(-5), order_count: 1, revenue: 0.7 });
    const dates = body.daily.map((entry: { date: string }) => entry.date);
    expect(dates).toEqual([...dates].sort());
    expect(body.daily.filter((entry: { order_count: number }) => entry.order_count > 0)).toHaveLength(2);
  });
});

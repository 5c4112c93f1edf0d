import { CartItem } from '../src/cart/cart-item.entity';
import { Product } from '../src/catalogue/product.entity';
import { SHOP_IDENTITY } from '../src/common/shop-identity';
import { Order } from '../src/orders/order.entity';
import { OrderItem } from '../src/orders/order-item.entity';
import { TestAccount } from './support/accounts';
import { createShelf } from './support/catalogue';
import { addToCart, CartLine, CHECKOUT_NAMES, productList, readCart } from './support/checkout';
import { useShopWithTwoCustomers } from './support/shop-with-accounts';
import { unpaidByPerson } from './support/payments';

const O = '/api/v1/order';

describe('orders API', () => {
  const env = useShopWithTwoCustomers([12.5, 0.1, 33.33, 7]);

  const fillCart = (account: TestAccount, lines: Array<[number, number]>) =>
    addToCart(
      env.shop,
      account,
      lines.map(([index, quantity]) => [env.shelf.products[index].id, quantity]),
    );

  /** The storefront's payload for the given cart lines. */
  function orderPayload(lines: CartLine[], total: number, overrides: Record<string, unknown> = {}) {
    return {
      ...CHECKOUT_NAMES,
      contact_email: 'anna.order@example.by',
      delivery_address: 'Минск, ул. Немига, 5, кв. 12',
      payment_method: 'card',
      product_list: productList(lines),
      total_cost: total,
      ...overrides,
    };
  }

  const place = (account: TestAccount, body: unknown) =>
    env.shop
      .api()
      .post(`${O}/create-new-order`)
      .set(account.auth)
      .send(body as object);
  const clearCart = (account: TestAccount) => env.shop.dataSource.getRepository(CartItem).delete({ userId: account.user.id });
  const orderCount = () => env.shop.dataSource.getRepository(Order).count();

  it('answers 401 without a token on every order route', async () => {
    await env.shop.api().post(`${O}/create-new-order`).send({}).expect(401);
    await env.shop.api().get(`${O}/get-all-user-orders`).expect(401);
    await env.shop.api().get(`${O}/get-user-orders/1`).expect(401);
  });

  it('places an order: prices from the database, snapshots the items, removes exactly the ordered lines, e-mails customer and shop', async () => {
    const cart = await fillCart(env.alice, [
      [0, 2],
      [1, 3],
      [2, 1],
    ]);
    const ordered = cart.data.slice(0, 2);
    const response = await place(env.alice, orderPayload(ordered, 25.3)).expect(201);
    expect(response.body).toEqual({ message: 'Заказ успешно оформлен', order_id: expect.any(Number) });
    const orderId = response.body.order_id as number;

    const left = await readCart(env.shop, env.alice);
    expect(left.data.map((line: CartLine) => line.id)).toEqual([cart.data[2].id]);

    const detail = await env.shop.api().get(`${O}/get-user-orders/${orderId}`).set(env.alice.auth).expect(200);
    expect(detail.body).toEqual({
      ...unpaidByPerson(25.3),
      id: orderId,
      payment_method: 'card',
      status: 'pending',
      total_cost: 25.3,
      date_created: expect.any(String),
      first_name: 'Анна',
      surname: 'Ковалёва',
      last_name: 'Сергеевна',
      contact_phone: '375291234567',
      contact_email: 'anna.order@example.by',
      delivery_address: 'Минск, ул. Немига, 5, кв. 12',
      delivery_at: null,
      delivery_method: 'delivery',
      delivery_distance_km: 0,
      delivery_cost: 0,
      comment: null,
      cancellation_fee: 0,
      guests: null,
      free_cancel_until: expect.stringMatching(/\+03:00$/),
      free_cancel_minutes: 15,
      cancellation_terms: 'standard',
      cancellation_terms_text: expect.stringMatching(/^Отмена/),
      deposit_percent: null,
      exclude_allergens: [],
      vegetarian_guests: 0,
      dietary_note: null,
      items_total: 25.3,
      services_total: 0,
      adjustments: [],
      adjustments_total: 0,
      customer_address: 'Минск, ул. Немига, 5, кв. 12',
      order_items: [
        {
          product_id: env.shelf.products[0].id,
          name: env.shelf.products[0].name,
          description: env.shelf.products[0].description,
          image_path: env.shelf.products[0].imagePath,
          product_cost: 12.5,
          quantity: 2,
          kind: 'dish',
          unit: null,
        },
        {
          product_id: env.shelf.products[1].id,
          name: env.shelf.products[1].name,
          description: env.shelf.products[1].description,
          image_path: env.shelf.products[1].imagePath,
          product_cost: 0.1,
          quantity: 3,
          kind: 'dish',
          unit: null,
        },
      ],
    });
    expect(Date.now() - Date.parse(detail.body.date_created)).toBeLessThan(60_000);

    const confirmation = await env.shop.mail.waitFor('anna.order@example.by', new RegExp(`Заказ №${orderId}`));
    expect(confirmation.text).toContain(env.shelf.products[0].name);
    expect(confirmation.text).toContain('25,30\u00a0byn');
    expect(confirmation.html).toContain(env.shelf.products[1].name);
    expect(confirmation.text).toContain('http://shop.test/user-orders');
    const notice = await env.shop.mail.waitFor(SHOP_IDENTITY.email, new RegExp(`Новый заказ №${orderId}`));
    expect(notice.text).toContain('Ковалёва Анна Сергеевна');
    expect(notice.text).toContain('375291234567');
    await clearCart(env.alice);
  });

  it('defaults to cash, stores an empty address and e-mail as null and then writes to the account e-mail', async () => {
    const cart = await fillCart(env.alice, [[3, 2]]);
    const { payment_method: _dropped, ...payload } = orderPayload(cart.data, 14, { contact_email: '', delivery_address: '   ' });
    const response = await place(env.alice, payload).expect(201);
    const detail = (await env.shop.api().get(`${O}/get-user-orders/${response.body.order_id}`).set(env.alice.auth).expect(200)).body;
    expect(detail).toMatchObject({ payment_method: 'cash', contact_email: null, delivery_address: null, total_cost: 14 });
    const mail = await env.shop.mail.waitFor(env.alice.user.email, new RegExp(`Заказ №${response.body.order_id}`));
    expect(mail.text).toContain('наличные');
  });

  it('validates every checkout field with a 400 naming it, and creates nothing', async () => {
    const cart = await fillCart(env.alice, [[0, 1]]);
    const before = await orderCount();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ contact_phone: '80301234567' }, /^contact_phone: введите номер телефона в формате 375XXXXXXXXX$/],
      [{ contact_phone: '375301234567' }, /^contact_phone: /],
      [{ contact_phone: '3752912345678' }, /^contact_phone: /],
      [{ contact_phone: undefined }, /^contact_phone: /],
      [{ first_name: '' }, /^first_name: заполните поле!$/],
      [{ surname: '   ' }, /^surname: /],
      [{ last_name: undefined }, /^last_name: /],
      [{ first_name: 'А'.repeat(101) }, /^first_name: не более 100 символов$/],
      [{ first_name: 42 }, /^first_name: /],
      [{ contact_email: 'not-an-email' }, /^contact_email: /],
      [{ delivery_address: 'x'.repeat(501) }, /^delivery_address: /],
      [{ delivery_address: 5 }, /^delivery_address: адрес должен быть строкой$/],
      [{ product_list: [] }, /^product_list: корзина пуста$/],
      [{ product_list: 'all' }, /^product_list: должен быть списком позиций корзины$/],
      [{ product_list: [1, 2] }, /^product_list: каждая позиция должна быть объектом$/],
      [
        { product_list: [{ cart_id: cart.data[0].id, product_id: cart.data[0].product_id, quantity: 0, product_cost: 12.5 }] },
        /^product_list\.0\.quantity: /,
      ],
      [{ total_cost: -1 }, /^total_cost: /],
      [{ total_cost: 'дорого' }, /^total_cost: /],
    ];
    for (const [overrides, detail] of cases) {
      const response = await place(env.alice, orderPayload(cart.data, 12.5, overrides));
      expect({ overrides, status: response.status }).toEqual({ overrides, status: 400 });
      expect(response.body.detail).toMatch(detail);
    }
    const payment = await place(env.alice, orderPayload(cart.data, 12.5, { payment_method: 'bitcoin' })).expect(400);
    expect(payment.body).toEqual({ detail: 'Payment method does not exist' });
    const duplicate = await place(env.alice, orderPayload([cart.data[0], cart.data[0]], 25)).expect(400);
    expect(duplicate.body.detail).toMatch(/^product_list: /);
    const malformed = await env.shop
      .api()
      .post(`${O}/create-new-order`)
      .set(env.alice.auth)
      .set('Content-Type', 'application/json')
      .send('{"first_name":')
      .expect(400);
    expect(typeof malformed.body.detail).toBe('string');
    expect(await orderCount()).toBe(before);
    expect(await env.shop.dataSource.getRepository(CartItem).countBy({ userId: env.alice.user.id })).toBe(1);
    await clearCart(env.alice);
  });

  it('stores hostile text literally (SQL and HTML stay data) and escapes it in the e-mail', async () => {
    const cart = await fillCart(env.alice, [[3, 1]]);
    const hostile = "Robert'); DROP TABLE orders; --";
    const response = await place(
      env.alice,
      orderPayload(cart.data, 7, { first_name: hostile, delivery_address: '<script>alert(1)</script>' }),
    ).expect(201);
    const detail = (await env.shop.api().get(`${O}/get-user-orders/${response.body.order_id}`).set(env.alice.auth).expect(200)).body;
    expect(detail.first_name).toBe(hostile);
    expect(detail.delivery_address).toBe('<script>alert(1)</script>');
    const mail = await env.shop.mail.waitFor('anna.order@example.by', new RegExp(`Заказ №${response.body.order_id}`));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('answers 409 for a stale total or unit price and leaves the cart and the orders untouched', async () => {
    const cart = await fillCart(env.alice, [
      [0, 2],
      [2, 1],
    ]);
    const before = await orderCount();
    // The shopper loaded the page, then the price went up.
    await env.shop.dataSource.getRepository(Product).update({ id: env.shelf.products[0].id }, { price: 13.5 });
    const stale = await place(env.alice, orderPayload(cart.data, cart.total_price)).expect(409);
    expect(stale.body).toEqual({ detail: 'Цены изменились: обновите корзину и проверьте сумму заказа' });
    const staleLine = orderPayload(cart.data, 60.33);
    const staleUnit = await place(env.alice, staleLine).expect(409);
    expect(staleUnit.body.detail).toMatch(/Цены изменились/);
    expect(await orderCount()).toBe(before);
    const again = await readCart(env.shop, env.alice);
    expect(again.data.map((line: CartLine) => [line.id, line.quantity])).toEqual(cart.data.map((line) => [line.id, line.quantity]));

    // A total off by one kopeck of rounding is accepted; the server's figure is stored.
    const fresh = again.data as CartLine[];
    const placed = await place(env.alice, orderPayload(fresh, 60.34)).expect(201);
    const stored = await env.shop.dataSource.getRepository(Order).findOneByOrFail({ id: placed.body.order_id });
    expect(stored.totalCost).toBe(60.33);
    await env.shop.dataSource.getRepository(Product).update({ id: env.shelf.products[0].id }, { price: 12.5 });
  });

  it('answers 409 when a line no longer matches the cart (quantity or product changed)', async () => {
    const cart = await fillCart(env.alice, [[1, 2]]);
    const payload = orderPayload([{ ...cart.data[0], quantity: 3 }], 0.3);
    const response = await place(env.alice, payload).expect(409);
    expect(response.body.detail).toMatch(/Корзина изменилась/);
    await place(env.alice, orderPayload([{ ...cart.data[0], product_id: env.shelf.products[0].id }], 0.2)).expect(409);
    await clearCart(env.alice);
  });

  it('keeps orders and cart lines private between customers (404, never a leak)', async () => {
    const cart = await fillCart(env.alice, [[3, 1]]);
    const before = await orderCount();
    const theft = await place(env.bob, orderPayload(cart.data, 7)).expect(404);
    expect(theft.body).toEqual({ detail: 'Товар в корзине не найден' });
    expect(await orderCount()).toBe(before);

    const placed = await place(env.alice, orderPayload(cart.data, 7)).expect(201);
    const peek = await env.shop.api().get(`${O}/get-user-orders/${placed.body.order_id}`).set(env.bob.auth).expect(404);
    expect(peek.body).toEqual({ detail: 'Заказ не найден' });
    await env.shop.api().get(`${O}/get-user-orders/99999999`).set(env.alice.auth).expect(404);
    await env.shop.api().get(`${O}/get-user-orders/abc`).set(env.alice.auth).expect(400);
    const bobs = await env.shop.api().get(`${O}/get-all-user-orders`).set(env.bob.auth).expect(200);
    expect(bobs.body).toEqual({ data: [] });
  });

  it('turns two identical checkouts sent at the same moment into exactly one order', async () => {
    const cart = await fillCart(env.alice, [
      [0, 1],
      [3, 2],
    ]);
    const before = await orderCount();
    const payload = orderPayload(cart.data, 26.5);
    const results = await Promise.all([place(env.alice, payload), place(env.alice, payload), place(env.alice, payload)]);
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const result of results.filter((entry) => entry.status !== 201)) {
      expect([404, 409]).toContain(result.status);
      expect(typeof result.body.detail).toBe('string');
    }
    expect(await orderCount()).toBe(before + 1);
    const winner = results.find((result) => result.status === 201)!;
    expect(await env.shop.dataSource.getRepository(OrderItem).countBy({ orderId: winner.body.order_id })).toBe(2);
    expect(await env.shop.dataSource.getRepository(CartItem).countBy({ userId: env.alice.user.id })).toBe(0);
  });

  it('lists own orders newest first with filters, and checks the filter values', async () => {
    const list = await env.shop.api().get(`${O}/get-all-user-orders`).set(env.alice.auth).expect(200);
    const rows = list.body.data as Array<{ id: number; payment_method: string; status: string; total_cost: number; date_created: string }>;
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(rows[0]).sort()).toEqual([
      'balance_due',
      'balance_due_at',
      'cancellation_fee',
      'cancellation_terms',
      'cancellation_terms_text',
      'comment',
      'company',
      'date_created',
      'delivery_at',
      'delivery_cost',
      'delivery_distance_km',
      'delivery_method',
      'deposit_due',
      'deposit_percent',
      'dietary_note',
      'exclude_allergens',
      'free_cancel_minutes',
      'free_cancel_until',
      'guests',
      'id',
      'paid_amount',
      'payer_type',
      'payment_method',
      'payment_status',
      'refund_due',
      'status',
      'total_cost',
      'vegetarian_guests',
    ]);
    const ids = rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const cash = await env.shop.api().get(`${O}/get-all-user-orders?payment_method=cash`).set(env.alice.auth).expect(200);
    expect(cash.body.data.length).toBeGreaterThan(0);
    expect(cash.body.data.every((row: { payment_method: string }) => row.payment_method === 'cash')).toBe(true);
    const completed = await env.shop.api().get(`${O}/get-all-user-orders?status=completed`).set(env.alice.auth).expect(200);
    expect(completed.body.data).toEqual([]);

    expect((await env.shop.api().get(`${O}/get-all-user-orders?status=shipped`).set(env.alice.auth).expect(400)).body).toEqual({
      detail: 'Status does not exist',
    });
    expect((await env.shop.api().get(`${O}/get-all-user-orders?payment_method=crypto`).set(env.alice.auth).expect(400)).body).toEqual({
      detail: 'Payment method does not exist',
    });
  });

  it('shows an admin’s status change to the customer, by e-mail and in the list', async () => {
    const cart = await fillCart(env.alice, [[2, 1]]);
    const placed = await place(env.alice, orderPayload(cart.data, 33.33, { contact_email: 'anna.status.flow@example.by' })).expect(201);
    await env.shop.mail.waitFor('anna.status.flow@example.by', /принят/);
    await env.shop
      .api()
      .post('/api/v1/bulbash_admin/update-status-order')
      .set(env.admin.auth)
      .send({ order_id: placed.body.order_id, status: 'processing' })
      .expect(200);
    const mail = await env.shop.mail.waitFor('anna.status.flow@example.by', /готовится/);
    expect(mail.text).toContain(`№${placed.body.order_id}`);
    const detail = await env.shop.api().get(`${O}/get-user-orders/${placed.body.order_id}`).set(env.alice.auth).expect(200);
    expect(detail.body.status).toBe('processing');
  });

  it('keeps an order intact when its product is renamed, repriced or deleted', async () => {
    const extra = await createShelf(env.shop, [19.99]);
    const cart = await addToCart(env.shop, env.alice, [[extra.products[0].id, 2]]);
    const placed = await place(env.alice, orderPayload(cart.data, 39.98)).expect(201);
    await env.shop.dataSource.getRepository(Product).update({ id: extra.products[0].id }, { name: 'Новое имя', price: 50 });
    await env.shop.dataSource.getRepository(Product).delete({ id: extra.products[0].id });
    const detail = await env.shop.api().get(`${O}/get-user-orders/${placed.body.order_id}`).set(env.alice.auth).expect(200);
    expect(detail.body.total_cost).toBe(39.98);
    expect(detail.body.order_items).toEqual([expect.objectContaining({ name: extra.products[0].name, product_cost: 19.99, quantity: 2 })]);
  });
});

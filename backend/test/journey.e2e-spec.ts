import { MailCatcher } from './support/mail-catcher';
import { ADMIN, startTestApp, TestApp } from './support/test-app';
import { createShelf } from './support/catalogue';
import { unpaidByPerson } from './support/payments';

/**
 * The whole customer journey through the documented endpoints only: register, follow the
 * e-mailed link, log in, browse, fill the cart, order, and see the administrator's status change.
 */
describe('customer journey over the documented API', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
    await createShelf(shop, [45.5, 18.9]);
  });
  afterAll(async () => shop.close());

  it('goes from sign-up to an order whose status the shop changes', async () => {
    const api = () => shop.api();
    const email = `journey.${Date.now()}@example.by`;
    await api()
      .post('/api/v1/users/register')
      .send({ name: 'Павел', surname: 'Лукашевич', email, password: 'pass-journey-1', confirm_password: 'pass-journey-1' })
      .expect(201);
    const letter = await shop.mail.waitFor(email, /Подтвердите/);
    const link = new URL(MailCatcher.link(letter, 'http://shop.test/api/v1/users/verify-email'));
    await api().get(`${link.pathname}${link.search}`).set('Accept', 'application/json').expect(200);

    const login = await api().post('/api/v1/users/login').type('form').send({ username: email, password: 'pass-journey-1' }).expect(200);
    const customer = { Authorization: `Bearer ${login.body.access_token}` };

    const categories = (await api().get('/api/v1/category/list').expect(200)).body as Array<{ id: number }>;
    const page = (await api().get(`/api/v1/product/products_list?category_id=${categories[0].id}`).expect(200)).body as {
      products: Array<{ id: number; price: number }>;
    };
    expect(page.products.length).toBe(2);
    for (const product of page.products) {
      await api().post('/api/v1/cart/add-item-to-cart').set(customer).send({ product_id: product.id, quantity: 1 }).expect(201);
    }
    const first = (await api().get('/api/v1/cart/get-items-from-cart').set(customer).expect(200)).body as { data: Array<{ id: number }> };
    await api().patch('/api/v1/cart/update-quantity-item-in-cart').set(customer).send({ id: first.data[0].id, quantity: 3 }).expect(200);
    const cart = (await api().get('/api/v1/cart/get-items-from-cart').set(customer).expect(200)).body as {
      data: Array<{ id: number; product_id: number; quantity: number; price: number }>;
      total_price: number;
    };
    expect(cart.total_price).toBe(155.4);

    const order = await api()
      .post('/api/v1/order/create-new-order')
      .set(customer)
      .send({
        first_name: 'Павел',
        last_name: 'Игоревич',
        surname: 'Лукашевич',
        contact_phone: '375441234567',
        contact_email: null,
        delivery_address: null,
        payment_method: 'cash',
        product_list: cart.data.map((line) => ({
          cart_id: line.id,
          product_id: line.product_id,
          quantity: line.quantity,
          product_cost: line.price,
        })),
        total_cost: cart.total_price,
      })
      .expect(201);
    await shop.mail.waitFor(email, /принят/);
    expect((await api().get('/api/v1/cart/get-items-from-cart').set(customer).expect(200)).body.data).toEqual([]);

    const adminLogin = await api()
      .post('/api/v1/users/login')
      .type('form')
      .send({ username: ADMIN.email, password: ADMIN.password })
      .expect(200);
    const admin = { Authorization: `Bearer ${adminLogin.body.access_token}` };
    const waiting = await api().get('/api/v1/bulbash_admin/get-all-orders?status=pending').set(admin).expect(200);
    expect(waiting.body.data.map((row: { id: number }) => row.id)).toContain(order.body.order_id);
    await api()
      .post('/api/v1/bulbash_admin/update-status-order')
      .set(admin)
      .send({ order_id: order.body.order_id, status: 'completed' })
      .expect(200);

    await shop.mail.waitFor(email, /выполнен/);
    const mine = await api().get('/api/v1/order/get-all-user-orders').set(customer).expect(200);
    // The documented payload names no event time or delivery: a delivery inside MKAD, time agreed by phone.
    expect(mine.body.data).toEqual([
      {
        ...unpaidByPerson(155.4),
        // Completed and nothing recorded in the ledger: still owed.
        id: order.body.order_id,
        payment_method: 'cash',
        status: 'completed',
        total_cost: 155.4,
        date_created: expect.any(String),
        delivery_at: null,
        delivery_method: 'delivery',
        delivery_distance_km: 0,
        delivery_cost: 0,
        comment: null,
        cancellation_fee: 0,
        free_cancel_until: expect.stringMatching(/\+03:00$/),
        free_cancel_minutes: 15,
        cancellation_terms: 'standard',
        cancellation_terms_text: expect.stringMatching(/^Отмена/),
        deposit_percent: null,
        exclude_allergens: [],
        vegetarian_guests: 0,
        dietary_note: null,
        guests: null,
      },
    ]);

    await api().post('/api/v1/users/logout').set(customer).expect(200);
    await api().get('/api/v1/order/get-all-user-orders').set(customer).expect(401);
  });
});

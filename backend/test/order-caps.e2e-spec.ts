import { CartItem } from '../src/cart/cart-item.entity';
import { Product } from '../src/catalogue/product.entity';
import { Enquiry, EnquiryLine } from '../src/events/enquiry.entity';
import { OrderItem } from '../src/orders/order-item.entity';
import { Order } from '../src/orders/order.entity';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { addToCart, CHECKOUT_NAMES, productList } from './support/checkout';
import { controlClock } from './support/clock';
import { TEST_ENGINE } from './support/database';
import { startTestApp, TestApp } from './support/test-app';

const ORDERS = '/api/v1/admin/orders';
const CAPACITY = '/api/v1/bulbash_admin/capacity';
const TOO_LARGE = 'Заказ на 350 гостей больше дневного лимита кухни (300)';

interface AdminOrder {
  id: number;
  status: string;
  guests: number | null;
  total_cost: number;
  items_total: number;
  version: number;
  order_items: Array<{ id: number; product_id: number | null; name: string; product_cost: number; quantity: number }>;
  status_history: Array<{ from: string | null; to: string; note: string | null }>;
}

/**
 * Issue 35, parts 4 and 5: an order's load on the kitchen is max(guests, what its dishes feed) on
 * every path that can raise a day's load (checkout, desk, edits of guests, lines and time,
 * reopening), with `force` as staff's only way past; and the order caps (1000 a line after
 * summing repeats, totals within DECIMAL(10,2)) on every path that makes or changes an order,
 * with service lines and lines of deleted products kept by a lines edit.
 */
describe(`order load and caps (${TEST_ENGINE})`, () => {
  let shop: TestApp;
  let shelf: TestShelf;
  let admin: TestAccount;
  let customer: TestAccount;
  let cake: Product;
  let salad: Product;
  let gold: Product;
  let dayCounter = 0;
  /** A day of its own for each order group (Minsk time, 14:00), far enough ahead for every lead-time tier. */
  const ownDay = () => {
    dayCounter += 1;
    return new Date(Date.UTC(2027, 0, 4 + dayCounter)).toISOString().slice(0, 10);
  };

  beforeAll(async () => {
    shop = await startTestApp({ TRUST_PROXY: '1' });
    controlClock(shop).set('2026-12-01T10:00');
    shelf = await createShelf(shop, [10, 4, 99_999_999.99]);
    [cake, salad, gold] = shelf.products;
    // A two-tier cake feeds 35; a salad feeds 2.
    await shop.dataSource.getRepository(Product).update({ id: cake.id }, { peopleNumbers: 35 });
    [admin, customer] = await Promise.all([createAccount(shop, { admin: true }), createAccount(shop)]);
    await shop
      .api()
      .patch(CAPACITY)
      .set(admin.auth)
      .send({ max_guests_per_day: 300, max_orders_per_slot: 20, closed_weekdays: [], closed_dates: [], lead_time_tiers: [] })
      .expect(200);
  });
  afterAll(async () => shop.close());

  const desk = (day: string, lines: Array<[number, number]>, extra: Record<string, unknown> = {}) =>
    shop
      .api()
      .post(ORDERS)
      .set(admin.auth)
      .send({
        user_id: customer.user.id,
        customer: { email: customer.user.email, first_name: 'Иван', surname: 'Петров', last_name: 'Олегович', phone: '+375291112233' },
        lines: lines.map(([product_id, quantity]) => ({ product_id, quantity })),
        delivery_at: `${day}T14:00:00+03:00`,
        delivery_method: 'pickup',
        ...extra,
      });
  const edit = (id: number, body: Record<string, unknown>) => shop.api().put(`${ORDERS}/${id}`).set(admin.auth).send(body);
  const read = async (id: number) => (await shop.api().get(`${ORDERS}/${id}`).set(admin.auth).expect(200)).body as AdminOrder;

  describe('the load of an order (part 4)', () => {
    it('refuses a checkout of 10 cakes feeding 350 with guests 1 on a 300 day, saying the order alone is too large', async () => {
      const shopper = await createAccount(shop);
      await shop.dataSource.getRepository(CartItem).delete({ userId: shopper.user.id });
      const cart = await addToCart(shop, shopper, [[cake.id, 10]]);
      const before = await shop.dataSource.getRepository(Order).count();
      const refused = await shop
        .api()
        .post('/api/v1/order/create-new-order')
        .set(shopper.auth)
        .send({
          ...CHECKOUT_NAMES,
          payment_method: 'cash',
          product_list: productList(cart.data),
          total_cost: 100,
          guests: 1,
          delivery_at: `${ownDay()}T14:00:00+03:00`,
          delivery_method: 'pickup',
        })
        .expect(409);
      expect(refused.body.detail).toBe(TOO_LARGE);
      expect(await shop.dataSource.getRepository(Order).count()).toBe(before);
    });

    it('the desk: the same order is refused, and booked with force noting the override in the history', async () => {
      const day = ownDay();
      expect((await desk(day, [[cake.id, 10]], { guests: 1 }).expect(409)).body.detail).toBe(TOO_LARGE);
      const forced = (await desk(day, [[cake.id, 10]], { guests: 1, force: true }).expect(201)).body as AdminOrder;
      expect(forced.status_history[0].note).toContain(`Принято сверх мощности кухни: ${TOO_LARGE}`);
    });

    it('an edit of guests that overfills the day is refused without force and accepted with force, noted', async () => {
      const day = ownDay();
      const cakes = (await desk(day, [[cake.id, 5]]).expect(201)).body as AdminOrder; // 175
      const party = (await desk(day, [[salad.id, 1]], { guests: 100 }).expect(201)).body as AdminOrder; // 100
      const refused = await edit(party.id, { guests: 200 }).expect(409);
      expect(refused.body.detail).toMatch(/мест нет/);
      expect((await read(party.id)).guests).toBe(100);
      // Fewer guests never needs the kitchen's permission, nor does an edit that does not raise the load.
      await edit(party.id, { guests: 90 }).expect(200);
      await edit(cakes.id, { comment: 'Без надписи' }).expect(200);
      await edit(party.id, { guests: 200, force: true }).expect(200);
      const forced = await read(party.id);
      expect(forced.guests).toBe(200);
      expect(forced.status_history.at(-1)?.note).toMatch(/Принято сверх мощности кухни: На \d\d\.\d\d\.\d{4} мест нет/);
    });

    it('an edit of lines that raises the load is refused without force and accepted with force; alone too large says so', async () => {
      const day = ownDay();
      const first = (await desk(day, [[cake.id, 4]]).expect(201)).body as AdminOrder; // 140
      await desk(day, [[salad.id, 1]], { guests: 150 }).expect(201); // 150
      expect((await edit(first.id, { lines: [{ product_id: cake.id, quantity: 5 }] }).expect(409)).body.detail).toMatch(/мест нет/);
      expect((await edit(first.id, { lines: [{ product_id: cake.id, quantity: 10 }] }).expect(409)).body.detail).toBe(TOO_LARGE);
      expect((await read(first.id)).order_items.map((item) => item.quantity)).toEqual([4]);
      await edit(first.id, { lines: [{ product_id: cake.id, quantity: 5 }], force: true }).expect(200);
      const forced = await read(first.id);
      expect(forced.order_items.map((item) => item.quantity)).toEqual([5]);
      expect(forced.status_history.at(-1)?.note).toMatch(/Принято сверх мощности кухни/);
    });

    it('reopening a canceled order onto a full day is refused without force and accepted with force', async () => {
      const day = ownDay();
      const canceled = (await desk(day, [[salad.id, 1]], { guests: 120 }).expect(201)).body as AdminOrder;
      await edit(canceled.id, { status: 'canceled' }).expect(200);
      await desk(day, [[salad.id, 1]], { guests: 250 }).expect(201);
      const refused = await edit(canceled.id, { status: 'pending' }).expect(409);
      expect(refused.body.detail).toMatch(/мест нет/);
      expect((await read(canceled.id)).status).toBe('canceled');
      await edit(canceled.id, { status: 'pending', force: true }).expect(200);
      const reopened = await read(canceled.id);
      expect(reopened.status).toBe('pending');
      expect(reopened.status_history.at(-1)?.note).toMatch(/Принято сверх мощности кухни/);
    });
  });

  describe('lines and caps (part 5)', () => {
    it('a lines edit keeps service lines and lines of deleted products unless named in remove_line_ids', async () => {
      const temporary = (await createShelf(shop, [7])).products[0];
      const order = (
        await desk(ownDay(), [
          [salad.id, 2],
          [temporary.id, 1],
        ]).expect(201)
      ).body as AdminOrder;
      // A service line as a quote's acceptance writes it (no product, a unit).
      await shop.dataSource.getRepository(OrderItem).insert({
        orderId: order.id,
        productId: null,
        kind: 'service',
        unit: 'час',
        name: 'Официант',
        description: '',
        imagePath: null,
        productCost: 25,
        quantity: 4,
      });
      await shop.dataSource.getRepository(Product).delete({ id: temporary.id });
      await edit(order.id, { lines: [{ product_id: salad.id, quantity: 3 }] }).expect(200);
      const edited = await read(order.id);
      expect(edited.order_items.map((item) => [item.name, item.quantity])).toEqual([
        [salad.name, 3],
        [temporary.name, 1],
        ['Официант', 4],
      ]);
      // 3 × 4 + 1 × 7 + 4 × 25
      expect(edited.total_cost).toBe(119);
      const service = edited.order_items.find((item) => item.name === 'Официант')!;
      const dish = edited.order_items.find((item) => item.product_id === salad.id)!;
      expect((await edit(order.id, { remove_line_ids: [dish.id] }).expect(400)).body.detail).toMatch(/^remove_line_ids: /);
      await edit(order.id, { remove_line_ids: [service.id] }).expect(200);
      const removed = await read(order.id);
      expect(removed.order_items.map((item) => item.name)).toEqual([salad.name, temporary.name]);
      expect(removed.total_cost).toBe(19);
      expect(removed.status_history.at(-1)?.note).toContain('− Официант');
    });

    it('the desk sums repeated dishes, then caps a line at 1000', async () => {
      const summed = (
        await desk(ownDay(), [
          [salad.id, 1],
          [salad.id, 2],
        ]).expect(201)
      ).body as AdminOrder;
      expect(summed.order_items.map((item) => item.quantity)).toEqual([3]);
      const refused = await desk(ownDay(), [
        [salad.id, 600],
        [salad.id, 600],
      ]).expect(400);
      expect(refused.body.detail).toMatch(/^lines\[0\]\.quantity: не более 1000/);
    });

    it('an anonymous enquiry repeating one dish 100 × 1000 is a 400; a stored one cannot become an order either', async () => {
      await shop
        .api()
        .post('/api/v1/admin/event-formats')
        .set(admin.auth)
        .send({ code: 'caps', name: 'Проверка', categories: [{ category_id: shelf.category.id, portions_per_guest: 1 }] })
        .expect(201);
      const enquiry = {
        event_at: `${ownDay()}T15:30:00+03:00`,
        guests: 20,
        format: 'caps',
        delivery_method: 'pickup',
        contact_name: 'Анна Ковалёва',
        contact_phone: '+375 (29) 123-45-67',
        contact_email: 'caps@example.by',
        lines: Array.from({ length: 100 }, () => ({ product_id: salad.id, quantity: 1000 })),
      };
      const before = await shop.dataSource.getRepository(Enquiry).count();
      const refused = await shop.api().post('/api/v1/events/enquiries').set('X-Forwarded-For', '10.9.0.1').send(enquiry).expect(400);
      expect(refused.body.detail).toMatch(/^lines\[0\]\.quantity: /);
      expect(await shop.dataSource.getRepository(Enquiry).count()).toBe(before);
      // One stored before the caps: «Создать заказ» refuses it instead of making a 400 000 byn order.
      const small = await shop
        .api()
        .post('/api/v1/events/enquiries')
        .set('X-Forwarded-For', '10.9.0.2')
        .send({ ...enquiry, lines: [{ product_id: salad.id, quantity: 1 }] })
        .expect(201);
      await shop.dataSource.getRepository(EnquiryLine).update({ enquiryId: small.body.enquiry_id }, { quantity: 100_000 });
      const orders = await shop.dataSource.getRepository(Order).count();
      const made = await shop
        .api()
        .post(`/api/v1/admin/enquiries/${small.body.enquiry_id}/order`)
        .set(admin.auth)
        .send({ first_name: 'Анна', surname: 'Ковалёва', last_name: 'Ивановна' })
        .expect(400);
      expect(made.body.detail).toMatch(/^lines\[0\]\.quantity: /);
      expect(await shop.dataSource.getRepository(Order).count()).toBe(orders);
      expect((await shop.dataSource.getRepository(Enquiry).findOneByOrFail({ id: small.body.enquiry_id })).status).toBe('new');
    });

    it('a total past 99 999 999,99\u00a0byn is a 400 naming the field, on the desk, on an edit and at checkout', async () => {
      const before = await shop.dataSource.getRepository(Order).count();
      const refused = await desk(ownDay(), [[gold.id, 2]]).expect(400);
      expect(refused.body.detail).toBe('lines: сумма заказа не может быть больше 99\u00a0999\u00a0999,99\u00a0byn');
      expect(await shop.dataSource.getRepository(Order).count()).toBe(before);

      const order = (await desk(ownDay(), [[gold.id, 1]]).expect(201)).body as AdminOrder;
      expect(order.total_cost).toBe(99_999_999.99);
      const grown = await edit(order.id, {
        lines: [
          { product_id: gold.id, quantity: 1 },
          { product_id: salad.id, quantity: 1 },
        ],
      }).expect(400);
      expect(grown.body.detail).toMatch(/^lines: сумма заказа/);
      expect((await read(order.id)).total_cost).toBe(99_999_999.99);

      const shopper = await createAccount(shop);
      const cart = await addToCart(shop, shopper, [[gold.id, 2]]);
      const checkout = await shop
        .api()
        .post('/api/v1/order/create-new-order')
        .set(shopper.auth)
        .send({ ...CHECKOUT_NAMES, payment_method: 'cash', product_list: productList(cart.data), total_cost: 99_999_999.99 })
        .expect(400);
      expect(checkout.body.detail).toMatch(/^total_cost: /);
      expect(await shop.dataSource.getRepository(Order).count()).toBe(before + 1);
    });
  });
});

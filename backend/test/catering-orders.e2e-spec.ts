import { CartItem } from '../src/cart/cart-item.entity';
import { Product } from '../src/catalogue/product.entity';
import { SHOP_IDENTITY } from '../src/common/shop-identity';
import { Order } from '../src/orders/order.entity';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf } from './support/catalogue';
import { addToCart, CartLine, CHECKOUT_NAMES, productList, readCart } from './support/checkout';
import { useShopWithTwoCustomers } from './support/shop-with-accounts';
import { controlClock } from './support/clock';
import { unpaidByPerson } from './support/payments';

const O = '/api/v1/order';

/**
 * Catering rules of the checkout (Minsk time, a controlled clock), the order answers' new
 * fields, cancellation and repeat. Prices: 10 and 12.5 byn.
 */
describe('catering orders API', () => {
  const env = useShopWithTwoCustomers([10, 12.5]);
  let clock: ReturnType<typeof controlClock>;
  beforeAll(() => {
    clock = controlClock(env.shop);
  });
  // A fresh customer per test: the per-account order limit (10 an hour on the same clock) never interferes.
  beforeEach(async () => {
    env.alice = await createAccount(env.shop);
  });

  const clearCart = (account: TestAccount) => env.shop.dataSource.getRepository(CartItem).delete({ userId: account.user.id });

  async function fillCart(account: TestAccount, lines: Array<[number, number]>): Promise<CartLine[]> {
    await clearCart(account);
    const products = env.shelf.products;
    return (
      await addToCart(
        env.shop,
        account,
        lines.map(([index, quantity]) => [products[index].id, quantity]),
      )
    ).data;
  }

  /**
   * Fills the cart with 2 × 10 byn and places an order with the storefront's fields;
   * `extra` overrides any of them. The total is items (20) + `deliveryCost` unless given.
   */
  function checkout(account: TestAccount, extra: Record<string, unknown> = {}, deliveryCost = 0) {
    return { expect: (status: number) => placeWith(account, extra, deliveryCost, status) };
  }

  async function placeWith(account: TestAccount, extra: Record<string, unknown>, deliveryCost: number, status: number) {
    const lines = await fillCart(account, [[0, 2]]);
    const body = {
      ...CHECKOUT_NAMES,
      contact_email: null,
      delivery_address: 'Минск, ул. Немига, 5',
      payment_method: 'cash',
      delivery_method: 'delivery',
      delivery_distance_km: 0,
      comment: null,
      product_list: productList(lines),
      total_cost: 20 + deliveryCost,
      ...extra,
    };
    return env.shop.api().post(`${O}/create-new-order`).set(account.auth).send(body).expect(status);
  }

  const detail = async (account: TestAccount, id: number) =>
    (await env.shop.api().get(`${O}/get-user-orders/${id}`).set(account.auth).expect(200)).body;

  describe('when: delivery_at', () => {
    it('needs 24 hours ahead on another day: exactly 24 h is accepted, 30 minutes less is refused with the earliest time', async () => {
      clock.set('2026-11-23T14:00');
      const accepted = await checkout(env.alice, { delivery_at: '2026-11-24T14:00:00+03:00' }).expect(201);
      expect((await detail(env.alice, accepted.body.order_id)).delivery_at).toBe('2026-11-24T14:00:00+03:00');
      const refused = await checkout(env.alice, { delivery_at: '2026-11-24T13:30:00+03:00' }).expect(400);
      expect(refused.body).toEqual({
        detail: 'delivery_at: заказ оформляется не позднее чем за 24 часа. Ближайшее возможное время — 24.11.2026 в 14:00',
      });
    });

    it('delivers between 09:00 and 21:00, both included', async () => {
      clock.set('2026-11-23T14:00');
      await checkout(env.alice, { delivery_at: '2026-11-25T09:00:00+03:00' }).expect(201);
      await checkout(env.alice, { delivery_at: '2026-11-25T21:00:00+03:00' }).expect(201);
      const early = await checkout(env.alice, { delivery_at: '2026-11-25T08:30:00+03:00' }).expect(400);
      expect(early.body.detail).toMatch(
        /^delivery_at: доставляем только с 09:00 до 21:00\. Ближайшее возможное время — 24\.11\.2026 в 14:00$/,
      );
      const late = await checkout(env.alice, { delivery_at: '2026-11-25T21:30:00+03:00' }).expect(400);
      expect(late.body.detail).toContain('с 09:00 до 21:00');
    });

    it('takes same-day orders placed 09:00–12:00 for up to 20:00 and at least 3 hours ahead', async () => {
      clock.set('2026-11-23T09:00');
      await checkout(env.alice, { delivery_at: '2026-11-23T12:00:00+03:00' }).expect(201);
      clock.set('2026-11-23T11:59');
      await checkout(env.alice, { delivery_at: '2026-11-23T20:00:00+03:00' }).expect(201);
      const afterEight = await checkout(env.alice, { delivery_at: '2026-11-23T20:30:00+03:00' }).expect(400);
      expect(afterEight.body.detail).toBe(
        'delivery_at: заказ на сегодня доставляем не позднее 20:00. Ближайшее возможное время — 23.11.2026 в 15:00',
      );
      clock.set('2026-11-23T10:00');
      const tooSoon = await checkout(env.alice, { delivery_at: '2026-11-23T12:59:00+03:00' }).expect(400);
      expect(tooSoon.body.detail).toBe(
        'delivery_at: заказ на сегодня — не раньше чем через 3 часа после оформления. Ближайшее возможное время — 23.11.2026 в 13:00',
      );
      await checkout(env.alice, { delivery_at: '2026-11-23T13:00:00+03:00' }).expect(201);
    });

    it('refuses a same-day order placed at 12:00 or before 09:00', async () => {
      clock.set('2026-11-23T12:00');
      const noon = await checkout(env.alice, { delivery_at: '2026-11-23T16:00:00+03:00' }).expect(400);
      expect(noon.body.detail).toBe(
        'delivery_at: заказ на сегодня принимается только с 09:00 до 12:00. Ближайшее возможное время — 24.11.2026 в 12:00',
      );
      clock.set('2026-11-23T08:59');
      const early = await checkout(env.alice, { delivery_at: '2026-11-23T16:00:00+03:00' }).expect(400);
      expect(early.body.detail).toContain('только с 09:00 до 12:00');
    });

    it('refuses a date in the past and what is not a date', async () => {
      clock.set('2026-11-23T14:00');
      const past = await checkout(env.alice, { delivery_at: '2026-11-20T15:00:00+03:00' }).expect(400);
      expect(past.body.detail).toBe('delivery_at: эти дата и время уже прошли. Ближайшее возможное время — 24.11.2026 в 14:00');
      for (const bad of ['завтра', '2026-02-30T12:00:00+03:00', 20261125]) {
        const response = await checkout(env.alice, { delivery_at: bad }).expect(400);
        expect(response.body.detail).toMatch(/^delivery_at: укажите дату и время в формате ISO 8601/);
      }
      expect(await env.shop.dataSource.getRepository(CartItem).countBy({ userId: env.alice.user.id })).toBe(1);
    });

    it('reads a time in UTC or without an offset (Minsk) and answers it with +03:00', async () => {
      clock.set('2026-11-23T14:00');
      const utc = await checkout(env.alice, { delivery_at: '2026-11-26T12:30:00Z' }).expect(201);
      expect((await detail(env.alice, utc.body.order_id)).delivery_at).toBe('2026-11-26T15:30:00+03:00');
      const local = await checkout(env.alice, { delivery_at: '2026-11-26T10:00' }).expect(201);
      expect((await detail(env.alice, local.body.order_id)).delivery_at).toBe('2026-11-26T10:00:00+03:00');
    });
  });

  describe('where: delivery and pickup', () => {
    beforeEach(() => clock.set('2026-11-23T14:00'));

    it.each([
      [0, 0],
      [1, 1],
      [25, 25],
    ])('%i km beyond MKAD costs %i BYN, added to the total', async (km, cost) => {
      const response = await checkout(env.alice, { delivery_distance_km: km, delivery_at: '2026-11-25T12:00:00+03:00' }, cost).expect(201);
      const order = await detail(env.alice, response.body.order_id);
      expect(order).toMatchObject({
        delivery_method: 'delivery',
        delivery_distance_km: km,
        delivery_cost: cost,
        total_cost: 20 + cost,
        cancellation_fee: 0,
      });
    });

    it('refuses 26 km and more, asking to agree by phone', async () => {
      const response = await checkout(env.alice, { delivery_distance_km: 26 }, 26).expect(400);
      expect(response.body.detail).toBe(
        'delivery_distance_km: доставку дальше 25 км от МКАД согласуем по телефону — позвоните нам, пожалуйста',
      );
    });

    it('keeps the stale-price rule for the delivery cost: a total without it is 409 and nothing is created', async () => {
      const before = await env.shop.dataSource.getRepository(Order).count();
      await checkout(env.alice, { delivery_distance_km: 7 }, 0).expect(409);
      expect(await env.shop.dataSource.getRepository(Order).count()).toBe(before);
      expect(await env.shop.dataSource.getRepository(CartItem).countBy({ userId: env.alice.user.id })).toBe(1);
    });

    it('pickup costs nothing and shows the shop’s physical address', async () => {
      const response = await checkout(env.alice, { delivery_method: 'pickup', delivery_distance_km: 12, delivery_address: null }).expect(
        201,
      );
      const order = await detail(env.alice, response.body.order_id);
      const contacts = (await env.shop.api().get('/api/v1/contacts').expect(200)).body;
      expect(order).toMatchObject({
        delivery_method: 'pickup',
        delivery_distance_km: 0,
        delivery_cost: 0,
        total_cost: 20,
        delivery_address: contacts.physical_address,
      });
    });

    it('refuses an unknown delivery method', async () => {
      const response = await checkout(env.alice, { delivery_method: 'drone' }).expect(400);
      expect(response.body.detail).toBe('delivery_method: выберите delivery (доставка) или pickup (самовывоз)');
    });
  });

  describe('payload forms', () => {
    beforeEach(() => clock.set('2026-11-23T14:00'));

    it('accepts product_cost as the line total (unit price × quantity) within 0.01', async () => {
      const lines = await fillCart(env.alice, [
        [0, 3],
        [1, 2],
      ]);
      const body = (costs: number[]) => ({
        ...CHECKOUT_NAMES,
        product_list: productList(lines, costs),
        total_cost: 55,
      });
      await env.shop
        .api()
        .post(`${O}/create-new-order`)
        .set(env.alice.auth)
        .send(body([30.02, 25]))
        .expect(409);
      const placed = await env.shop
        .api()
        .post(`${O}/create-new-order`)
        .set(env.alice.auth)
        .send(body([30.01, 25]))
        .expect(201);
      const order = await detail(env.alice, placed.body.order_id);
      expect(order.order_items.map((item: { product_cost: number }) => item.product_cost)).toEqual([10, 12.5]);
      expect(order.total_cost).toBe(55);
    });

    it('takes the documented payload without the new fields as a delivery inside MKAD with the time agreed by phone', async () => {
      const lines = await fillCart(env.alice, [[1, 2]]);
      const placed = await env.shop
        .api()
        .post(`${O}/create-new-order`)
        .set(env.alice.auth)
        .send({
          ...CHECKOUT_NAMES,
          contact_email: 'legacy.client@example.by',
          delivery_address: 'Минск, ул. Немига, 5',
          payment_method: 'card',
          product_list: productList(lines),
          total_cost: 25,
        })
        .expect(201);
      const order = await detail(env.alice, placed.body.order_id);
      expect(order).toMatchObject({
        delivery_at: null,
        delivery_method: 'delivery',
        delivery_distance_km: 0,
        delivery_cost: 0,
        comment: null,
        cancellation_fee: 0,
        total_cost: 25,
      });
      const mail = await env.shop.mail.waitFor('legacy.client@example.by', new RegExp(`Заказ №${placed.body.order_id}`));
      expect(mail.text).toContain('время согласуем по телефону');
    });

    it.each([
      ['+375 (29) 123-45-67', '375291234567'],
      ['80441234567', '375441234567'],
      ['8 029 765-43-21', '375297654321'],
    ])('stores the phone %s as %s', async (typed, stored) => {
      const placed = await checkout(env.alice, { contact_phone: typed }).expect(201);
      expect((await detail(env.alice, placed.body.order_id)).contact_phone).toBe(stored);
    });

    it('refuses a phone that is not a Belarusian mobile number', async () => {
      const response = await checkout(env.alice, { contact_phone: '+7 912 123-45-67' }).expect(400);
      expect(response.body.detail).toBe('contact_phone: введите номер телефона в формате 375XXXXXXXXX');
    });

    it('keeps the comment as plain text with its line breaks, up to 1000 characters', async () => {
      const comment = '25 гостей\n<b>без орехов</b>, вход со двора';
      const placed = await checkout(env.alice, { comment, contact_email: 'comment.client@example.by' }).expect(201);
      expect((await detail(env.alice, placed.body.order_id)).comment).toBe(comment);
      const notice = await env.shop.mail.waitFor(SHOP_IDENTITY.email, new RegExp(`Новый заказ №${placed.body.order_id}`));
      expect(notice.html).toContain('&lt;b&gt;без орехов&lt;/b&gt;');
      expect(notice.html).not.toContain('<b>без орехов');
      const long = await checkout(env.alice, { comment: 'а'.repeat(1001) }).expect(400);
      expect(long.body.detail).toBe('comment: не более 1000 символов');
    });

    it('e-mails the date and time, the delivery, the total and the cancellation rule', async () => {
      const placed = await checkout(
        env.alice,
        { contact_email: 'letters.client@example.by', delivery_at: '2026-11-25T15:30:00+03:00', delivery_distance_km: 12 },
        12,
      ).expect(201);
      const mail = await env.shop.mail.waitFor('letters.client@example.by', new RegExp(`Заказ №${placed.body.order_id}`));
      expect(mail.text).toContain('Дата и время мероприятия: 25.11.2026 в 15:30');
      expect(mail.text).toContain('доставка за МКАД, 12 км — 12,00\u00a0byn');
      expect(mail.text).toContain('Итого: 32,00\u00a0byn');
      expect(mail.text).toContain('позже — 50 % стоимости заказа');
    });

    it('lists the caller’s orders with the catering fields', async () => {
      const placed = await checkout(
        env.alice,
        { delivery_at: '2026-11-27T11:00:00+03:00', delivery_distance_km: 3, comment: 'Список' },
        3,
      ).expect(201);
      const list = (await env.shop.api().get(`${O}/get-all-user-orders`).set(env.alice.auth).expect(200)).body.data;
      expect(list.find((row: { id: number }) => row.id === placed.body.order_id)).toEqual({
        ...unpaidByPerson(23, '2026-11-27') /* cash: due at the event */,
        id: placed.body.order_id,
        payment_method: 'cash',
        status: 'pending',
        total_cost: 23,
        date_created: expect.any(String),
        delivery_at: '2026-11-27T11:00:00+03:00',
        delivery_method: 'delivery',
        delivery_distance_km: 3,
        delivery_cost: 3,
        comment: 'Список',
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
      });
    });
  });

  describe('cancel', () => {
    it('is free 24 hours or more before delivery_at and tells the shop', async () => {
      clock.set('2026-11-23T14:00');
      const placed = await checkout(env.alice, { delivery_at: '2026-11-26T15:00:00+03:00', delivery_distance_km: 5 }, 5).expect(201);
      clock.set('2026-11-25T15:00');
      const response = await env.shop.api().post(`${O}/cancel-order/${placed.body.order_id}`).set(env.alice.auth).expect(200);
      expect(response.body).toEqual({
        message: 'Заказ отменён бесплатно',
        order_id: placed.body.order_id,
        cancellation_fee: 0,
        paid_amount: 0,
        kept_amount: 0,
        refund_due: 0,
        payment_status: 'paid',
      });
      expect(await detail(env.alice, placed.body.order_id)).toMatchObject({ status: 'canceled', cancellation_fee: 0 });
      const notice = await env.shop.mail.waitFor(SHOP_IDENTITY.email, new RegExp(`Заказ №${placed.body.order_id} отменён покупателем`));
      expect(notice.text).toContain('бесплатно');
    });

    it('costs 50 % of the total inside the 24 hours', async () => {
      clock.set('2026-11-23T14:00');
      const placed = await checkout(env.alice, { delivery_at: '2026-11-26T15:00:00+03:00', delivery_distance_km: 5 }, 5).expect(201);
      clock.set('2026-11-25T15:01');
      const response = await env.shop.api().post(`${O}/cancel-order/${placed.body.order_id}`).set(env.alice.auth).expect(200);
      expect(response.body).toEqual({
        message: 'Заказ отменён. Стоимость отмены — 12,50\u00a0byn (50 % суммы заказа): до доставки оставалось меньше 24 часов',
        order_id: placed.body.order_id,
        cancellation_fee: 12.5,
        paid_amount: 0,
        kept_amount: 0,
        refund_due: 0,
        payment_status: 'unpaid',
      });
      expect(await detail(env.alice, placed.body.order_id)).toMatchObject({ status: 'canceled', cancellation_fee: 12.5, total_cost: 25 });
      const notice = await env.shop.mail.waitFor(SHOP_IDENTITY.email, new RegExp(`Заказ №${placed.body.order_id} отменён покупателем`));
      expect(notice.text).toContain('Стоимость отмены: 12,50\u00a0byn');
    });

    it('is free for an order whose time is agreed by phone', async () => {
      clock.set('2026-11-23T14:00');
      const placed = await checkout(env.alice).expect(201);
      const response = await env.shop.api().post(`${O}/cancel-order/${placed.body.order_id}`).set(env.alice.auth).expect(200);
      expect(response.body.cancellation_fee).toBe(0);
    });

    it('answers 404 for another customer’s order and 409 for a canceled or completed one', async () => {
      clock.set('2026-11-23T14:00');
      const placed = await checkout(env.alice, { delivery_at: '2026-11-26T15:00:00+03:00' }).expect(201);
      const id = placed.body.order_id as number;
      expect((await env.shop.api().post(`${O}/cancel-order/${id}`).set(env.bob.auth).expect(404)).body).toEqual({
        detail: 'Заказ не найден',
      });
      expect(await detail(env.alice, id)).toMatchObject({ status: 'pending' });
      await env.shop.api().post(`${O}/cancel-order/${id}`).set(env.alice.auth).expect(200);
      expect((await env.shop.api().post(`${O}/cancel-order/${id}`).set(env.alice.auth).expect(409)).body).toEqual({
        detail: 'Заказ уже выполнен или отменён: отменить его нельзя',
      });
      const done = await checkout(env.alice).expect(201);
      await env.shop.dataSource.getRepository(Order).update({ id: done.body.order_id }, { status: 'completed' });
      await env.shop.api().post(`${O}/cancel-order/${done.body.order_id}`).set(env.alice.auth).expect(409);
      await env.shop.api().post(`${O}/cancel-order/abc`).set(env.alice.auth).expect(400);
      await env.shop.api().post(`${O}/cancel-order/${id}`).expect(401);
    });
  });

  describe('repeat', () => {
    it('puts the items still on sale back at today’s prices, merging with the cart, and names the unavailable ones', async () => {
      clock.set('2026-11-23T14:00');
      const extra = await createShelf(env.shop, [4, 6]);
      const lines = await fillCart(env.alice, []);
      expect(lines).toEqual([]);
      const cart = (
        await addToCart(env.shop, env.alice, [
          [extra.products[0].id, 2],
          [extra.products[1].id, 1],
        ])
      ).data;
      const placed = await env.shop
        .api()
        .post(`${O}/create-new-order`)
        .set(env.alice.auth)
        .send({
          ...CHECKOUT_NAMES,
          product_list: productList(cart),
          total_cost: 14,
        })
        .expect(201);

      await env.shop.dataSource.getRepository(Product).update({ id: extra.products[1].id }, { statusEnabled: false });
      await env.shop.dataSource.getRepository(Product).update({ id: extra.products[0].id }, { price: 4.5 });
      await addToCart(env.shop, env.alice, [[extra.products[0].id, 1]]);

      const response = await env.shop.api().post(`${O}/repeat-order/${placed.body.order_id}`).set(env.alice.auth).expect(200);
      expect(response.body).toEqual({
        message: 'Товары заказа добавлены в корзину',
        added: [{ product_id: extra.products[0].id, name: extra.products[0].name, quantity: 2, price: 4.5 }],
        unavailable: [extra.products[1].name],
      });
      const after = await readCart(env.shop, env.alice);
      expect(after.data.map((line) => [line.product_id, line.quantity, line.price])).toEqual([[extra.products[0].id, 3, 4.5]]);
      expect(after.total_price).toBe(13.5);

      expect((await env.shop.api().post(`${O}/repeat-order/${placed.body.order_id}`).set(env.bob.auth).expect(404)).body).toEqual({
        detail: 'Заказ не найден',
      });
    });
  });

  describe('back office', () => {
    const A = '/api/v1/bulbash_admin';

    it('lists and shows the catering fields on both admin surfaces', async () => {
      clock.set('2026-11-23T14:00');
      const placed = await checkout(
        env.alice,
        { delivery_at: '2026-11-28T18:30:00+03:00', delivery_distance_km: 4, comment: 'Для кухни' },
        4,
      ).expect(201);
      const id = placed.body.order_id as number;
      const fields = {
        delivery_at: '2026-11-28T18:30:00+03:00',
        delivery_method: 'delivery',
        delivery_distance_km: 4,
        delivery_cost: 4,
        comment: 'Для кухни',
        cancellation_fee: 0,
        total_cost: 24,
      };
      const list = (await env.shop.api().get(`${A}/get-all-orders`).set(env.admin.auth).expect(200)).body.data;
      expect(list.find((row: { id: number }) => row.id === id)).toMatchObject(fields);
      expect((await env.shop.api().get(`${A}/get-order/${id}`).set(env.admin.auth).expect(200)).body).toMatchObject(fields);
      expect((await env.shop.api().get(`/api/v1/admin/orders/${id}`).set(env.admin.auth).expect(200)).body).toMatchObject(fields);
    });

    it('reschedules to any time, recomputes the total when the delivery changes, and keeps an explicit total', async () => {
      clock.set('2026-11-23T14:00');
      const placed = await checkout(env.alice, { delivery_at: '2026-11-28T18:30:00+03:00', delivery_distance_km: 4 }, 4).expect(201);
      const id = placed.body.order_id as number;
      const update = (body: Record<string, unknown>) =>
        env.shop
          .api()
          .post(`${A}/update-status-order`)
          .set(env.admin.auth)
          .send({ order_id: id, ...body });

      // Staff may name a time the shoppers' rules refuse (23:00, a few hours ahead).
      await update({ delivery_at: '2026-11-23T23:00:00+03:00', delivery_distance_km: 10, comment: 'Перенесли по звонку' }).expect(200);
      expect(await detail(env.alice, id)).toMatchObject({
        delivery_at: '2026-11-23T23:00:00+03:00',
        delivery_distance_km: 10,
        delivery_cost: 10,
        total_cost: 30,
        comment: 'Перенесли по звонку',
      });

      await update({ delivery_method: 'pickup' }).expect(200);
      const contacts = (await env.shop.api().get('/api/v1/contacts').expect(200)).body;
      expect(await detail(env.alice, id)).toMatchObject({
        delivery_method: 'pickup',
        delivery_distance_km: 0,
        delivery_cost: 0,
        total_cost: 20,
        delivery_address: contacts.physical_address,
      });

      await update({ delivery_method: 'delivery', delivery_distance_km: 2, total_cost: 15 }).expect(200);
      expect(await detail(env.alice, id)).toMatchObject({ delivery_cost: 2, total_cost: 15 });

      await update({ delivery_at: null, comment: null }).expect(200);
      expect(await detail(env.alice, id)).toMatchObject({ delivery_at: null, comment: null, total_cost: 15 });

      expect((await update({ delivery_distance_km: 30 }).expect(400)).body.detail).toMatch(/^delivery_distance_km: /);
      expect((await update({ delivery_at: 'вчера' }).expect(400)).body.detail).toMatch(/^delivery_at: /);
      expect(await detail(env.alice, id)).toMatchObject({ delivery_distance_km: 2, total_cost: 15 });
    });
  });
});

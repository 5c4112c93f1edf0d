import { CartItem } from '../src/cart/cart-item.entity';
import { Order } from '../src/orders/order.entity';
import { ORDER_CHANGED } from '../src/orders/order.messages';
import { createAccount, TestAccount } from './support/accounts';
import { addToCart, CHECKOUT_NAMES, productList } from './support/checkout';
import { controlClock } from './support/clock';
import { useShopWithShelf } from './support/shop-with-accounts';

const O = '/api/v1/order';
const REST = '/api/v1/admin/orders';

interface HistoryStep {
  from: string | null;
  to: string;
  note: string | null;
}

interface AdminOrder {
  status: string;
  version: number;
  total_cost: number;
  items_total: number;
  delivery_cost: number;
  adjustments_total: number;
  adjustments: Array<{ label: string; amount: number }>;
  cancellation_fee: number;
  delivery_address: string | null;
  customer_address: string | null;
  delivery_method: string;
  status_history: HistoryStep[];
}

/** Order integrity on both engines: the state machine, versions, money that adds up, bounded dates, addresses. */
describe('order integrity', () => {
  const env = useShopWithShelf([20]);
  let clock: ReturnType<typeof controlClock>;

  beforeAll(async () => {
    clock = controlClock(env.shop);
    clock.set('2026-12-01T10:00');
    // Every order here takes the same slot; the kitchen's capacity is not under test (capacity.e2e-spec.ts).
    await env.shop.api().patch('/api/v1/bulbash_admin/capacity').set(env.admin.auth).send({ max_orders_per_slot: 1000 }).expect(200);
  });

  /** The customer whose orders the test places (a fresh account per order: the hourly order limit is not under test here). */
  let customer: TestAccount;

  async function placeOrder(overrides: Record<string, unknown> = {}): Promise<number> {
    customer = await createAccount(env.shop);
    const cart = await addToCart(env.shop, customer, [[env.shelf.products[0].id, 2]]);
    const delivery = Number(overrides.delivery_distance_km ?? 0);
    const body = {
      ...CHECKOUT_NAMES,
      delivery_address: 'Минск, ул. Немига, 5',
      delivery_at: '2026-12-10T15:00:00+03:00',
      product_list: productList(cart.data),
      total_cost: 40 + delivery,
      ...overrides,
    };
    return (await env.shop.api().post(`${O}/create-new-order`).set(customer.auth).send(body).expect(201)).body.order_id;
  }

  const read = async (id: number): Promise<AdminOrder> => (await env.shop.api().get(`${REST}/${id}`).set(env.admin.auth).expect(200)).body;
  const edit = (id: number, body: Record<string, unknown>) => env.shop.api().put(`${REST}/${id}`).set(env.admin.auth).send(body);

  function expectConsistent(order: AdminOrder) {
    expect(order.total_cost).toBeCloseTo(order.items_total + order.delivery_cost + order.adjustments_total, 2);
    if (order.status !== 'canceled') expect(order.cancellation_fee).toBe(0);
    const steps = order.status_history;
    expect(steps[0].from).toBeNull();
    for (let index = 1; index < steps.length; index += 1) expect(steps[index].from).toBe(steps[index - 1].to);
    expect(steps[steps.length - 1].to).toBe(order.status);
  }

  it('a customer’s cancel racing an admin’s status change: one wins, the other gets a 409, never both (20 rounds)', async () => {
    clock.set('2026-12-09T20:00'); // inside the 24 hours: the cancel costs 50 %
    const outcomes = { canceled: 0, completed: 0 };
    for (let round = 0; round < 20; round += 1) {
      clock.set('2026-12-01T10:00');
      const id = await placeOrder();
      clock.set('2026-12-09T20:00');
      const { version } = await read(id);
      // Who sends first alternates, so each side gets to win.
      const cancelRequest = () =>
        env.shop
          .api()
          .post(`${O}/cancel-order/${id}`)
          .set(customer.auth)
          .then((response) => response);
      const adminRequest = () => edit(id, { status: 'completed', version }).then((response) => response);
      const [cancel, admin] =
        round % 2 === 0
          ? await Promise.all([cancelRequest(), adminRequest()])
          : await Promise.all([adminRequest(), cancelRequest()]).then(([adminAnswer, cancelAnswer]) => [cancelAnswer, adminAnswer]);
      const statuses = [cancel.status, admin.status].sort();
      expect(statuses).toEqual([200, 409]);
      const order = await read(id);
      expectConsistent(order);
      if (cancel.status === 200) {
        outcomes.canceled += 1;
        expect(order).toMatchObject({ status: 'canceled', cancellation_fee: 20 });
        expect(cancel.body.cancellation_fee).toBe(20);
        expect(admin.body).toEqual({ detail: ORDER_CHANGED });
      } else {
        outcomes.completed += 1;
        expect(order).toMatchObject({ status: 'completed', cancellation_fee: 0 });
      }
      expect(order.status_history.map((step) => step.to)).toEqual(['pending', order.status]);
    }
    expect(outcomes.canceled + outcomes.completed).toBe(20);
  });

  it('an admin change sent without a version at the same moment applies to the stored status or gets a 409, and the history stays a chain', async () => {
    for (let round = 0; round < 10; round += 1) {
      clock.set('2026-12-01T10:00');
      const id = await placeOrder();
      clock.set('2026-12-09T20:00');
      const [cancel, admin] = await Promise.all([
        env.shop
          .api()
          .post(`${O}/cancel-order/${id}`)
          .set(customer.auth)
          .then((response) => response),
        edit(id, { status: 'processing' }).then((response) => response),
      ]);
      expect([200, 409]).toContain(cancel.status);
      expect([200, 409]).toContain(admin.status);
      expect([cancel.status, admin.status]).not.toEqual([409, 409]);
      const order = await read(id);
      expectConsistent(order);
      const path = order.status_history.map((step) => step.to);
      // Both applied: in either order, each step from the status the other left (a customer may
      // cancel an order in work; staff may reopen a canceled one).
      if (cancel.status === 200 && admin.status === 200)
        expect([
          ['pending', 'canceled', 'processing'],
          ['pending', 'processing', 'canceled'],
        ]).toContainEqual(path);
      else if (cancel.status === 200) expect(path).toEqual(['pending', 'canceled']);
      else expect(path[1]).toBe('processing');
    }
  });

  it('refuses a change made from a version that is no longer stored, and writes nothing', async () => {
    clock.set('2026-12-01T10:00');
    const id = await placeOrder();
    const first = await read(id);
    await edit(id, { status: 'processing', version: first.version }).expect(200);
    const stale = await edit(id, { status: 'completed', version: first.version }).expect(409);
    expect(stale.body).toEqual({ detail: 'Заказ изменился, обновите страницу' });
    const after = await read(id);
    expect(after.status).toBe('processing');
    expect(after.version).toBe(first.version + 1);
    await edit(id, { status: 'completed', version: after.version }).expect(200);
  });

  it('keeps total = items + delivery + adjustments through admin edits, and the adjustment stays when delivery is recalculated', async () => {
    clock.set('2026-12-01T10:00');
    const id = await placeOrder();
    await edit(id, { delivery_distance_km: 10, total_cost: 5 }).expect(200);
    let order = await read(id);
    expect(order).toMatchObject({ items_total: 40, delivery_cost: 10, adjustments_total: -45, total_cost: 5 });
    expect(order.adjustments).toEqual([expect.objectContaining({ label: 'Корректировка', amount: -45 })]);
    await edit(id, { delivery_distance_km: 12 }).expect(200);
    order = await read(id);
    expect(order).toMatchObject({ items_total: 40, delivery_cost: 12, adjustments_total: -45, total_cost: 7 });
    expectConsistent(order);
    expect(order.status_history.map((step) => step.note)).toEqual([
      null,
      'За МКАД: 0 → 10 км; Доставка: 0,00\u00a0byn → 10,00\u00a0byn; Корректировка −45,00\u00a0byn',
      'За МКАД: 10 → 12 км; Доставка: 10,00\u00a0byn → 12,00\u00a0byn',
    ]);
    // A total that a later delivery change would push below zero is refused, naming the field.
    await edit(id, { total_cost: 0 }).expect(200);
    const negative = await edit(id, { delivery_method: 'pickup' }).expect(400);
    expect(negative.body.detail).toMatch(/^total_cost: /);
    expectConsistent(await read(id));
  });

  it('reopening a canceled order clears its cancellation fee and says so in the history', async () => {
    clock.set('2026-12-01T10:00');
    const id = await placeOrder();
    clock.set('2026-12-10T10:00');
    const cancel = await env.shop.api().post(`${O}/cancel-order/${id}`).set(customer.auth).expect(200);
    expect(cancel.body.cancellation_fee).toBe(20);
    await edit(id, { status: 'completed' }).expect(200);
    const order = await read(id);
    expect(order).toMatchObject({ status: 'completed', cancellation_fee: 0, total_cost: 40 });
    expect(order.status_history.at(-1)).toMatchObject({
      from: 'canceled',
      to: 'completed',
      note: 'Заказ возобновлён: плата за отмену 20,00\u00a0byn снята',
    });
    expectConsistent(order);
    // A customer cannot cancel twice, nor cancel a completed order.
    await env.shop.api().post(`${O}/cancel-order/${id}`).set(customer.auth).expect(409);
  });

  it('a cancellation within 15 minutes of placing is free whatever the event time; after that the 24-hour rule applies', async () => {
    clock.set('2026-12-03T09:30');
    const early = await placeOrder({ delivery_at: '2026-12-03T14:00:00+03:00' });
    const own = (await env.shop.api().get(`${O}/get-user-orders/${early}`).set(customer.auth).expect(200)).body;
    expect(own.free_cancel_until).toBe('2026-12-03T09:45:00+03:00');
    clock.set('2026-12-03T09:44');
    const free = await env.shop.api().post(`${O}/cancel-order/${early}`).set(customer.auth).expect(200);
    expect(free.body).toMatchObject({ cancellation_fee: 0, message: 'Заказ отменён бесплатно' });

    clock.set('2026-12-03T09:30');
    const late = await placeOrder({ delivery_at: '2026-12-03T14:00:00+03:00' });
    clock.set('2026-12-03T09:46');
    const paid = await env.shop.api().post(`${O}/cancel-order/${late}`).set(customer.auth).expect(200);
    expect(paid.body.cancellation_fee).toBe(20);
  });

  describe('the grace period is the payment settings’ free_cancel_minutes (default 15, 0 turns it off)', () => {
    const SETTINGS = '/api/v1/bulbash_admin/payment-settings';
    const setGrace = (value: unknown) => env.shop.api().patch(SETTINGS).set(env.admin.auth).send({ free_cancel_minutes: value });
    const grace = async (): Promise<number> =>
      (await env.shop.api().get(SETTINGS).set(env.admin.auth).expect(200)).body.free_cancel_minutes;

    /** An order placed at 09:30 whose event staff moved to 11:30 the same day: two hours ahead. */
    async function orderTwoHoursAhead(): Promise<number> {
      clock.set('2026-12-04T09:30');
      const id = await placeOrder({ delivery_at: '2026-12-04T14:00:00+03:00' });
      await edit(id, { delivery_at: '2026-12-04T11:30:00+03:00' }).expect(200);
      return id;
    }
    const own = async (id: number) => (await env.shop.api().get(`${O}/get-user-orders/${id}`).set(customer.auth).expect(200)).body;

    it('with 0, a cancel one minute after placing an order 2 hours ahead costs 50 %; with the default 15 it is free', async () => {
      expect(await grace()).toBe(15);
      try {
        expect((await setGrace(0).expect(200)).body.free_cancel_minutes).toBe(0);
        const off = await orderTwoHoursAhead();
        expect((await own(off)).free_cancel_until).toBeNull();
        clock.set('2026-12-04T09:31');
        const paid = await env.shop.api().post(`${O}/cancel-order/${off}`).set(customer.auth).expect(200);
        expect(paid.body.cancellation_fee).toBe(20);
        expect((await read(off)).cancellation_fee).toBe(20);
      } finally {
        await setGrace(15).expect(200);
      }
      const on = await orderTwoHoursAhead();
      expect((await own(on)).free_cancel_until).toBe('2026-12-04T09:45:00+03:00');
      clock.set('2026-12-04T09:31');
      const free = await env.shop.api().post(`${O}/cancel-order/${on}`).set(customer.auth).expect(200);
      expect(free.body).toMatchObject({ cancellation_fee: 0, message: 'Заказ отменён бесплатно' });
    });

    it('a longer grace is read at the cancel: 30 minutes keep a cancel after 20 minutes free', async () => {
      try {
        await setGrace(30).expect(200);
        const id = await orderTwoHoursAhead();
        expect((await own(id)).free_cancel_until).toBe('2026-12-04T10:00:00+03:00');
        clock.set('2026-12-04T09:50');
        expect((await env.shop.api().post(`${O}/cancel-order/${id}`).set(customer.auth).expect(200)).body.cancellation_fee).toBe(0);
      } finally {
        await setGrace(15).expect(200);
      }
    });

    it.each([-1, 1.5, 'abc', '', null, true, 1441])('free_cancel_minutes %j → 400 naming it, and the setting stays', async (value) => {
      const refused = await setGrace(value).expect(400);
      expect(refused.body.detail).toMatch(/^free_cancel_minutes: /);
      expect(await grace()).toBe(15);
    });
  });

  it('keeps the customer’s address while the order is a pickup and brings it back with a delivery', async () => {
    clock.set('2026-12-01T10:00');
    const id = await placeOrder();
    await edit(id, { delivery_method: 'pickup' }).expect(200);
    let order = await read(id);
    expect(order.delivery_method).toBe('pickup');
    expect(order.customer_address).toBe('Минск, ул. Немига, 5');
    expect(order.delivery_address).not.toBe('Минск, ул. Немига, 5');
    expect(order.delivery_address).toBeTruthy();
    await edit(id, { delivery_method: 'delivery', delivery_distance_km: 3 }).expect(200);
    order = await read(id);
    expect(order).toMatchObject({
      delivery_address: 'Минск, ул. Немига, 5',
      customer_address: 'Минск, ул. Немига, 5',
      delivery_cost: 3,
      total_cost: 43,
    });
    const own = (await env.shop.api().get(`${O}/get-user-orders/${id}`).set(customer.auth).expect(200)).body;
    expect(own).toMatchObject({ delivery_address: 'Минск, ул. Немига, 5', items_total: 40, adjustments_total: 0 });
  });

  it('a delivery with an event time needs an address (400 naming it); a pickup does not', async () => {
    clock.set('2026-12-01T10:00');
    customer = await createAccount(env.shop);
    const cart = await addToCart(env.shop, customer, [[env.shelf.products[0].id, 1]]);
    const body = { ...CHECKOUT_NAMES, delivery_at: '2026-12-10T15:00:00+03:00', product_list: productList(cart.data), total_cost: 32 };
    for (const address of [undefined, null, '   ']) {
      const refused = await env.shop
        .api()
        .post(`${O}/create-new-order`)
        .set(customer.auth)
        .send({ ...body, delivery_address: address, delivery_distance_km: 12 })
        .expect(400);
      expect(refused.body.detail).toMatch(/^delivery_address: /);
    }
    await env.shop
      .api()
      .post(`${O}/create-new-order`)
      .set(customer.auth)
      .send({ ...body, total_cost: 20, delivery_method: 'pickup' })
      .expect(201);
  });

  describe('event times lie within the next 365 days, in any offset, for shoppers and staff', () => {
    const farFuture = ['9999-12-31T21:00:00-14:00', '2027-12-02T12:00:00+03:00', '2027-12-01T23:30:00-14:00', '+275760-09-13T00:00:00Z'];

    it.each(farFuture)('checkout refuses %s with a 400 naming delivery_at, and stores nothing', async (value) => {
      clock.set('2026-12-01T10:00');
      const before = await env.shop.dataSource.getRepository(Order).count();
      await env.shop.dataSource.getRepository(CartItem).delete({ userId: env.customer.user.id });
      const cart = await addToCart(env.shop, env.customer, [[env.shelf.products[0].id, 1]]);
      const response = await env.shop
        .api()
        .post(`${O}/create-new-order`)
        .set(env.customer.auth)
        .send({ ...CHECKOUT_NAMES, delivery_address: 'Минск', delivery_at: value, product_list: productList(cart.data), total_cost: 20 })
        .expect(400);
      expect(response.body.detail).toMatch(/^delivery_at: /);
      expect(await env.shop.dataSource.getRepository(Order).count()).toBe(before);
    });

    it('the admin’s reschedule: 400 beyond a year or in the past, and a time within reads back exactly as sent', async () => {
      clock.set('2026-12-01T10:00');
      const id = await placeOrder();
      for (const value of [...farFuture, '2026-11-30T12:00:00+03:00']) {
        const refused = await edit(id, { delivery_at: value }).expect(400);
        expect(refused.body.detail).toMatch(/^delivery_at: /);
      }
      await edit(id, { delivery_at: '2027-11-30T07:00:00-14:00' }).expect(200);
      const order = (await env.shop.api().get(`${O}/get-user-orders/${id}`).set(customer.auth).expect(200)).body;
      expect(order.delivery_at).toBe('2027-12-01T00:00:00+03:00');
    });
  });
});

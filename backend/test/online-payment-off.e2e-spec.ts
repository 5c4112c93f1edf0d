import { createAccount, TestAccount } from './support/accounts';
import { startBepaidStandIn } from './support/bepaid-stand-in';
import { insertOrder } from './support/payments';
import { startTestApp, TestApp } from './support/test-app';

/** A shop without BEPAID_SHOP_ID: no online payment offered, the pay routes say so, notifications are refused. */
describe('online payment not configured', () => {
  let shop: TestApp;
  let alice: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    shop = await startTestApp();
    [alice, admin] = await Promise.all([createAccount(shop), createAccount(shop, { admin: true })]);
  });
  afterAll(async () => shop.close());

  it('offers no online payment (the front ends show no button) and answers 409 «Онлайн-оплата не подключена»', async () => {
    expect((await shop.api().get('/api/v1/payments/online').expect(200)).body).toEqual({ enabled: false, methods: [] });
    const order = await insertOrder(shop, alice.user.id, {}, 100);
    const answer = await shop
      .api()
      .post(`/api/v1/order/${order.id}/pay`)
      .set(alice.auth)
      .send({ what: 'full', method: 'card' })
      .expect(409);
    expect(answer.body).toEqual({ detail: 'Онлайн-оплата не подключена' });
    const cash = await shop
      .api()
      .post(`/api/v1/admin/orders/${order.id}/payments`)
      .set(admin.auth)
      .send({ amount: 10, method: 'cash' })
      .expect(201);
    await shop
      .api()
      .post(`/api/v1/admin/orders/${order.id}/payments/${cash.body.payment.id}/refund`)
      .set(admin.auth)
      .send({ amount: 5, reason: 'Проверка' })
      .expect(409);
    expect((await shop.api().get(`/api/v1/admin/orders/${order.id}/online-payments`).set(admin.auth).expect(200)).body).toEqual([]);
  });

  it('refuses even a correctly signed notification with 401 and records nothing', async () => {
    const bepaid = await startBepaidStandIn();
    try {
      const order = await insertOrder(shop, alice.user.id, {}, 100);
      const notification = bepaid.sign(
        JSON.stringify({
          transaction: { uid: '1-abc', status: 'successful', type: 'payment', amount: 10000, currency: 'BYN', tracking_id: '1' },
        }),
      );
      await shop.api().post('/api/v1/payments/bepaid/notifications').set(notification.headers).send(notification.body).expect(401);
      expect((await shop.api().get(`/api/v1/admin/orders/${order.id}/payments`).set(admin.auth).expect(200)).body.data).toEqual([]);
    } finally {
      await bepaid.close();
    }
  });
});

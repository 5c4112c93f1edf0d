import { controlClock } from './support/clock';
import { insertOrder } from './support/payments';
import { useShopWithTwoCustomers } from './support/shop-with-accounts';

const REPORT = '/api/v1/bulbash_admin/cash-report';

/** «Касса»: money received per Minsk day and method, refunds negative, on screen (JSON) and for Excel (CSV). */
describe('cash report', () => {
  const env = useShopWithTwoCustomers([100]);
  const pay = (orderId: number, amount: number, method: string, paidAt: string) =>
    env.shop
      .api()
      .post(`/api/v1/admin/orders/${orderId}/payments`)
      .set(env.admin.auth)
      .send({ amount, method, paid_at: paidAt })
      .expect(201);

  beforeAll(async () => {
    controlClock(env.shop).set('2026-12-20T12:00');
    const a = await insertOrder(env.shop, env.alice.user.id, {}, 600);
    const b = await insertOrder(env.shop, env.bob.user.id, {}, 300);
    // Minsk days: 23:59 on the 4th and 00:00 on the 5th are different days (UTC 20:59 and 21:00 of the 4th).
    await pay(a.id, 300, 'transfer', '2026-12-04T23:59');
    await pay(a.id, 0.1, 'cash', '2026-12-05T00:00');
    await pay(a.id, 0.2, 'cash', '2026-12-05T10:00');
    await pay(b.id, 150.5, 'card', '2026-12-05T11:00');
    await pay(b.id, -50.25, 'card', '2026-12-06T09:00');
    await pay(b.id, 20, 'cash', '2026-12-07T09:00');
  });

  it('sums each Minsk day and method in kopecks, refunds negative, with totals', async () => {
    const report = (await env.shop.api().get(REPORT).query({ from: '2026-12-04', to: '2026-12-06' }).set(env.admin.auth).expect(200)).body;
    expect(report).toEqual({
      from: '2026-12-04',
      to: '2026-12-06',
      days: [
        { date: '2026-12-04', cash: 0, card: 0, transfer: 300, card_online: 0, erip: 0, total: 300, count: 1 },
        { date: '2026-12-05', cash: 0.3, card: 150.5, transfer: 0, card_online: 0, erip: 0, total: 150.8, count: 3 },
        { date: '2026-12-06', cash: 0, card: -50.25, transfer: 0, card_online: 0, erip: 0, total: -50.25, count: 1 },
      ],
      totals: { cash: 0.3, card: 100.25, transfer: 300, card_online: 0, erip: 0, total: 400.55, count: 5 },
    });
    const oneDay = (await env.shop.api().get(REPORT).query({ from: '2026-12-07', to: '2026-12-07' }).set(env.admin.auth).expect(200)).body;
    expect(oneDay.totals).toEqual({ cash: 20, card: 0, transfer: 0, card_online: 0, erip: 0, total: 20, count: 1 });
    const none = (await env.shop.api().get(REPORT).query({ from: '2026-11-01', to: '2026-11-30' }).set(env.admin.auth).expect(200)).body;
    expect(none).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      days: [],
      totals: { cash: 0, card: 0, transfer: 0, card_online: 0, erip: 0, total: 0, count: 0 },
    });
  });

  it('gives the same as CSV for Russian Excel: BOM, semicolons, decimal comma, a totals row', async () => {
    const answer = await env.shop
      .api()
      .get(`${REPORT}.csv`)
      .query({ from: '2026-12-04', to: '2026-12-06' })
      .set(env.admin.auth)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="kassa-2026-12-04_2026-12-06.csv"');
    expect(answer.body).toBe(
      '\uFEFF' +
        [
          'Дата;Наличные, byn;Карта, byn;Перевод, byn;Картой онлайн, byn;ЕРИП, byn;Итого, byn;Операций',
          '04.12.2026;0,00;0,00;300,00;0,00;0,00;300,00;1',
          '05.12.2026;0,30;150,50;0,00;0,00;0,00;150,80;3',
          '06.12.2026;0,00;-50,25;0,00;0,00;0,00;-50,25;1',
          'Итого;0,30;100,25;300,00;0,00;0,00;400,55;5',
        ].join('\r\n') +
        '\r\n',
    );
  });

  it('refuses a bad range with a 400 naming the field, and is for administrators only', async () => {
    const refused = async (query: Record<string, string>, detail: RegExp) => {
      for (const path of [REPORT, `${REPORT}.csv`]) {
        const answer = await env.shop.api().get(path).query(query).set(env.admin.auth).expect(400);
        expect(answer.body.detail).toMatch(detail);
      }
    };
    await refused({ to: '2026-12-06' }, /^from: /);
    await refused({ from: '2026-12-04' }, /^to: /);
    await refused({ from: '04.12.2026', to: '2026-12-06' }, /^from: /);
    await refused({ from: '2026-02-30', to: '2026-03-02' }, /^from: несуществующая дата/);
    await refused({ from: '2026-12-06', to: '2026-12-04' }, /^to: должна быть не раньше from/);
    await refused({ from: '2025-01-01', to: '2026-01-02' }, /^to: период не может быть длиннее 366 дней/);
    await env.shop.api().get(REPORT).query({ from: '2025-01-01', to: '2026-01-01' }).set(env.admin.auth).expect(200);
    await env.shop.api().get(REPORT).query({ from: '2026-12-04', to: '2026-12-06' }).set(env.alice.auth).expect(403);
    await env.shop.api().get(REPORT).query({ from: '2026-12-04', to: '2026-12-06' }).expect(401);
  });
});

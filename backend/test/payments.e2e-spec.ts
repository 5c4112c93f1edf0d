import { workingDayOnOrBefore } from '@bulbash/rules';
import { PER_IP, RATE_LIMIT_DETAIL, RATE_LIMITS } from '../src/auth/rate-limits';
import { Order } from '../src/orders/order.entity';
import { User } from '../src/auth/user.entity';
import { TestAccount } from './support/accounts';
import { addToCart, CartLine, CHECKOUT_NAMES, productList } from './support/checkout';
import { binaryBody, pdfImages, pdfText } from './support/pdf';
import { insertOrder as insertOrderOf } from './support/payments';
import { useShopWithTwoCustomers } from './support/shop-with-accounts';

const O = '/api/v1/order';
const SETTINGS = '/api/v1/bulbash_admin/payment-settings';
const payments = (orderId: number) => `/api/v1/admin/orders/${orderId}/payments`;
const DAY_MS = 86_400_000;
const MINSK_MS = 3 * 3_600_000;
const minskDay = (instant: number) => new Date(instant + MINSK_MS).toISOString().slice(0, 10);
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A valid Belarusian IBAN (the National Bank's example) typed as people do, with spaces. */
const IBAN_TYPED = 'by13 nbrb 3600 9000 0000 2z00 ab00';
const IBAN = 'BY13NBRB3600900000002Z00AB00';
const COMPANY = {
  payer_type: 'company',
  company_name: 'ООО «Ромашка»',
  company_unp: '190123456',
  company_address: 'г. Минск, ул. Немига, 5, офис 12',
  company_account: IBAN_TYPED,
  company_bic: 'nbrbby2x',
};

describe('payments, deposits and invoices', () => {
  const env = useShopWithTwoCustomers([120, 35.5]);

  async function checkout(account: TestAccount, overrides: Record<string, unknown>, status: number) {
    const cart = await addToCart(env.shop, account, [[env.shelf.products[0].id, 1]]);
    const line = cart.data.at(-1) as CartLine;
    return env.shop
      .api()
      .post(`${O}/create-new-order`)
      .set(account.auth)
      .send({
        ...CHECKOUT_NAMES,
        payment_method: 'transfer',
        product_list: productList([line]),
        total_cost: line.price * line.quantity,
        ...overrides,
      })
      .expect(status);
  }

  /** An order of alice's written directly (the checkout has its own tests), with one item line. */
  const insertOrder = (fields: Partial<Order> = {}, itemCost = 100): Promise<Order> =>
    insertOrderOf(env.shop, env.alice.user.id, fields, itemCost);

  const adminOrder = async (id: number) => (await env.shop.api().get(`/api/v1/admin/orders/${id}`).set(env.admin.auth).expect(200)).body;
  const pay = (id: number, body: Record<string, unknown>) => env.shop.api().post(payments(id)).set(env.admin.auth).send(body);

  describe('payment method transfer', () => {
    it('accepts transfer at checkout and in the filters; any other value is still 400', async () => {
      const placed = await checkout(env.bob, {}, 201);
      const detail = await env.shop.api().get(`${O}/get-user-orders/${placed.body.order_id}`).set(env.bob.auth).expect(200);
      expect(detail.body).toMatchObject({
        payment_method: 'transfer',
        payer_type: 'person',
        company: null,
        payment_status: 'unpaid',
        paid_amount: 0,
      });
      const mine = await env.shop.api().get(`${O}/get-all-user-orders`).query({ payment_method: 'transfer' }).set(env.bob.auth).expect(200);
      expect(mine.body.data.map((row: { id: number }) => row.id)).toContain(placed.body.order_id);
      const wrong = await checkout(env.bob, { payment_method: 'wire' }, 400);
      expect(JSON.stringify(wrong.body)).toContain('Payment method does not exist');
      await env.shop.api().get(`${O}/get-all-user-orders`).query({ payment_method: 'wire' }).set(env.bob.auth).expect(400);
    });
  });

  describe('company payer', () => {
    it('stores normalised requisites on the order, offers them on the profile and prints them in the letter', async () => {
      const placed = await checkout(env.alice, { ...COMPANY, contact_email: 'company.payer@example.by' }, 201);
      const id = placed.body.order_id as number;
      const detail = await env.shop.api().get(`${O}/get-user-orders/${id}`).set(env.alice.auth).expect(200);
      const company = {
        name: 'ООО «Ромашка»',
        unp: '190123456',
        address: 'г. Минск, ул. Немига, 5, офис 12',
        account: IBAN,
        bic: 'NBRBBY2X',
      };
      expect(detail.body).toMatchObject({ payer_type: 'company', company });
      expect((await adminOrder(id)).company).toEqual(company);
      const me = await env.shop.api().get('/api/v1/users/me').set(env.alice.auth).expect(200);
      expect(me.body.company_payer).toEqual(company);
      const letter = await env.shop.mail.waitFor('company.payer@example.by', new RegExp(`Заказ №${id}`));
      expect(letter.text).toContain('Плательщик: ООО «Ромашка», УНП 190123456');
      expect(letter.text).toContain(`Расчётный счёт: ${IBAN}, БИК NBRBBY2X`);
      // Paid by transfer: the invoice goes with the confirmation, with the number the download shows later.
      expect(letter.attachments).toHaveLength(1);
      const [attachment] = letter.attachments;
      expect(attachment.contentType).toBe('application/pdf');
      const number = /^invoice-(BC-\d{4}-\d{6})\.pdf$/.exec(attachment.filename)?.[1];
      expect(number).toBeDefined();
      expect(attachment.content.subarray(0, 5).toString()).toBe('%PDF-');
      const stored = await env.shop.dataSource.getRepository(Order).findOneByOrFail({ id });
      expect(stored.invoiceNumber).toBe(number);
    });

    it('attaches the invoice to the confirmation of a company order whatever the payment method', async () => {
      const placed = await checkout(env.alice, { ...COMPANY, payment_method: 'card', contact_email: 'company.card@example.by' }, 201);
      const id = placed.body.order_id as number;
      const letter = await env.shop.mail.waitFor('company.card@example.by', new RegExp(`Заказ №${id}`));
      expect(letter.attachments).toHaveLength(1);
      const number = /^invoice-(BC-\d{4}-\d{6})\.pdf$/.exec(letter.attachments[0].filename)?.[1];
      expect((await env.shop.dataSource.getRepository(Order).findOneByOrFail({ id })).invoiceNumber).toBe(number);
    });

    it.each([
      ['company_unp', { company_unp: '19012345' }],
      ['company_unp', { company_unp: '19012345X' }],
      ['company_account', { company_account: 'BY14NBRB3600900000002Z00AB00' }],
      ['company_account', { company_account: 'DE89370400440532013000' }],
      ['company_bic', { company_bic: 'NBRB' }],
      ['company_name', { company_name: '  ' }],
      ['company_address', { company_address: undefined }],
      ['payer_type', { payer_type: 'firm' }],
    ])('refuses a bad %s with a 400 naming it and creates nothing', async (field, change) => {
      const before = await env.shop.dataSource.getRepository(Order).count();
      const response = await checkout(env.bob, { ...COMPANY, ...change }, 400);
      expect(response.body.detail).toMatch(new RegExp(`^${field}: `));
      expect(await env.shop.dataSource.getRepository(Order).count()).toBe(before);
    });

    it('a person ignores company fields and keeps the profile as it was', async () => {
      await env.shop.dataSource.getRepository(User).update({ id: env.bob.user.id }, { companyPayer: null });
      const placed = await checkout(env.bob, { company_unp: 'nonsense' }, 201);
      expect((await adminOrder(placed.body.order_id)).payer_type).toBe('person');
      const me = await env.shop.api().get('/api/v1/users/me').set(env.bob.auth).expect(200);
      expect(me.body.company_payer).toBeNull();
    });
  });

  describe('payment settings', () => {
    it('answers the defaults, changes only the fields sent, and refuses bad values naming the field', async () => {
      const start = await env.shop.api().get(SETTINGS).set(env.admin.auth).expect(200);
      expect(start.body).toEqual({
        deposit_percent: 0,
        deposit_min_total: 500,
        balance_due_days: 2,
        company_payment_days: 5,
        vat_note: 'Без НДС',
        invoice_prefix: 'BC',
        quote_deposit_percent: 50,
        free_cancel_minutes: 15,
        min_margin_percent: 60,
      });
      await env.shop.api().get(SETTINGS).set(env.alice.auth).expect(403);
      await env.shop.api().get(SETTINGS).expect(401);
      for (const [body, field] of [
        [{ deposit_percent: 101 }, 'процент предоплаты'],
        [{ deposit_percent: 12.5 }, 'процент предоплаты'],
        [{ deposit_min_total: -1 }, 'сумма заказа для предоплаты'],
        [{ balance_due_days: 61 }, 'срок оплаты остатка'],
        [{ company_payment_days: -1 }, 'срок оплаты по счёту для организаций'],
        [{ vat_note: null }, 'примечание об НДС'],
        [{ vat_note: '   ' }, 'vat_note'],
        [{ invoice_prefix: 'bc' }, 'invoice_prefix'],
        [{ quote_deposit_percent: 120 }, 'quote_deposit_percent'],
        [{ free_cancel_minutes: -5 }, 'free_cancel_minutes'],
        [{ min_margin_percent: 100.5 }, 'min_margin_percent'],
      ] as const) {
        const refused = await env.shop.api().patch(SETTINGS).set(env.admin.auth).send(body).expect(400);
        expect(JSON.stringify(refused.body)).toContain(field);
      }
      const changed = await env.shop
        .api()
        .patch(SETTINGS)
        .set(env.admin.auth)
        .send({ deposit_percent: 50, vat_note: ' Без НДС (УСН) ' })
        .expect(200);
      expect(changed.body).toEqual({
        deposit_percent: 50,
        deposit_min_total: 500,
        balance_due_days: 2,
        company_payment_days: 5,
        vat_note: 'Без НДС (УСН)',
        invoice_prefix: 'BC',
        quote_deposit_percent: 50,
        free_cancel_minutes: 15,
        min_margin_percent: 60,
      });
      await env.shop.api().patch(SETTINGS).set(env.admin.auth).send({ vat_note: 'Без НДС' }).expect(200);
      expect((await env.shop.api().get(SETTINGS).set(env.admin.auth).expect(200)).body.deposit_percent).toBe(50);
    });
  });

  describe('ledger', () => {
    it('records payments and refunds through the state machine: history, version, derived statuses for admin and customer', async () => {
      await env.shop.api().patch(SETTINGS).set(env.admin.auth).send({ deposit_percent: 50, deposit_min_total: 500 }).expect(200);
      const eventAt = new Date(Date.now() + 30 * DAY_MS);
      const order = await insertOrder({ deliveryAt: eventAt }, 600);
      const eventDay = minskDay(eventAt.getTime());

      const fresh = await adminOrder(order.id);
      expect(fresh).toMatchObject({
        paid_amount: 0,
        balance_due: 600,
        refund_due: 0,
        payment_status: 'unpaid',
        deposit_due: { amount: 300, due_at: shift(minskDay(Date.now()), 3) },
        balance_due_at: workingDayOnOrBefore(shift(eventDay, -2)),
      });

      const first = await pay(order.id, { amount: 300, method: 'cash', note: 'Предоплата' }).expect(201);
      expect(first.body).toMatchObject({
        message: 'Оплата записана',
        payment: { order_id: order.id, amount: 300, method: 'cash', note: 'Предоплата', recorded_by: env.admin.user.email },
        summary: { paid_amount: 300, balance_due: 300, payment_status: 'deposit_paid', deposit_due: null },
        version: fresh.version + 1,
      });
      await pay(order.id, { amount: 299.99, method: 'card', paid_at: '2026-01-05T10:00:00+03:00' }).expect(201);
      const almost = await adminOrder(order.id);
      expect(almost).toMatchObject({ paid_amount: 599.99, balance_due: 0.01, payment_status: 'deposit_paid' });
      const extra = await pay(order.id, { amount: 10.01, method: 'transfer' }).expect(201);
      expect(extra.body.summary).toMatchObject({ paid_amount: 610, payment_status: 'overpaid', refund_due: 10, balance_due: 0 });

      const removed = await env.shop
        .api()
        .delete(`${payments(order.id)}/${extra.body.payment.id}`)
        .set(env.admin.auth)
        .expect(200);
      expect(removed.body.summary).toMatchObject({ paid_amount: 599.99, payment_status: 'deposit_paid' });
      await env.shop
        .api()
        .delete(`${payments(order.id)}/${extra.body.payment.id}`)
        .set(env.admin.auth)
        .expect(404);
      await pay(order.id, { amount: 0.01, method: 'cash' }).expect(201);

      const list = await env.shop.api().get(payments(order.id)).set(env.admin.auth).expect(200);
      expect(list.body.data.map((row: { amount: number }) => row.amount)).toEqual([299.99, 300, 0.01]);
      expect(list.body.data[0].paid_at).toBe('2026-01-05T10:00:00+03:00');
      expect(list.body.summary).toMatchObject({ paid_amount: 600, balance_due: 0, payment_status: 'paid' });

      const after = await adminOrder(order.id);
      expect(after.version).toBe(fresh.version + 5);
      const notes = after.status_history.map((step: { note: string | null }) => step.note);
      expect(notes).toEqual(
        expect.arrayContaining([
          'Оплата 300,00\u00a0byn (наличные)',
          'Оплата 299,99\u00a0byn (банковская карта)',
          'Оплата 10,01\u00a0byn (безналичный перевод по счёту)',
          'Удалена запись: Оплата 10,01\u00a0byn (безналичный перевод по счёту)',
          'Оплата 0,01\u00a0byn (наличные)',
        ]),
      );
      const own = await env.shop.api().get(`${O}/get-user-orders/${order.id}`).set(env.alice.auth).expect(200);
      expect(own.body).toMatchObject({ paid_amount: 600, balance_due: 0, payment_status: 'paid', deposit_due: null });
      const rows = await env.shop.api().get(`${O}/get-all-user-orders`).set(env.alice.auth).expect(200);
      expect(rows.body.data.find((row: { id: number }) => row.id === order.id)).toMatchObject({ payment_status: 'paid' });

      // Canceled with money received: refund_due until the refund is recorded as a negative payment.
      await env.shop
        .api()
        .put(`/api/v1/admin/orders/${order.id}`)
        .set(env.admin.auth)
        .send({ status: 'canceled', version: after.version })
        .expect(200);
      expect(await adminOrder(order.id)).toMatchObject({ payment_status: 'refund_due', refund_due: 600, balance_due: 0 });
      const refund = await pay(order.id, { amount: -600, method: 'transfer' }).expect(201);
      expect(refund.body).toMatchObject({ message: 'Возврат записан', summary: { payment_status: 'paid', paid_amount: 0, refund_due: 0 } });
      expect((await adminOrder(order.id)).status_history.at(-1).note).toBe('Возврат 600,00\u00a0byn (безналичный перевод по счёту)');
      await env.shop.api().patch(SETTINGS).set(env.admin.auth).send({ deposit_percent: 0 }).expect(200);
    });

    it('refuses bad payments with a 400 naming the field, and guards the routes', async () => {
      const order = await insertOrder();
      const before = (await adminOrder(order.id)).version;
      for (const [body, detail] of [
        [{ amount: 0, method: 'cash' }, /^amount: /],
        [{ amount: 10.001, method: 'cash' }, /^amount: /],
        [{ amount: '10', method: 'cash' }, /^amount: /],
        [{ method: 'cash' }, /^amount: /],
        [{ amount: 10, method: 'wire' }, /^Payment method does not exist$/],
        [{ amount: 10, method: 'cash', paid_at: 'вчера' }, /^paid_at: /],
        [{ amount: 10, method: 'cash', paid_at: '2026-02-30T10:00' }, /^paid_at: /],
        [{ amount: 10, method: 'cash', paid_at: new Date(Date.now() + DAY_MS).toISOString() }, /^paid_at: /],
        [{ amount: 10, method: 'cash', note: 'x'.repeat(501) }, /^note: /],
      ] as const) {
        const refused = await pay(order.id, body).expect(400);
        expect(refused.body.detail).toMatch(detail);
      }
      expect((await adminOrder(order.id)).version).toBe(before);
      await pay(2_000_000_000, { amount: 10, method: 'cash' }).expect(404);
      await env.shop.api().get(payments(2_000_000_000)).set(env.admin.auth).expect(404);
      await env.shop.api().get(payments(order.id)).set(env.alice.auth).expect(403);
      await env.shop.api().post(payments(order.id)).send({ amount: 10, method: 'cash' }).expect(401);
      await env.shop
        .api()
        .delete(`${payments(order.id)}/abc`)
        .set(env.admin.auth)
        .expect(400);
    });
  });

  describe('cancellation with money', () => {
    it('states the fee, what is kept and the refund due; the order is refund_due until the refund is recorded', async () => {
      const order = await insertOrder({ deliveryAt: new Date(Date.now() + 2 * 3_600_000) }, 100);
      await pay(order.id, { amount: 80, method: 'card' }).expect(201);
      const response = await env.shop.api().post(`${O}/cancel-order/${order.id}`).set(env.alice.auth).expect(200);
      expect(response.body).toEqual({
        message:
          'Заказ отменён. Стоимость отмены — 50,00\u00a0byn (50 % суммы заказа): до доставки оставалось меньше 24 часов. ' +
          'Получено 80,00\u00a0byn: удерживается 50,00\u00a0byn, к возврату 30,00\u00a0byn',
        order_id: order.id,
        cancellation_fee: 50,
        paid_amount: 80,
        kept_amount: 50,
        refund_due: 30,
        payment_status: 'refund_due',
      });
      await pay(order.id, { amount: -30, method: 'card', note: 'Возврат на карту' }).expect(201);
      expect(await adminOrder(order.id)).toMatchObject({
        status: 'canceled',
        payment_status: 'paid',
        refund_due: 0,
        balance_due: 0,
        paid_amount: 50,
      });
    });
  });

  describe('payment status filter', () => {
    it('filters the back office list by the derived status, in SQL, the same as the answers say', async () => {
      await env.shop.api().patch(SETTINGS).set(env.admin.auth).send({ deposit_percent: 50, deposit_min_total: 500 }).expect(200);
      const unpaid = await insertOrder({}, 600);
      const deposit = await insertOrder({}, 600);
      const paid = await insertOrder({}, 100);
      const over = await insertOrder({}, 100);
      const refund = await insertOrder({ status: 'canceled', cancellationFee: 30 }, 100);
      const smallPart = await insertOrder({}, 600);
      await pay(deposit.id, { amount: 300, method: 'cash' }).expect(201);
      await pay(paid.id, { amount: 99.99, method: 'card' }).expect(201);
      await pay(paid.id, { amount: 0.01, method: 'card' }).expect(201);
      await pay(over.id, { amount: 100.01, method: 'cash' }).expect(201);
      await pay(refund.id, { amount: 50, method: 'cash' }).expect(201);
      await pay(smallPart.id, { amount: 299.99, method: 'cash' }).expect(201);
      const expected: Record<string, Order[]> = {
        unpaid: [unpaid, smallPart],
        deposit_paid: [deposit],
        paid: [paid],
        overpaid: [over],
        refund_due: [refund],
      };
      const ours = new Set([unpaid, deposit, paid, over, refund, smallPart].map((order) => order.id));
      for (const [status, orders] of Object.entries(expected)) {
        const filter = encodeURIComponent(JSON.stringify({ payment_status: status }));
        const rows = (await env.shop.api().get(`/api/v1/admin/orders?filter=${filter}&range=[0,199]`).set(env.admin.auth).expect(200))
          .body as Array<{
          id: number;
          payment_status: string;
        }>;
        expect(rows.every((row) => row.payment_status === status)).toBe(true);
        expect(
          rows
            .filter((row) => ours.has(row.id))
            .map((row) => row.id)
            .sort(),
        ).toEqual(orders.map((order) => order.id).sort());
      }
      const bad = await env.shop
        .api()
        .get(`/api/v1/bulbash_admin/get-all-orders`)
        .query({ payment_status: 'half' })
        .set(env.admin.auth)
        .expect(400);
      expect(bad.body.detail).toBe('Payment status does not exist');
      await env.shop.api().patch(SETTINGS).set(env.admin.auth).send({ deposit_percent: 0 }).expect(200);
    });
  });

  describe('invoice PDF', () => {
    const download = (id: number, account: TestAccount) =>
      env.shop.api().get(`${O}/${id}/invoice.pdf`).set(account.auth).buffer(true).parse(binaryBody);

    it('prints the number, both parties, the lines, the total, the amount due and the purpose; the number is kept', async () => {
      const order = await insertOrder(
        {
          payerType: 'company',
          companyName: 'ООО «Ромашка»',
          companyUnp: '190123456',
          companyAddress: 'г. Минск, ул. Немига, 5, офис 12',
          companyAccount: IBAN,
          companyBic: 'NBRBBY2X',
          deliveryCost: 12,
          deliveryDistanceKm: 12,
          totalCost: 262,
        },
        250,
      );
      const first = await download(order.id, env.alice).expect(200);
      expect(first.headers['content-type']).toBe('application/pdf');
      expect((first.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(first.body as Buffer);
      const number = /Счёт на оплату № (BC-\d{4}-\d{6})/.exec(text)?.[1];
      expect(number).toBeDefined();
      for (const expected of [
        'УНП 193648271',
        'BY27ALFA30132947560010270000',
        'ALFABY2X',
        'ООО «Ромашка», УНП 190123456',
        `Р/с ${IBAN}, БИК NBRBBY2X`,
        'Фуршетный бокс',
        'Доставка за МКАД, 12 км',
        'Итого: 262,00 byn',
        'К оплате: 262,00 byn',
        'Без НДС',
        `Оплата по счёту № ${number} за кейтеринг, заказ № ${order.id}`,
      ])
        expect(text).toContain(expected);
      // PNGs to look at (test-output/pdf/).
      pdfImages(first.body as Buffer, 'invoice');

      const again = await download(order.id, env.alice).expect(200);
      expect(pdfText(again.body as Buffer)).toContain(`№ ${number}`);
      const byAdmin = await download(order.id, env.admin).expect(200);
      expect(pdfText(byAdmin.body as Buffer)).toContain(`№ ${number}`);
      expect((await adminOrder(order.id)).version).toBe(1);
      await download(order.id, env.bob).expect(404);
      await download(2_000_000_000, env.admin).expect(404);
      await env.shop.api().get(`${O}/${order.id}/invoice.pdf`).expect(401);
    });

    it('limits downloads per client address: 429 in the envelope with Retry-After, other addresses unaffected', async () => {
      const order = await insertOrder();
      const { limit } = RATE_LIMITS.invoice[PER_IP];
      const from = (ip: string, id = order.id) =>
        env.shop.api().get(`${O}/${id}/invoice.pdf`).set(env.alice.auth).set('X-Forwarded-For', ip);
      await from('203.0.113.77').expect(200);
      // Asking for orders that are not hers spends the same allowance (and renders no PDF).
      for (let i = 1; i < limit; i += 1) await from('203.0.113.77', 2_000_000_000 - i).expect(404);
      const refused = await from('203.0.113.77').expect(429);
      expect(refused.body).toEqual({ detail: RATE_LIMIT_DETAIL });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      await from('203.0.113.78').expect(200);
    });

    it('gives 20 parallel first downloads distinct numbers without gaps', async () => {
      const orders = await Promise.all(Array.from({ length: 20 }, () => insertOrder()));
      // The same order twice at once as well: it keeps one number and uses no other.
      const twice = orders[0];
      const answers = await Promise.all([...orders, twice].map((order) => download(order.id, env.alice)));
      for (const answer of answers) expect(answer.status).toBe(200);
      const stored = await env.shop.dataSource.getRepository(Order).find({ where: orders.map((order) => ({ id: order.id })) });
      const sequences = stored.map((order) => Number(order.invoiceNumber!.slice(-6))).sort((a, b) => a - b);
      expect(new Set(sequences).size).toBe(20);
      expect(sequences.at(-1)! - sequences[0]).toBe(19);
      const maxStored = await env.shop.dataSource.getRepository(Order).find({ select: { invoiceNumber: true } });
      const all = maxStored.map((order) => order.invoiceNumber).filter((value): value is string => value !== null);
      expect(Math.max(...all.map((value) => Number(value.slice(-6))))).toBe(all.length);
    });
  });
});

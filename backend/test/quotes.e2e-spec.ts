import { Order } from '../src/orders/order.entity';
import { Quote } from '../src/quotes/quote.entity';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { controlClock } from './support/clock';
import { TEST_ENGINE } from './support/database';
import { MailCatcher } from './support/mail-catcher';
import { binaryBody, pdfImages, pdfText } from './support/pdf';
import { startTestApp, TestApp } from './support/test-app';

const Q = '/api/v1/admin/quotes';
const PUBLIC = '/api/v1/quotes';
const CAPACITY = '/api/v1/bulbash_admin/capacity';
const OPEN_KITCHEN = { max_guests_per_day: 300, max_orders_per_slot: 4, closed_weekdays: [], closed_dates: [] };

/**
 * Quotes (issue 28) on whichever engine TEST_DB names: totals, versions, the customer's link,
 * enquiry prefill, the letter, acceptance into one order (also under concurrent requests),
 * expiry by the injected clock, the kitchen's capacity, the PDF.
 */
describe(`quotes (${TEST_ENGINE})`, () => {
  let shop: TestApp;
  let mains: TestShelf;
  let desserts: TestShelf;
  let admin: TestAccount;
  let anna: TestAccount;
  let stranger: TestAccount;
  let clock: { set(local: string): void };
  let emailCounter = 0;

  beforeAll(async () => {
    shop = await startTestApp({ TRUST_PROXY: '1' });
    clock = controlClock(shop);
    clock.set('2026-11-23T10:00');
    mains = await createShelf(shop, [45.5, 30]);
    desserts = await createShelf(shop, [12]);
    [admin, anna, stranger] = await Promise.all([
      createAccount(shop, { admin: true }),
      createAccount(shop, { email: 'anna.quotes@example.by' }),
      createAccount(shop),
    ]);
    await shop.api().patch(CAPACITY).set(admin.auth).send(OPEN_KITCHEN).expect(200);
  });
  afterAll(async () => shop.close());
  beforeEach(() => clock.set('2026-11-23T10:00'));

  const dish = (productId: number, quantity: number, unitPrice?: number) => ({
    kind: 'dish',
    product_id: productId,
    quantity,
    ...(unitPrice === undefined ? {} : { unit_price: unitPrice }),
  });
  const service = (name: string, unit: string, quantity: number, unitPrice: number) => ({
    kind: 'service',
    name,
    unit,
    quantity,
    unit_price: unitPrice,
  });
  const quoteBody = (overrides: Record<string, unknown> = {}) => ({
    contact_name: 'Анна Ковалёва',
    contact_email: anna.user.email,
    contact_phone: '+375 29 123-45-67',
    event_at: '2026-12-19T18:00',
    guests: 40,
    delivery_method: 'delivery',
    delivery_address: 'Минск, ул. Немига, 5',
    delivery_distance_km: 7,
    lines: [
      dish(mains.products[0].id, 10),
      dish(desserts.products[0].id, 40),
      service('Официант', 'час', 8, 25),
      service('Аренда посуды', 'комплект', 40, 3),
    ],
    discount_percent: 5,
    valid_until: '2026-12-05',
    terms: 'Меню согласовывается не позднее чем за 5 дней',
    internal_note: 'Постоянный клиент',
    ...overrides,
  });
  const create = (overrides: Record<string, unknown> = {}) => shop.api().post(Q).set(admin.auth).send(quoteBody(overrides));
  const send = (id: number) => shop.api().post(`${Q}/${id}/send`).set(admin.auth);
  /** A sent quote for a fresh customer e-mail (so each test owns its rows). */
  const sentQuote = async (overrides: Record<string, unknown> = {}) => {
    const created = await create(overrides).expect(201);
    return (await send(created.body.id).expect(200)).body;
  };
  /** The customer accepts, choosing how to pay (cash unless the test says otherwise). */
  const accept = (token: string, account?: TestAccount, body: Record<string, unknown> = { payment_method: 'cash' }) => {
    const call = shop.api().post(`${PUBLIC}/${token}/accept`);
    return (account ? call.set(account.auth) : call).send(body);
  };
  /** A day of its own for each accepted quote, so the kitchen's per-day and per-slot limits never see another test's orders. */
  let dayCounter = 0;
  const ownEventAt = () => {
    dayCounter += 1;
    return `${new Date(Date.UTC(2027, 0, 10 + dayCounter)).toISOString().slice(0, 10)}T18:00`;
  };
  const freshCustomer = async () => {
    emailCounter += 1;
    return createAccount(shop, { email: `quote.customer${emailCounter}@example.by` });
  };

  describe('admin REST', () => {
    it('guards the resource', async () => {
      await shop.api().get(Q).expect(401);
      await shop.api().get(Q).set(anna.auth).expect(403);
    });

    it('creates a draft with the derived totals: dishes + services + delivery − 5 %, per guest, the deposit', async () => {
      const response = await create().expect(201);
      const quote = response.body;
      expect(quote).toMatchObject({
        status: 'draft',
        version: 1,
        previous_id: null,
        contact_email: anna.user.email,
        contact_phone: '375291234567',
        event_at: '2026-12-19T18:00:00+03:00',
        guests: 40,
        delivery_cost: 7,
        items_total: 935,
        services_total: 320,
        discount_percent: 5,
        discount_amount: null,
        discount: 62.75,
        total: 1199.25,
        per_guest: 29.98,
        deposit_percent: 50,
        deposit: { percent: 50, amount: 599.63, due_at: '2026-11-26' },
        balance: { amount: 599.62, due_at: '2026-12-17' },
        valid_until: '2026-12-05',
        internal_note: 'Постоянный клиент',
        can_accept: false,
      });
      expect(quote.token).toMatch(/^[0-9a-f]{32}$/);
      expect(quote.link).toBe(`http://shop.test/quote/${quote.token}`);
      expect(quote.lines).toEqual([
        expect.objectContaining({
          kind: 'dish',
          product_id: mains.products[0].id,
          name: mains.products[0].name,
          category_name: mains.category.name,
          quantity: 10,
          unit_price: 45.5,
          catalogue_price: 45.5,
          line_total: 455,
        }),
        expect.objectContaining({ kind: 'dish', product_id: desserts.products[0].id, quantity: 40, unit_price: 12, line_total: 480 }),
        expect.objectContaining({
          kind: 'service',
          product_id: null,
          name: 'Официант',
          unit: 'час',
          quantity: 8,
          unit_price: 25,
          line_total: 200,
        }),
        expect.objectContaining({ kind: 'service', name: 'Аренда посуды', unit: 'комплект', quantity: 40, unit_price: 3, line_total: 120 }),
      ]);
      expect(quote.history).toEqual([
        expect.objectContaining({ from_status: null, to_status: 'draft', changed_by_email: admin.user.email }),
      ]);
      expect((await shop.api().get(`${Q}/${quote.id}`).set(admin.auth).expect(200)).body).toEqual(quote);
    });

    it('keeps an edited dish price, takes an amount discount, and a draft changes in place', async () => {
      const { body: quote } = await create({
        lines: [dish(mains.products[1].id, 5, 28.5)],
        discount_percent: null,
        discount_amount: 10,
      }).expect(201);
      expect(quote).toMatchObject({
        items_total: 142.5,
        services_total: 0,
        discount: 10,
        total: 139.5,
        discount_amount: 10,
        discount_percent: null,
      });
      expect(quote.lines[0]).toMatchObject({ unit_price: 28.5, catalogue_price: 30 });
      const changed = await shop
        .api()
        .put(`${Q}/${quote.id}`)
        .set(admin.auth)
        .send({ ...quote, guests: 10, discount_percent: 10, discount_amount: null })
        .expect(200);
      expect(changed.body).toMatchObject({
        id: quote.id,
        version: 1,
        status: 'draft',
        guests: 10,
        discount: 14.25,
        total: 135.25,
        per_guest: 13.53,
      });
      expect(changed.body.lines[0]).toMatchObject({ unit_price: 28.5, catalogue_price: 30 });
    });

    it('refuses bad input with a 400 naming the field, an unknown dish with a 404', async () => {
      const detail = async (overrides: Record<string, unknown>, status = 400) =>
        (await create(overrides).expect(status)).body.detail as string;
      expect(await detail({ discount_amount: 10, discount_percent: 5 })).toMatch(/^discount_percent: /);
      expect(await detail({ discount_percent: null, discount_amount: 99999 })).toMatch(/^discount_amount: скидка больше/);
      expect(await detail({ lines: [{ kind: 'service', name: 'Официант', unit: 'час', quantity: 2 }] })).toMatch(/unit_price/);
      expect(await detail({ lines: [{ kind: 'soup', quantity: 2 }] })).toMatch(/kind/);
      expect(await detail({ lines: [dish(mains.products[0].id, 1), dish(mains.products[0].id, 2)] })).toMatch(/^lines\[1\]/);
      expect(await detail({ lines: [dish(999999, 1)] }, 404)).toMatch(/^lines\[0\]: блюдо №999999/);
      expect(await detail({ contact_email: 'not-an-email' })).toMatch(/contact_email/);
      expect(await detail({ event_at: '2028-01-01T12:00' })).toMatch(/^event_at: /);
      expect(await detail({ delivery_distance_km: 40 })).toMatch(/км|МКАД|25/);
      expect(await detail({ valid_until: '2026-02-30' })).toMatch(/^valid_until/);
      expect(
        await detail({
          payer_type: 'company',
          company_name: 'ООО «Ромашка»',
          company_unp: '12345',
          company_address: 'Минск',
          company_account: 'BY13NBRB3600900000002Z00AB00',
          company_bic: 'NBRBBY2X',
        }),
      ).toMatch(/company_unp/);
      expect(await detail({ format: 'no-such-format' })).toMatch(/^format: /);
    });

    it('lists with Content-Range and X-Total-Count, filters by status and text, sorts by total', async () => {
      const { body: small } = await create({
        contact_name: 'Зоя Список',
        lines: [dish(mains.products[1].id, 1)],
        discount_percent: null,
      }).expect(201);
      const { body: big } = await create({
        contact_name: 'Зоя Список',
        lines: [dish(mains.products[1].id, 9)],
        discount_percent: null,
      }).expect(201);
      await send(big.id).expect(200);
      const list = await shop
        .api()
        .get(Q)
        .query({ filter: JSON.stringify({ q: 'зоя список' }), sort: '["total","DESC"]', range: '[0,9]' })
        .set(admin.auth)
        .expect(200);
      expect(list.headers['x-total-count']).toBe('2');
      expect(list.headers['content-range']).toBe('quotes 0-1/2');
      expect(list.body.map((row: { id: number }) => row.id)).toEqual([big.id, small.id]);
      const sent = await shop
        .api()
        .get(Q)
        .query({ filter: JSON.stringify({ q: 'Зоя', status: 'sent' }) })
        .set(admin.auth)
        .expect(200);
      expect(sent.body.map((row: { id: number }) => row.id)).toEqual([big.id]);
      await shop
        .api()
        .get(Q)
        .query({ filter: JSON.stringify({ status: 'lost' }) })
        .set(admin.auth)
        .expect(400);
      await shop.api().get(Q).query({ sort: '["secret","ASC"]' }).set(admin.auth).expect(400);
    });

    it('filters by the event’s Minsk day (inclusive, 00:30 Minsk belongs to its own day)', async () => {
      const { body: early } = await create({ contact_name: 'Ян Датов', event_at: '2026-12-20T00:30' }).expect(201);
      const { body: late } = await create({ contact_name: 'Ян Датов', event_at: '2026-12-21T20:00' }).expect(201);
      const ids = async (filter: Record<string, string>) =>
        (
          await shop
            .api()
            .get(Q)
            .query({ filter: JSON.stringify({ q: 'Ян Датов', ...filter }) })
            .set(admin.auth)
            .expect(200)
        ).body.map((row: { id: number }) => row.id);
      expect(await ids({ event_from: '2026-12-20', event_to: '2026-12-20' })).toEqual([early.id]);
      expect(await ids({ event_from: '2026-12-21' })).toEqual([late.id]);
      expect(await ids({ event_to: '2026-12-19' })).toEqual([]);
      const bad = await shop
        .api()
        .get(Q)
        .query({ filter: JSON.stringify({ event_from: '20.12.2026' }) })
        .set(admin.auth)
        .expect(400);
      expect(JSON.stringify(bad.body)).toContain('ГГГГ-ММ-ДД');
    });

    it('takes the deposit percent of a new quote from the payment settings unless one is sent', async () => {
      const settings = '/api/v1/bulbash_admin/payment-settings';
      await shop.api().patch(settings).set(admin.auth).send({ quote_deposit_percent: 30 }).expect(200);
      try {
        const { body } = await create({ deposit_percent: undefined }).expect(201);
        expect(body).toMatchObject({ deposit_percent: 30, deposit: { percent: 30, amount: 359.78 }, balance: { amount: 839.47 } });
        expect((await create({ deposit_percent: 0 }).expect(201)).body.deposit).toEqual({ percent: 0, amount: 0, due_at: null });
      } finally {
        await shop.api().patch(settings).set(admin.auth).send({ quote_deposit_percent: 50 }).expect(200);
      }
    });

    it('deletes a draft only', async () => {
      const { body: draft } = await create().expect(201);
      const sent = await sentQuote();
      await shop.api().delete(`${Q}/${sent.id}`).set(admin.auth).expect(409);
      expect((await shop.api().delete(`${Q}/${draft.id}`).set(admin.auth).expect(200)).body.id).toBe(draft.id);
      await shop.api().get(`${Q}/${draft.id}`).set(admin.auth).expect(404);
    });
  });

  describe('from an enquiry', () => {
    it('prefills the event, contacts and menu of the enquiry; sent fields win', async () => {
      await shop
        .api()
        .post('/api/v1/admin/event-formats')
        .set(admin.auth)
        .send({ code: 'banquet', name: 'Банкет', min_guests: 1, categories: [{ category_id: mains.category.id, portions_per_guest: 1 }] })
        .expect(201);
      const enquiry = await shop
        .api()
        .post('/api/v1/events/enquiries')
        .set('X-Forwarded-For', '10.28.0.1')
        .send({
          event_at: '2026-12-12T15:00',
          guests: 25,
          format: 'banquet',
          delivery_method: 'delivery',
          delivery_address: 'Минск, пр. Победителей, 9',
          delivery_distance_km: 3,
          contact_name: 'Павел Заявкин',
          contact_phone: '375297654321',
          contact_email: 'pavel.enquiry@example.by',
          company_name: 'ООО «Заявка»',
          lines: [{ product_id: mains.products[0].id, quantity: 3 }],
        })
        .expect(201);
      const response = await shop
        .api()
        .post(Q)
        .set(admin.auth)
        .send({ enquiry_id: enquiry.body.enquiry_id, lines: undefined, guests: 30, valid_until: '2026-12-01' })
        .expect(201);
      expect(response.body).toMatchObject({
        enquiry_id: enquiry.body.enquiry_id,
        contact_name: 'Павел Заявкин',
        contact_email: 'pavel.enquiry@example.by',
        contact_phone: '375297654321',
        company_name: 'ООО «Заявка»',
        event_at: '2026-12-12T15:00:00+03:00',
        guests: 30,
        format: 'banquet',
        format_name: 'Банкет',
        delivery_address: 'Минск, пр. Победителей, 9',
        delivery_cost: 3,
        items_total: 136.5,
        total: 139.5,
      });
      expect(response.body.lines).toEqual([expect.objectContaining({ kind: 'dish', product_id: mains.products[0].id, quantity: 3 })]);
      expect(response.body.history[0].note).toBe(`По заявке №${enquiry.body.enquiry_id}`);
      const byEnquiry = await shop
        .api()
        .get(Q)
        .query({ filter: JSON.stringify({ enquiry_id: enquiry.body.enquiry_id }) })
        .set(admin.auth)
        .expect(200);
      expect(byEnquiry.body.map((row: { id: number }) => row.id)).toEqual([response.body.id]);
      await shop.api().post(Q).set(admin.auth).send({ enquiry_id: 999999 }).expect(400);
    });
  });

  describe('sending and the customer link', () => {
    it('e-mails the link; the link answers the quote without staff-only fields; a draft or unknown token is 404', async () => {
      const { body: draft } = await create({ contact_email: 'link.reader@example.by' }).expect(201);
      await shop.api().get(`${PUBLIC}/${draft.token}`).expect(404);
      const { body: sent } = await send(draft.id).expect(200);
      expect(sent).toMatchObject({ status: 'sent', can_accept: true });
      expect(sent.history.map((step: { to_status: string }) => step.to_status)).toEqual(['draft', 'sent']);
      const mail = await shop.mail.waitFor('link.reader@example.by', /Предложение №/);
      const link = MailCatcher.link(mail, 'http://shop.test/quote/');
      expect(link).toBe(`http://shop.test/quote/${draft.token}`);
      expect(mail.text).toContain('1199,25 byn');
      const page = await shop.api().get(`${PUBLIC}/${draft.token}`).expect(200);
      expect(page.body).toMatchObject({
        id: draft.id,
        status: 'sent',
        total: 1199.25,
        per_guest: 29.98,
        can_accept: true,
        valid_until: '2026-12-05',
      });
      expect(page.body).toMatchObject({ cancellation_terms: 'deposit_kept' });
      expect(page.body.cancellation_rule).toMatch(/^Предоплата 50 % бронирует дату/);
      for (const hidden of ['internal_note', 'history', 'user_id', 'enquiry_id', 'link']) expect(page.body).not.toHaveProperty(hidden);
      await shop
        .api()
        .get(`${PUBLIC}/${'0'.repeat(32)}`)
        .expect(404);
      await shop.api().get(`${PUBLIC}/not-a-token`).expect(404);
    });

    it('refuses to send a quote without lines or with a validity in the past', async () => {
      const { body: empty } = await create({ lines: [], discount_percent: null }).expect(201);
      expect((await send(empty.id).expect(400)).body.detail).toMatch(/^lines: /);
      const { body: old } = await create({ valid_until: '2026-11-20' }).expect(201);
      expect((await send(old.id).expect(400)).body.detail).toMatch(/^valid_until: /);
    });

    it('«Нужны изменения» notifies the shop and notes the comment; «Отказаться» declines', async () => {
      const quote = await sentQuote({ contact_email: 'changes.asker@example.by' });
      const asked = await shop
        .api()
        .post(`${PUBLIC}/${quote.token}/changes`)
        .send({ comment: 'Добавьте ещё одного официанта' })
        .expect(200);
      expect(asked.body.message).toMatch(/Спасибо/);
      const notice = await shop.mail.waitFor('info@bulbash-catering.by', new RegExp(`изменить предложение №${quote.id}`));
      expect(notice.text).toContain('Добавьте ещё одного официанта');
      const after = await shop.api().get(`${Q}/${quote.id}`).set(admin.auth).expect(200);
      expect(after.body.status).toBe('sent');
      expect(after.body.history.at(-1)).toMatchObject({
        from_status: 'sent',
        to_status: 'sent',
        note: 'Клиент просит изменения: Добавьте ещё одного официанта',
        changed_by_email: 'changes.asker@example.by',
      });
      await shop.api().post(`${PUBLIC}/${quote.token}/changes`).send({ comment: '   ' }).expect(400);
      await shop.api().post(`${PUBLIC}/${quote.token}/decline`).send({ comment: 'Перенесли праздник' }).expect(200);
      const declined = await shop.api().get(`${PUBLIC}/${quote.token}`).expect(200);
      expect(declined.body).toMatchObject({ status: 'declined', can_accept: false });
      expect((await accept(quote.token, anna).expect(403)).body.email).toBe('changes.asker@example.by');
      const owner = await createAccount(shop, { email: 'changes.asker@example.by' });
      expect((await accept(quote.token, owner).expect(409)).body.detail).toMatch(/отклонено/);
    });
  });

  describe('rate limits of the customer link', () => {
    let ipCounter = 0;
    const freshIp = () => `10.9.0.${(ipCounter += 1)}`;
    const message = (token: string, action: 'changes' | 'decline', ip: string) =>
      shop.api().post(`${PUBLIC}/${token}/${action}`).set('X-Forwarded-For', ip).send({ comment: 'Можно ли заменить десерт?' });

    // Issue 42, part 4: the places are reserved atomically, so messages sent together cannot all pass.
    it('8 change requests at once on one quote from one address: exactly 5 noted, 3 × 429', async () => {
      const quote = await sentQuote({ contact_email: 'together.changes@example.by' });
      const ip = freshIp();
      const answers = await Promise.all(Array.from({ length: 8 }, () => message(quote.token, 'changes', ip)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      const stored = await shop.api().get(`${Q}/${quote.id}`).set(admin.auth).expect(200);
      const notes = (stored.body.history as Array<{ note: string | null }>).filter((step) => /десерт/.test(step.note ?? ''));
      expect(notes).toHaveLength(5);
    });

    it('change requests and declines: 5 an hour per quote and client address, the 6th is 429 with Retry-After', async () => {
      const quote = await sentQuote({ contact_email: 'many.changes@example.by' });
      const other = await sentQuote({ contact_email: 'many.changes@example.by' });
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) await message(quote.token, 'changes', ip).expect(200);
      const limited = await message(quote.token, 'changes', ip).expect(429);
      expect(limited.body.detail).toBe(
        'Слишком много сообщений по этому предложению: не более 5 в час с одного адреса. Попробуйте позже или позвоните нам',
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await message(quote.token, 'decline', ip).expect(429);
      // Another client, and another quote from the same client, have places of their own.
      await message(quote.token, 'changes', freshIp()).expect(200);
      await message(other.token, 'changes', ip).expect(200);
      const history = (await shop.api().get(`${Q}/${quote.id}`).set(admin.auth).expect(200)).body.history as { note: string | null }[];
      expect(history.filter((entry) => entry.note?.startsWith('Клиент просит изменения')).length).toBe(6);
      // An hour later (the application's clock) the client may write again.
      clock.set('2026-11-23T11:01');
      await message(quote.token, 'decline', ip).expect(200);
      // A refused message (the quote is declined now: 409) costs no place.
      const next = freshIp();
      for (let i = 0; i < 6; i += 1) await message(quote.token, 'changes', next).expect(409);
      await message(other.token, 'decline', next).expect(200);
    });

    it('the PDF: 30 a minute per client address, unknown tokens counted too, then 429 with Retry-After', async () => {
      const quote = await sentQuote({ contact_email: 'pdf.hoarder@example.by' });
      const ip = freshIp();
      const pdf = (from: string, token = quote.token) => shop.api().get(`${PUBLIC}/${token}.pdf`).set('X-Forwarded-For', from);
      await pdf(ip).expect(200);
      // Guessing tokens spends the same allowance, so the limit also stops a token search.
      for (let i = 1; i < 30; i += 1) await pdf(ip, `${'0'.repeat(31)}${i % 10}`).expect(404);
      const limited = await pdf(ip).expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await pdf(freshIp()).expect(200);
    });
  });

  describe('versions and expiry', () => {
    it('editing a sent quote makes version 2; the old one is replaced, says so, and cannot be accepted', async () => {
      const customer = await freshCustomer();
      const first = await sentQuote({ contact_email: customer.user.email });
      const { body: second } = await shop
        .api()
        .put(`${Q}/${first.id}`)
        .set(admin.auth)
        .send({ ...first, guests: 50, lines: [...quoteBody().lines, service('Сервировка', 'услуга', 1, 80)] })
        .expect(200);
      expect(second).toMatchObject({ version: 2, previous_id: first.id, status: 'draft', guests: 50, services_total: 400 });
      expect(second.id).not.toBe(first.id);
      expect(second.token).not.toBe(first.token);
      const old = await shop.api().get(`${Q}/${first.id}`).set(admin.auth).expect(200);
      expect(old.body).toMatchObject({ status: 'replaced', replaced_by_id: second.id });
      expect(old.body.history.at(-1)).toMatchObject({ from_status: 'sent', to_status: 'replaced' });
      const page = await shop.api().get(`${PUBLIC}/${first.token}`).expect(200);
      expect(page.body).toMatchObject({ status: 'replaced', can_accept: false });
      expect((await accept(first.token, customer).expect(409)).body.detail).toMatch(/заменено новой версией/);
      await shop.api().put(`${Q}/${first.id}`).set(admin.auth).send({ guests: 60 }).expect(409);
      const current = await shop
        .api()
        .get(Q)
        .query({ filter: JSON.stringify({ q: customer.user.email, current: true }) })
        .set(admin.auth)
        .expect(200);
      expect(current.body.map((row: { id: number }) => row.id)).toEqual([second.id]);
    });

    it('reads as expired after valid_until (Minsk end of day); extending makes it sent again in place', async () => {
      const customer = await freshCustomer();
      const quote = await sentQuote({ contact_email: customer.user.email, valid_until: '2026-11-30', event_at: ownEventAt() });
      clock.set('2026-11-30T23:59');
      expect((await shop.api().get(`${PUBLIC}/${quote.token}`).expect(200)).body.status).toBe('sent');
      clock.set('2026-12-01T00:00');
      expect((await shop.api().get(`${PUBLIC}/${quote.token}`).expect(200)).body).toMatchObject({ status: 'expired', can_accept: false });
      const expired = await shop
        .api()
        .get(Q)
        .query({ filter: JSON.stringify({ q: customer.user.email, status: 'expired' }) })
        .set(admin.auth)
        .expect(200);
      expect(expired.body.map((row: { id: number }) => row.id)).toEqual([quote.id]);
      expect((await accept(quote.token, customer).expect(409)).body.detail).toMatch(/Срок действия предложения истёк/);
      const full = (await shop.api().get(`${Q}/${quote.id}`).set(admin.auth).expect(200)).body;
      const extended = await shop
        .api()
        .put(`${Q}/${quote.id}`)
        .set(admin.auth)
        .send({ ...full, valid_until: '2026-12-08' })
        .expect(200);
      expect(extended.body).toMatchObject({ id: quote.id, version: 1, status: 'sent', valid_until: '2026-12-08' });
      expect(extended.body.history.at(-1)).toMatchObject({
        from_status: 'sent',
        to_status: 'sent',
        note: 'Срок действия продлён до 08.12.2026',
      });
      expect((await accept(quote.token, customer).expect(201)).body.order_id).toEqual(expect.any(Number));
    });
  });

  describe('acceptance', () => {
    it('needs the account with the quote’s e-mail: 403 with the e-mail otherwise', async () => {
      const quote = await sentQuote({ contact_email: 'owner.only@example.by' });
      const anonymous = await accept(quote.token).expect(403);
      expect(anonymous.body).toEqual({
        detail: expect.stringMatching(/owner\.only@example\.by.*войдите или зарегистрируйтесь/),
        email: 'owner.only@example.by',
      });
      expect((await accept(quote.token, stranger).expect(403)).body.email).toBe('owner.only@example.by');
      expect((await shop.api().get(`${PUBLIC}/${quote.token}`).expect(200)).body.status).toBe('sent');
    });

    it('makes one order with every dish and service, the delivery, the discount as an adjustment and the company payer; again → the same order', async () => {
      const customer = await freshCustomer();
      const quote = await sentQuote({
        contact_email: customer.user.email,
        payer_type: 'company',
        company_name: 'ООО «Ромашка»',
        company_unp: '190 123 456',
        company_address: 'г. Минск, ул. Немига, 5, офис 12',
        company_account: 'BY13 NBRB 3600 9000 0000 2Z00 AB00',
        company_bic: 'NBRBBY2X',
      });
      // A company payer sends no method: it pays by transfer against the invoice.
      const accepted = await accept(quote.token, customer, {}).expect(201);
      const orderId = accepted.body.order_id as number;
      expect(accepted.body.message).toBe(`Предложение принято, заказ №${orderId} оформлен`);
      const order = (await shop.api().get(`/api/v1/admin/orders/${orderId}`).set(admin.auth).expect(200)).body;
      expect(order).toMatchObject({
        user_id: customer.user.id,
        status: 'pending',
        payment_method: 'transfer',
        total_cost: quote.total,
        items_total: 1255,
        delivery_cost: 7,
        adjustments_total: -62.75,
        guests: 40,
        delivery_at: '2026-12-19T18:00:00+03:00',
        delivery_address: 'Минск, ул. Немига, 5',
        payer_type: 'company',
        company: {
          name: 'ООО «Ромашка»',
          unp: '190123456',
          account: 'BY13NBRB3600900000002Z00AB00',
          bic: 'NBRBBY2X',
          address: 'г. Минск, ул. Немига, 5, офис 12',
        },
        deposit_due: { amount: 599.63, due_at: expect.any(String) },
      });
      expect(order.adjustments).toEqual([expect.objectContaining({ label: `Скидка 5 % по предложению №${quote.id}`, amount: -62.75 })]);
      expect(order.order_items).toEqual([
        expect.objectContaining({
          name: mains.products[0].name,
          product_id: mains.products[0].id,
          kind: 'dish',
          unit: null,
          product_cost: 45.5,
          quantity: 10,
        }),
        expect.objectContaining({ product_id: desserts.products[0].id, kind: 'dish', quantity: 40 }),
        expect.objectContaining({ name: 'Официант', product_id: null, kind: 'service', unit: 'час', product_cost: 25, quantity: 8 }),
        expect.objectContaining({
          name: 'Аренда посуды',
          product_id: null,
          kind: 'service',
          unit: 'комплект',
          product_cost: 3,
          quantity: 40,
        }),
      ]);
      const again = await accept(quote.token, customer).expect(200);
      expect(again.body.order_id).toBe(orderId);
      const page = await shop.api().get(`${PUBLIC}/${quote.token}`).expect(200);
      expect(page.body).toMatchObject({ status: 'accepted', order_id: orderId, can_accept: false });
      const history = (await shop.api().get(`${Q}/${quote.id}`).set(admin.auth).expect(200)).body.history;
      expect(history.at(-1)).toMatchObject({ from_status: 'sent', to_status: 'accepted', note: `Принято, заказ №${orderId}` });
      await shop.mail.waitFor(customer.user.email, new RegExp(`№${orderId}`));
      const sheet = (
        await shop
          .api()
          .get('/api/v1/bulbash_admin/production-sheet')
          .query({ date_from: '2026-12-19', date_to: '2026-12-19' })
          .set(admin.auth)
          .expect(200)
      ).body;
      expect(sheet.items.map((line: { name: string }) => line.name)).not.toContain('Официант');
      expect(sheet.services).toContainEqual({
        name: 'Официант',
        unit: 'час',
        quantity: expect.any(Number),
        order_ids: expect.arrayContaining([orderId]),
      });
      const event = sheet.events.find((row: { order_id: number }) => row.order_id === orderId);
      expect(event).toMatchObject({
        dishes: [
          { name: mains.products[0].name, quantity: 10 },
          { name: desserts.products[0].name, quantity: 40 },
        ],
        services: [
          { name: 'Официант', unit: 'час', quantity: 8 },
          { name: 'Аренда посуды', unit: 'комплект', quantity: 40 },
        ],
        items_total: 1255,
        adjustments_total: -62.75,
        total_cost: 1199.25,
      });
      // The printed sheet lists the services apart from the dishes, in its table and under the event.
      const printed = await shop
        .api()
        .get('/api/v1/bulbash_admin/production-sheet.pdf')
        .query({ date_from: '2026-12-19', date_to: '2026-12-19' })
        .set(admin.auth)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      const text = pdfText(printed.body as Buffer);
      expect(text).toMatch(/Услуга\s+Кол-во\s+Ед\.\s+Заказы/);
      expect(text).toMatch(new RegExp(`Официант\\s+8\\s+час\\s+№\\s?${orderId}`));
      expect(text).toMatch(/Услуги: Официант — 8 ч; Аренда посуды — 40 компл\./);
      const csv = await shop
        .api()
        .get('/api/v1/bulbash_admin/production-sheet.csv')
        .query({ date_from: '2026-12-19', date_to: '2026-12-19' })
        .set(admin.auth)
        .expect(200);
      expect(csv.text).toContain(`Услуга: Официант (час);8;№${orderId};`);
      await shop.api().put(`${Q}/${quote.id}`).set(admin.auth).send({ guests: 41 }).expect(409);
    });

    it('concurrent acceptances from several tabs make exactly one order (three rounds of eight)', async () => {
      for (let round = 0; round < 3; round += 1) {
        const customer = await freshCustomer();
        const quote = await sentQuote({ contact_email: customer.user.email, event_at: ownEventAt() });
        const answers = await Promise.all(Array.from({ length: 8 }, () => accept(quote.token, customer)));
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
        const orderIds = new Set(answers.map((answer) => answer.body.order_id));
        expect(orderIds.size).toBe(1);
        expect(await shop.dataSource.getRepository(Order).countBy({ checkoutKey: `quote:${quote.id}` })).toBe(1);
        expect(await shop.dataSource.getRepository(Order).countBy({ userId: customer.user.id })).toBe(1);
        expect((await shop.dataSource.getRepository(Quote).findOneByOrFail({ id: quote.id })).orderId).toBe([...orderIds][0]);
      }
    });

    it('a full kitchen that day is a 409 naming the nearest open day; the quote stays open', async () => {
      const customer = await freshCustomer();
      const eventAt = ownEventAt();
      const day = eventAt.slice(0, 10);
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const dotted = (iso: string) => iso.split('-').reverse().join('.');
      const quote = await sentQuote({ contact_email: customer.user.email, event_at: eventAt });
      await shop
        .api()
        .patch(CAPACITY)
        .set(admin.auth)
        .send({ ...OPEN_KITCHEN, closed_dates: [{ date: day, reason: 'Спецобслуживание' }] })
        .expect(200);
      try {
        const refused = await accept(quote.token, customer).expect(409);
        expect(refused.body.detail).toContain(dotted(day));
        expect(refused.body.detail).toContain(`Ближайший свободный день: ${dotted(next)}`);
      } finally {
        await shop.api().patch(CAPACITY).set(admin.auth).send(OPEN_KITCHEN).expect(200);
      }
      expect((await shop.api().get(`${PUBLIC}/${quote.token}`).expect(200)).body.status).toBe('sent');
      expect(await shop.dataSource.getRepository(Order).countBy({ userId: customer.user.id })).toBe(0);
      await accept(quote.token, customer).expect(201);
    });
  });

  describe('PDF', () => {
    const download = (path: string, account?: TestAccount) => {
      const call = shop.api().get(path);
      return (account ? call.set(account.auth) : call).buffer(true).parse(binaryBody);
    };

    it('prints the shop, requisites, event, lines and services, totals, deposit, validity and terms', async () => {
      const quote = await sentQuote({ contact_email: 'pdf.reader@example.by' });
      const response = await download(`${PUBLIC}/${quote.token}.pdf`).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="predlozhenie-${quote.id}.pdf"`);
      const text = pdfText(response.body as Buffer);
      pdfImages(response.body as Buffer, `quote-${TEST_ENGINE}`);
      for (const expected of [
        'Bulbash catering',
        'ИП Бульбаш, УНП 193648271',
        'BY27ALFA30132947560010270000',
        `Коммерческое предложение №${quote.id}`,
        'Анна Ковалёва',
        '40 гостей, 19.12.2026 в 18:00',
        'Минск, ул. Немига, 5, 7 км за МКАД',
        mains.category.name,
        mains.products[0].name,
        'Услуги',
        'Официант',
        'Аренда посуды',
        '1199,25 byn',
        '−62,75 byn',
        '29,98 byn',
        'Предоплата 50 %: 599,63 byn',
        'до 05.12.2026 включительно',
        'Меню согласовывается не позднее чем за 5 дней',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('Постоянный клиент');
      const preview = await download(`${Q}/${quote.id}/pdf`, admin).expect(200);
      expect(pdfText(preview.body as Buffer)).toContain(`Коммерческое предложение №${quote.id}`);
      await download(`${PUBLIC}/${'f'.repeat(32)}.pdf`).expect(404);
      await download(`${Q}/999999/pdf`, admin).expect(404);
    });
  });
});

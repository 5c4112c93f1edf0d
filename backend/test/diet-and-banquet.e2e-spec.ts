import { fromMinor, quoteTotals, toMinor } from '@bulbash/rules';
import { ProductAllergen, ProductDietTag } from '../src/catalogue/product-dietary.entity';
import { Order } from '../src/orders/order.entity';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { CHECKOUT_NAMES } from './support/checkout';
import { controlClock } from './support/clock';
import { TEST_ENGINE } from './support/database';
import { binaryBody, pdfText } from './support/pdf';
import { startTestApp, TestApp } from './support/test-app';

const Q = '/api/v1/admin/quotes';
const PUBLIC = '/api/v1/quotes';
const ENQUIRIES = '/api/v1/admin/enquiries';
const SHEET = '/api/v1/bulbash_admin/production-sheet';
const LABELS = '/api/v1/bulbash_admin/packing-labels.pdf';
const CAPACITY = '/api/v1/bulbash_admin/capacity';
const OPEN_KITCHEN = { max_guests_per_day: 300, max_orders_per_slot: 4, closed_weekdays: [], closed_dates: [] };

/**
 * Issue 34, parts 3 and 4: the guests' diet as data from the customer to the box (checkout,
 * enquiry → quote → order, the production sheet's per-dish conflicts, the labels) and the banquet
 * workflow (line prices, the stored total, «Действует до», the enquiry following its quote, the
 * payment choice, the quote's cancellation terms).
 */
describe(`diet and banquet (${TEST_ENGINE})`, () => {
  let shop: TestApp;
  let boxes: TestShelf;
  let mains: TestShelf;
  let admin: TestAccount;
  let clock: { set(local: string): void };
  let emailCounter = 0;

  beforeAll(async () => {
    shop = await startTestApp({ TRUST_PROXY: '1' });
    clock = controlClock(shop);
    clock.set('2026-11-23T10:00');
    // boxes[0] «with nuts» (and gluten), boxes[1] plain and vegetarian; mains: 45.50 and 30.00.
    boxes = await createShelf(shop, [40, 25]);
    mains = await createShelf(shop, [45.5, 30]);
    await shop.dataSource.manager.insert(ProductAllergen, [
      { productId: boxes.products[0].id, code: 'nuts' },
      { productId: boxes.products[0].id, code: 'gluten' },
      { productId: mains.products[0].id, code: 'fish' },
    ] as ProductAllergen[]);
    await shop.dataSource.manager.insert(ProductDietTag, [{ productId: boxes.products[1].id, code: 'vegetarian' }] as ProductDietTag[]);
    admin = await createAccount(shop, { admin: true });
    await shop.api().patch(CAPACITY).set(admin.auth).send(OPEN_KITCHEN).expect(200);
    await shop
      .api()
      .post('/api/v1/admin/event-formats')
      .set(admin.auth)
      .send({
        code: 'wedding',
        name: 'Свадьба',
        description: 'Банкет',
        min_guests: 2,
        categories: [
          { category_id: boxes.category.id, portions_per_guest: 0.5 },
          { category_id: mains.category.id, portions_per_guest: 1 },
        ],
      })
      .expect(201);
  });
  afterAll(async () => shop.close());
  beforeEach(() => clock.set('2026-11-23T10:00'));

  const freshCustomer = async () => {
    emailCounter += 1;
    return createAccount(shop, { email: `diet.customer${emailCounter}@example.by` });
  };

  /** Puts the lines in the cart and checks out with these extra fields, expecting `status`; answers the response. */
  const checkout = async (account: TestAccount, lines: Array<[number, number, number]>, extra: Record<string, unknown>, status: number) => {
    const productList = [];
    for (const [productId, quantity, price] of lines) {
      const added = await shop
        .api()
        .post('/api/v1/cart/add-item-to-cart')
        .set(account.auth)
        .send({ product_id: productId, quantity })
        .expect(201);
      productList.push({ cart_id: (added.body as { id: number }).id, product_id: productId, quantity, product_cost: price });
    }
    return shop
      .api()
      .post('/api/v1/order/create-new-order')
      .set(account.auth)
      .send({
        ...CHECKOUT_NAMES,
        delivery_address: 'Минск, ул. Немига, 5',
        delivery_at: '2026-12-05T14:00',
        product_list: productList,
        total_cost: lines.reduce((sum, [, quantity, price]) => sum + quantity * price, 0),
        ...extra,
      })
      .expect(status);
  };

  const pdf = (path: string, query: Record<string, string | number>) =>
    shop.api().get(path).query(query).set(admin.auth).buffer(true).parse(binaryBody);

  describe('diet at checkout, on the production sheet and the labels', () => {
    it('stores the exclusions, vegetarians and note; refuses an unknown allergen and more vegetarians than guests', async () => {
      const mother = await freshCustomer();
      const bad = await checkout(mother, [[boxes.products[1].id, 1, 25]], { exclude_allergens: ['nuts', 'chocolate'] }, 400);
      expect(bad.body.detail).toMatch(/^exclude_allergens: /);
      const tooMany = await checkout(await freshCustomer(), [[boxes.products[1].id, 1, 25]], { guests: 4, vegetarian_guests: 5 }, 400);
      expect(tooMany.body.detail).toMatch(/^vegetarian_guests: /);

      const buyer = await freshCustomer();
      const placed = await checkout(
        buyer,
        [[boxes.products[1].id, 1, 25]],
        {
          guests: 4,
          exclude_allergens: ['peanuts', 'nuts'],
          vegetarian_guests: 1,
          dietary_note: 'Сыну 6 лет: аллергия на орехи',
        },
        201,
      );
      const order = await shop.api().get(`/api/v1/admin/orders/${placed.body.order_id}`).set(admin.auth).expect(200);
      expect(order.body).toMatchObject({
        exclude_allergens: ['peanuts', 'nuts'],
        vegetarian_guests: 1,
        dietary_note: 'Сыну 6 лет: аллергия на орехи',
        cancellation_terms: 'standard',
      });
      const own = await shop.api().get(`/api/v1/order/get-user-orders/${placed.body.order_id}`).set(buyer.auth).expect(200);
      expect(own.body).toMatchObject({ exclude_allergens: ['peanuts', 'nuts'], vegetarian_guests: 1 });
    });

    it('flags the dish that holds an excluded allergen for that order only (JSON, CSV, PDF) and prints the exclusions on the label', async () => {
      const mother = await freshCustomer();
      const neighbour = await freshCustomer();
      const nutty = boxes.products[0];
      const plain = boxes.products[1];
      const day = { date_from: '2026-12-05', date_to: '2026-12-05' };
      const before = (await shop.api().get(SHEET).query(day).set(admin.auth).expect(200)).body;
      const known = new Set<number>(before.events.map((event: { order_id: number }) => event.order_id));

      const motherOrder = (
        await checkout(
          mother,
          [
            [nutty.id, 1, 40],
            [plain.id, 2, 25],
          ],
          { guests: 6, exclude_allergens: ['nuts'] },
          201,
        )
      ).body.order_id as number;
      // The neighbour's comment speaks of allergies, but nothing is excluded: no dish is flagged for them.
      const neighbourOrder = (await checkout(neighbour, [[nutty.id, 2, 40]], { comment: 'Аллергия у кота, не у гостей' }, 201)).body
        .order_id as number;
      expect(known.has(motherOrder)).toBe(false);

      const sheet = (await shop.api().get(SHEET).query(day).set(admin.auth).expect(200)).body;
      const line = sheet.items.find((item: { product_id: number }) => item.product_id === nutty.id);
      expect(line.order_ids).toEqual(expect.arrayContaining([motherOrder, neighbourOrder]));
      expect(line.conflicts).toEqual([{ order_id: motherOrder, allergens: ['nuts'] }]);
      const plainLine = sheet.items.find((item: { product_id: number }) => item.product_id === plain.id);
      expect(plainLine.conflicts).toEqual([]);
      const event = sheet.events.find((entry: { order_id: number }) => entry.order_id === motherOrder);
      expect(event).toMatchObject({ exclude_allergens: ['nuts'], vegetarian_guests: 0, dietary_note: null });
      expect(event.dishes).toEqual([
        { name: nutty.name, quantity: 1, conflicts: ['nuts'] },
        { name: plain.name, quantity: 2, conflicts: [] },
      ]);
      const neighbourEvent = sheet.events.find((entry: { order_id: number }) => entry.order_id === neighbourOrder);
      expect(neighbourEvent.dishes).toEqual([{ name: nutty.name, quantity: 2, conflicts: [] }]);

      const csv = await shop.api().get(`${SHEET}.csv`).query(day).set(admin.auth).expect(200);
      const csvLine = csv.text.split('\r\n').find((row) => row.startsWith(`${nutty.name};`)) ?? '';
      expect(csvLine).toContain(`№${motherOrder} (исключены: орехи!)`);
      expect(csvLine).toContain(`№${neighbourOrder}`);
      expect(csvLine).not.toContain(`№${neighbourOrder} (`);

      const sheetPdf = pdfText((await pdf(`${SHEET}.pdf`, day).expect(200)).body as Buffer);
      expect(sheetPdf).toContain('Красным — заказы, которые исключили аллерген этого блюда.');
      expect(sheetPdf).toMatch(/Без: орехи/);
      expect(sheetPdf).toMatch(new RegExp(`№\\s${motherOrder}\\s\\(!\\)`));
      expect(sheetPdf).not.toMatch(new RegExp(`№\\s${neighbourOrder}\\s\\(!\\)`));
      expect(sheetPdf.replace(/\s+/g, ' ')).toContain(`${nutty.name} × 1 — содержит исключённое: орехи!`);

      const label = pdfText((await pdf(LABELS, { order_id: motherOrder }).expect(200)).body as Buffer);
      expect(label).toContain('Без: орехи');
      const otherLabel = pdfText((await pdf(LABELS, { order_id: neighbourOrder }).expect(200)).body as Buffer);
      expect(otherLabel).not.toContain('Без:');
    });
  });

  describe('the cart’s guest plan', () => {
    it('never suggests a dish with an excluded allergen and warns about one already in the cart', async () => {
      // snacks[0]: 10.00 for 2 people, with nuts (the cheapest way to feed more); snacks[1]: 30.00 for 3.
      const snacks = await createShelf(shop, [10, 30]);
      await shop.dataSource.manager.insert(ProductAllergen, [{ productId: snacks.products[0].id, code: 'nuts' }] as ProductAllergen[]);
      const mother = await freshCustomer();
      for (const [productId, quantity] of [
        [snacks.products[1].id, 1],
        [boxes.products[0].id, 1],
      ])
        await shop.api().post('/api/v1/cart/add-item-to-cart').set(mother.auth).send({ product_id: productId, quantity }).expect(201);
      const suggestionFor = (plan: { suggestions: Array<{ category_id: number; product_id: number }> }) =>
        plan.suggestions.find((item) => item.category_id === snacks.category.id)?.product_id;
      const free = await shop.api().get('/api/v1/cart/guest-plan').query({ guests: 10 }).set(mother.auth).expect(200);
      expect(suggestionFor(free.body)).toBe(snacks.products[0].id);
      expect(free.body).not.toHaveProperty('excluded_in_cart');
      const careful = await shop
        .api()
        .get('/api/v1/cart/guest-plan')
        .query({ guests: 10, exclude_allergens: 'nuts' })
        .set(mother.auth)
        .expect(200);
      expect(suggestionFor(careful.body)).toBe(snacks.products[1].id);
      expect(careful.body.excluded_in_cart).toEqual([
        { product_id: boxes.products[0].id, name: boxes.products[0].name, allergens: ['nuts'] },
      ]);
      const unknown = await shop
        .api()
        .get('/api/v1/cart/guest-plan')
        .query({ guests: 10, exclude_allergens: 'nuts,chocolate' })
        .set(mother.auth)
        .expect(400);
      expect(unknown.body.detail).toBe('exclude_allergens: неизвестный аллерген «chocolate»');
    });
  });

  describe('enquiry → quote → order', () => {
    it('carries the diet, the comment and the time window; the enquiry follows its quote to «Заказ №N»', async () => {
      const couple = await freshCustomer();
      const sent = await shop
        .api()
        .post('/api/v1/events/enquiries')
        .set('X-Forwarded-For', '10.9.0.1')
        .send({
          event_at: '2026-12-19T18:00:00+03:00',
          guests: 40,
          format: 'wedding',
          delivery_method: 'delivery',
          delivery_address: 'Минск, ул. Немига, 5',
          contact_name: 'Ольга и Павел',
          contact_phone: '+375 29 765-43-21',
          contact_email: couple.user.email,
          comment: 'Банкет с 18:00 до 23:00, торт свой',
          exclude_allergens: 'fish',
          vegetarian_guests: 2,
          dietary_note: 'Невеста не ест рыбу',
          lines: [
            { product_id: mains.products[1].id, quantity: 40 },
            { product_id: boxes.products[1].id, quantity: 5 },
          ],
        })
        .expect(201);
      const enquiryId = sent.body.enquiry_id as number;
      const enquiry = (await shop.api().get(`${ENQUIRIES}/${enquiryId}`).set(admin.auth).expect(200)).body;
      expect(enquiry).toMatchObject({
        status: 'new',
        exclude_allergens: ['fish'],
        vegetarian_guests: 2,
        dietary_note: 'Невеста не ест рыбу',
        comment: 'Банкет с 18:00 до 23:00, торт свой',
      });
      const boxesCoverage = enquiry.coverage.find((row: { category_id: number }) => row.category_id === boxes.category.id);
      expect(boxesCoverage).toMatchObject({ vegetarian_needed: 1, vegetarian_covered: 15 });

      const created = await shop.api().post(Q).set(admin.auth).send({ enquiry_id: enquiryId }).expect(201);
      expect(created.body).toMatchObject({
        enquiry_id: enquiryId,
        exclude_allergens: ['fish'],
        vegetarian_guests: 2,
        dietary_note: 'Невеста не ест рыбу',
        comment: 'Банкет с 18:00 до 23:00, торт свой',
        cancellation_terms: 'deposit_kept',
        valid_until: '2026-12-07',
      });
      // The manager agrees «3 вегетарианца» on the phone.
      const draft = await shop.api().put(`${Q}/${created.body.id}`).set(admin.auth).send({ vegetarian_guests: 3 }).expect(200);
      expect(draft.body.vegetarian_guests).toBe(3);
      await shop.api().post(`${Q}/${draft.body.id}/send`).set(admin.auth).expect(200);
      expect((await shop.api().get(`${ENQUIRIES}/${enquiryId}`).set(admin.auth).expect(200)).body).toMatchObject({
        status: 'quoted',
        status_label: 'Предложение отправлено',
      });

      await shop.api().post(`${PUBLIC}/${draft.body.token}/changes`).send({ comment: 'Добавьте, пожалуйста, официанта' }).expect(200);
      const asked = (await shop.api().get(`${ENQUIRIES}/${enquiryId}`).set(admin.auth).expect(200)).body;
      expect(asked).toMatchObject({ status: 'changes_requested', status_label: 'Просит изменения' });
      expect(asked.history.at(-1)).toMatchObject({ from_status: 'quoted', to_status: 'changes_requested' });
      const listed = await shop
        .api()
        .get(Q)
        .query({ filter: JSON.stringify({ enquiry_id: enquiryId }) })
        .set(admin.auth)
        .expect(200);
      expect(listed.body[0]).toMatchObject({
        id: draft.body.id,
        status: 'sent',
        status_label: 'просит изменения',
        change_request: 'Добавьте, пожалуйста, официанта',
      });

      // Version 2 with the waiter; sending it clears the request and the enquiry reads «Предложение отправлено» again.
      const full = (await shop.api().get(`${Q}/${draft.body.id}`).set(admin.auth).expect(200)).body;
      const second = await shop
        .api()
        .put(`${Q}/${draft.body.id}`)
        .set(admin.auth)
        .send({
          lines: [
            ...full.lines.map((line: { kind: string; product_id: number; quantity: number }) => ({
              kind: line.kind,
              product_id: line.product_id,
              quantity: line.quantity,
            })),
            { kind: 'service', name: 'Официант', unit: 'час', quantity: 4, unit_price: 25 },
          ],
        })
        .expect(200);
      expect(second.body).toMatchObject({ version: 2, vegetarian_guests: 3, comment: 'Банкет с 18:00 до 23:00, торт свой' });
      const resent = await shop.api().post(`${Q}/${second.body.id}/send`).set(admin.auth).expect(200);
      expect(resent.body).toMatchObject({ change_request: null, status_label: 'отправлено' });
      expect((await shop.api().get(`${ENQUIRIES}/${enquiryId}`).set(admin.auth).expect(200)).body.status).toBe('quoted');

      // A person must choose how to pay; nobody is put down for cash unasked.
      const unchosen = await shop.api().post(`${PUBLIC}/${second.body.token}/accept`).set(couple.auth).send({}).expect(400);
      expect(unchosen.body.detail).toMatch(/^payment_method: /);
      const accepted = await shop
        .api()
        .post(`${PUBLIC}/${second.body.token}/accept`)
        .set(couple.auth)
        .send({ payment_method: 'card' })
        .expect(201);
      const orderId = accepted.body.order_id as number;
      const order = (await shop.api().get(`/api/v1/admin/orders/${orderId}`).set(admin.auth).expect(200)).body;
      expect(order).toMatchObject({
        payment_method: 'card',
        exclude_allergens: ['fish'],
        vegetarian_guests: 3,
        dietary_note: 'Невеста не ест рыбу',
        cancellation_terms: 'deposit_kept',
      });
      expect(order.comment).toBe(`По предложению №${second.body.id} (версия 2), Свадьба. Банкет с 18:00 до 23:00, торт свой`);
      const won = (await shop.api().get(`${ENQUIRIES}/${enquiryId}`).set(admin.auth).expect(200)).body;
      expect(won).toMatchObject({ status: 'won', status_label: `Заказ №${orderId}`, order_id: orderId });

      // The waiter is a service: no place on the delivery sheet (45 dishes, not 49), «4 ч» on the production sheet.
      const stops = (await shop.api().get('/api/v1/bulbash_admin/delivery-sheet').query({ date: '2026-12-19' }).set(admin.auth).expect(200))
        .body.stops as Array<{ order_id: number; boxes: number }>;
      expect(stops.find((stop) => stop.order_id === orderId)?.boxes).toBe(45);
      const sheetPdf = pdfText(
        (await pdf(`${SHEET}.pdf`, { date_from: '2026-12-19', date_to: '2026-12-19' }).expect(200)).body as Buffer,
      ).replace(/\s+/g, ' ');
      expect(sheetPdf).toContain('Услуги: Официант — 4 ч');
      expect(sheetPdf).toContain('Без: рыба · вегетарианцев: 3 · Невеста не ест рыбу');
    });
  });

  describe('quote lines and totals', () => {
    it('a replaced dish takes its own catalogue price, a cleared price the catalogue’s; the stored total is the rules function’s', async () => {
      const [salmon, duck] = mains.products;
      const created = await shop
        .api()
        .post(Q)
        .set(admin.auth)
        .send({
          contact_name: 'Анна',
          contact_email: 'lines@example.by',
          contact_phone: '+375 29 111-22-33',
          event_at: '2026-12-19T18:00',
          guests: 20,
          delivery_method: 'pickup',
          lines: [
            { kind: 'dish', product_id: salmon.id, quantity: 10, unit_price: 52 },
            { kind: 'dish', product_id: boxes.products[1].id, quantity: 4, unit_price: 20 },
            { kind: 'service', name: 'Официант', unit: 'час', quantity: 4, unit_price: 25 },
          ],
          discount_percent: 5,
        })
        .expect(201);
      expect(created.body.lines.map((line: { unit_price: number }) => line.unit_price)).toEqual([52, 20, 25]);
      // The salmon is replaced by the duck (no price typed) and the box's price is cleared.
      const { body: changed } = await shop
        .api()
        .put(`${Q}/${created.body.id}`)
        .set(admin.auth)
        .send({
          lines: [
            { kind: 'dish', product_id: duck.id, quantity: 10 },
            { kind: 'dish', product_id: boxes.products[1].id, quantity: 4 },
            { kind: 'service', name: 'Официант', unit: 'час', quantity: 4, unit_price: 25 },
          ],
        })
        .expect(200);
      expect(changed.lines.map((line: { unit_price: number }) => line.unit_price)).toEqual([30, 25, 25]);
      const expected = quoteTotals({
        lines: [
          { kind: 'dish', unitPriceMinor: toMinor(30), quantity: 10 },
          { kind: 'dish', unitPriceMinor: toMinor(25), quantity: 4 },
          { kind: 'service', unitPriceMinor: toMinor(25), quantity: 4 },
        ],
        deliveryCostMinor: 0,
        discount: { kind: 'percent', percent: 5 },
        guests: 20,
        depositPercent: changed.deposit_percent,
      });
      expect(changed).toMatchObject({
        items_total: fromMinor(expected.itemsMinor),
        services_total: fromMinor(expected.servicesMinor),
        total: fromMinor(expected.totalMinor),
      });
      const stored = await shop.dataSource.query('SELECT total FROM quotes WHERE id = ?', [changed.id]);
      expect(Number(stored[0].total)).toBe(fromMinor(expected.totalMinor));
    });

    it('«Действует до» defaults to the day before a near event, two weeks for a far one', async () => {
      const body = (eventAt: string) => ({
        contact_name: 'Анна',
        contact_email: 'validity@example.by',
        contact_phone: '+375 29 111-22-33',
        event_at: eventAt,
        guests: 10,
        delivery_method: 'pickup',
        lines: [{ kind: 'dish', product_id: boxes.products[1].id, quantity: 2 }],
      });
      const near = await shop.api().post(Q).set(admin.auth).send(body('2026-11-28T18:00')).expect(201);
      expect(near.body.valid_until).toBe('2026-11-27');
      const far = await shop.api().post(Q).set(admin.auth).send(body('2027-02-14T18:00')).expect(201);
      expect(far.body.valid_until).toBe('2026-12-07');
    });
  });

  describe('cancellation terms', () => {
    it('an accepted quote’s order keeps the paid deposit on cancellation weeks ahead; the order and the dialog say so', async () => {
      const customer = await freshCustomer();
      const created = await shop
        .api()
        .post(Q)
        .set(admin.auth)
        .send({
          contact_name: 'Ирина',
          contact_email: customer.user.email,
          contact_phone: '+375 29 222-33-44',
          event_at: '2026-12-26T18:00',
          guests: 10,
          delivery_method: 'pickup',
          lines: [{ kind: 'dish', product_id: mains.products[1].id, quantity: 10 }],
          deposit_percent: 30,
        })
        .expect(201);
      expect(created.body.cancellation_rule).toMatch(/^Предоплата 30 % бронирует дату/);
      const sent = await shop.api().post(`${Q}/${created.body.id}/send`).set(admin.auth).expect(200);
      const accepted = await shop
        .api()
        .post(`${PUBLIC}/${sent.body.token}/accept`)
        .set(customer.auth)
        .send({ payment_method: 'transfer' })
        .expect(201);
      const orderId = accepted.body.order_id as number;
      const own = (await shop.api().get(`/api/v1/order/get-user-orders/${orderId}`).set(customer.auth).expect(200)).body;
      expect(own).toMatchObject({ cancellation_terms: 'deposit_kept', total_cost: 300 });
      expect(own.cancellation_terms_text).toMatch(/^Предоплата 30 % бронирует дату/);
      await shop
        .api()
        .post(`/api/v1/admin/orders/${orderId}/payments`)
        .set(admin.auth)
        .send({ amount: 90, method: 'transfer' })
        .expect(201);
      // Two days later, three weeks before the event: the shop's rule would refund everything.
      clock.set('2026-11-25T10:00');
      const canceled = await shop.api().post(`/api/v1/order/cancel-order/${orderId}`).set(customer.auth).expect(200);
      expect(canceled.body).toMatchObject({ cancellation_fee: 90, paid_amount: 90, kept_amount: 90 });
      expect(canceled.body.message).toMatch(/предоплата не возвращается/);
      const stored = await shop.dataSource.getRepository(Order).findOneByOrFail({ id: orderId });
      expect(Number(stored.cancellationFee)).toBe(90);
    });

    it('within the grace period after accepting, the cancellation is free even with the deposit paid', async () => {
      const customer = await freshCustomer();
      const created = await shop
        .api()
        .post(Q)
        .set(admin.auth)
        .send({
          contact_name: 'Ирина',
          contact_email: customer.user.email,
          contact_phone: '+375 29 222-33-44',
          event_at: '2026-12-27T18:00',
          guests: 10,
          delivery_method: 'pickup',
          lines: [{ kind: 'dish', product_id: mains.products[1].id, quantity: 10 }],
          deposit_percent: 30,
        })
        .expect(201);
      const sent = await shop.api().post(`${Q}/${created.body.id}/send`).set(admin.auth).expect(200);
      const accepted = await shop
        .api()
        .post(`${PUBLIC}/${sent.body.token}/accept`)
        .set(customer.auth)
        .send({ payment_method: 'card' })
        .expect(201);
      const orderId = accepted.body.order_id as number;
      await shop.api().post(`/api/v1/admin/orders/${orderId}/payments`).set(admin.auth).send({ amount: 90, method: 'card' }).expect(201);
      clock.set('2026-11-23T10:10');
      const canceled = await shop.api().post(`/api/v1/order/cancel-order/${orderId}`).set(customer.auth).expect(200);
      expect(canceled.body).toMatchObject({ cancellation_fee: 0, kept_amount: 0 });
    });
  });
});

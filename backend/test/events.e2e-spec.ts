import { InfoService } from '../src/catalogue/info.service';
import { Product } from '../src/catalogue/product.entity';
import { SHOP_IDENTITY } from '../src/common/shop-identity';
import { CartItem } from '../src/cart/cart-item.entity';
import { Enquiry } from '../src/events/enquiry.entity';
import { Order } from '../src/orders/order.entity';
import { User } from '../src/auth/user.entity';
import { seedDefaultEventFormats } from '../src/events/event-format-defaults';
import { createAccount, TestAccount } from './support/accounts';
import { ProductAllergen, ProductDietTag } from '../src/catalogue/product-dietary.entity';
import { createShelf, TestShelf } from './support/catalogue';
import { controlClock } from './support/clock';
import { startTestApp, TestApp } from './support/test-app';

const E = '/api/v1/events';
const A = '/api/v1/admin';

describe('event formats, menu proposal, add-items and enquiries', () => {
  let shop: TestApp;
  let boxes: TestShelf;
  let desserts: TestShelf;
  let empty: TestShelf;
  let alice: TestAccount;
  let admin: TestAccount;
  let clock: { set(local: string): void };
  let ipCounter = 0;
  const freshIp = () => `10.1.0.${(ipCounter += 1)}`;

  const setProduct = (product: Product, fields: Partial<Product>) =>
    shop.dataSource.getRepository(Product).update({ id: product.id }, fields);

  beforeAll(async () => {
    shop = await startTestApp({ TRUST_PROXY: '1' });
    clock = controlClock(shop);
    clock.set('2026-11-23T10:00');
    // boxes: 10 people for 50.00, 6 for 33.00, 4 for 20.00, 8 for 44.00
    boxes = await createShelf(shop, [50, 33, 20, 44]);
    for (const [index, people] of [10, 6, 4, 8].entries()) await setProduct(boxes.products[index], { peopleNumbers: people });
    // desserts: 5 people for 12.00, 5 for 14.00
    desserts = await createShelf(shop, [12, 14]);
    for (const product of desserts.products) await setProduct(product, { peopleNumbers: 5 });
    // a category whose only dish is switched off
    empty = await createShelf(shop, [9]);
    await setProduct(empty.products[0], { statusEnabled: false });
    [alice, admin] = await Promise.all([createAccount(shop), createAccount(shop, { admin: true })]);
  });
  afterAll(async () => shop.close());

  const createFormat = (body: object) => shop.api().post(`${A}/event-formats`).set(admin.auth).send(body);
  const menu = (query: Record<string, string | number>) => shop.api().get(`${E}/menu`).query(query);

  describe('formats (admin REST and the public list)', () => {
    it('guards the admin resource', async () => {
      await shop.api().get(`${A}/event-formats`).expect(401);
      await shop.api().get(`${A}/event-formats`).set(alice.auth).expect(403);
    });

    it('creates, lists with Content-Range, reads, updates and deletes a format', async () => {
      const created = await createFormat({
        code: 'buffet',
        name: 'Фуршет',
        description: 'Стоя',
        min_guests: 2,
        categories: [
          { category_id: boxes.category.id, portions_per_guest: 1 },
          { category_id: desserts.category.id, portions_per_guest: 0.5 },
          { category_id: empty.category.id, portions_per_guest: 1 },
        ],
      }).expect(201);
      expect(created.body).toMatchObject({ code: 'buffet', name: 'Фуршет', min_guests: 2 });
      expect(created.body.categories).toEqual([
        { category_id: boxes.category.id, category_name: boxes.category.name, portions_per_guest: 1 },
        { category_id: desserts.category.id, category_name: desserts.category.name, portions_per_guest: 0.5 },
        { category_id: empty.category.id, category_name: empty.category.name, portions_per_guest: 1 },
      ]);
      const temp = await createFormat({ code: 'temp', name: 'Временный', categories: [] }).expect(201);
      const list = await shop.api().get(`${A}/event-formats`).query({ range: '[0,0]', sort: '["id","ASC"]' }).set(admin.auth).expect(200);
      expect(list.headers['content-range']).toBe('event-formats 0-0/2');
      expect(list.body[0].code).toBe('buffet');
      const changed = await shop
        .api()
        .put(`${A}/event-formats/${temp.body.id}`)
        .set(admin.auth)
        .send({ name: 'Кофе-брейк', categories: [{ category_id: desserts.category.id, portions_per_guest: 1.5 }] })
        .expect(200);
      expect(changed.body).toMatchObject({ code: 'temp', name: 'Кофе-брейк' });
      expect(changed.body.categories).toHaveLength(1);
      expect((await shop.api().get(`${A}/event-formats/${temp.body.id}`).set(admin.auth).expect(200)).body.name).toBe('Кофе-брейк');
      const deleted = await shop.api().delete(`${A}/event-formats/${temp.body.id}`).set(admin.auth).expect(200);
      expect(deleted.body.code).toBe('temp');
      await shop.api().get(`${A}/event-formats/${temp.body.id}`).set(admin.auth).expect(404);
    });

    it('refuses a taken code, a repeated or unknown category and bad portions, naming the field', async () => {
      const taken = await createFormat({ code: 'buffet', name: 'Ещё', categories: [] }).expect(409);
      expect(taken.body.detail).toMatch(/^code:/);
      const repeated = await createFormat({
        code: 'x1',
        name: 'X',
        categories: [
          { category_id: boxes.category.id, portions_per_guest: 1 },
          { category_id: boxes.category.id, portions_per_guest: 1 },
        ],
      }).expect(400);
      expect(repeated.body.detail).toMatch(/^categories\[1\]\.category_id/);
      const unknown = await createFormat({ code: 'x2', name: 'X', categories: [{ category_id: 999999, portions_per_guest: 1 }] }).expect(
        400,
      );
      expect(unknown.body.detail).toMatch(/categories\[0\]\.category_id.*999999/);
      const portions = await createFormat({
        code: 'x3',
        name: 'X',
        categories: [{ category_id: boxes.category.id, portions_per_guest: 0 }],
      }).expect(400);
      expect(portions.body.detail).toMatch(/portions_per_guest/);
      const code = await createFormat({ code: 'Фуршет', name: 'X', categories: [] }).expect(400);
      expect(code.body.detail).toMatch(/^code/);
      const count = await shop.api().get(`${A}/event-formats`).set(admin.auth).expect(200);
      expect(count.body.map((format: { code: string }) => format.code)).toEqual(['buffet']);
    });

    it('lists the formats publicly, without categories that are switched off', async () => {
      const { body } = await shop.api().get(`${E}/formats`).expect(200);
      expect(body).toHaveLength(1);
      expect(body[0]).toMatchObject({ code: 'buffet', name: 'Фуршет', description: 'Стоя', min_guests: 2 });
      expect(body[0].categories.map((category: { category_id: number }) => category.category_id)).toEqual([
        boxes.category.id,
        desserts.category.id,
        empty.category.id,
      ]);
    });
  });

  describe('menu proposal', () => {
    it('covers each category with the asked variety at the cheapest cost (within 10 %)', async () => {
      const { body } = await menu({ guests: 20, format: 'buffet' }).expect(200);
      expect(body).toMatchObject({ guests: 20, format: 'buffet' });
      const boxCoverage = body.coverage.find((row: { category_id: number }) => row.category_id === boxes.category.id);
      expect(boxCoverage).toMatchObject({ needed: 20, variety_needed: 2, ok: true });
      expect(boxCoverage.covered).toBeGreaterThanOrEqual(20);
      // Cheapest boxes for 20 with two dishes: 2 × 50.00 (10) + … — checked against the planner's own bound.
      expect(body.total * 100).toBeLessThanOrEqual(Math.round(body.min_total * 110) + 1);
      const dessertCoverage = body.coverage.find((row: { category_id: number }) => row.category_id === desserts.category.id);
      expect(dessertCoverage).toMatchObject({ needed: 10, covered: 10, dishes: 2, ok: true });
      // 1 × 12.00 + 1 × 14.00 = 26.00 for the desserts
      const dessertLines = body.lines.filter((line: { category_id: number }) => line.category_id === desserts.category.id);
      expect(dessertLines.map((line: { quantity: number }) => line.quantity)).toEqual([1, 1]);
      // the switched-off category is reported, not failed
      expect(body.coverage.find((row: { category_id: number }) => row.category_id === empty.category.id)).toMatchObject({
        needed: 20,
        covered: 0,
        ok: false,
      });
      const sum = body.lines.reduce((total: number, line: { line_total: number }) => total + Math.round(line.line_total * 100), 0);
      expect(Math.round(body.total * 100)).toBe(sum);
      expect(body.per_guest).toBe(Math.round((body.total * 100) / 20) / 100);
      expect(body.within_budget).toBe(true);
      expect(body.dishes.map((dish: { product_id: number }) => dish.product_id)).toEqual(
        expect.arrayContaining([...boxes.products, ...desserts.products].map((product) => product.id)),
      );
    });

    it('says whether the menu fits the budget per guest', async () => {
      const { body: rich } = await menu({ guests: 20, format: 'buffet', budget_per_guest: 1000 }).expect(200);
      expect(rich.within_budget).toBe(true);
      const { body: poor } = await menu({ guests: 20, format: 'buffet', budget_per_guest: 1 }).expect(200);
      expect(poor.within_budget).toBe(false);
    });

    it('refuses bad input with 400 naming the field', async () => {
      const cases: Array<[Record<string, string | number>, RegExp]> = [
        [{ guests: 0, format: 'buffet' }, /^guests/],
        [{ guests: 1001, format: 'buffet' }, /^guests/],
        [{ guests: 'много', format: 'buffet' }, /^guests/],
        [{ guests: 1, format: 'buffet' }, /^guests.*не меньше 2/],
        [{ guests: 20, format: 'wedding' }, /^format.*wedding/],
        [{ guests: 20 }, /^format/],
        [{ guests: 20, format: 'buffet', exclude_allergens: 'nuts,plutonium' }, /^exclude_allergens.*plutonium/],
        [{ guests: 20, format: 'buffet', budget_per_guest: -1 }, /^budget_per_guest/],
        [{ guests: 20, format: 'buffet', vegetarian: 21 }, /^vegetarian/],
      ];
      for (const [query, detail] of cases) {
        const response = await menu(query).expect(400);
        expect(response.body.detail).toMatch(detail);
      }
      await menu({ guests: 20, format: 'buffet', exclude_allergens: 'nuts' }).expect(200);
    });

    it('reads the catalogue’s allergens and vegetarian tags: an excluded allergen leaves its dish out, vegetarians get a vegetarian dish', async () => {
      const [nutty, greens] = boxes.products;
      await shop.dataSource.getRepository(ProductAllergen).insert({ productId: nutty.id, code: 'nuts' });
      await shop.dataSource.getRepository(ProductDietTag).insert({ productId: greens.id, code: 'vegetarian' });
      try {
        const ids = (body: { lines: Array<{ product_id: number }> }) => body.lines.map((line) => line.product_id);
        expect(ids((await menu({ guests: 20, format: 'buffet' }).expect(200)).body)).toContain(nutty.id);
        expect(ids((await menu({ guests: 20, format: 'buffet', exclude_allergens: 'nuts' }).expect(200)).body)).not.toContain(nutty.id);
        const vegetarian = (await menu({ guests: 20, format: 'buffet', vegetarian: 6 }).expect(200)).body;
        expect(ids(vegetarian)).toContain(greens.id);
      } finally {
        await shop.dataSource.getRepository(ProductAllergen).delete({ productId: nutty.id });
        await shop.dataSource.getRepository(ProductDietTag).delete({ productId: greens.id });
      }
    });
  });

  it('limits menu proposals to 60 a minute per client address (429 with Retry-After)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i += 1) await menu({ guests: 5, format: 'buffet' }).set('X-Forwarded-For', ip).expect(200);
    const limited = await menu({ guests: 5, format: 'buffet' }).set('X-Forwarded-For', ip).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await menu({ guests: 5, format: 'buffet' }).set('X-Forwarded-For', freshIp()).expect(200);
  });

  describe('POST /cart/add-items', () => {
    const addItems = (body: object) => shop.api().post('/api/v1/cart/add-items').set(alice.auth).send(body);
    const cartOf = () => shop.dataSource.getRepository(CartItem).find({ where: { userId: alice.user.id }, order: { productId: 'ASC' } });

    it('adds every line in one go, adds to existing lines, and answers the guests back', async () => {
      await shop
        .api()
        .post('/api/v1/cart/add-item-to-cart')
        .set(alice.auth)
        .send({ product_id: boxes.products[0].id, quantity: 2 })
        .expect(201);
      const { body } = await addItems({
        guests: 60,
        items: [
          { product_id: boxes.products[0].id, quantity: 3 },
          { product_id: desserts.products[0].id, quantity: 4 },
          { product_id: desserts.products[0].id, quantity: 1 },
        ],
      }).expect(201);
      expect(body.guests).toBe(60);
      expect(body.items.map((item: { product_id: number; quantity: number }) => [item.product_id, item.quantity])).toEqual([
        [boxes.products[0].id, 5],
        [desserts.products[0].id, 5],
      ]);
      expect((await cartOf()).map((line) => [line.productId, line.quantity])).toEqual([
        [boxes.products[0].id, 5],
        [desserts.products[0].id, 5],
      ]);
    });

    it('adds nothing when one line fails, naming it', async () => {
      const before = await cartOf();
      const missing = await addItems({
        items: [
          { product_id: boxes.products[1].id, quantity: 1 },
          { product_id: empty.products[0].id, quantity: 1 },
        ],
      }).expect(404);
      expect(missing.body.detail).toMatch(/^items\[1\]\.product_id/);
      const tooMany = await addItems({
        items: [
          { product_id: boxes.products[1].id, quantity: 1 },
          { product_id: boxes.products[0].id, quantity: 996 },
        ],
      }).expect(400);
      expect(tooMany.body.detail).toMatch(/^items\[1\]\.quantity/);
      const badQuantity = await addItems({ items: [{ product_id: boxes.products[1].id, quantity: 0 }] }).expect(400);
      expect(badQuantity.body.detail).toMatch(/items\.0\.quantity|items\[0\]\.quantity|quantity/);
      await addItems({ items: [] }).expect(400);
      await addItems({ items: [{ product_id: boxes.products[1].id, quantity: 1 }], guests: 0 }).expect(400);
      expect(await cartOf()).toEqual(before);
      await shop.api().post('/api/v1/cart/add-items').send({ items: [] }).expect(401);
    });
  });

  describe('enquiries', () => {
    const valid = () => ({
      event_at: '2026-12-05T15:30:00+03:00',
      guests: 20,
      format: 'buffet',
      budget_per_guest: 30,
      delivery_method: 'delivery',
      delivery_address: 'Минск, ул. Немига, 5',
      contact_name: 'Анна Ковалёва',
      contact_phone: '+375 (29) 123-45-67',
      contact_email: 'Anna@Example.by',
      company_name: 'ООО «Праздник»',
      comment: 'Без орехов',
      lines: [
        { product_id: boxes.products[0].id, quantity: 2 },
        { product_id: desserts.products[0].id, quantity: 2 },
      ],
    });
    const send = (body: object, ip = freshIp(), auth?: Record<string, string>) => {
      const call = shop.api().post(`${E}/enquiries`).set('X-Forwarded-For', ip);
      return (auth ? call.set(auth) : call).send(body);
    };

    it('takes a guest’s enquiry, stores it with its menu and mails the customer and the shop', async () => {
      const { body } = await send(valid()).expect(201);
      expect(body.enquiry_id).toBeGreaterThan(0);
      expect(body.message).toMatch(/Заявка отправлена/);
      const stored = await shop.dataSource.getRepository(Enquiry).findOneByOrFail({ id: body.enquiry_id });
      expect(stored).toMatchObject({
        userId: null,
        status: 'new',
        contactPhone: '375291234567',
        contactEmail: 'anna@example.by',
        guests: 20,
      });
      const letter = await shop.mail.waitFor('anna@example.by', /Заявка №\d+/);
      expect(letter.text).toContain('Фуршет, 20 гостей');
      expect(letter.text).toContain(boxes.products[0].name);
      const shopEmail = (await shop.app.get(InfoService).getContacts()).email || SHOP_IDENTITY.email;
      const notice = await shop.mail.waitFor(shopEmail.toLowerCase(), new RegExp(`Новая заявка №${body.enquiry_id}`));
      expect(notice.text).toContain(`http://shop.test/bulbash_admin/admin/enquiries/${body.enquiry_id}/show`);
    });

    it('links a signed-in customer’s enquiry to the account and lists it in their enquiries', async () => {
      const { body } = await send({ ...valid(), contact_email: alice.user.email }, freshIp(), alice.auth).expect(201);
      const mine = await shop.api().get(`${E}/my-enquiries`).set(alice.auth).expect(200);
      expect(mine.body.map((enquiry: { id: number }) => enquiry.id)).toEqual([body.enquiry_id]);
      expect(mine.body[0]).toMatchObject({ status: 'new', format: 'buffet', format_name: 'Фуршет', guests: 20, user_id: alice.user.id });
      expect(mine.body[0].lines).toHaveLength(2);
      expect(mine.body[0].total).toBe(2 * 50 + 2 * 12);
      await shop.api().get(`${E}/my-enquiries`).expect(401);
    });

    it('refuses broken rules with 400 naming the field, and a line not on sale with 404', async () => {
      const cases: Array<[object, RegExp]> = [
        [{ event_at: '2026-11-23T11:00:00+03:00' }, /^event_at/],
        [{ event_at: '2028-01-10T12:00:00+03:00' }, /^event_at/],
        [{ event_at: 'завтра' }, /event_at/],
        [{ guests: 0 }, /^guests/],
        [{ format: 'wedding' }, /^format/],
        [{ contact_phone: '12345' }, /^contact_phone/],
        [{ contact_email: 'не почта' }, /^contact_email/],
        [{ delivery_distance_km: 40 }, /МКАД|км/],
        [{ budget_per_guest: -5 }, /^budget_per_guest/],
      ];
      for (const [change, detail] of cases) {
        const response = await send({ ...valid(), ...change }).expect(400);
        expect(response.body.detail).toMatch(detail);
      }
      const missing = await send({ ...valid(), lines: [{ product_id: empty.products[0].id, quantity: 1 }] }).expect(404);
      expect(missing.body.detail).toMatch(/^lines\[0\]\.product_id/);
    });

    it('silently drops a bot that filled the honeypot', async () => {
      const before = await shop.dataSource.getRepository(Enquiry).count();
      const { body } = await send({ ...valid(), website: 'http://spam.example' }).expect(201);
      expect(body.message).toMatch(/Заявка отправлена/);
      expect(await shop.dataSource.getRepository(Enquiry).count()).toBe(before);
    });

    it('allows 5 an hour per client address and per e-mail, then 429 with Retry-After', async () => {
      clock.set('2026-11-24T10:00');
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) await send({ ...valid(), contact_email: `ip${i}@example.by` }, ip).expect(201);
      const limited = await send({ ...valid(), contact_email: 'ip9@example.by' }, ip).expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      for (let i = 0; i < 5; i += 1) await send({ ...valid(), contact_email: 'same@example.by' }).expect(201);
      await send({ ...valid(), contact_email: 'SAME@example.by' }).expect(429);
      clock.set('2026-11-24T11:01');
      await send({ ...valid(), contact_email: 'same@example.by' }, ip).expect(201);
    });

    // Issue 42, part 4: the places are reserved atomically, so requests sent together cannot all pass.
    it('8 enquiries at once from one address, then 8 at once for one e-mail: exactly 5 of each stored, the rest 429', async () => {
      clock.set('2026-11-24T15:00');
      const ip = freshIp();
      const stored = () => shop.dataSource.getRepository(Enquiry).count();
      const before = await stored();
      const fromOneAddress = await Promise.all(
        Array.from({ length: 8 }, (_, index) => send({ ...valid(), contact_email: `together${index}@example.by` }, ip)),
      );
      expect(fromOneAddress.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      const forOneEmail = await Promise.all(Array.from({ length: 8 }, () => send({ ...valid(), contact_email: 'together@example.by' })));
      expect(forOneEmail.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      expect(await stored()).toBe(before + 10);
    });
  });

  describe('back office «Заявки»', () => {
    let enquiryId: number;

    beforeAll(async () => {
      clock.set('2026-11-25T10:00');
      const { body } = await shop
        .api()
        .post(`${E}/enquiries`)
        .set('X-Forwarded-For', freshIp())
        .send({
          event_at: '2026-12-20T18:00:00+03:00',
          guests: 20,
          format: 'buffet',
          delivery_method: 'pickup',
          contact_name: 'Пётр',
          contact_phone: '375291112233',
          contact_email: 'petr@example.by',
          lines: [{ product_id: desserts.products[1].id, quantity: 2 }],
        })
        .expect(201);
      enquiryId = body.enquiry_id;
    });

    it('guards the resource', async () => {
      await shop.api().get(`${A}/enquiries`).expect(401);
      await shop.api().get(`${A}/enquiries`).set(alice.auth).expect(403);
    });

    it('lists new ones first with Content-Range and filters by status and event date', async () => {
      const all = await shop.api().get(`${A}/enquiries`).set(admin.auth).expect(200);
      expect(all.body.length).toBeGreaterThan(3);
      expect(all.body[0].id).toBe(enquiryId);
      const news = await shop
        .api()
        .get(`${A}/enquiries`)
        .query({ filter: JSON.stringify({ status: 'new' }), range: '[0,0]' })
        .set(admin.auth)
        .expect(200);
      expect(news.headers['content-range']).toBe(`enquiries 0-0/${all.body.length}`);
      const byDate = await shop
        .api()
        .get(`${A}/enquiries`)
        .query({ filter: JSON.stringify({ event_from: '2026-12-20', event_to: '2026-12-20' }) })
        .set(admin.auth)
        .expect(200);
      expect(byDate.body.map((row: { id: number }) => row.id)).toEqual([enquiryId]);
      const bad = await shop
        .api()
        .get(`${A}/enquiries`)
        .query({ filter: JSON.stringify({ status: 'archived' }) })
        .set(admin.auth)
        .expect(400);
      expect(bad.body.detail).toMatch(/^status/);
    });

    it('shows one enquiry with its menu, coverage and history', async () => {
      const { body } = await shop.api().get(`${A}/enquiries/${enquiryId}`).set(admin.auth).expect(200);
      expect(body).toMatchObject({
        id: enquiryId,
        status: 'new',
        contact_name: 'Пётр',
        delivery_method: 'pickup',
        event_at: '2026-12-20T18:00:00+03:00',
      });
      expect(body.lines).toEqual([
        expect.objectContaining({ product_id: desserts.products[1].id, quantity: 2, unit_price: 14, line_total: 28, people_numbers: 5 }),
      ]);
      expect(body.coverage.find((row: { category_id: number }) => row.category_id === desserts.category.id)).toMatchObject({
        needed: 10,
        covered: 10,
      });
      expect(body.history).toEqual([expect.objectContaining({ from_status: null, to_status: 'new', changed_by_email: 'petr@example.by' })]);
      await shop.api().get(`${A}/enquiries/999999`).set(admin.auth).expect(404);
    });

    it('changes the status with a note and keeps the history; an unknown status → 400', async () => {
      const moved = await shop
        .api()
        .put(`${A}/enquiries/${enquiryId}`)
        .set(admin.auth)
        .send({ status: 'in_progress', note: 'Позвонил, ждёт предложение' })
        .expect(200);
      expect(moved.body.status).toBe('in_progress');
      const noted = await shop.api().put(`${A}/enquiries/${enquiryId}`).set(admin.auth).send({ note: 'Перезвонить в пятницу' }).expect(200);
      expect(
        noted.body.history.map((step: { from_status: string | null; to_status: string; note: string | null }) => [
          step.from_status,
          step.to_status,
          step.note,
        ]),
      ).toEqual([
        [null, 'new', null],
        ['new', 'in_progress', 'Позвонил, ждёт предложение'],
        ['in_progress', 'in_progress', 'Перезвонить в пятницу'],
      ]);
      expect(noted.body.history[1].changed_by_email).toBe(admin.user.email);
      const bad = await shop.api().put(`${A}/enquiries/${enquiryId}`).set(admin.auth).send({ status: 'archived' }).expect(400);
      expect(bad.body.detail).toMatch(/^status/);
      expect((await shop.api().get(`${A}/enquiries/${enquiryId}`).set(admin.auth).expect(200)).body.status).toBe('in_progress');
    });
  });

  describe('«Создать заказ» from an enquiry', () => {
    const sendEnquiry = async (extra: object) => {
      clock.set('2026-11-25T10:00');
      const { body } = await shop
        .api()
        .post(`${E}/enquiries`)
        .set('X-Forwarded-For', freshIp())
        .send({
          event_at: '2026-12-21T13:00:00+03:00',
          guests: 20,
          format: 'buffet',
          delivery_method: 'delivery',
          delivery_address: 'Минск, пр. Победителей, 1',
          delivery_distance_km: 3,
          contact_name: 'Ольга Новикова',
          contact_phone: '375297776655',
          contact_email: 'olga.order@example.by',
          comment: 'Вход со двора',
          ...extra,
        })
        .expect(201);
      return body.enquiry_id as number;
    };
    const createOrder = (id: number, body: object) => shop.api().post(`${A}/enquiries/${id}/order`).set(admin.auth).send(body);
    const names = { first_name: 'Ольга', surname: 'Новикова', last_name: 'Ивановна' };

    it('turns the menu into an order for the customer and marks the enquiry won, once', async () => {
      const id = await sendEnquiry({
        lines: [
          { product_id: desserts.products[0].id, quantity: 2 },
          { product_id: boxes.products[2].id, quantity: 5 },
        ],
      });
      await shop.api().post(`${A}/enquiries/${id}/order`).set(alice.auth).send(names).expect(403);
      const missing = await createOrder(id, { first_name: 'Ольга', surname: 'Новикова' }).expect(400);
      expect(missing.body.detail).toMatch(/^last_name/);
      const { body } = await createOrder(id, names).expect(201);
      expect(body.order_id).toBeGreaterThan(0);
      expect(body.enquiry).toMatchObject({ id, status: 'won', order_id: body.order_id });
      expect(body.enquiry.history.at(-1)).toMatchObject({ from_status: 'new', to_status: 'won', note: `Создан заказ №${body.order_id}` });
      const order = await shop.dataSource.getRepository(Order).findOneByOrFail({ id: body.order_id });
      // 2 × 12.00 + 5 × 20.00 + 3 km × 1.00 delivery
      expect(order).toMatchObject({
        status: 'pending',
        guests: 20,
        deliveryMethod: 'delivery',
        deliveryDistanceKm: 3,
        firstName: 'Ольга',
        lastName: 'Ивановна',
      });
      expect(Number(order.totalCost)).toBe(127);
      expect(order.deliveryAt?.toISOString()).toBe('2026-12-21T10:00:00.000Z');
      expect(order.comment).toContain(`По заявке №${id}`);
      const customer = await shop.dataSource.getRepository(User).findOneByOrFail({ id: order.userId });
      expect(customer.email).toBe('olga.order@example.by');
      // The order is made inside the enquiry's transaction: its letters go out once that commits.
      await shop.mail.waitFor('olga.order@example.by', new RegExp(`Заказ №${body.order_id}`));
      await shop.mail.waitFor('olga.order@example.by', /личный кабинет/);
      const again = await createOrder(id, names).expect(409);
      expect(again.body.detail).toContain(`№${body.order_id}`);
      expect(await shop.dataSource.getRepository(Order).countBy({ userId: order.userId })).toBe(1);
    });

    it('4 «Создать заказ» at once on one enquiry make one order (issue 42: the enquiry is claimed by one conditional UPDATE)', async () => {
      const email = `together.order.${Date.now()}@example.by`;
      const id = await sendEnquiry({
        contact_email: email,
        event_at: '2026-12-22T13:00:00+03:00',
        lines: [{ product_id: desserts.products[0].id, quantity: 2 }],
      });
      const answers = await Promise.all(Array.from({ length: 4 }, () => createOrder(id, names)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
      const customer = await shop.dataSource.getRepository(User).findOneByOrFail({ email });
      expect(await shop.dataSource.getRepository(Order).countBy({ userId: customer.id })).toBe(1);
    });

    it('uses the signed-in customer’s account, refuses a menu-less enquiry and a time the rules no longer allow', async () => {
      const withAccount = await shop
        .api()
        .post(`${E}/enquiries`)
        .set('X-Forwarded-For', freshIp())
        .set(alice.auth)
        .send({
          event_at: '2026-11-27T12:00:00+03:00',
          guests: 20,
          format: 'buffet',
          delivery_method: 'pickup',
          contact_name: 'Алиса',
          contact_phone: '375291112200',
          contact_email: 'other-contact@example.by',
          lines: [{ product_id: desserts.products[1].id, quantity: 1 }],
        })
        .expect(201);
      // Two days later the event is less than 24 hours away: the desk's rules refuse it without a reason.
      clock.set('2026-11-26T20:00');
      const late = await createOrder(withAccount.body.enquiry_id, names).expect(400);
      expect(late.body.detail).toMatch(/delivery_at/);
      expect((await shop.api().get(`${A}/enquiries/${withAccount.body.enquiry_id}`).set(admin.auth).expect(200)).body).toMatchObject({
        status: 'new',
        order_id: null,
      });
      const { body } = await createOrder(withAccount.body.enquiry_id, {
        ...names,
        time_override_reason: 'Клиент согласовал с кухней',
      }).expect(201);
      const order = await shop.dataSource.getRepository(Order).findOneByOrFail({ id: body.order_id });
      expect(order.userId).toBe(alice.user.id);
      const empty = await sendEnquiry({});
      expect((await createOrder(empty, names).expect(400)).body.detail).toMatch(/нет блюд/);
      await createOrder(999999, names).expect(404);
    });
  });

  it('seeds the default formats for the demo catalogue only once, with the categories found by name', async () => {
    // Formats exist (and the test catalogue has none of the demo names): nothing is added.
    expect(await seedDefaultEventFormats(shop.dataSource.manager)).toBe(0);
  });
});

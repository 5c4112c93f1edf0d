import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { controlClock } from './support/clock';
import { TEST_ENGINE } from './support/database';
import { insertOrder } from './support/kitchen';
import { binaryBody, pdfText } from './support/pdf';
import { startTestApp, TestApp } from './support/test-app';

const INGREDIENTS = '/api/v1/admin/ingredients';
const PRODUCTS = '/api/v1/admin/products';
const COSTING = '/api/v1/admin/costing';
const PURCHASES = '/api/v1/bulbash_admin/purchase-list';
const SETTINGS = '/api/v1/bulbash_admin/payment-settings';

interface Ingredient {
  id: number;
  name: string;
  unit: string;
  price_per_unit: number;
  pack_size: number | null;
  supplier: string | null;
  allergens: string[];
  used_in: number;
  price_history?: Array<{ price_per_unit: number; date_from: string }>;
}

interface PurchaseList {
  from: string | null;
  to: string | null;
  orders: number[];
  suppliers: Array<{
    supplier: string | null;
    cost: number;
    items: Array<{ name: string; quantity: number; pack_size: number | null; packs: number | null; to_buy: number; cost: number }>;
  }>;
  total_cost: number;
  needed_cost: number;
  without_recipe: Array<{ product_id: number | null; name: string; quantity: number }>;
}

/**
 * Costing (issue 38) on whichever engine TEST_DB names: ingredients with validation, uniqueness
 * and price history, recipes and exact food costs in kopecks, margins on the admin product
 * answers, an event's costing, and the purchase list (Minsk days, canceled orders, packs,
 * dishes without a recipe) as JSON, CSV and PDF.
 */
describe(`costing (${TEST_ENGINE})`, () => {
  let shop: TestApp;
  let admin: TestAccount;
  let customer: TestAccount;
  let shelf: TestShelf;
  let clock: { set(local: string): void };
  const ids: Record<string, number> = {};

  const create = (body: Record<string, unknown>) => shop.api().post(INGREDIENTS).set(admin.auth).send(body);

  beforeAll(async () => {
    shop = await startTestApp();
    clock = controlClock(shop);
    clock.set('2026-12-01T10:00');
    [admin, customer] = await Promise.all([createAccount(shop, { admin: true }), createAccount(shop)]);
    // Драники 12,50 (with a recipe), Колдуны 30 (none), Бабка 8 (with a recipe)
    shelf = await createShelf(shop, [12.5, 30, 8]);
    const made = [
      { name: 'Картофель', unit: 'kg', price_per_unit: 1.89, pack_size: 5, supplier: 'Овощная база' },
      { name: 'Сметана 20 %', unit: 'kg', price_per_unit: 6.4, pack_size: 0.4, supplier: 'Савушкин продукт', allergens: ['milk'] },
      { name: 'Лук репчатый', unit: 'kg', price_per_unit: 1.35, supplier: 'Овощная база' },
      { name: 'Соль', unit: 'kg', price_per_unit: 0.9 },
    ];
    for (const body of made) ids[body.name] = ((await create(body).expect(201)).body as Ingredient).id;
  });
  afterAll(async () => shop.close());

  const draniki = () => shelf.products[0].id;
  const kolduny = () => shelf.products[1].id;
  const babka = () => shelf.products[2].id;

  const dranikiRecipe = () => ({
    yield_portions: 2,
    lines: [
      { ingredient_id: ids['Картофель'], quantity: 0.5, waste_percent: 20 },
      { ingredient_id: ids['Сметана 20 %'], quantity: 0.1 },
      { ingredient_id: ids['Лук репчатый'], quantity: 0.05, waste_percent: 10 },
      { ingredient_id: ids['Соль'], quantity: 0.005 },
    ],
  });
  const babkaRecipe = () => ({
    yield_portions: 1,
    lines: [
      { ingredient_id: ids['Картофель'], quantity: 0.3 },
      { ingredient_id: ids['Сметана 20 %'], quantity: 0.05 },
    ],
  });
  const putRecipe = (productId: number, body: object) => shop.api().put(`${PRODUCTS}/${productId}/recipe`).set(admin.auth).send(body);

  describe('ingredients', () => {
    it('refuses a bad unit, a negative price and a non-positive pack, naming the field', async () => {
      const unit = await create({ name: 'Мука', unit: 'g', price_per_unit: 1.2 }).expect(400);
      expect((unit.body as { detail: string }).detail).toMatch(/^unit: /);
      const price = await create({ name: 'Мука', unit: 'kg', price_per_unit: -1 }).expect(400);
      expect((price.body as { detail: string }).detail).toMatch(/^price_per_unit: /);
      const pack = await create({ name: 'Мука', unit: 'kg', price_per_unit: 1.2, pack_size: 0 }).expect(400);
      expect((pack.body as { detail: string }).detail).toMatch(/^pack_size: /);
      const missing = await create({ unit: 'kg', price_per_unit: 1.2 }).expect(400);
      expect((missing.body as { detail: string }).detail).toMatch(/^name: /);
      const bad = await shop.api().put(`${INGREDIENTS}/${ids['Соль']}`).set(admin.auth).send({ price_per_unit: -0.5 }).expect(400);
      expect((bad.body as { detail: string }).detail).toMatch(/^price_per_unit: /);
    });

    it('keeps names unique whatever the letter case (409)', async () => {
      const twin = await create({ name: 'КАРТОФЕЛЬ', unit: 'kg', price_per_unit: 2 }).expect(409);
      expect(twin.body).toEqual({ detail: 'Ингредиент с таким названием уже есть' });
      await create({ name: '  сметана   20 % ', unit: 'l', price_per_unit: 2 }).expect(409);
      await shop.api().put(`${INGREDIENTS}/${ids['Соль']}`).set(admin.auth).send({ name: 'лук РЕПЧАТЫЙ' }).expect(409);
    });

    it('two parallel creates of one name in different cases: one 201, one 409', async () => {
      const answers = await Promise.all([
        create({ name: 'Гречка ядрица', unit: 'kg', price_per_unit: 3.1 }),
        create({ name: 'ГРЕЧКА ЯДРИЦА', unit: 'kg', price_per_unit: 3.2 }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const id = (answers.find((answer) => answer.status === 201)!.body as Ingredient).id;
      await shop.api().delete(`${INGREDIENTS}/${id}`).set(admin.auth).expect(200);
    });

    it('lists with Content-Range, filters by q and supplier, sorts, and reads one', async () => {
      const list = await shop
        .api()
        .get(INGREDIENTS)
        .query({ filter: JSON.stringify({ supplier: 'Овощная база' }), sort: JSON.stringify(['price_per_unit', 'DESC']), range: '[0,9]' })
        .set(admin.auth)
        .expect(200);
      expect((list.body as Ingredient[]).map((row) => row.name)).toEqual(['Картофель', 'Лук репчатый']);
      expect(list.headers['content-range']).toBe('ingredients 0-1/2');
      const search = await shop
        .api()
        .get(INGREDIENTS)
        .query({ filter: JSON.stringify({ q: 'СМЕТ' }) })
        .set(admin.auth)
        .expect(200);
      expect(search.body).toMatchObject([{ name: 'Сметана 20 %', unit: 'kg', price_per_unit: 6.4, pack_size: 0.4, allergens: ['milk'] }]);
      await shop.api().get(INGREDIENTS).query({ sort: '["colour","ASC"]' }).set(admin.auth).expect(400);
      const one = await shop.api().get(`${INGREDIENTS}/${ids['Соль']}`).set(admin.auth).expect(200);
      expect(one.body).toMatchObject({ name: 'Соль', supplier: null, pack_size: null, allergens: [], used_in: 0 });
      await shop.api().get(`${INGREDIENTS}/999999`).set(admin.auth).expect(404);
      await shop.api().get(INGREDIENTS).expect(401);
    });

    it('a price change leaves yesterday’s price in the history', async () => {
      clock.set('2026-12-01T10:00');
      const butter = (await create({ name: 'Масло сливочное 82 %', unit: 'kg', price_per_unit: 24.5, allergens: ['milk'] }).expect(201))
        .body as Ingredient;
      clock.set('2026-12-02T09:00');
      const changed = await shop.api().put(`${INGREDIENTS}/${butter.id}`).set(admin.auth).send({ price_per_unit: 26.9 }).expect(200);
      expect((changed.body as Ingredient).price_per_unit).toBe(26.9);
      expect((changed.body as Ingredient).price_history).toEqual([
        { price_per_unit: 26.9, date_from: '2026-12-02T06:00:00.000Z' },
        { price_per_unit: 24.5, date_from: '2026-12-01T07:00:00.000Z' },
      ]);
      // The same price again adds nothing.
      const same = await shop
        .api()
        .put(`${INGREDIENTS}/${butter.id}`)
        .set(admin.auth)
        .send({ price_per_unit: 26.9, supplier: 'Молочный мир' })
        .expect(200);
      expect((same.body as Ingredient).price_history).toHaveLength(2);
      expect((same.body as Ingredient).supplier).toBe('Молочный мир');
      await shop.api().delete(`${INGREDIENTS}/${butter.id}`).set(admin.auth).expect(200);
      await shop.api().get(`${INGREDIENTS}/${butter.id}`).set(admin.auth).expect(404);
      clock.set('2026-12-01T10:00');
    });
  });

  describe('recipes and margins', () => {
    it('a dish without a recipe answers lines [] and food_cost null', async () => {
      const none = await shop.api().get(`${PRODUCTS}/${kolduny()}/recipe`).set(admin.auth).expect(200);
      expect(none.body).toEqual({ product_id: kolduny(), yield_portions: 1, lines: [], food_cost: null, allergens_to_check: [] });
      await shop.api().get(`${PRODUCTS}/999999/recipe`).set(admin.auth).expect(404);
    });

    it('refuses bad lines, naming them', async () => {
      const unknown = await putRecipe(draniki(), { yield_portions: 1, lines: [{ ingredient_id: 999999, quantity: 1 }] }).expect(400);
      expect((unknown.body as { detail: string }).detail).toMatch(/^lines\[0\]\.ingredient_id: /);
      const waste = await putRecipe(draniki(), {
        yield_portions: 1,
        lines: [{ ingredient_id: ids['Соль'], quantity: 1, waste_percent: 95 }],
      }).expect(400);
      expect((waste.body as { detail: string }).detail).toMatch(/waste_percent: /);
      const quantity = await putRecipe(draniki(), { yield_portions: 1, lines: [{ ingredient_id: ids['Соль'], quantity: 0 }] }).expect(400);
      expect((quantity.body as { detail: string }).detail).toMatch(/quantity: /);
      const yieldZero = await putRecipe(draniki(), { yield_portions: 0, lines: [] }).expect(400);
      expect((yieldZero.body as { detail: string }).detail).toMatch(/^yield_portions: /);
      const twice = await putRecipe(draniki(), {
        yield_portions: 1,
        lines: [
          { ingredient_id: ids['Соль'], quantity: 1 },
          { ingredient_id: ids['Соль'], quantity: 2 },
        ],
      }).expect(400);
      expect((twice.body as { detail: string }).detail).toMatch(/^lines\[1\]\.ingredient_id: /);
    });

    it('round-trips a recipe with line costs and the food cost exact to the kopeck', async () => {
      const saved = await putRecipe(draniki(), dranikiRecipe()).expect(200);
      // Line costs for the batch of 2: 0.5 × 1.2 × 1.89 = 1.134; 0.1 × 6.40 = 0.64; 0.05 × 1.1 × 1.35 = 0.07425; 0.005 × 0.90 = 0.0045
      // Σ = 1.85275 / 2 = 0.926375 → 0.93
      expect(saved.body).toEqual({
        product_id: draniki(),
        yield_portions: 2,
        lines: [
          {
            ingredient_id: ids['Картофель'],
            name: 'Картофель',
            unit: 'kg',
            quantity: 0.5,
            waste_percent: 20,
            price_per_unit: 1.89,
            cost: 1.13,
          },
          {
            ingredient_id: ids['Сметана 20 %'],
            name: 'Сметана 20 %',
            unit: 'kg',
            quantity: 0.1,
            waste_percent: 0,
            price_per_unit: 6.4,
            cost: 0.64,
          },
          {
            ingredient_id: ids['Лук репчатый'],
            name: 'Лук репчатый',
            unit: 'kg',
            quantity: 0.05,
            waste_percent: 10,
            price_per_unit: 1.35,
            cost: 0.07,
          },
          { ingredient_id: ids['Соль'], name: 'Соль', unit: 'kg', quantity: 0.005, waste_percent: 0, price_per_unit: 0.9, cost: 0 },
        ],
        food_cost: 0.93,
        allergens_to_check: ['milk'],
      });
      const read = await shop.api().get(`${PRODUCTS}/${draniki()}/recipe`).set(admin.auth).expect(200);
      expect(read.body).toEqual(saved.body);
      await putRecipe(babka(), babkaRecipe()).expect(200);
      const salt = await shop.api().get(`${INGREDIENTS}/${ids['Соль']}`).set(admin.auth).expect(200);
      expect((salt.body as Ingredient).used_in).toBe(1);
      const potatoes = await shop.api().get(`${INGREDIENTS}/${ids['Картофель']}`).set(admin.auth).expect(200);
      expect((potatoes.body as Ingredient).used_in).toBe(2);
      const inUse = await shop.api().delete(`${INGREDIENTS}/${ids['Соль']}`).set(admin.auth).expect(409);
      expect(inUse.body).toEqual({ detail: 'Ингредиент используется в техкартах' });
    });

    it('the admin product answers carry food_cost, margin, margin_percent and allergens_to_check', async () => {
      const list = await shop
        .api()
        .get(PRODUCTS)
        .query({ filter: JSON.stringify({ id: [draniki(), kolduny(), babka()] }) })
        .set(admin.auth)
        .expect(200);
      const rows = list.body as Array<Record<string, unknown>>;
      expect(rows.find((row) => row.id === draniki())).toMatchObject({
        price: 12.5,
        food_cost: 0.93,
        margin: 11.57,
        margin_percent: 92.6,
        allergens_to_check: ['milk'],
      });
      expect(rows.find((row) => row.id === kolduny())).toMatchObject({
        food_cost: null,
        margin: null,
        margin_percent: null,
        allergens_to_check: [],
      });
      // Бабка: 0.3 × 1.89 + 0.05 × 6.40 = 0.887 → 0.89; 8 − 0.89 = 7.11 = 88.9 %
      expect(rows.find((row) => row.id === babka())).toMatchObject({ food_cost: 0.89, margin: 7.11, margin_percent: 88.9 });
      const documented = await shop.api().get(`/api/v1/bulbash_admin/get_product_${draniki()}`).set(admin.auth).expect(200);
      expect(documented.body).toMatchObject({ food_cost: 0.93, margin: 11.57, margin_percent: 92.6 });
      const one = await shop.api().get(`${PRODUCTS}/${babka()}`).set(admin.auth).expect(200);
      expect(one.body).toMatchObject({ food_cost: 0.89 });
    });

    it('the owner confirms the allergens; a new allergen flags the dish again', async () => {
      const confirmed = await shop.api().post(`${PRODUCTS}/${draniki()}/recipe/confirm-allergens`).set(admin.auth).expect(200);
      expect((confirmed.body as { allergens_to_check: string[] }).allergens_to_check).toEqual([]);
      const egg = (await create({ name: 'Яйцо куриное', unit: 'pcs', price_per_unit: 0.45, allergens: ['eggs'] }).expect(201))
        .body as Ingredient;
      const withEgg = await putRecipe(draniki(), {
        ...dranikiRecipe(),
        lines: [...dranikiRecipe().lines, { ingredient_id: egg.id, quantity: 1 }],
      }).expect(200);
      expect((withEgg.body as { allergens_to_check: string[] }).allergens_to_check).toEqual(['eggs']);
      await putRecipe(draniki(), dranikiRecipe()).expect(200);
      const back = await shop.api().get(`${PRODUCTS}/${draniki()}`).set(admin.auth).expect(200);
      expect((back.body as { allergens_to_check: string[] }).allergens_to_check).toEqual([]);
    });

    it('an empty recipe removes it', async () => {
      const extra = await createShelf(shop, [5]);
      await putRecipe(extra.products[0].id, { yield_portions: 1, lines: [{ ingredient_id: ids['Соль'], quantity: 1 }] }).expect(200);
      const removed = await putRecipe(extra.products[0].id, { yield_portions: 1, lines: [] }).expect(200);
      expect(removed.body).toMatchObject({ lines: [], food_cost: null });
      const salt = await shop.api().get(`${INGREDIENTS}/${ids['Соль']}`).set(admin.auth).expect(200);
      expect((salt.body as Ingredient).used_in).toBe(1);
    });
  });

  describe('events and the purchase list', () => {
    const orderIds: Record<string, number> = {};
    const at = (local: string) => new Date(`${local}:00+03:00`);

    beforeAll(async () => {
      await putRecipe(draniki(), dranikiRecipe()).expect(200);
      await putRecipe(babka(), babkaRecipe()).expect(200);
      const d = { productId: draniki(), name: shelf.products[0].name, price: 12.5 };
      const k = { productId: kolduny(), name: shelf.products[1].name, price: 30 };
      const b = { productId: babka(), name: shelf.products[2].name, price: 8 };
      const place = async (key: string, local: string, lines: Array<typeof d & { quantity: number }>, status?: 'canceled') =>
        (orderIds[key] = (await insertOrder(shop, { customer, deliveryAt: at(local), status, lines })).id);
      await place('saturday', '2026-12-05T12:00', [
        { ...d, quantity: 10 },
        { ...k, quantity: 3 },
      ]);
      await place('sundayEvening', '2026-12-06T20:30', [
        { ...d, quantity: 4 },
        { ...b, quantity: 5 },
      ]);
      await place('canceled', '2026-12-05T14:00', [{ ...d, quantity: 100 }], 'canceled');
      await place('mondayNight', '2026-12-07T00:30', [{ ...b, quantity: 50 }]);
      await place('fridayNight', '2026-12-04T23:30', [{ ...b, quantity: 50 }]);
      await place('uncosted', '2026-12-12T12:00', [{ ...k, quantity: 4 }]);
    });

    it('costs an order: dishes’ revenue, food cost, margin, dishes without a recipe', async () => {
      const saturday = await shop.api().get(COSTING).query({ order_id: orderIds.saturday }).set(admin.auth).expect(200);
      // 10 × 12,50 + 3 × 30 = 215; 10 × 0.926375 = 9.26375 → 9.26. Колдуны have no recipe: no margin
      // (their 90 byn are not margin), the food cost is the draniki's.
      expect(saturday.body).toEqual({
        revenue: 215,
        food_cost: 9.26,
        margin: null,
        margin_percent: null,
        min_margin_percent: 60,
        below_min: null,
        without_recipe: [{ product_id: kolduny(), name: shelf.products[1].name, quantity: 3 }],
      });
      // No dish with a recipe: no food cost either («нет техкарты»), never 0,00 byn.
      const uncosted = await shop.api().get(COSTING).query({ order_id: orderIds.uncosted }).set(admin.auth).expect(200);
      expect(uncosted.body).toMatchObject({ revenue: 120, food_cost: null, margin: null, margin_percent: null, below_min: null });
      const sunday = await shop.api().get(COSTING).query({ order_id: orderIds.sundayEvening }).set(admin.auth).expect(200);
      // 4 × 0.926375 + 5 × 0.887 = 8.1405 → 8.14
      expect(sunday.body).toMatchObject({ revenue: 90, food_cost: 8.14, margin: 81.86, margin_percent: 91 });
      await shop.api().get(COSTING).set(admin.auth).expect(400);
      await shop.api().get(COSTING).query({ order_id: orderIds.saturday, quote_id: 1 }).set(admin.auth).expect(400);
      await shop.api().get(COSTING).query({ order_id: 999999 }).set(admin.auth).expect(404);
      await shop.api().get(COSTING).query({ order_id: '01' }).set(admin.auth).expect(400);
    });

    it('warns below the owner’s minimum margin (payment settings)', async () => {
      const settings = await shop.api().get(SETTINGS).set(admin.auth).expect(200);
      expect((settings.body as { min_margin_percent: number }).min_margin_percent).toBe(60);
      const refused = await shop.api().patch(SETTINGS).set(admin.auth).send({ min_margin_percent: 101 }).expect(400);
      expect((refused.body as { detail: string }).detail).toMatch(/^min_margin_percent: /);
      await shop.api().patch(SETTINGS).set(admin.auth).send({ min_margin_percent: 92 }).expect(200);
      const below = await shop.api().get(COSTING).query({ order_id: orderIds.sundayEvening }).set(admin.auth).expect(200);
      expect(below.body).toMatchObject({ margin_percent: 91, min_margin_percent: 92, below_min: true });
      await shop.api().patch(SETTINGS).set(admin.auth).send({ min_margin_percent: 60 }).expect(200);
    });

    it('lists what to buy for two Minsk days: 20:30 on the last day counts, canceled and next-day orders do not', async () => {
      const response = await shop.api().get(PURCHASES).query({ from: '2026-12-05', to: '2026-12-06' }).set(admin.auth).expect(200);
      const list = response.body as PurchaseList;
      expect(list.orders).toEqual([orderIds.saturday, orderIds.sundayEvening]);
      // Драники 14 (7 batches of 2), Бабка 5.
      expect(list.suppliers).toEqual([
        {
          supplier: 'Овощная база',
          items: [
            // 14 × 0.5 × 1.2 / 2 + 5 × 0.3 = 5.7 kg → 2 packs of 5 kg
            {
              ingredient_id: ids['Картофель'],
              name: 'Картофель',
              unit: 'kg',
              quantity: 5.7,
              pack_size: 5,
              packs: 2,
              to_buy: 10,
              price_per_unit: 1.89,
              cost: 18.9,
            },
            // 14 × 0.05 × 1.1 / 2 = 0.385 kg, no packs: 0.385 × 1.35 = 0.51975
            {
              ingredient_id: ids['Лук репчатый'],
              name: 'Лук репчатый',
              unit: 'kg',
              quantity: 0.385,
              pack_size: null,
              packs: null,
              to_buy: 0.385,
              price_per_unit: 1.35,
              cost: 0.52,
            },
          ],
          cost: 19.42,
        },
        {
          supplier: 'Савушкин продукт',
          // 14 × 0.1 / 2 + 5 × 0.05 = 0.95 kg → 3 packs of 0.4
          items: [
            {
              ingredient_id: ids['Сметана 20 %'],
              name: 'Сметана 20 %',
              unit: 'kg',
              quantity: 0.95,
              pack_size: 0.4,
              packs: 3,
              to_buy: 1.2,
              price_per_unit: 6.4,
              cost: 7.68,
            },
          ],
          cost: 7.68,
        },
        {
          supplier: null,
          items: [
            {
              ingredient_id: ids['Соль'],
              name: 'Соль',
              unit: 'kg',
              quantity: 0.035,
              pack_size: null,
              packs: null,
              to_buy: 0.035,
              price_per_unit: 0.9,
              cost: 0.03,
            },
          ],
          cost: 0.03,
        },
      ]);
      expect(list.total_cost).toBe(27.13);
      expect(list.without_recipe).toEqual([{ product_id: kolduny(), name: shelf.products[1].name, quantity: 3 }]);
      // Before rounding up to packs the list costs exactly the two orders' food costs: 9.26 + 8.14.
      expect(list.needed_cost).toBe(17.4);
      expect(list).toMatchObject({ from: '2026-12-05', to: '2026-12-06' });
    });

    it('one order or the boundary days alone', async () => {
      const monday = await shop.api().get(PURCHASES).query({ from: '2026-12-07', to: '2026-12-07' }).set(admin.auth).expect(200);
      expect((monday.body as PurchaseList).orders).toEqual([orderIds.mondayNight]);
      const friday = await shop.api().get(PURCHASES).query({ from: '2026-12-04', to: '2026-12-04' }).set(admin.auth).expect(200);
      expect((friday.body as PurchaseList).orders).toEqual([orderIds.fridayNight]);
      const one = await shop.api().get(PURCHASES).query({ order_id: orderIds.saturday }).set(admin.auth).expect(200);
      const order = one.body as PurchaseList;
      expect(order).toMatchObject({ from: null, to: null, orders: [orderIds.saturday], needed_cost: 9.26 });
      // 10 × 0.5 × 1.2 / 2 = 3 kg of potatoes → one 5 kg pack
      expect(order.suppliers[0].items[0]).toMatchObject({ name: 'Картофель', quantity: 3, packs: 1, to_buy: 5, cost: 9.45 });
    });

    it('costs a quote’s current version and lists what it needs', async () => {
      await shop
        .api()
        .patch('/api/v1/bulbash_admin/capacity')
        .set(admin.auth)
        .send({ max_guests_per_day: 300, max_orders_per_slot: 4, closed_weekdays: [], closed_dates: [] })
        .expect(200);
      const quote = await shop
        .api()
        .post('/api/v1/admin/quotes')
        .set(admin.auth)
        .send({
          contact_name: 'Анна Ковалёва',
          contact_email: 'anna.costing@example.by',
          contact_phone: '+375 29 123-45-67',
          event_at: '2026-12-19T18:00',
          guests: 40,
          delivery_method: 'delivery',
          delivery_address: 'Минск, ул. Немига, 5',
          delivery_distance_km: 7,
          lines: [
            { kind: 'dish', product_id: draniki(), quantity: 20, unit_price: 10 },
            { kind: 'dish', product_id: kolduny(), quantity: 2 },
            { kind: 'service', name: 'Официант', unit: 'час', quantity: 8, unit_price: 25 },
          ],
          valid_until: '2026-12-10',
        })
        .expect(201);
      const quoteId = (quote.body as { id: number }).id;
      // Dishes only: 20 × 10 + 2 × 30 = 260; 20 × 0.926375 = 18.5275 → 18.53
      const costing = await shop.api().get(COSTING).query({ quote_id: quoteId }).set(admin.auth).expect(200);
      expect(costing.body).toMatchObject({
        revenue: 260,
        food_cost: 18.53,
        margin: null,
        margin_percent: null,
        without_recipe: [{ product_id: kolduny(), quantity: 2 }],
      });
      const list = await shop.api().get(PURCHASES).query({ quote_id: quoteId }).set(admin.auth).expect(200);
      expect(list.body).toMatchObject({ orders: [], needed_cost: 18.53 });
    });

    it('refuses bad periods and sources, naming the field', async () => {
      const bad = await shop.api().get(PURCHASES).query({ from: '2026-13-01', to: '2026-12-06' }).set(admin.auth).expect(400);
      expect((bad.body as { detail: string }).detail).toMatch(/^from: /);
      const format = await shop.api().get(PURCHASES).query({ from: '2026-12-05', to: '6.12.2026' }).set(admin.auth).expect(400);
      expect((format.body as { detail: string }).detail).toMatch(/^to: /);
      const long = await shop.api().get(PURCHASES).query({ from: '2026-12-01', to: '2027-01-05' }).set(admin.auth).expect(400);
      expect((long.body as { detail: string }).detail).toMatch(/^to: .*31/);
      const backwards = await shop.api().get(PURCHASES).query({ from: '2026-12-06', to: '2026-12-05' }).set(admin.auth).expect(400);
      expect((backwards.body as { detail: string }).detail).toMatch(/^to: /);
      await shop.api().get(PURCHASES).set(admin.auth).expect(400);
      await shop
        .api()
        .get(PURCHASES)
        .query({ from: '2026-12-05', to: '2026-12-06', order_id: orderIds.saturday })
        .set(admin.auth)
        .expect(400);
      await shop.api().get(PURCHASES).query({ quote_id: 999999 }).set(admin.auth).expect(404);
      await shop.api().get(PURCHASES).query({ from: '2026-12-05', to: '2026-12-06' }).expect(401);
    });

    it('the CSV reads back for Russian Excel', async () => {
      const response = await shop.api().get(`${PURCHASES}.csv`).query({ from: '2026-12-05', to: '2026-12-06' }).set(admin.auth).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(response.headers['content-disposition']).toBe('attachment; filename="purchase-list-2026-12-05_2026-12-06.csv"');
      expect(response.text.startsWith('\uFEFF')).toBe(true);
      const lines = response.text.slice(1).split('\r\n');
      expect(lines[0]).toBe('Поставщик;Ингредиент;Ед.;Нужно;Упаковка;Упаковок;Купить;Цена, byn;Сумма, byn');
      expect(lines).toContain('Овощная база;Картофель;кг;5,7;5;2;10;1,89;18,90');
      expect(lines).toContain('Савушкин продукт;Сметана 20 %;кг;0,95;0,4;3;1,2;6,40;7,68');
      expect(lines).toContain('Без поставщика;Соль;кг;0,035;;;0,035;0,90;0,03');
      expect(lines).toContain('Итого;;;;;;;;27,13');
      expect(lines).toContain(`нет техкарты;${shelf.products[1].name};шт.;3;;;;;`);
    });

    it('the PDF reads back: a table per supplier with boxes to tick', async () => {
      const response = await shop
        .api()
        .get(`${PURCHASES}.pdf`)
        .query({ from: '2026-12-05', to: '2026-12-06' })
        .set(admin.auth)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const text = pdfText(response.body as Buffer);
      expect(text).toContain('Закупка на 05.12.2026 — 06.12.2026');
      for (const word of [
        'Овощная база',
        'Савушкин продукт',
        'Без поставщика',
        'Картофель',
        'Сметана 20 %',
        '2 × 5 кг',
        '18,90 byn',
        '27,13 byn',
        'нет техкарты',
      ])
        expect(text).toContain(word);
      expect(text).toContain(`${shelf.products[1].name} × 3`);
      expect(text.match(/☐/g)?.length).toBe(4);
      const pages = (response.body as Buffer).toString('latin1').match(/\/MediaBox \[0 0 595\.28 841\.89\]/g);
      expect(pages?.length).toBeGreaterThanOrEqual(1);
    });
  });
});

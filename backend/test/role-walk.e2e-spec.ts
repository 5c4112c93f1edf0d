import { FieldVisibility, refusalText, roleCan, roleVisibility, STAFF_ROLES, StaffRole } from '@bulbash/rules';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf } from './support/catalogue';
import { controlClock, minsk } from './support/clock';
import { insertOrder } from './support/kitchen';
import { binaryBody, pdfText } from './support/pdf';
import { applicationRoutes, HandlerRoute, handlerRoutes } from './support/routes';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Issue 42, «one rule per role, on every screen»: every staff route Express serves (read from the
 * router and Nest's metadata, never a hand list) called by every staff role, a customer and a
 * visitor. The guard must answer as the permission table says; and every answer a role gets —
 * JSON, CSV, or a PDF read back with pdftotext — must carry the fixtures' money, collect, food
 * cost and margin figures exactly when the field visibility policy (`@bulbash/rules`) lets the
 * role see them. The figures are chosen so that no other number of the fixtures collides with
 * them, so a new route or field that leaks one fails here whatever it is called.
 */
const STAFF_PATH = /^\/api\/v1\/(admin|bulbash_admin)(\/|$)/;
const DAY = '2033-07-14';

type Who = StaffRole | 'customer' | 'visitor';
const EVERYONE: readonly Who[] = [...STAFF_ROLES, 'customer', 'visitor'];

/** The fixture order: 3 × 52,31 (dish revenue and total 156,93), 20,19 paid, 136,93 to collect; food cost 13,57 a dish (40,71 the event). */
const FIGURES: Record<keyof Pick<FieldVisibility, 'money' | 'collect' | 'foodCost' | 'margin'>, string[]> = {
  // Order total = dish revenue; the paid sum.
  money: ['156.93', '156,93', '20.19', '20,19'],
  // The balance the driver takes at the door.
  collect: ['136.93', '136,93', 'получитьналичными'],
  // The dish's and the event's food cost (the ingredient's price is the dish's food cost: 1 kg a dish, 1 portion).
  foodCost: ['13.57', '13,57', '40.71', '40,71'],
  // The event's margin (156,93 − 40,71) and the dish's (52,31 − 13,57).
  margin: ['116.22', '116,22', '38.74', '38,74'],
};

type Route = HandlerRoute;

/** At most `width` requests at a time. */
async function inBatches<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width)
    results.push(...(await Promise.all(items.slice(start, start + width).map(task))));
  return results;
}

/** Some 700 calls per walk: about 15–50 s on a quiet machine, more on a shared one; the walk is one test, not a timing. */
const WALK_TIMEOUT_MS = 300_000;

const squeeze = (text: string) => text.replace(/[\s\u00a0\u202f]/g, '').toLowerCase();

describe('role walk: every staff route and document, every role (issue 42)', () => {
  let shop: TestApp;
  let routes: Route[];
  const accounts = {} as Record<StaffRole | 'customer', TestAccount>;
  const ids: Record<string, number | string> = {};

  beforeAll(async () => {
    shop = await startTestApp();
    controlClock(shop).set(`${DAY}T08:00`);
    for (const role of STAFF_ROLES) accounts[role] = await createAccount(shop, { role });
    accounts.customer = await createAccount(shop);
    const owner = accounts.owner;
    const shelf = await createShelf(shop, [52.31]);
    const product = shelf.products[0];
    const ingredient = await shop
      .api()
      .post('/api/v1/admin/ingredients')
      .set(owner.auth)
      .send({ name: 'Говядина для обхода', unit: 'kg', price_per_unit: 13.57 })
      .expect(201);
    await shop
      .api()
      .put(`/api/v1/admin/products/${product.id}/recipe`)
      .set(owner.auth)
      .send({ yield_portions: 1, lines: [{ ingredient_id: ingredient.body.id, quantity: 1 }] })
      .expect(200);
    // A confirmed, unassigned delivery of the day: on every run, the driver's included.
    const order = await insertOrder(shop, {
      customer: accounts.customer,
      deliveryAt: minsk(`${DAY}T13:00`),
      status: 'processing',
      lines: [{ productId: product.id, name: product.name, quantity: 3, price: 52.31 }],
    });
    await shop.api().post(`/api/v1/admin/orders/${order.id}/payments`).set(owner.auth).send({ amount: 20.19, method: 'card' }).expect(201);
    Object.assign(ids, {
      orders: order.id,
      'get-order': order.id,
      products: product.id,
      product: product.id,
      categories: shelf.category.id,
      category: shelf.category.id,
      subcategories: shelf.subcategory.id,
      subcategory: shelf.subcategory.id,
      ingredients: ingredient.body.id,
      staff: accounts.driver.user.id,
      customers: accounts.customer.user.id,
    });
    await shop
      .api()
      .post('/api/v1/admin/event-formats')
      .set(owner.auth)
      .send({ code: 'walk', name: 'Фуршет обхода', min_guests: 1, categories: [{ category_id: shelf.category.id, portions_per_guest: 1 }] })
      .expect(201);
    await shop
      .api()
      .post(`/api/v1/order/${order.id}/change-requests`)
      .set(accounts.customer.auth)
      .send({ comment: 'Ещё салфетки' })
      .expect(201);
    // The other resources: the first row the owner's list has (audit entries and letters exist by now).
    for (const resource of ['audit-log', 'outbox', 'quotes', 'enquiries', 'change-requests', 'event-formats']) {
      const list = await shop.api().get(`/api/v1/admin/${resource}`).set(owner.auth);
      const first = Array.isArray(list.body) ? (list.body as Array<{ id: number }>)[0] : undefined;
      if (first) ids[resource] = first.id;
    }

    // A lunch contract whose month before the fixtures' is invoiced (its two days closed early, 2 × 7,00 byn a day).
    controlClock(shop).set('2033-06-27T08:00');
    const lunch = await shop
      .api()
      .post('/api/v1/admin/lunch-contracts')
      .set(owner.auth)
      .send({
        company: { name: 'ООО «Обход»', unp: '190123456', address: 'Минск', account: 'BY13NBRB3600900000002Z00AB00', bic: 'NBRBBY2X' },
        contact_user_id: accounts.customer.user.id,
        delivery_address: 'Минск, ул. Обхода, 1',
        delivery_time: '12:30',
        headcount: 2,
        price_per_person: 7,
        starts_on: '2033-06-27',
        ends_on: '2033-06-28',
      })
      .expect(201);
    await shop.api().post('/api/v1/admin/lunch-contracts/run-cutoff').set(owner.auth).send({}).expect(200);
    controlClock(shop).set(`${DAY}T08:00`);
    await shop
      .api()
      .post(`/api/v1/admin/lunch-contracts/${lunch.body.id}/close-month`)
      .set(owner.auth)
      .send({ month: '2033-06' })
      .expect(201);
    Object.assign(ids, { 'lunch-contracts': lunch.body.id, invoices: '2033-06', acts: '2033-06', 'lunch-menus': '2033-07-11' });

    const byKey = new Map(handlerRoutes(shop).map((route) => [`${route.method} ${route.path}`, route]));
    routes = applicationRoutes(shop)
      .filter((route) => STAFF_PATH.test(route.path))
      .map((route) => byKey.get(`${route.method} ${route.path.replace(/\/$/, '')}`) ?? { ...route, permission: undefined, guarded: false });
  });
  afterAll(async () => shop.close());

  const PARAMETER = /([a-z-]+)(\/|_):(\w+)/g;
  /** The resources a path names its ids by: the word before each parameter (`/orders/:id`, `get_product_:id`). */
  const resourcesOf = (path: string) => [...path.matchAll(PARAMETER)].map((match) => match[1]);
  /** Every id of the path has a fixture. */
  const filled = (path: string) => resourcesOf(path).every((resource) => ids[resource] !== undefined);
  /** The path with the fixtures' ids (real) or an id that exists nowhere. */
  const concrete = (path: string, real: boolean) =>
    path.replace(PARAMETER, (_all, resource: string, separator: string) => `${resource}${separator}${real ? ids[resource] : 999_999}`);

  /** Query parameters every report understands: the fixtures' day; the costing of one event names its order. */
  const queryOf = (path: string): Record<string, string | number> =>
    path.endsWith('/admin/costing')
      ? { order_id: ids.orders }
      : { date: DAY, date_from: DAY, date_to: DAY, from: DAY, to: DAY, month: DAY.slice(0, 7) };

  const call = (route: Route, who: Who, real: boolean) => {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const request = shop.api()[method](concrete(route.path, real));
    if (who !== 'visitor') request.set(accounts[who].auth);
    if (method === 'get') return request.query(queryOf(route.path)).buffer(true).parse(binaryBody);
    return request.send({});
  };

  /** What a reader sees of an answer: JSON as text, CSV as it is, a PDF as pdftotext reads it. */
  const readable = (type: string | undefined, body: Buffer): string =>
    type?.startsWith('application/pdf') ? pdfText(body) : body.toString('utf8');

  it('finds the staff routes from the router, each with the guard and a permission', () => {
    expect(routes.length).toBeGreaterThanOrEqual(90);
    expect(routes.filter((route) => !route.guarded || !route.permission).map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it(
    'answers every route as the permission table says, for every role, a customer and a visitor',
    async () => {
      // An allowed read is walked by the next test, which wants its 200 with the fixtures' documents.
      const readsIt = (route: Route, who: Who) =>
        route.method === 'GET' && who !== 'visitor' && who !== 'customer' && roleCan(who, route.permission!.resource, 'read');
      const calls = routes.flatMap((route) => EVERYONE.filter((who) => !readsIt(route, who)).map((who) => ({ route, who })));
      const wrong = await inBatches(calls, 12, async ({ route, who }) => {
        const response = await call(route, who, route.method === 'GET' && filled(route.path));
        const { resource, action } = route.permission!;
        const allowed = who !== 'visitor' && who !== 'customer' && roleCan(who, resource, action);
        const raw: unknown = response.body;
        const body = (Buffer.isBuffer(raw) ? (response.type === 'application/json' ? JSON.parse(raw.toString('utf8')) : {}) : raw) as {
          detail?: string;
        };
        let expected: string | null = null;
        if (who === 'visitor') expected = response.status === 401 ? null : '401';
        else if (!allowed) {
          const detail = refusalText(who === 'customer' ? null : who, resource, action);
          expected = response.status === 403 && body.detail === detail ? null : `403 «${detail}»`;
        } else if (response.status === 401 || response.status === 403) expected = 'past the guard';
        return expected ? [`${route.method} ${route.path} as ${who}: ${response.status}, expected ${expected}`] : [];
      });
      expect(wrong.flat()).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'shows the money, collect, food cost and margin figures in every answer and document exactly to the roles allowed to see them',
    async () => {
      const reads = routes.filter((route) => route.method === 'GET' && filled(route.path));
      const seen = new Map<string, Map<Who, string>>();
      const calls = reads.flatMap((route) =>
        STAFF_ROLES.filter((role) => roleCan(role, route.permission!.resource, 'read')).map((role) => ({ route, role })),
      );
      const failures = await inBatches(calls, 6, async ({ route, role }) => {
        const response = await call(route, role, true);
        if (response.status !== 200)
          return [`GET ${route.path} as ${role}: ${response.status} ${(response.body as Buffer).toString('utf8').slice(0, 200)}`];
        const text = squeeze(readable(response.type, response.body as Buffer));
        const key = `GET ${route.path}`;
        if (!seen.has(key)) seen.set(key, new Map());
        seen.get(key)!.set(role, text);
        return [];
      });
      // Every read route answers its roles with the fixtures (a route the walk cannot fill fails here, not silently).
      expect(failures.flat()).toEqual([]);

      const leaks: string[] = [];
      const missing: string[] = [];
      for (const [route, texts] of seen) {
        const owner = texts.get('owner')!;
        for (const [kind, figures] of Object.entries(FIGURES) as Array<[keyof typeof FIGURES, string[]]>) {
          const shownToOwner = figures.filter((figure) => owner.includes(squeeze(figure)));
          for (const [role, text] of texts) {
            if (role === 'owner') continue;
            const visible = roleVisibility(role as StaffRole)[kind];
            const found = figures.filter((figure) => text.includes(squeeze(figure)));
            if (!visible && found.length > 0) leaks.push(`${route} as ${role}: ${kind} ${found.join(', ')}`);
            // The same document tells an allowed role what it tells the owner.
            if (visible)
              for (const figure of shownToOwner) if (!found.includes(figure)) missing.push(`${route} as ${role}: ${kind} ${figure}`);
          }
        }
      }
      expect(leaks).toEqual([]);
      expect(missing).toEqual([]);
      // The walk did read the figures somewhere: the fixtures reach the documents they should.
      const everything = [...seen.values()].map((texts) => texts.get('owner')!).join('\n');
      for (const figures of Object.values(FIGURES)) expect(figures.some((figure) => everything.includes(squeeze(figure)))).toBe(true);
    },
    WALK_TIMEOUT_MS,
  );

  it('has fixtures for every resource a role that may not see every figure reads by id', () => {
    // A resource without a row here (no quote, enquiry… in the fixtures) must be one only roles that see every figure read.
    const blind = (role: StaffRole) => (Object.keys(FIGURES) as Array<keyof typeof FIGURES>).some((kind) => !roleVisibility(role)[kind]);
    const unwalked = routes
      .filter((route) => route.method === 'GET' && !filled(route.path))
      .flatMap((route) =>
        STAFF_ROLES.filter((role) => roleCan(role, route.permission!.resource, 'read') && blind(role)).map(
          (role) => `${route.path} as ${role}`,
        ),
      );
    expect(unwalked).toEqual([]);
  });
});

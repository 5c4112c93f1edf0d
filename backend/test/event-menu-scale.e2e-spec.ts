import { MENU_CANDIDATES_PER_ORDER } from '@bulbash/rules';
import { ProductAllergen, ProductDietTag } from '../src/catalogue/product-dietary.entity';
import { Product } from '../src/catalogue/product.entity';
import { createAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { MenuService } from '../src/events/menu.service';
import { startTestApp, TestApp } from './support/test-app';

const CATALOGUE = 10_000;
/** Rows per INSERT: few statements, under every engine's placeholder limit. */
const BATCH = 500;

/** The public menu planner on a 10 000-dish catalogue: bounded work and answer whatever the catalogue. */
describe('event menu on a large catalogue', () => {
  let shop: TestApp;
  let shelves: TestShelf[];
  let ipCounter = 0;
  const freshIp = () => `10.2.0.${(ipCounter += 1)}`;
  const menu = (query: Record<string, string | number>) =>
    shop.api().get('/api/v1/events/menu').query(query).set('X-Forwarded-For', freshIp());

  /** Every dish in the format's three categories; every fourth vegetarian, every seventh with nuts. */
  async function seedCatalogue(): Promise<void> {
    const manager = shop.dataSource.manager;
    for (let start = 0; start < CATALOGUE; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, CATALOGUE - start) }, (_, offset) => {
        const index = start + offset;
        const shelf = shelves[index % shelves.length];
        return {
          name: `Блюдо ${index}`,
          description: 'Для нагрузки',
          ingredients: 'Картофель',
          imagePath: null,
          price: 5 + ((index * 7919) % 30_000) / 100,
          weight: 500,
          peopleNumbers: 1 + ((index * 31) % 30),
          categoryId: shelf.category.id,
          subcategoryId: shelf.subcategory.id,
          statusEnabled: true,
        };
      });
      await manager.createQueryBuilder().insert().into(Product).values(rows).updateEntity(false).execute();
    }
    const ids: { id: number }[] = await manager.createQueryBuilder(Product, 'p').select('p.id', 'id').orderBy('p.id').getRawMany();
    const vegetarian = ids.filter((_, index) => index % 4 === 0).map(({ id }) => ({ productId: Number(id), code: 'vegetarian' }));
    const nuts = ids.filter((_, index) => index % 7 === 0).map(({ id }) => ({ productId: Number(id), code: 'nuts' }));
    for (let start = 0; start < vegetarian.length; start += BATCH)
      await manager.insert(ProductDietTag, vegetarian.slice(start, start + BATCH) as ProductDietTag[]);
    for (let start = 0; start < nuts.length; start += BATCH)
      await manager.insert(ProductAllergen, nuts.slice(start, start + BATCH) as ProductAllergen[]);
  }

  beforeAll(async () => {
    shop = await startTestApp({ TRUST_PROXY: '1' });
    shelves = [await createShelf(shop, [10]), await createShelf(shop, [10]), await createShelf(shop, [10])];
    await seedCatalogue();
    const admin = await createAccount(shop, { admin: true });
    await shop
      .api()
      .post('/api/v1/admin/event-formats')
      .set(admin.auth)
      .send({
        code: 'gala',
        name: 'Гала-ужин',
        description: 'Большой банкет',
        min_guests: 1,
        categories: shelves.map((shelf, index) => ({ category_id: shelf.category.id, portions_per_guest: [5, 3, 2][index] })),
      })
      .expect(201);
  }, 120_000);
  afterAll(async () => shop.close());

  const largest = { guests: 1000, format: 'gala', vegetarian: 300, exclude_allergens: 'nuts' };

  // The work of a request is bounded by what leaves the database and what the planner weighs:
  // counted, not timed (timings live in `npm run bench:menu -w backend`, which prints them).
  it('answers guests=1000 from a bounded set of candidates, whatever the catalogue holds', async () => {
    expect(await shop.dataSource.getRepository(Product).count()).toBeGreaterThanOrEqual(CATALOGUE);
    const candidates = jest.spyOn(shop.app.get(MenuService), 'candidates');
    const answer = await menu(largest).expect(200);
    const body = answer.body as {
      lines: { product_id: number }[];
      dishes: { product_id: number; category_id: number; allergens: string[] }[];
      coverage: { needed: number; ok: boolean; eligible: number }[];
    };
    expect(candidates).toHaveBeenCalledTimes(1);
    const loaded = await candidates.mock.results[0].value;
    candidates.mockRestore();
    // Per category: the cheapest per person fed and the cheapest units, of its vegetarian and other dishes.
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.length).toBeLessThanOrEqual(shelves.length * 4 * MENU_CANDIDATES_PER_ORDER);
    expect(answer.text.length).toBeLessThan(50_000);
    expect(body.coverage.map((row) => row.needed)).toEqual([5000, 3000, 2000]);
    expect(body.coverage.every((row) => row.ok)).toBe(true);
    for (const shelf of shelves) {
      const alternatives = body.dishes.filter((dish) => dish.category_id === shelf.category.id);
      expect(alternatives.length).toBeGreaterThan(0);
      expect(alternatives.length).toBeLessThanOrEqual(4 * MENU_CANDIDATES_PER_ORDER);
    }
    expect(body.coverage.every((row) => row.eligible <= 4 * MENU_CANDIDATES_PER_ORDER)).toBe(true);
    expect(body.dishes.some((dish) => dish.allergens.includes('nuts'))).toBe(false);
    const offered = new Set(body.dishes.map((dish) => dish.product_id));
    expect(body.lines.every((line) => offered.has(line.product_id))).toBe(true);
  });
});

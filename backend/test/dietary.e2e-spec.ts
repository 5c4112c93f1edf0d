import { readCatalogueVersion } from '../src/cache/catalogue-version';
import { ALLERGEN_CODES, DIET_TAG_CODES } from '@bulbash/rules';
import { ProductAllergen, ProductDietTag } from '../src/catalogue/product-dietary.entity';
import { makeImage } from './fixtures/images';
import { createShelf, TestShelf } from './support/catalogue';
import { useShopWithAccounts } from './support/shop-with-accounts';

const A = '/api/v1/bulbash_admin';
const REST = '/api/v1/admin/products';
const LIST = '/api/v1/product/products_list';

/** Allergens and diet tags: stored per product, answered everywhere, filtered on, written by the back office. */
describe('allergens and diet tags', () => {
  const env = useShopWithAccounts();
  let png: Buffer;
  let shelf: TestShelf;
  /** Products of the shelf by role (prices 10..60). */
  let salad: number, cake: number, nutsBox: number, fruit: number, soup: number, pie: number;

  const tag = async (productId: number, allergens: string[], diet: string[]) => {
    const manager = env.shop.dataSource.manager;
    await manager.delete(ProductAllergen, { productId });
    await manager.delete(ProductDietTag, { productId });
    for (const code of allergens) await manager.insert(ProductAllergen, { productId, code } as ProductAllergen);
    for (const code of diet) await manager.insert(ProductDietTag, { productId, code } as ProductDietTag);
  };
  const list = (query: Record<string, string | number>) =>
    env.shop
      .api()
      .get(LIST)
      .query({ category_id: shelf.category.id, ...query });
  const ids = async (query: Record<string, string | number>) =>
    (await list(query).expect(200)).body.products.map((product: { id: number }) => product.id);
  const rest = (method: 'get' | 'put' | 'patch', path = '') => env.shop.api()[method](`${REST}${path}`).set(env.admin.auth);

  beforeAll(async () => {
    png = await makeImage('png');
    shelf = await createShelf(env.shop, [10, 20, 30, 40, 50, 60]);
    [salad, cake, nutsBox, fruit, soup, pie] = shelf.products.map((product) => product.id);
    await tag(salad, ['milk'], ['vegetarian', 'gluten_free']);
    await tag(cake, ['gluten', 'eggs', 'milk'], ['vegetarian']);
    await tag(nutsBox, ['nuts', 'milk'], ['vegetarian']);
    await tag(fruit, [], ['vegetarian', 'vegan', 'gluten_free', 'lactose_free']);
    await tag(soup, ['celery'], ['gluten_free']);
    await tag(pie, ['gluten', 'eggs'], []);
    // The rows were written beside the services: start from a fresh catalogue version.
    await env.shop.dataSource.transaction(async (manager) => {
      const { bumpCatalogueVersion } = await import('../src/cache/catalogue-version');
      await bumpCatalogueVersion(manager);
    });
  });

  it('GET /dietary lists the 14 allergens and 4 diet tags with Russian names in a stable order', async () => {
    const { body } = await env.shop.api().get('/api/v1/dietary').expect(200);
    expect(body.allergens.map((entry: { code: string }) => entry.code)).toEqual([...ALLERGEN_CODES]);
    expect(body.diet_tags).toEqual([
      { code: 'vegetarian', name: 'Вегетарианское' },
      { code: 'vegan', name: 'Веганское' },
      { code: 'gluten_free', name: 'Без глютена' },
      { code: 'lactose_free', name: 'Без лактозы' },
    ]);
    expect(body.allergens).toContainEqual({ code: 'milk', name: 'Молоко и лактоза' });
    expect(body.allergens).toContainEqual({ code: 'gluten', name: 'Глютен' });
    expect(body.allergens).toContainEqual({ code: 'nuts', name: 'Орехи' });
  });

  it('every product answer carries both lists, in the stable order, [] when none', async () => {
    const { body } = await list({}).expect(200);
    const byId = new Map(body.products.map((product: { id: number }) => [product.id, product]));
    expect(byId.get(cake)).toMatchObject({ allergens: ['gluten', 'eggs', 'milk'], diet_tags: ['vegetarian'] });
    expect(byId.get(pie)).toMatchObject({ allergens: ['gluten', 'eggs'], diet_tags: [] });
    expect(byId.get(fruit)).toMatchObject({ allergens: [], diet_tags: ['vegetarian', 'vegan', 'gluten_free', 'lactose_free'] });
    const detail = (await env.shop.api().get(`/api/v1/product/product_${nutsBox}`).expect(200)).body;
    expect(detail).toMatchObject({ allergens: ['milk', 'nuts'], diet_tags: ['vegetarian'] });
    const admin = (await env.shop.api().get(`${A}/get_product_${salad}`).set(env.admin.auth).expect(200)).body;
    expect(admin).toMatchObject({ allergens: ['milk'], diet_tags: ['vegetarian', 'gluten_free'] });
    const adminList = (
      await env.shop.api().get(`${A}/get_list_products`).query({ category_id: shelf.category.id }).set(env.admin.auth).expect(200)
    ).body as { id: number; allergens: string[] }[];
    expect(adminList.find((row) => row.id === soup)?.allergens).toEqual(['celery']);
    expect((await rest('get', `/${pie}`).expect(200)).body).toMatchObject({ allergens: ['gluten', 'eggs'], diet_tags: [] });
  });

  describe('products_list filters', () => {
    it('diet= keeps products carrying every listed tag', async () => {
      expect(await ids({ diet: 'vegetarian' })).toEqual([salad, cake, nutsBox, fruit]);
      expect(await ids({ diet: 'vegetarian,gluten_free' })).toEqual([salad, fruit]);
      expect(await ids({ diet: 'gluten_free, vegetarian ,' })).toEqual([salad, fruit]);
      expect(await ids({ diet: 'vegan' })).toEqual([fruit]);
    });

    it('exclude_allergens= drops products containing any listed allergen', async () => {
      expect(await ids({ exclude_allergens: 'nuts' })).toEqual([salad, cake, fruit, soup, pie]);
      expect(await ids({ exclude_allergens: 'nuts,milk' })).toEqual([fruit, soup, pie]);
      expect(await ids({ exclude_allergens: 'gluten,milk,celery' })).toEqual([fruit]);
    });

    it('combines with the diet, price, people, search, sort and paging; the six bounds stay those of the scope', async () => {
      const all = (await list({}).expect(200)).body;
      const { body } = await list({ diet: 'vegetarian', exclude_allergens: 'nuts', price_min: 15, sort: 'price_desc' }).expect(200);
      expect(body.products.map((product: { id: number }) => product.id)).toEqual([fruit, cake]);
      expect(body.total_products).toBe(2);
      expect(body.total_pages).toBe(1);
      for (const bound of ['price_min', 'price_max', 'weight_min', 'weight_max', 'people_numbers_min', 'people_numbers_max'])
        expect(body[bound]).toBe(all[bound]);
      expect(await ids({ diet: 'vegetarian', people_of_numbers: 4 })).toEqual([nutsBox, fruit]);
      const searched = shelf.products[0].name;
      expect(await ids({ diet: 'gluten_free', q: searched })).toEqual([salad]);
      expect(await ids({ diet: 'vegan', exclude_allergens: 'milk', page: 2 })).toEqual([]);
      const empty = (await list({ diet: 'vegan', exclude_allergens: 'milk', price_max: 5 }).expect(200)).body;
      expect(empty).toMatchObject({ products: [], total_products: 0, total_pages: 0, price_min: all.price_min, price_max: all.price_max });
    });

    it.each([
      [{ diet: 'vegetarian,halal' }, 'diet: неизвестный код «halal»'],
      [{ exclude_allergens: 'nuts,peanut' }, 'exclude_allergens: неизвестный код «peanut»'],
      [{ exclude_allergens: 'vegan' }, 'exclude_allergens: неизвестный код «vegan»'],
    ])('answers 400 naming an unknown code: %j', async (query, start) => {
      const { body } = await list(query).expect(400);
      expect(body.detail.startsWith(start)).toBe(true);
    });

    it('treats a blank filter as absent', async () => {
      expect(await ids({ diet: '', exclude_allergens: ' ' })).toEqual(shelf.products.map((product) => product.id));
    });

    it('serves the same cached answer for the same codes in another order, and a new one after a tag changes', async () => {
      const first = await list({ diet: 'gluten_free,vegetarian' }).expect(200);
      const second = await list({ diet: 'vegetarian,gluten_free' }).expect(200);
      expect(second.headers.etag).toBe(first.headers.etag);
      const before = await readCatalogueVersion(env.shop.dataSource.manager);
      await rest('put', `/${soup}`)
        .send({ diet_tags: ['gluten_free', 'vegetarian'] })
        .expect(200);
      expect(await readCatalogueVersion(env.shop.dataSource.manager)).toBeGreaterThan(before);
      expect(await ids({ diet: 'vegetarian,gluten_free' })).toEqual([salad, fruit, soup]);
      await rest('put', `/${soup}`)
        .send({ diet_tags: ['gluten_free'] })
        .expect(200);
      expect(await ids({ diet: 'gluten_free,vegetarian' })).toEqual([salad, fruit]);
    });
  });

  describe('admin writes', () => {
    const createProduct = (query: Record<string, string | number | boolean>) =>
      env.shop
        .api()
        .post(`${A}/create_product`)
        .query({ name: 'Салат тестовый', category_id: shelf.category.id, subcategory_id: shelf.subcategory.id, ...query })
        .set(env.admin.auth)
        .attach('img_file', png, 'dish.png');
    const update = (id: number, query: Record<string, string>) =>
      env.shop.api().patch(`${A}/update_product_${id}`).query(query).set(env.admin.auth);
    const stored = async (id: number) => {
      const body = (await env.shop.api().get(`${A}/get_product_${id}`).set(env.admin.auth).expect(200)).body;
      return { allergens: body.allergens, diet_tags: body.diet_tags };
    };

    it('create_product takes comma-separated lists and answers them in the stable order', async () => {
      const { body } = await createProduct({ allergens: 'milk,gluten,milk', diet_tags: 'vegetarian' }).expect(201);
      expect(body).toMatchObject({ allergens: ['gluten', 'milk'], diet_tags: ['vegetarian'] });
      expect(await stored(body.id)).toEqual({ allergens: ['gluten', 'milk'], diet_tags: ['vegetarian'] });
    });

    it('update_product changes only the lists sent; an empty value clears one', async () => {
      const id = (await createProduct({ allergens: 'eggs', diet_tags: 'vegetarian,gluten_free' }).expect(201)).body.id;
      await update(id, { allergens: 'eggs,mustard' }).expect(200);
      expect(await stored(id)).toEqual({ allergens: ['eggs', 'mustard'], diet_tags: ['vegetarian', 'gluten_free'] });
      await update(id, { diet_tags: '' }).expect(200);
      expect(await stored(id)).toEqual({ allergens: ['eggs', 'mustard'], diet_tags: [] });
      await update(id, { name: 'Салат переименованный' }).expect(200);
      expect(await stored(id)).toEqual({ allergens: ['eggs', 'mustard'], diet_tags: [] });
    });

    it.each([
      [{ diet_tags: 'vegan' }, '«Веганское» (vegan) требует отметки «Вегетарианское» (vegetarian)'],
      [{ allergens: 'gluten', diet_tags: 'gluten_free' }, '«Без глютена» (gluten_free) несовместимо с аллергеном «Глютен» (gluten)'],
      [
        { allergens: 'milk', diet_tags: 'lactose_free' },
        '«Без лактозы» (lactose_free) несовместимо с аллергеном «Молоко и лактоза» (milk)',
      ],
    ])('create refuses lists that break a rule: %j → 400 naming it', async (query, detail) => {
      expect((await createProduct(query).expect(400)).body).toEqual({ detail });
    });

    it('update checks the rule against the stored lists and changes nothing when it breaks', async () => {
      const id = (await createProduct({ allergens: 'milk', diet_tags: 'vegetarian' }).expect(201)).body.id;
      const before = await readCatalogueVersion(env.shop.dataSource.manager);
      const { body } = await update(id, { diet_tags: 'vegetarian,lactose_free', name: 'Не сохранится' }).expect(400);
      expect(body.detail).toContain('lactose_free');
      expect(await stored(id)).toEqual({ allergens: ['milk'], diet_tags: ['vegetarian'] });
      expect((await env.shop.api().get(`${A}/get_product_${id}`).set(env.admin.auth)).body.name).toBe('Салат тестовый');
      expect(await readCatalogueVersion(env.shop.dataSource.manager)).toBe(before);
    });

    it('refuses an unknown code naming it', async () => {
      const { body } = await createProduct({ allergens: 'milk,shellfish' }).expect(400);
      expect(body.detail).toMatch(/^allergens: неизвестный код «shellfish»/);
    });

    it('the REST admin takes JSON arrays and refuses strings of another shape', async () => {
      await rest('put', `/${pie}`)
        .send({ allergens: ['eggs', 'gluten', 'sesame'], diet_tags: [] })
        .expect(200);
      expect((await rest('get', `/${pie}`).expect(200)).body).toMatchObject({ allergens: ['gluten', 'eggs', 'sesame'], diet_tags: [] });
      expect(
        (
          await rest('put', `/${pie}`)
            .send({ allergens: ['eggs', 7] })
            .expect(400)
        ).body.detail,
      ).toMatch(/^allergens: /);
      expect((await rest('put', `/${pie}`).send({ allergens: null }).expect(400)).body.detail).toMatch(/^allergens: /);
      expect(
        (
          await rest('put', `/${pie}`)
            .send({ diet_tags: ['vegan'] })
            .expect(400)
        ).body.detail,
      ).toContain('vegan');
    });

    it('the REST list filters by diet tags and allergens (every one listed)', async () => {
      const filter = (value: object) =>
        rest(
          'get',
          `?filter=${encodeURIComponent(JSON.stringify({ id: shelf.products.map((product) => product.id), ...value }))}&sort=["id","ASC"]`,
        ).expect(200);
      expect((await filter({ diet: ['vegetarian', 'gluten_free'] })).body.map((row: { id: number }) => row.id)).toEqual([salad, fruit]);
      expect((await filter({ allergens: ['milk'] })).body.map((row: { id: number }) => row.id)).toEqual([salad, cake, nutsBox]);
    });
  });

  describe('bulk set / clear', () => {
    const bulk = (body: object) => rest('patch', '/dietary').send(body);

    it('adds and removes one diet tag or allergen on the chosen products in one go', async () => {
      const before = await readCatalogueVersion(env.shop.dataSource.manager);
      const { body } = await bulk({ ids: [cake, pie, cake], allergen: 'sesame', present: true }).expect(200);
      expect(body).toEqual({ detail: 'Отмечено, товаров: 2', ids: [cake, pie] });
      expect(await readCatalogueVersion(env.shop.dataSource.manager)).toBeGreaterThan(before);
      expect(await ids({ exclude_allergens: 'sesame' })).not.toContain(cake);
      await bulk({ ids: [cake, pie], allergen: 'sesame', present: false }).expect(200);
      expect(await ids({ exclude_allergens: 'sesame' })).toContain(cake);
      await bulk({ ids: [soup, pie], diet_tag: 'lactose_free', present: true }).expect(200);
      expect(await ids({ diet: 'lactose_free' })).toEqual([fruit, soup, pie]);
      await bulk({ ids: [soup, pie], diet_tag: 'lactose_free', present: false }).expect(200);
      expect(await ids({ diet: 'lactose_free' })).toEqual([fruit]);
    });

    it('changes nothing when one product would break a rule: 400 naming it', async () => {
      const { body } = await bulk({ ids: [fruit, cake], diet_tag: 'gluten_free', present: true }).expect(400);
      expect(body.detail).toBe(`Товар ${cake}: «Без глютена» (gluten_free) несовместимо с аллергеном «Глютен» (gluten)`);
      expect(await ids({ diet: 'gluten_free' })).not.toContain(cake);
      const vegan = await bulk({ ids: [fruit], diet_tag: 'vegetarian', present: false }).expect(400);
      expect(vegan.body.detail).toContain('vegan');
      expect(await ids({ diet: 'vegan' })).toEqual([fruit]);
    });

    it.each([
      ['neither code', { ids: [1], present: true }, 'Укажите ровно одно из полей: diet_tag или allergen'],
      [
        'both codes',
        { ids: [1], present: true, diet_tag: 'vegan', allergen: 'milk' },
        'Укажите ровно одно из полей: diet_tag или allergen',
      ],
      ['an unknown tag', { ids: [1], present: true, diet_tag: 'keto' }, `diet_tag: ожидается один из кодов: ${DIET_TAG_CODES.join(', ')}`],
      ['no present', { ids: [1], allergen: 'milk' }, 'present: заполните поле!'],
    ])('refuses %s', async (_case, payload, detail) => {
      expect((await bulk(payload).expect(400)).body).toEqual({ detail });
    });

    it('of two conflicting changes at the same moment one is 200 and one 400; the dish never ends with both (20 rounds)', async () => {
      const manager = env.shop.dataSource.manager;
      const storedCodes = async (productId: number) => ({
        allergens: (await manager.find(ProductAllergen, { where: { productId } })).map((row) => row.code),
        diet: (await manager.find(ProductDietTag, { where: { productId } })).map((row) => row.code),
      });
      for (let round = 0; round < 20; round += 1) {
        await tag(soup, ['celery'], []);
        // Alternate which one is sent first; on odd rounds the tag comes through the single-product PUT.
        const addTag =
          round % 2 === 0
            ? bulk({ ids: [fruit, soup], diet_tag: 'gluten_free', present: true })
            : rest('put', `/${soup}`).send({ diet_tags: ['gluten_free'] });
        const addAllergen = bulk({ ids: [soup, cake], allergen: 'gluten', present: true });
        const answers = round % 4 < 2 ? await Promise.all([addTag, addAllergen]) : (await Promise.all([addAllergen, addTag])).reverse();
        const statuses = answers.map((answer) => answer.status);
        expect([...statuses].sort()).toEqual([200, 400]);
        const codes = await storedCodes(soup);
        expect(codes.allergens.includes('gluten') && codes.diet.includes('gluten_free')).toBe(false);
        expect(codes.allergens.includes('gluten')).toBe(statuses[1] === 200);
        expect(codes.diet.includes('gluten_free')).toBe(statuses[0] === 200);
      }
      await tag(soup, ['celery'], ['gluten_free']);
      await tag(cake, ['gluten', 'eggs', 'milk'], ['vegetarian']);
    });

    it('answers 404 naming an unknown id and changes nothing', async () => {
      const { body } = await bulk({ ids: [cake, 999_999], allergen: 'lupin', present: true }).expect(404);
      expect(body).toEqual({ detail: 'Товары не найдены (id: 999999); ничего не изменено' });
      expect(await ids({ exclude_allergens: 'lupin' })).toContain(cake);
    });

    it('needs an administrator', async () => {
      await env.shop
        .api()
        .patch(`${REST}/dietary`)
        .set(env.customer.auth)
        .send({ ids: [cake], allergen: 'milk', present: true })
        .expect(403);
    });
  });
});

import { Category } from '../src/catalogue/category.entity';
import { Product } from '../src/catalogue/product.entity';
import { Subcategory } from '../src/catalogue/subcategory.entity';
import { EMPTY_PRODUCT_LIST } from './support/catalogue';
import { startTestApp, TestApp } from './support/test-app';

interface Row {
  id: number;
  name: string;
  price: number;
  weight: number;
  people_numbers: number;
  category_id: number;
}

interface ListBody {
  products: Row[];
  total_products: number;
  page: number;
  total_pages: number;
  price_min: number;
  price_max: number;
  weight_min: number;
  weight_max: number;
  people_numbers_min: number;
  people_numbers_max: number;
}

/** Names chosen for the search rules: Cyrillic letter case, a match inside a word, literal % and _. */
const NAMED = [
  { name: 'Драники с грибами', price: 24.5, weight: 600, people: 2, days: 9 },
  { name: 'ДРАНИКИ со сметаной', price: 19.9, weight: 450, people: 1, days: 3 },
  { name: 'Колдуны по-домашнему', price: 31, weight: 800, people: 3, days: 8 },
  { name: 'Скидка 50% на ёлочку', price: 12.4, weight: 300, people: 1, days: 7 },
  { name: 'Набор 500 канапе', price: 410, weight: 5000, people: 30, days: 6 },
  { name: 'Торт_медовик', price: 55, weight: 1500, people: 8, days: 5 },
  { name: 'Тортик шоколадный', price: 38.7, weight: 900, people: 6, days: 4 },
  { name: 'Бабка картофельная', price: 27.3, weight: 700, people: 3, days: 1 },
];

describe('public product list: search and sort', () => {
  let shop: TestApp;
  let categoryA = 0;
  let categoryB = 0;
  const all: Array<{ id: number; name: string; price: number; categoryId: number }> = [];

  const list = async (query: Record<string, string | number | string[]>): Promise<ListBody> =>
    (await shop.api().get('/api/v1/product/products_list').query(query).expect(200)).body as ListBody;
  const names = (body: ListBody) => body.products.map((product) => product.name);
  const everyPage = async (query: Record<string, string | number>): Promise<Row[]> => {
    const first = await list(query);
    const rows = [...first.products];
    for (let page = 2; page <= first.total_pages; page += 1) rows.push(...(await list({ ...query, page })).products);
    return rows;
  };

  beforeAll(async () => {
    shop = await startTestApp();
    const manager = shop.dataSource.manager;
    const category = async (name: string, position: number) =>
      (await manager.save(manager.create(Category, { name, description: name, imagePath: null, position, statusEnabled: true }))).id;
    categoryA = await category('Горячее', 1);
    categoryB = await category('Выпечка', 2);
    const subA = (
      await manager.save(manager.create(Subcategory, { name: 'Блюда из картофеля', categoryId: categoryA, statusEnabled: true }))
    ).id;
    const subB = (await manager.save(manager.create(Subcategory, { name: 'Торты', categoryId: categoryB, statusEnabled: true }))).id;
    const now = Date.UTC(2026, 10, 20, 12, 0, 0);
    const add = async (name: string, price: number, weight: number, people: number, days: number, inB: boolean) => {
      const saved = await manager.save(
        manager.create(Product, {
          name,
          description: `Описание: ${name}`,
          ingredients: 'картофель',
          imagePath: null,
          price,
          weight,
          peopleNumbers: people,
          categoryId: inB ? categoryB : categoryA,
          subcategoryId: inB ? subB : subA,
          statusEnabled: true,
        }),
      );
      // Creation times far apart, and not in id order, so that `new` is observable.
      await manager.update(Product, saved.id, { dateCreated: new Date(now - days * 86_400_000) });
      all.push({ id: saved.id, name, price, categoryId: saved.categoryId });
    };
    for (const [index, item] of NAMED.entries()) await add(item.name, item.price, item.weight, item.people, item.days, index >= 5);
    // Enough plain dishes for three pages of the whole list.
    for (let index = 1; index <= 30; index += 1) {
      await add(
        `Блюдо дня ${String(index).padStart(2, '0')}`,
        Math.round((90 - index * 2.35) * 100) / 100,
        200 + index * 10,
        1 + (index % 5),
        20 + ((index * 7) % 30),
        index % 2 === 0,
      );
    }
    // A hidden product never shows up in a search.
    await manager.save(
      manager.create(Product, {
        name: 'Драники скрытые',
        description: 'скрыт',
        ingredients: 'картофель',
        imagePath: null,
        price: 1,
        weight: 1,
        peopleNumbers: 1,
        categoryId: categoryA,
        subcategoryId: subA,
        statusEnabled: false,
      }),
    );
  });
  afterAll(async () => shop?.close());

  describe('q', () => {
    it('ignores Cyrillic letter case and matches anywhere in the name', async () => {
      const lower = await list({ q: 'драники' });
      expect(names(lower).sort()).toEqual(['ДРАНИКИ со сметаной', 'Драники с грибами'].sort());
      expect((await list({ q: 'ДРаНиКи' })).products).toEqual(lower.products);
      expect(names(await list({ q: 'ОМАШН' }))).toEqual(['Колдуны по-домашнему']);
      expect(names(await list({ q: 'ЁЛОЧ' }))).toEqual(['Скидка 50% на ёлочку']);
    });

    it('matches every word in any order, by word forms, in the name, description or ingredients', async () => {
      for (const q of ['драники сметана', 'сметан драник', 'Драник со сметаной', 'СМЕТАНОЙ']) {
        expect(names(await list({ q }))).toEqual(['ДРАНИКИ со сметаной']);
      }
      expect(names(await list({ q: 'елочка скидка' }))).toEqual(['Скидка 50% на ёлочку']);
      expect(names(await list({ q: 'торты шоколадные' }))).toEqual(['Тортик шоколадный']);
      // A word of the ingredients counts too: every product of this fixture has «картофель».
      expect((await list({ q: 'картофелем драники' })).total_products).toBe(2);
      expect((await list({ q: 'драники пицца' })).total_products).toBe(0);
    });

    it('takes % and _ literally', async () => {
      expect(names(await list({ q: '50%' }))).toEqual(['Скидка 50% на ёлочку']);
      expect(names(await list({ q: '%' }))).toEqual(['Скидка 50% на ёлочку']);
      expect(names(await list({ q: 'Торт_' }))).toEqual(['Торт_медовик']);
      expect(names(await list({ q: '_' }))).toEqual(['Торт_медовик']);
      expect((await list({ q: '!' })).total_products).toBe(0);
    });

    it('counts and bounds follow the search, before the price, weight and people filters', async () => {
      const body = await list({ q: 'драники' });
      expect(body).toMatchObject({
        total_products: 2,
        page: 1,
        total_pages: 1,
        price_min: 19.9,
        price_max: 24.5,
        weight_min: 450,
        weight_max: 600,
        people_numbers_min: 1,
        people_numbers_max: 2,
      });
      const filtered = await list({ q: 'драники', price_min: '20' });
      expect(names(filtered)).toEqual(['Драники с грибами']);
      expect(filtered).toMatchObject({ total_products: 1, total_pages: 1, price_min: 19.9, price_max: 24.5 });
    });

    it('works across categories and together with a category', async () => {
      expect(names(await list({ q: 'торт' })).sort()).toEqual(['Торт_медовик', 'Тортик шоколадный'].sort());
      expect((await list({ q: 'блюдо дня' })).total_products).toBe(30);
      const inA = await list({ q: 'блюдо дня', category_id: categoryA });
      expect(inA.total_products).toBe(15);
      expect(inA.products.every((product) => product.category_id === categoryA)).toBe(true);
      expect((await list({ q: 'торт', category_id: categoryA })).total_products).toBe(0);
    });

    it('gives the empty answer when nothing matches', async () => {
      expect(await list({ q: 'пицца' })).toEqual(EMPTY_PRODUCT_LIST);
    });

    it('trims the text; a blank q counts as absent', async () => {
      expect(names(await list({ q: '  колдуны  ' }))).toEqual(['Колдуны по-домашнему']);
      const plain = await list({});
      expect(await list({ q: '' })).toEqual(plain);
      expect(await list({ q: '   ' })).toEqual(plain);
    });

    it('accepts 100 characters and refuses 101 or a repeated q with a Russian 400 naming q', async () => {
      expect((await list({ q: 'а'.repeat(100) })).total_products).toBe(0);
      const long = await shop
        .api()
        .get('/api/v1/product/products_list')
        .query({ q: 'а'.repeat(101) })
        .expect(400);
      expect(long.body).toEqual({ detail: 'q: строка поиска: не более 100 символов' });
      const repeated = await shop.api().get('/api/v1/product/products_list?q=a&q=b').expect(400);
      expect(repeated.body).toEqual({ detail: 'q: строка поиска должна быть строкой' });
    });
  });

  describe('sort', () => {
    const byPrice = (direction: 1 | -1) => [...all].sort((a, b) => direction * (a.price - b.price) || a.id - b.id).map((row) => row.id);

    it('without sort keeps the id order, the same as sort absent or blank', async () => {
      const rows = await everyPage({});
      expect(rows.map((row) => row.id)).toEqual([...all].map((row) => row.id).sort((a, b) => a - b));
      expect(await list({ sort: '' })).toEqual(await list({}));
    });

    it('price_asc and price_desc order every page by price, pages never overlapping', async () => {
      expect((await everyPage({ sort: 'price_asc' })).map((row) => row.id)).toEqual(byPrice(1));
      expect((await everyPage({ sort: 'price_desc' })).map((row) => row.id)).toEqual(byPrice(-1));
      const first = await list({ sort: 'price_desc' });
      expect(first.products[0].name).toBe('Набор 500 канапе');
      expect(first.products).toHaveLength(18);
    });

    it('name orders alphabetically, ignoring letter case', async () => {
      const rows = await everyPage({ sort: 'name', q: 'д' });
      const expected = all
        .filter((row) => row.name.toLowerCase().includes('д'))
        .map((row) => row.name)
        .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
      expect(rows.map((row) => row.name)).toEqual(expected);
      expect(names(await list({ sort: 'name', q: 'драники' }))).toEqual(['Драники с грибами', 'ДРАНИКИ со сметаной']);
    });

    it('new puts the most recently created first', async () => {
      const rows = await everyPage({ sort: 'new', q: 'а' });
      const newestFirst = NAMED.filter((item) => item.name.toLowerCase().includes('а'))
        .sort((a, b) => a.days - b.days)
        .map((item) => item.name);
      expect(rows.map((row) => row.name).filter((name) => !name.startsWith('Блюдо дня'))).toEqual(newestFirst);
      expect(rows[0].name).toBe('Бабка картофельная');
    });

    it('combines with the search and the filters', async () => {
      const body = await list({ q: 'торт', sort: 'price_desc', category_id: categoryB });
      expect(names(body)).toEqual(['Торт_медовик', 'Тортик шоколадный']);
      expect(names(await list({ q: 'торт', sort: 'price_asc' }))).toEqual(['Тортик шоколадный', 'Торт_медовик']);
    });

    it.each(['price', 'PRICE_ASC', 'id; DROP TABLE products'])('refuses sort=%s with a Russian 400 listing the choices', async (value) => {
      const response = await shop.api().get('/api/v1/product/products_list').query({ sort: value }).expect(400);
      expect(response.body).toEqual({ detail: 'sort: порядок сортировки должен быть одним из: price_asc, price_desc, name, new' });
    });
  });
});

import { readCatalogueVersion } from '../src/cache/catalogue-version';
import { createShelf, TestShelf } from './support/catalogue';
import { addToCart, readCart } from './support/checkout';
import { useShopWithAccounts } from './support/shop-with-accounts';

const PRODUCTS = '/api/v1/admin/products';

/** The products list's bulk action: switch several products on or off in one transaction. */
describe('REST admin API: bulk enable / disable of products', () => {
  const env = useShopWithAccounts();

  const bulk = (body: unknown) =>
    env.shop
      .api()
      .patch(PRODUCTS)
      .set(env.admin.auth)
      .send(body as object);
  const publicNames = async (shelf: TestShelf) =>
    (await env.shop.api().get(`/api/v1/product/products_list?category_id=${shelf.category.id}`).expect(200)).body.products.map(
      (product: { name: string }) => product.name,
    );
  const enabledFlags = async (shelf: TestShelf) => {
    const ids = shelf.products.map((product) => product.id);
    const filter = encodeURIComponent(JSON.stringify({ id: ids }));
    const rows = (await env.shop.api().get(`${PRODUCTS}?filter=${filter}&sort=["id","ASC"]`).set(env.admin.auth).expect(200)).body;
    return rows.map((row: { status_enabled: boolean }) => row.status_enabled);
  };

  it('disables the chosen products: the storefront stops listing them on the next request and they leave the carts', async () => {
    const shelf = await createShelf(env.shop, [10, 20, 30]);
    const [first, second, third] = shelf.products;
    expect(await publicNames(shelf)).toEqual([first.name, second.name, third.name]);
    await addToCart(env.shop, env.customer, [
      [first.id, 1],
      [third.id, 2],
    ]);

    const { body } = await bulk({ ids: [first.id, second.id, first.id], status_enabled: false }).expect(200);
    expect(body).toEqual({ detail: 'Выключено товаров: 2', ids: [first.id, second.id] });

    expect(await publicNames(shelf)).toEqual([third.name]);
    await env.shop.api().get(`/api/v1/product/product_${first.id}`).expect(404);
    expect(await enabledFlags(shelf)).toEqual([false, false, true]);
    expect((await readCart(env.shop, env.customer)).data.map((line) => line.product_id)).toEqual([third.id]);

    const enabled = await bulk({ ids: [first.id, second.id], status_enabled: true }).expect(200);
    expect(enabled.body.detail).toBe('Включено товаров: 2');
    expect(await publicNames(shelf)).toEqual([first.name, second.name, third.name]);
  });

  it('changes nothing when one id is unknown: 404 naming it, no product switched, catalogue version unchanged', async () => {
    const shelf = await createShelf(env.shop, [10, 20]);
    const before = await readCatalogueVersion(env.shop.dataSource.manager);
    const { body } = await bulk({ ids: [shelf.products[0].id, 999_999, shelf.products[1].id], status_enabled: false }).expect(404);
    expect(body).toEqual({ detail: 'Товары не найдены (id: 999999); ничего не изменено' });
    expect(await enabledFlags(shelf)).toEqual([true, true]);
    expect(await readCatalogueVersion(env.shop.dataSource.manager)).toBe(before);
    expect(await publicNames(shelf)).toHaveLength(2);
  });

  const IDS_RULE = 'ids: ожидается массив от 1 до 200 id товаров';
  const ID_RULE = 'ids: каждый id должен быть целым положительным числом';
  it.each([
    ['no ids', { status_enabled: false }, 'ids: заполните поле!'],
    ['an empty list', { ids: [], status_enabled: false }, IDS_RULE],
    ['a string of ids', { ids: '1,2', status_enabled: false }, IDS_RULE],
    ['201 ids', { ids: Array.from({ length: 201 }, (_, index) => index + 1), status_enabled: false }, IDS_RULE],
    ['an id as a string', { ids: ['1'], status_enabled: false }, ID_RULE],
    ['a fractional id', { ids: [1.5], status_enabled: false }, ID_RULE],
    ['id 0', { ids: [0], status_enabled: false }, ID_RULE],
    ['no status_enabled', { ids: [1] }, 'status_enabled: заполните поле!'],
    [
      'a status_enabled that is not a boolean',
      { ids: [1], status_enabled: 'no' },
      'status_enabled: статус доступности должен быть true или false',
    ],
  ])('refuses %s with a Russian 400', async (_case, payload, detail) => {
    expect((await bulk(payload).expect(400)).body).toEqual({ detail });
  });

  it('is for administrators only', async () => {
    await env.shop
      .api()
      .patch(PRODUCTS)
      .send({ ids: [1], status_enabled: false })
      .expect(401);
    await env.shop
      .api()
      .patch(PRODUCTS)
      .set(env.customer.auth)
      .send({ ids: [1], status_enabled: false })
      .expect(403);
  });
});

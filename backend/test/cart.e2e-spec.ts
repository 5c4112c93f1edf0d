import { CartItem } from '../src/cart/cart-item.entity';
import { Product } from '../src/catalogue/product.entity';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { startTestApp, TestApp } from './support/test-app';

const C = '/api/v1/cart';

describe('cart API', () => {
  let shop: TestApp;
  let shelf: TestShelf;
  let alice: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    shop = await startTestApp();
    shelf = await createShelf(shop, [12.5, 0.1, 33.33, 7]);
    [alice, bob] = await Promise.all([createAccount(shop), createAccount(shop)]);
  });
  afterAll(async () => shop.close());

  const add = (account: TestAccount, body: unknown) =>
    shop
      .api()
      .post(`${C}/add-item-to-cart`)
      .set(account.auth)
      .send(body as object);
  const cartOf = async (account: TestAccount) => (await shop.api().get(`${C}/get-items-from-cart`).set(account.auth).expect(200)).body;
  const clear = (account: TestAccount) => shop.dataSource.getRepository(CartItem).delete({ userId: account.user.id });

  it('answers 401 without a token on every cart route', async () => {
    await shop.api().get(`${C}/get-items-from-cart`).expect(401);
    await shop.api().post(`${C}/add-item-to-cart`).send({ product_id: 1, quantity: 1 }).expect(401);
    await shop.api().patch(`${C}/update-quantity-item-in-cart`).send({ id: 1, quantity: 1 }).expect(401);
    const response = await shop.api().delete(`${C}/delete-item-from-cart/1`).expect(401);
    expect(typeof response.body.detail).toBe('string');
  });

  it('starts empty', async () => {
    expect(await cartOf(alice)).toEqual({ data: [], total_price: 0 });
  });

  it('adds, merges on re-add and prices lines and total at current prices without float error', async () => {
    const [first, second] = shelf.products;
    const added = await add(alice, { product_id: first.id, quantity: 2 }).expect(201);
    expect(added.body).toEqual({ message: 'Товар успешно добавлен в корзину', id: expect.any(Number), product_id: first.id, quantity: 2 });
    const again = await add(alice, { product_id: first.id, quantity: 3 }).expect(201);
    expect(again.body).toMatchObject({ id: added.body.id, quantity: 5 });
    await add(alice, { product_id: second.id, quantity: 3 }).expect(201);

    const cart = await cartOf(alice);
    expect(cart.data).toEqual([
      {
        id: added.body.id,
        product_id: first.id,
        name: first.name,
        description: first.description,
        image_path: first.imagePath,
        weight: first.weight,
        price: 12.5,
        quantity: 5,
        product_price: 62.5,
      },
      expect.objectContaining({ product_id: second.id, price: 0.1, quantity: 3, product_price: 0.3 }),
    ]);
    expect(cart.total_price).toBe(62.8);

    // A price change shows up at once: the cart never stores prices.
    await shop.dataSource.getRepository(Product).update({ id: first.id }, { price: 13 });
    expect((await cartOf(alice)).total_price).toBe(65.3);
    await shop.dataSource.getRepository(Product).update({ id: first.id }, { price: 12.5 });
    await clear(alice);
  });

  it('rejects quantities outside 1..1000, fractions, strings and a merged sum above 1000 with 400', async () => {
    const product = shelf.products[2];
    for (const quantity of [0, -1, 1001, 1.5, 'много', null, true, [2]]) {
      const response = await add(alice, { product_id: product.id, quantity }).expect(400);
      expect(response.body.detail).toMatch(/^quantity: /);
    }
    await add(alice, { product_id: product.id }).expect(400);
    await add(alice, { product_id: product.id, quantity: 1000 }).expect(201);
    const over = await add(alice, { product_id: product.id, quantity: 1 }).expect(400);
    expect(over.body.detail).toMatch(/не более 1000/);
    expect((await cartOf(alice)).data[0].quantity).toBe(1000);
    await clear(alice);
  });

  it('answers 404 for a missing or disabled product and 400 for a malformed product id', async () => {
    await add(alice, { product_id: 999999, quantity: 1 }).expect(404);
    const hidden = shelf.products[3];
    await shop.dataSource.getRepository(Product).update({ id: hidden.id }, { statusEnabled: false });
    const response = await add(alice, { product_id: hidden.id, quantity: 1 }).expect(404);
    expect(response.body).toEqual({ detail: 'Товар не найден' });
    await shop.dataSource.getRepository(Product).update({ id: hidden.id }, { statusEnabled: true });
    await add(alice, { product_id: '1; DROP TABLE cart_items; --', quantity: 1 }).expect(400);
    await add(alice, { product_id: 0, quantity: 1 }).expect(400);
  });

  it('updates the quantity of an own line and validates it', async () => {
    const line = (await add(alice, { product_id: shelf.products[0].id, quantity: 1 }).expect(201)).body;
    const updated = await shop
      .api()
      .patch(`${C}/update-quantity-item-in-cart`)
      .set(alice.auth)
      .send({ id: line.id, quantity: 7 })
      .expect(200);
    expect(updated.body).toEqual({ message: expect.any(String) });
    expect((await cartOf(alice)).data[0]).toMatchObject({ id: line.id, quantity: 7, product_price: 87.5 });
    await shop.api().patch(`${C}/update-quantity-item-in-cart`).set(alice.auth).send({ id: line.id, quantity: 1001 }).expect(400);
    await shop.api().patch(`${C}/update-quantity-item-in-cart`).set(alice.auth).send({ id: line.id }).expect(400);
    await shop.api().patch(`${C}/update-quantity-item-in-cart`).set(alice.auth).send({ id: 987654, quantity: 2 }).expect(404);
    await clear(alice);
  });

  it('keeps carts private: another customer cannot see, change or delete a line (404, nothing changes)', async () => {
    const line = (await add(alice, { product_id: shelf.products[0].id, quantity: 4 }).expect(201)).body;
    expect((await cartOf(bob)).data).toEqual([]);
    const patch = await shop.api().patch(`${C}/update-quantity-item-in-cart`).set(bob.auth).send({ id: line.id, quantity: 1 }).expect(404);
    expect(patch.body).toEqual({ detail: 'Товар в корзине не найден' });
    await shop.api().delete(`${C}/delete-item-from-cart/${line.id}`).set(bob.auth).expect(404);
    expect((await cartOf(alice)).data).toEqual([expect.objectContaining({ id: line.id, quantity: 4 })]);

    // Bob adding the same product gets his own line.
    const bobs = (await add(bob, { product_id: shelf.products[0].id, quantity: 1 }).expect(201)).body;
    expect(bobs.id).not.toBe(line.id);
    await clear(alice);
    await clear(bob);
  });

  it('deletes an own line once, then 404; a malformed id is 400', async () => {
    const line = (await add(alice, { product_id: shelf.products[1].id, quantity: 1 }).expect(201)).body;
    const removed = await shop.api().delete(`${C}/delete-item-from-cart/${line.id}`).set(alice.auth).expect(200);
    expect(removed.body).toEqual({ message: expect.any(String) });
    await shop.api().delete(`${C}/delete-item-from-cart/${line.id}`).set(alice.auth).expect(404);
    await shop.api().delete(`${C}/delete-item-from-cart/abc`).set(alice.auth).expect(400);
    expect((await cartOf(alice)).data).toEqual([]);
  });

  it('leaves out a product whose category is switched off, and drops lines of deleted products', async () => {
    const shelf2 = await createShelf(shop, [5, 6]);
    await add(alice, { product_id: shelf2.products[0].id, quantity: 1 }).expect(201);
    await add(alice, { product_id: shelf.products[0].id, quantity: 1 }).expect(201);
    await shop.dataSource.query('UPDATE categories SET status_enabled = 0 WHERE id = ?', [shelf2.category.id]);
    expect((await cartOf(alice)).data.map((line: { product_id: number }) => line.product_id)).toEqual([shelf.products[0].id]);
    await shop.dataSource.query('UPDATE categories SET status_enabled = 1 WHERE id = ?', [shelf2.category.id]);
    await shop.dataSource.getRepository(Product).delete({ id: shelf2.products[0].id });
    expect(await shop.dataSource.getRepository(CartItem).countBy({ productId: shelf2.products[0].id })).toBe(0);
    await clear(alice);
  });

  it('counts both of two simultaneous adds of the same product', async () => {
    const product = shelf.products[2];
    const results = await Promise.all([
      add(alice, { product_id: product.id, quantity: 3 }),
      add(alice, { product_id: product.id, quantity: 4 }),
    ]);
    expect(results.map((result) => result.status)).toEqual([201, 201]);
    const lines = await shop.dataSource.getRepository(CartItem).findBy({ userId: alice.user.id, productId: product.id });
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(7);
    await clear(alice);
  });

  it('answers malformed JSON and a tampered token with the envelope, never 500', async () => {
    const malformed = await shop
      .api()
      .post(`${C}/add-item-to-cart`)
      .set(alice.auth)
      .set('Content-Type', 'application/json')
      .send('{"product_id": ')
      .expect(400);
    expect(typeof malformed.body.detail).toBe('string');
    const tampered = `${alice.token.slice(0, -2)}xx`;
    await shop.api().get(`${C}/get-items-from-cart`).set('Authorization', `Bearer ${tampered}`).expect(401);
  });
});

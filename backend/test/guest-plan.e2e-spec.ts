import { Category } from '../src/catalogue/category.entity';
import { Product } from '../src/catalogue/product.entity';
import { CartItem } from '../src/cart/cart-item.entity';
import { ProductDietTag } from '../src/catalogue/product-dietary.entity';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { CHECKOUT_NAMES, productList, readCart } from './support/checkout';
import { startTestApp, TestApp } from './support/test-app';

const C = '/api/v1/cart';
const O = '/api/v1/order';

describe('guest plan API and guests on orders', () => {
  let shop: TestApp;
  let boxes: TestShelf;
  let salads: TestShelf;
  let alice: TestAccount;
  let bob: TestAccount;
  let admin: TestAccount;

  const setProduct = (product: Product, fields: Partial<Product>) =>
    shop.dataSource.getRepository(Product).update({ id: product.id }, fields);

  beforeAll(async () => {
    shop = await startTestApp();
    // boxes: 0 → 4 people for 10.00, 1 → 5 people for 11.00, 2 → 10 people for 30.00, 3 → serves nobody, 0.01
    boxes = await createShelf(shop, [10, 11, 30, 0.01]);
    salads = await createShelf(shop, [3, 4]);
    await setProduct(boxes.products[0], { peopleNumbers: 4 });
    await setProduct(boxes.products[1], { peopleNumbers: 5 });
    await setProduct(boxes.products[2], { peopleNumbers: 10 });
    await setProduct(boxes.products[3], { peopleNumbers: 0 });
    await setProduct(salads.products[0], { peopleNumbers: 6 });
    await setProduct(salads.products[1], { peopleNumbers: 2 });
    [alice, bob, admin] = await Promise.all([createAccount(shop), createAccount(shop), createAccount(shop, { admin: true })]);
  });
  afterAll(async () => shop.close());

  const add = (account: TestAccount, product: Product, quantity: number) =>
    shop.api().post(`${C}/add-item-to-cart`).set(account.auth).send({ product_id: product.id, quantity }).expect(201);
  const plan = (account: TestAccount, guests: unknown) =>
    shop
      .api()
      .get(`${C}/guest-plan`)
      .query({ guests: guests as string })
      .set(account.auth);
  const clear = (account: TestAccount) => shop.dataSource.getRepository(CartItem).delete({ userId: account.user.id });

  it('answers 401 without a token', async () => {
    await shop.api().get(`${C}/guest-plan?guests=5`).expect(401);
  });

  it('refuses a head count outside 1..1000 or not whole with a Russian detail', async () => {
    for (const guests of ['0', '1001', '-3', '2.5', 'много', '']) {
      const response = await plan(alice, guests).expect(400);
      expect(response.body.detail).toMatch(/гостей/);
    }
    expect((await shop.api().get(`${C}/guest-plan`).set(alice.auth).expect(400)).body.detail).toMatch(/гостей/);
    await plan(alice, '1').expect(200);
    await plan(alice, '1000').expect(200);
  });

  it('sums people × quantity per category over several lines and suggests the cheapest way to close each gap', async () => {
    await add(alice, boxes.products[0], 3); // 12 people
    await add(alice, boxes.products[3], 5); // serves nobody
    await add(alice, salads.products[1], 2); // 4 people
    await add(alice, salads.products[0], 1); // 6 people
    const { body } = await plan(alice, 25).expect(200);
    expect(body.guests).toBe(25);
    expect(body.categories).toEqual([
      { category_id: boxes.category.id, name: boxes.category.name, people: 12, enough: false },
      { category_id: salads.category.id, name: salads.category.name, people: 10, enough: false },
    ]);
    // boxes gap 13: 4 × 10.00 = 40, 3 × 11.00 = 33, 2 × 30.00 = 60 → 3 of the 5-person box
    // salads gap 15: 3 × 3.00 = 9 (6 people), 8 × 4.00 = 32 → 3 of the 6-person salad
    expect(body.suggestions).toEqual([
      {
        category_id: boxes.category.id,
        product_id: boxes.products[1].id,
        name: boxes.products[1].name,
        people_numbers: 5,
        price: 11,
        quantity: 3,
      },
      {
        category_id: salads.category.id,
        product_id: salads.products[0].id,
        name: salads.products[0].name,
        people_numbers: 6,
        price: 3,
        quantity: 3,
      },
    ]);
  });

  it('counts exactly the guests as enough; following a suggestion makes the category enough', async () => {
    const equal = (await plan(alice, 10).expect(200)).body;
    expect(equal.categories[1]).toMatchObject({ people: 10, enough: true });
    expect(equal.suggestions).toEqual([]);
    const oneShort = (await plan(alice, 11).expect(200)).body;
    expect(oneShort.categories[1]).toMatchObject({ people: 10, enough: false });
    expect(oneShort.suggestions).toEqual([
      expect.objectContaining({ category_id: salads.category.id, product_id: salads.products[0].id, quantity: 1 }),
    ]);
    const before = (await plan(alice, 25).expect(200)).body;
    const boxSuggestion = before.suggestions[0];
    await shop
      .api()
      .post(`${C}/add-item-to-cart`)
      .set(alice.auth)
      .send({ product_id: boxSuggestion.product_id, quantity: boxSuggestion.quantity })
      .expect(201);
    const after = (await plan(alice, 25).expect(200)).body;
    expect(after.categories[0]).toMatchObject({ people: 27, enough: true });
    expect(after.suggestions.map((suggestion: { category_id: number }) => suggestion.category_id)).toEqual([salads.category.id]);
  });

  it('never suggests a product off sale or serving nobody, and leaves out lines off sale', async () => {
    // The cheapest salad goes off sale: the 2-person salad (the only other) is suggested.
    await setProduct(salads.products[0], { statusEnabled: false });
    const { body } = await plan(alice, 25).expect(200);
    expect(body.categories[1]).toMatchObject({ people: 4, enough: false });
    expect(body.suggestions).toEqual([expect.objectContaining({ product_id: salads.products[1].id, quantity: 11 })]);
    await setProduct(salads.products[0], { statusEnabled: true });
    // A category whose only products serve nobody gets no suggestion (the 0.01 box would be the cheapest).
    await clear(bob);
    await add(bob, boxes.products[3], 1);
    await Promise.all([0, 1, 2].map((index) => setProduct(boxes.products[index], { statusEnabled: false })));
    const bare = (await plan(bob, 3).expect(200)).body;
    expect(bare).toEqual({
      guests: 3,
      categories: [{ category_id: boxes.category.id, name: boxes.category.name, people: 0, enough: false }],
      suggestions: [],
    });
    await Promise.all([0, 1, 2].map((index) => setProduct(boxes.products[index], { statusEnabled: true })));
    // A disabled category leaves the plan altogether.
    await shop.dataSource.getRepository(Category).update({ id: salads.category.id }, { statusEnabled: false });
    expect((await plan(alice, 25).expect(200)).body.categories.map((category: { category_id: number }) => category.category_id)).toEqual([
      boxes.category.id,
    ]);
    await shop.dataSource.getRepository(Category).update({ id: salads.category.id }, { statusEnabled: true });
  });

  it('with vegetarian=N plans the vegetarian guests over the vegetarian dishes of each cart category that has one', async () => {
    await clear(bob);
    // Vegetarian: boxes 1 (5 people, 11.00) and 2 (10 people, 30.00); salads 1 (2 people, 4.00). Not: boxes 0, salads 0.
    await shop.dataSource
      .getRepository(ProductDietTag)
      .insert(
        [boxes.products[1], boxes.products[2], salads.products[1]].map(
          (product) => ({ productId: product.id, code: 'vegetarian' }) as ProductDietTag,
        ),
      );
    try {
      await add(bob, boxes.products[0], 2); // 8 people, none vegetarian
      await add(bob, boxes.products[1], 1); // 5 vegetarian
      await add(bob, salads.products[0], 1); // 6 people, none vegetarian
      const { body } = await shop.api().get(`${C}/guest-plan`).query({ guests: 12, vegetarian: 7 }).set(bob.auth).expect(200);
      expect(body.categories.map((category: { people: number }) => category.people)).toEqual([13, 6]);
      expect(body.vegetarian).toEqual({
        guests: 7,
        categories: [
          { category_id: boxes.category.id, name: boxes.category.name, people: 5, enough: false },
          { category_id: salads.category.id, name: salads.category.name, people: 0, enough: false },
        ],
        suggestions: [
          // boxes gap 2: 1 × 11.00 beats 1 × 30.00; salads gap 7: 4 × 4.00
          {
            category_id: boxes.category.id,
            product_id: boxes.products[1].id,
            name: boxes.products[1].name,
            people_numbers: 5,
            price: 11,
            quantity: 1,
          },
          {
            category_id: salads.category.id,
            product_id: salads.products[1].id,
            name: salads.products[1].name,
            people_numbers: 2,
            price: 4,
            quantity: 4,
          },
        ],
      });
      const enough = (await shop.api().get(`${C}/guest-plan`).query({ guests: 12, vegetarian: 5 }).set(bob.auth).expect(200)).body;
      expect(enough.vegetarian.categories[0]).toMatchObject({ people: 5, enough: true });
      expect((await plan(bob, 12).expect(200)).body.vegetarian).toBeUndefined();
      for (const vegetarian of ['13', '-1', '1.5', 'все']) {
        const refused = await shop.api().get(`${C}/guest-plan`).query({ guests: 12, vegetarian }).set(bob.auth).expect(400);
        expect(refused.body.detail).toBe('vegetarian: число вегетарианцев должно быть целым числом от 0 до числа гостей');
      }
    } finally {
      await shop.dataSource.getRepository(ProductDietTag).clear();
      await clear(bob);
    }
  });

  it('reads only the caller’s cart', async () => {
    await clear(bob);
    expect((await plan(bob, 25).expect(200)).body).toEqual({ guests: 25, categories: [], suggestions: [] });
    await add(bob, salads.products[1], 1);
    const bobs = (await plan(bob, 25).expect(200)).body;
    expect(bobs.categories).toEqual([{ category_id: salads.category.id, name: salads.category.name, people: 2, enough: false }]);
    expect((await plan(alice, 25).expect(200)).body.categories[0]).toMatchObject({ people: 27 });
  });

  async function checkout(account: TestAccount, extra: Record<string, unknown>, status: number) {
    const cart = await readCart(shop, account);
    return shop
      .api()
      .post(`${O}/create-new-order`)
      .set(account.auth)
      .send({
        ...CHECKOUT_NAMES,
        delivery_method: 'pickup',
        payment_method: 'cash',
        product_list: productList(cart.data),
        total_cost: cart.total_price,
        ...extra,
      })
      .expect(status);
  }

  it('refuses guests outside 1..1000 on an order and stores a valid head count, shown on every order answer', async () => {
    for (const guests of [0, 1001, 2.5, 'двадцать', true]) {
      const refused = await checkout(bob, { guests }, 400);
      expect(refused.body.detail).toMatch(/^guests: .*гостей/);
    }
    const placed = await checkout(alice, { guests: 25 }, 201);
    const id = placed.body.order_id as number;
    await add(bob, salads.products[0], 1);
    const plain = await checkout(bob, {}, 201);

    expect((await shop.api().get(`${O}/get-user-orders/${id}`).set(alice.auth).expect(200)).body.guests).toBe(25);
    const own = (await shop.api().get(`${O}/get-all-user-orders`).set(alice.auth).expect(200)).body.data;
    expect(own.find((row: { id: number }) => row.id === id).guests).toBe(25);
    expect((await shop.api().get(`${O}/get-user-orders/${plain.body.order_id}`).set(bob.auth).expect(200)).body.guests).toBeNull();

    const A = '/api/v1/bulbash_admin';
    expect((await shop.api().get(`${A}/get-order/${id}`).set(admin.auth).expect(200)).body.guests).toBe(25);
    const adminList = (await shop.api().get(`${A}/get-all-orders`).set(admin.auth).expect(200)).body;
    const rows = (adminList.data ?? adminList) as Array<{ id: number; guests: number | null }>;
    expect(rows.find((row) => row.id === id)?.guests).toBe(25);
    expect(rows.find((row) => row.id === plain.body.order_id)?.guests).toBeNull();

    const R = '/api/v1/admin';
    expect((await shop.api().get(`${R}/orders/${id}`).set(admin.auth).expect(200)).body.guests).toBe(25);
    const restRows = (await shop.api().get(`${R}/orders`).set(admin.auth).expect(200)).body as Array<{ id: number; guests: number | null }>;
    expect(restRows.find((row) => row.id === plain.body.order_id)?.guests).toBeNull();
  });
});

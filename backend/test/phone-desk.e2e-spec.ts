import { SHOP_IDENTITY } from '../src/common/shop-identity';
import { User } from '../src/auth/user.entity';
import { createAccount } from './support/accounts';
import { controlClock } from './support/clock';
import { TEST_ENGINE } from './support/database';
import { useShopWithShelf } from './support/shop-with-accounts';

const REST = '/api/v1/admin/orders';
const CUSTOMERS = '/api/v1/admin/customers';

interface CustomerRow {
  id: number;
  name: string;
  surname: string;
  email: string | null;
  phone: string | null;
}

/**
 * The phone desk (issue 34, part 6): a caller written down with a name and a phone only (no
 * e-mail), and the customer search that finds a caller by phone typed any usual way, by e-mail
 * or by name.
 */
describe(`phone desk (${TEST_ENGINE})`, () => {
  const env = useShopWithShelf([12.5, 30]);
  beforeAll(() => controlClock(env.shop).set('2026-12-01T10:00'));

  const create = (body: Record<string, unknown>) => env.shop.api().post(REST).set(env.admin.auth).send(body);
  const search = async (q: string): Promise<CustomerRow[]> =>
    (
      await env.shop
        .api()
        .get(CUSTOMERS)
        .query({ filter: JSON.stringify({ q }) })
        .set(env.admin.auth)
        .expect(200)
    ).body;

  it('takes an order for a caller with a name and a phone but no e-mail; the next call by that phone reuses the account', async () => {
    const caller = { first_name: 'Мария', surname: 'Лукашевич', last_name: 'Петровна', phone: '8 029 555-12-34' };
    const mailsBefore = env.shop.mail.messages.length;
    const first = await create({ customer: caller, lines: [{ product_id: env.shelf.products[0].id, quantity: 2 }] }).expect(201);
    expect(first.body).toMatchObject({ contact_phone: '375295551234', total_cost: 25 });
    const account = await env.shop.dataSource.getRepository(User).findOneByOrFail({ id: first.body.user_id });
    expect(account).toMatchObject({ email: null, phone: '375295551234', name: 'Мария', surname: 'Лукашевич', isActive: false });

    const second = await create({
      customer: { ...caller, email: '', phone: '+375 (29) 555-12-34' },
      lines: [{ product_id: env.shelf.products[1].id, quantity: 1 }],
    }).expect(201);
    expect(second.body.user_id).toBe(account.id);
    // An empty e-mail is no e-mail; a malformed one is still refused.
    const bad = await create({
      customer: { ...caller, email: 'not-an-email' },
      lines: [{ product_id: env.shelf.products[0].id, quantity: 1 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('customer.email: вы ввели неверный email!');
    // Only the shop's notices went out: the caller has no address.
    await env.shop.mail.waitFor(SHOP_IDENTITY.email, new RegExp(`Новый заказ №${second.body.id} `));
    const sent = env.shop.mail.messages.slice(mailsBefore);
    expect(sent.flatMap((mail) => mail.to)).toEqual([SHOP_IDENTITY.email, SHOP_IDENTITY.email]);

    const [row] = await search('8029 555-12');
    expect(row).toMatchObject({ id: account.id, email: null, phone: '375295551234', name: 'Мария' });
  });

  it('finds a caller by phone in any written form, by e-mail and by name', async () => {
    const regular = await createAccount(env.shop);
    // A registered customer's phone is known from their order.
    await create({
      user_id: regular.user.id,
      customer: { email: regular.user.email, first_name: 'Ян', surname: 'Жуковский', last_name: 'Антонович', phone: '+375 44 321-00-77' },
      lines: [{ product_id: env.shelf.products[0].id, quantity: 1 }],
    }).expect(201);
    for (const typed of ['80443210077', '8044 321', '+375 44 321-00-77', '44 321 00 77', '(44) 3210077', '321-00-77']) {
      const rows = await search(typed);
      expect({ typed, ids: rows.map((row) => row.id) }).toEqual({ typed, ids: [regular.user.id] });
      expect(rows[0].phone).toBe('375443210077');
    }
    expect((await search(regular.user.email.toUpperCase())).map((row) => row.id)).toEqual([regular.user.id]);
    expect((await search('80259999999')).length).toBe(0);
    // Names are still text: a name with a digit in it is not a phone.
    const byName = await search(regular.user.name);
    expect(byName.map((row) => row.id)).toContain(regular.user.id);
  });
});

import { CartItem } from '../src/cart/cart-item.entity';
import { isForeignKeyViolation, isUniqueViolation } from '../src/common/database-errors';
import { ORDER_CHECKOUT_KEY_UNIQUE } from '../src/orders/order.entity';
import { User, USER_EMAIL_UNIQUE } from '../src/auth/user.entity';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The engine-specific reading of constraint errors (common/database-errors.ts), fed with real
 * refusals of the engine under test: only a clash on users.email may mean "e-mail taken".
 */
describe('database constraint errors', () => {
  let shop: TestApp;
  let account: TestAccount;
  let shelf: TestShelf;

  beforeAll(async () => {
    shop = await startTestApp();
    account = await createAccount(shop);
    shelf = await createShelf(shop, [5]);
  });
  afterAll(async () => shop.close());

  /** The error the database raised for this write (fails the test when the write went through). */
  async function refusal(write: () => Promise<unknown>): Promise<unknown> {
    try {
      await write();
    } catch (error) {
      return error;
    }
    throw new Error('the write was accepted');
  }

  const newUser = (email: string) => ({ email, name: 'Иван', surname: 'Петров', passwordHash: 'x', isActive: true, isAdmin: false });

  it('recognises a second account with the same e-mail as the users.email clash', async () => {
    const error = await refusal(() => shop.dataSource.getRepository(User).insert(newUser(account.user.email)));
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, USER_EMAIL_UNIQUE)).toBe(true);
    expect(isUniqueViolation(error, ORDER_CHECKOUT_KEY_UNIQUE)).toBe(false);
    expect(isForeignKeyViolation(error)).toBe(false);
  });

  it('does not take a clash on another unique index for the e-mail one', async () => {
    const line = { userId: account.user.id, productId: shelf.products[0].id, quantity: 1 };
    // Copies: insert() writes the generated id back into the object it is given.
    await shop.dataSource.getRepository(CartItem).insert({ ...line });
    const error = await refusal(() => shop.dataSource.getRepository(CartItem).insert({ ...line }));
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, USER_EMAIL_UNIQUE)).toBe(false);
  });

  it('does not take a missing required value for a clash at all', async () => {
    const error = await refusal(() =>
      shop.dataSource.query('INSERT INTO users (email, name, surname, password_hash, is_active) VALUES (?, NULL, ?, ?, 1)', [
        'nameless@example.by',
        'Петров',
        'x',
      ]),
    );
    expect(isUniqueViolation(error)).toBe(false);
    expect(isUniqueViolation(error, USER_EMAIL_UNIQUE)).toBe(false);
  });

  it('tells a reference to a missing row apart from a clash', async () => {
    const error = await refusal(() =>
      shop.dataSource.getRepository(CartItem).insert({ userId: account.user.id, productId: 999_999, quantity: 1 }),
    );
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(isUniqueViolation(error)).toBe(false);
    expect(isUniqueViolation(error, USER_EMAIL_UNIQUE)).toBe(false);
  });
});

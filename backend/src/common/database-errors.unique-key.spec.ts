import { QueryFailedError } from 'typeorm';
import { isUniqueViolation, UniqueKey } from './database-errors';

/** A refusal shaped as each driver reports it, wrapped by TypeORM as for a real statement. */
function refusal(message: string, driver: { code: string; errno?: number }): QueryFailedError {
  return new QueryFailedError('INSERT …', [], Object.assign(new Error(message), driver));
}

const EMAIL: UniqueKey = { table: 'users', columns: ['email'] };
const CART_LINE: UniqueKey = { table: 'cart_items', columns: ['user_id', 'product_id'] };

describe('isUniqueViolation with a key', () => {
  it('reads SQLite’s column list', () => {
    const error = refusal('UNIQUE constraint failed: cart_items.user_id, cart_items.product_id', { code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(isUniqueViolation(error, CART_LINE)).toBe(true);
    expect(isUniqueViolation(error, EMAIL)).toBe(false);
  });

  it('reads the index name of MariaDB and of MySQL 8 (which prefixes the table)', () => {
    for (const key of ["'IDX_97672ac88f789774dd47f7c8be'", "'users.IDX_97672ac88f789774dd47f7c8be'"]) {
      const error = refusal(`Duplicate entry 'a@b.by' for key ${key}`, { code: 'ER_DUP_ENTRY', errno: 1062 });
      expect(isUniqueViolation(error, EMAIL)).toBe(true);
      expect(isUniqueViolation(error, CART_LINE)).toBe(false);
    }
  });

  it('never counts other constraint failures, whatever the message says', () => {
    const notNull = refusal('NOT NULL constraint failed: users.email', { code: 'SQLITE_CONSTRAINT_NOTNULL' });
    expect(isUniqueViolation(notNull)).toBe(false);
    expect(isUniqueViolation(notNull, EMAIL)).toBe(false);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: users.email'), EMAIL)).toBe(false);
  });
});

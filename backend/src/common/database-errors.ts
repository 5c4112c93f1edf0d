import { ConflictException } from '@nestjs/common';
import { DefaultNamingStrategy, QueryFailedError } from 'typeorm';

function driverError(error: unknown): { code?: string; errno?: number } | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string; errno?: number } | undefined) : undefined;
}

/** A row still referenced by another (ON DELETE RESTRICT), on SQLite or MySQL/MariaDB. */
export function isForeignKeyViolation(error: unknown): boolean {
  const driver = driverError(error);
  if (!driver) return false;
  return (
    driver.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    driver.errno === 1451 ||
    driver.errno === 1452 ||
    /FOREIGN KEY constraint failed/i.test((error as Error).message)
  );
}

/** A unique key of one table, as declared on the entity (`unique: true` or `@Index({ unique: true })`). */
export interface UniqueKey {
  table: string;
  columns: string[];
}

const naming = new DefaultNamingStrategy();

/**
 * Whether the refused row broke exactly this key. SQLite names the columns ("UNIQUE constraint
 * failed: users.email"); MySQL/MariaDB name the index ("for key 'IDX_…'", MySQL 8 prefixes the
 * table), and TypeORM derives index names from the table and columns.
 */
function brokeKey(error: unknown, key: UniqueKey): boolean {
  const message = (error as Error).message;
  const sqliteColumns = key.columns.map((column) => `${key.table}.${column}`).join(', ');
  if (message.endsWith(`UNIQUE constraint failed: ${sqliteColumns}`)) return true;
  const mysqlKey = /for key '(?:[^'.]+\.)?([^'.]+)'$/.exec(message)?.[1];
  return (
    mysqlKey !== undefined &&
    [naming.indexName(key.table, key.columns), naming.uniqueConstraintName(key.table, key.columns)].includes(mysqlKey)
  );
}

/** A unique index refused the row, on SQLite or MySQL/MariaDB; with `key`, only that index counts. */
export function isUniqueViolation(error: unknown, key?: UniqueKey): boolean {
  const driver = driverError(error);
  if (!driver) return false;
  const unique = driver.code === 'SQLITE_CONSTRAINT_UNIQUE' || driver.code === 'ER_DUP_ENTRY' || driver.errno === 1062;
  return unique && (key === undefined || brokeKey(error, key));
}

/** MySQL/MariaDB chose this transaction as a deadlock victim (or gave up waiting for a lock). */
export function isLockConflict(error: unknown): boolean {
  const driver = driverError(error);
  return driver?.errno === 1213 || driver?.errno === 1205;
}

/** Runs a delete and turns a foreign-key refusal (a child row added meanwhile) into a 409 with this detail. */
export async function conflictOnForeignKey<T>(work: () => Promise<T>, conflictDetail: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ConflictException(conflictDetail);
    throw error;
  }
}

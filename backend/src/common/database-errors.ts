import { QueryFailedError } from 'typeorm';

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

/** A unique index refused the row, on SQLite or MySQL/MariaDB. */
export function isUniqueViolation(error: unknown): boolean {
  const driver = driverError(error);
  if (!driver) return false;
  return driver.code === 'SQLITE_CONSTRAINT_UNIQUE' || driver.code === 'ER_DUP_ENTRY' || driver.errno === 1062;
}

/** MySQL/MariaDB chose this transaction as a deadlock victim (or gave up waiting for a lock). */
export function isLockConflict(error: unknown): boolean {
  const driver = driverError(error);
  return driver?.errno === 1213 || driver?.errno === 1205;
}

import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, type RunningShop } from './app';

/** The part of better-sqlite3 (the backend's SQLite driver, no type package installed) used here. */
interface SqliteDatabase {
  prepare(sql: string): { run(...params: unknown[]): { changes: number } };
  close(): void;
}
type SqliteConstructor = new (file: string, options: { timeout: number }) => SqliteDatabase;
const Database = createRequire(join(ROOT, 'backend/package.json'))('better-sqlite3') as SqliteConstructor;

/**
 * Writes straight into a test file's own server database (startShop), for what no route does
 * in the browser run: giving a registered account a staff role, moving an order to today.
 * Short statements next to the running server: a busy database is waited for, not an error.
 */
export function writeDatabase(shop: RunningShop, sql: string, ...params: unknown[]): number {
  const db = new Database(shop.databaseFile, { timeout: 10_000 });
  try {
    return db.prepare(sql).run(...params).changes;
  } finally {
    db.close();
  }
}

/** An instant as TypeORM keeps a SQLite `datetime` (UTC, 'YYYY-MM-DD HH:MM:SS.SSS'). */
export const sqliteDatetime = (instant: Date): string => instant.toISOString().replace('T', ' ').replace('Z', '');

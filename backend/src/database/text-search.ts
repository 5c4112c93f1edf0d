import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { likeContains } from '../common/query-transforms';

/** SQL function registered on every SQLite connection: JavaScript's Unicode toLowerCase. */
export const SQLITE_LOWER = 'unicode_lower';

interface SqliteFunctionHost {
  function(name: string, options: { deterministic: boolean }, implementation: (value: unknown) => unknown): unknown;
}

/**
 * SQLite's LIKE and lower() fold ASCII letters only, so «ПЕЛЬМЕНИ» would not find
 * «Пельмени». MariaDB/MySQL compare with the case-insensitive utf8mb4_unicode_ci collation.
 */
export function registerSqliteFunctions(db: SqliteFunctionHost): void {
  db.function(SQLITE_LOWER, { deterministic: true }, (value) => (typeof value === 'string' ? value.toLowerCase() : value));
}

/** `column` contains `text`, ignoring letter case on both engines; LIKE wildcards in `text` stay literal. */
export function whereContains<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  column: string,
  text: string,
  parameter: string,
): SelectQueryBuilder<T> {
  if (builder.connection.options.type === 'better-sqlite3') {
    return builder.andWhere(`${SQLITE_LOWER}(${column}) LIKE :${parameter} ESCAPE '!'`, { [parameter]: likeContains(text.toLowerCase()) });
  }
  return builder.andWhere(`${column} LIKE :${parameter} ESCAPE '!'`, { [parameter]: likeContains(text) });
}

/** An expression that orders `column` alphabetically ignoring letter case on both engines (MySQL's collation already does). */
export function caseFoldedColumn<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>, column: string): string {
  return builder.connection.options.type === 'better-sqlite3' ? `${SQLITE_LOWER}(${column})` : column;
}

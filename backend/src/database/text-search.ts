import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { likeContains, likeEscape } from '../common/query-transforms';

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

/** `column` contains `text` ignoring letter case, as a condition with its parameter (see whereContains). */
function containsCondition<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>, column: string, text: string, parameter: string) {
  return builder.connection.options.type === 'better-sqlite3'
    ? { sql: `${SQLITE_LOWER}(${column}) LIKE :${parameter} ESCAPE '!'`, value: likeContains(text.toLowerCase()) }
    : { sql: `${column} LIKE :${parameter} ESCAPE '!'`, value: likeContains(text) };
}

/**
 * Every typed word matches (any order): as typed, anywhere in `nameColumn` ignoring case, or by
 * its stems, each the start of a word of `stemsColumn` (' драник со сметан … ', already lower
 * case with «ё» as «е», see catalogue/search-text.ts). «драники сметана» finds «Драники со сметаной».
 */
export function whereMatchesWords<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  nameColumn: string,
  stemsColumn: string,
  words: ReadonlyArray<{ raw: string; stems: readonly string[] }>,
  parameter: string,
): SelectQueryBuilder<T> {
  words.forEach((word, index) => {
    const name = containsCondition(builder, nameColumn, word.raw, `${parameter}_${index}`);
    const parameters: Record<string, string> = { [`${parameter}_${index}`]: name.value };
    const stems = word.stems.map((stem, position) => {
      const key = `${parameter}_${index}_${position}`;
      parameters[key] = `% ${likeEscape(stem)}%`;
      return `${stemsColumn} LIKE :${key} ESCAPE '!'`;
    });
    const byStems = stems.length > 0 ? ` OR (${stems.join(' AND ')})` : '';
    builder.andWhere(`(${name.sql}${byStems})`, parameters);
  });
  return builder;
}

/** An expression that orders `column` alphabetically ignoring letter case on both engines (MySQL's collation already does). */
export function caseFoldedColumn<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>, column: string): string {
  return builder.connection.options.type === 'better-sqlite3' ? `${SQLITE_LOWER}(${column})` : column;
}

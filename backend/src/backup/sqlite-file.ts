/** The part of better-sqlite3's API the backup uses (the package ships no type declarations). */
export interface SqliteFile {
  backup(destination: string): Promise<unknown>;
  pragma(source: string, options?: { simple?: boolean }): unknown;
  prepare(sql: string): { all(...parameters: unknown[]): unknown[] };
  close(): void;
}

type SqliteConstructor = new (file: string, options?: { readonly?: boolean; fileMustExist?: boolean }) => SqliteFile;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const Database = require('better-sqlite3') as SqliteConstructor;

export function openSqlite(file: string, options: { readonly?: boolean; fileMustExist?: boolean } = {}): SqliteFile {
  return new Database(file, options);
}

import { once } from 'node:events';
import { createWriteStream, WriteStream } from 'node:fs';
import { Connection, createConnection } from 'mysql2';
import { escape, escapeId } from 'mysql2/promise';

/** INSERT statements are cut at about this many bytes (well under max_allowed_packet's 16 MB default). */
const INSERT_BYTES = 512 * 1024;

export const DUMP_HEADER = '-- Bulbash catering backup of a MySQL/MariaDB database (npm run backup); restore: npm run restore';

/** Session settings shared by the dump and the restore: UTC timestamps, no foreign-key order needed. */
export const SESSION_SETTINGS = ['SET NAMES utf8mb4', "SET time_zone = '+00:00'", 'SET FOREIGN_KEY_CHECKS = 0', 'SET UNIQUE_CHECKS = 0'];

/** A value as SQL: JSON columns (MySQL returns them parsed) as their text, everything else as the driver escapes it. */
function sqlValue(value: unknown): string {
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) return escape(JSON.stringify(value));
  return escape(value as Parameters<typeof escape>[0]);
}

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

function query<T>(connection: Connection, sql: string): Promise<T> {
  return new Promise((resolve, reject) => connection.query(sql, (error, rows) => (error ? reject(error) : resolve(rows as T))));
}

async function dumpRows(connection: Connection, table: string, out: WriteStream): Promise<number> {
  let statement = '';
  let count = 0;
  const flush = async () => {
    if (statement) await write(out, `${statement};\n`);
    statement = '';
  };
  const rows = connection.query(`SELECT * FROM ${escapeId(table)}`).stream({ highWaterMark: 200 });
  for await (const row of rows as AsyncIterable<Record<string, unknown>>) {
    const columns = Object.keys(row);
    const tuple = `(${columns.map((column) => sqlValue(row[column])).join(',')})`;
    if (!statement) statement = `INSERT INTO ${escapeId(table)} (${columns.map((column) => escapeId(column)).join(',')}) VALUES ${tuple}`;
    else statement += `,${tuple}`;
    count += 1;
    if (statement.length >= INSERT_BYTES) await flush();
  }
  await flush();
  return count;
}

/**
 * A consistent dump through the driver (no client tools needed, in the image either): one
 * REPEATABLE READ snapshot, every base table's CREATE TABLE and its rows as INSERTs, one
 * statement per line. Loadable by `npm run restore` and by the `mariadb`/`mysql` client alike.
 */
export async function dumpMysql(url: string, target: string): Promise<{ tables: number; rows: number }> {
  // Dates as the server stores them, big numbers as text: the dump writes back exactly what it read.
  const connection = createConnection({ uri: url, dateStrings: true, supportBigNumbers: true, bigNumberStrings: true, timezone: 'Z' });
  const out = createWriteStream(target);
  try {
    for (const setting of SESSION_SETTINGS.slice(0, 2)) await query(connection, setting);
    await query(connection, 'SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await query(connection, 'START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const tables = (await query<Array<Record<string, string>>>(connection, "SHOW FULL TABLES WHERE Table_type = 'BASE TABLE'")).map(
      (row) => Object.values(row)[0],
    );
    await write(out, `${DUMP_HEADER}\n${SESSION_SETTINGS.map((setting) => `${setting};`).join('\n')}\n`);
    let rows = 0;
    for (const table of tables) {
      const [created] = await query<Array<{ 'Create Table': string }>>(connection, `SHOW CREATE TABLE ${escapeId(table)}`);
      await write(out, `${created['Create Table'].replace(/\n\s*/g, ' ')};\n`);
      rows += await dumpRows(connection, table, out);
    }
    await write(out, 'SET FOREIGN_KEY_CHECKS = 1;\nSET UNIQUE_CHECKS = 1;\n');
    await query(connection, 'COMMIT');
    return { tables: tables.length, rows };
  } finally {
    await new Promise<void>((resolve) => out.end(() => resolve()));
    await new Promise<void>((resolve) => connection.end(() => resolve()));
  }
}

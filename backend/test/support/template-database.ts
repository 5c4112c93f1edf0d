import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection, createConnection, RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { DatabaseConfig } from '../../src/config/app-config';
import { buildDataSourceOptions } from '../../src/database/data-source-options';
import { ensureDatabaseExists } from '../../src/database/ensure-database';

/**
 * Every test file starts on a fresh database. Running all migrations for each file costs seconds
 * (MariaDB rebuilds tables on each ALTER), so jest's global setup migrates a template once per run
 * (test/support/global-setup.ts) and every file copies it: tables with their keys and rows on
 * MariaDB, the file on SQLite. The template's name carries a hash of the migrations, so a changed
 * migration builds a new one; a file run without the global setup builds a missing one itself.
 */
const MIGRATIONS = join(__dirname, '../../src/database/migrations');
const READY = 'template_ready';

function migrationsHash(engine: 'sqlite' | 'mysql'): string {
  const folder = join(MIGRATIONS, engine);
  const hash = createHash('sha1');
  for (const file of readdirSync(folder).sort()) hash.update(file).update(readFileSync(join(folder, file)));
  return hash.digest('hex').slice(0, 12);
}

async function migrate(database: DatabaseConfig): Promise<void> {
  const flavor = await ensureDatabaseExists(database);
  const dataSource = new DataSource({
    ...buildDataSourceOptions(database, { entities: [], subscribers: [] }, flavor),
    migrationsRun: false,
  });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}

const quote = (name: string) => `\`${name.replace(/`/g, '``')}\``;

async function rows<T>(connection: Connection, sql: string, values: unknown[] = []): Promise<T[]> {
  const [result] = await connection.query<RowDataPacket[]>(sql, values);
  return result as T[];
}

/** Builds the MariaDB template once (under a server lock, so parallel workers wait for the first). */
async function mysqlTemplate(connection: Connection, server: string): Promise<string> {
  const name = `bulbash_template_${migrationsHash('mysql')}`;
  await connection.query('SELECT GET_LOCK(?, 600)', [name]);
  try {
    const ready = await rows(connection, 'SELECT 1 FROM information_schema.tables WHERE table_schema = ? AND table_name = ?', [
      name,
      READY,
    ]);
    if (ready.length === 0) {
      await connection.query(`DROP DATABASE IF EXISTS ${quote(name)}`);
      await migrate({ type: 'mysql', url: `${server}/${name}`, database: name });
      await connection.query(`CREATE TABLE ${quote(name)}.${quote(READY)} (id int)`);
    }
  } finally {
    await connection.query('SELECT RELEASE_LOCK(?)', [name]);
  }
  return name;
}

/** Builds the MariaDB template of this run's migrations unless it is there (jest's global setup: test/support/global-setup.ts). */
export async function prepareMysqlTemplate(server: string): Promise<void> {
  const connection = await createConnection({ uri: `${server}/` });
  try {
    await mysqlTemplate(connection, server);
  } finally {
    await connection.end();
  }
}

/** Fills the (new, empty) MariaDB database `target` with the template's tables, keys and rows. */
export async function copyMysqlTemplate(server: string, target: string): Promise<void> {
  const connection = await createConnection({ uri: `${server}/`, multipleStatements: true });
  try {
    const template = await mysqlTemplate(connection, server);
    const tables = await rows<{ name: string }>(
      connection,
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE' AND table_name <> ?",
      [template, READY],
    );
    const definitions: string[] = [];
    for (const { name } of tables) {
      const [definition] = await rows<{ 'Create Table': string }>(connection, `SHOW CREATE TABLE ${quote(template)}.${quote(name)}`);
      definitions.push(definition['Create Table']);
    }
    await connection.query(`CREATE DATABASE ${quote(target)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const copies = tables.map(({ name }) => `INSERT INTO ${quote(name)} SELECT * FROM ${quote(template)}.${quote(name)}`);
    await connection.query(
      ['SET FOREIGN_KEY_CHECKS = 0', `USE ${quote(target)}`, ...definitions, ...copies, 'SET FOREIGN_KEY_CHECKS = 1'].join(';\n'),
    );
  } finally {
    await connection.end();
  }
}

/** The migrated SQLite template file, built once per set of migrations (kept in the temporary folder across runs). */
export async function prepareSqliteTemplate(): Promise<string> {
  const folder = join(tmpdir(), 'bulbash-test-templates');
  const template = join(folder, `sqlite-${migrationsHash('sqlite')}.sqlite`);
  if (!existsSync(template)) {
    mkdirSync(folder, { recursive: true });
    // Built under a private name and renamed into place, so a parallel worker never copies half a file.
    const building = `${template}.${process.pid}.building`;
    await migrate({ type: 'sqlite', file: building });
    // Closing the last connection checkpoints the write-ahead log into the file itself.
    if (existsSync(`${building}-wal`)) throw new Error(`SQLite template ${building} kept its write-ahead log`);
    renameSync(building, template);
  }
  return template;
}

/** Copies the migrated SQLite template file to `file`. */
export async function copySqliteTemplate(file: string): Promise<void> {
  copyFileSync(await prepareSqliteTemplate(), file);
}

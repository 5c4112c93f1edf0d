import { createReadStream, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { createConnection } from 'mysql2/promise';
import { AppConfig } from '../config/app-config';
import { ensureDatabaseExists } from '../database/ensure-database';
import { MYSQL_BACKUP_FILE, SQLITE_BACKUP_FILE } from './backup';
import { SESSION_SETTINGS } from './mysql-dump';
import { openSqlite } from './sqlite-file';
import { copyRegularFiles, notAFolderOnTheWay, UploadTree, walkUploads } from './upload-tree';

export class RestoreError extends Error {}

export interface RestoreResult {
  database: string;
  /** Files copied into UPLOAD_DIR (existing files are never overwritten). */
  uploads: number;
}

/** The database file of a backup: the folder `npm run backup` wrote, or its shop.sql / shop.sqlite itself. */
function backupFiles(path: string): { database: string; uploads: string } {
  if (!existsSync(path)) throw new RestoreError(`No backup at ${path}`);
  if (statSync(path).isDirectory()) {
    const database = [SQLITE_BACKUP_FILE, MYSQL_BACKUP_FILE].map((name) => join(path, name)).find((file) => existsSync(file));
    if (!database) throw new RestoreError(`${path} holds neither ${SQLITE_BACKUP_FILE} nor ${MYSQL_BACKUP_FILE}`);
    return { database, uploads: join(path, 'uploads') };
  }
  return { database: path, uploads: join(dirname(path), 'uploads') };
}

const isSqliteBackup = (file: string) => basename(file).endsWith('.sqlite') || basename(file).endsWith('.db');

async function restoreSqlite(source: string, target: string): Promise<void> {
  if (target === ':memory:') throw new RestoreError('DATABASE_URL is an in-memory database: nothing to restore into');
  if (existsSync(target)) {
    const current = openSqlite(target, { readonly: true });
    try {
      const tables = current.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
      if (tables.length > 0)
        throw new RestoreError(
          `${target} already has ${tables.length} tables: a restore only goes into an empty database (move that file away first)`,
        );
    } finally {
      current.close();
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
  }
  mkdirSync(dirname(target), { recursive: true });
  const backup = openSqlite(source, { readonly: true, fileMustExist: true });
  try {
    if (backup.pragma('integrity_check', { simple: true }) !== 'ok')
      throw new RestoreError(`${source} is damaged (integrity_check failed)`);
    await backup.backup(target);
  } finally {
    backup.close();
  }
}

/** The statements of a dump: `npm run backup`'s (one a line) or mysqldump's (a statement ends with `;` at the end of a line). */
async function* statements(file: string): AsyncGenerator<string> {
  let pending = '';
  for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    if (pending === '' && (line.trim() === '' || line.startsWith('--'))) continue;
    pending = pending === '' ? line : `${pending}\n${line}`;
    if (line.trimEnd().endsWith(';')) {
      yield pending;
      pending = '';
    }
  }
  if (pending.trim() !== '') throw new RestoreError(`${file} ends in the middle of a statement: the dump is incomplete`);
}

/** A dump names no database of its own, or mysqldump --databases does: those lines are skipped, the restore goes into DATABASE_URL's. */
const namesADatabase = (statement: string) => /^\s*(CREATE DATABASE|USE\s)/i.test(statement);

async function restoreMysql(source: string, config: AppConfig): Promise<void> {
  if (config.database.type !== 'mysql') return;
  await ensureDatabaseExists(config.database);
  const connection = await createConnection({ uri: config.database.url });
  try {
    const [rows] = await connection.query('SELECT COUNT(*) AS tables FROM information_schema.tables WHERE table_schema = DATABASE()');
    const tables = Number((rows as Array<{ tables: number | string }>)[0].tables);
    if (tables > 0)
      throw new RestoreError(
        `The database ${config.database.database} already has ${tables} tables: a restore only goes into an empty database (create a new one or drop this one first)`,
      );
    for (const setting of SESSION_SETTINGS) await connection.query(setting);
    let line = 0;
    for await (const statement of statements(source)) {
      line += 1;
      if (namesADatabase(statement)) continue;
      try {
        await connection.query(statement);
      } catch (error) {
        throw new RestoreError(`Statement ${line} of ${source} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await connection.end();
  }
}

/**
 * The backup's uploads, refused when they hold a link (or a socket, FIFO, device): a backup made
 * by `npm run backup` never does, so such a backup was tampered with.
 */
function checkUploads(source: string): UploadTree {
  const tree = walkUploads(source);
  if (tree.refused.length > 0)
    throw new RestoreError(
      `The backup's uploads hold what is not a regular file (a symbolic link?): ${tree.refused.map((path) => `uploads/${path}`).join(', ')}; nothing was restored`,
    );
  return tree;
}

const notAFolder = (target: string, path: string) =>
  new RestoreError(
    `${join(target, path)} is not a folder (a symbolic link?): the uploads are written only into real folders; nothing was restored`,
  );

/** Copies the backup's regular files into UPLOAD_DIR; a file already there is kept, a link on the way refused. */
function restoreUploads(source: string, tree: UploadTree, target: string): number {
  if (tree.files.length === 0) return 0;
  return copyRegularFiles(source, target, tree.files, (path) => notAFolder(target, path));
}

/**
 * `npm run restore <backup>`: puts a backup made by `npm run backup` into the configured, empty
 * database (SQLite file or MySQL/MariaDB database, created if missing) and copies its uploads
 * into UPLOAD_DIR (regular files only). Refuses a database that already has tables, a backup of
 * the other engine, and a backup whose uploads hold a symbolic link (naming it).
 */
export async function restore(config: AppConfig, backupPath: string): Promise<RestoreResult> {
  const files = backupFiles(backupPath);
  const fromSqlite = isSqliteBackup(files.database);
  if (fromSqlite !== (config.database.type === 'sqlite'))
    throw new RestoreError(
      `${files.database} is a ${fromSqlite ? 'SQLite' : 'MySQL/MariaDB'} backup but DATABASE_URL is ${config.database.type === 'sqlite' ? 'SQLite' : 'MySQL/MariaDB'}`,
    );
  // Checked before anything is written: a refused backup leaves the database and the uploads as they were.
  const uploads = checkUploads(files.uploads);
  const blocked = notAFolderOnTheWay(config.uploadDir, uploads.files);
  if (blocked !== null) throw notAFolder(config.uploadDir, blocked);
  if (config.database.type === 'sqlite') await restoreSqlite(files.database, config.database.file);
  else await restoreMysql(files.database, config);
  return { database: files.database, uploads: restoreUploads(files.uploads, uploads, config.uploadDir) };
}

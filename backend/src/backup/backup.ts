import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { dumpMysql } from './mysql-dump';
import { openSqlite } from './sqlite-file';
import { copyRegularFiles, walkUploads } from './upload-tree';

export interface BackupResult {
  /** The folder holding this backup: the database dump and a copy of the uploads. */
  dir: string;
  database: string;
  uploads: string | null;
  /** Links (and other non-regular files) found under the uploads and left out of the copy. */
  skipped: string[];
}

/** 2026-11-23T20-41-05Z: sortable and safe in file names. */
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

export const SQLITE_BACKUP_FILE = 'shop.sqlite';
export const MYSQL_BACKUP_FILE = 'shop.sql';

/** SQLite's online backup API: a consistent copy while the shop keeps writing. */
async function backupSqlite(file: string, target: string): Promise<void> {
  const source = openSqlite(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
}

/** Writes `<backupRoot>/<timestamp>/` with the database (either engine) and the uploads folder's regular files. */
export async function backup(config: AppConfig, backupRoot: string, now = new Date()): Promise<BackupResult> {
  if (config.database.type === 'sqlite' && config.database.file === ':memory:')
    throw new Error('An in-memory database cannot be backed up');
  const dir = join(backupRoot, stamp(now));
  mkdirSync(dir, { recursive: true });
  const database = join(dir, config.database.type === 'sqlite' ? SQLITE_BACKUP_FILE : MYSQL_BACKUP_FILE);
  try {
    if (config.database.type === 'sqlite') await backupSqlite(config.database.file, database);
    else await dumpMysql(config.database.url, database);
  } catch (error) {
    // Nothing half-written is left behind to be taken for a backup.
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  // Only regular files: a link under the uploads (to a file or a folder) is never written into a
  // backup, so a restore can never recreate it.
  let uploads: string | null = null;
  let skipped: string[] = [];
  if (existsSync(config.uploadDir)) {
    uploads = join(dir, 'uploads');
    const tree = walkUploads(config.uploadDir);
    skipped = tree.refused;
    copyRegularFiles(config.uploadDir, uploads, tree.files, (path) => new Error(`${path} in the backup folder is not a folder`));
  }
  return { dir, database, uploads, skipped };
}

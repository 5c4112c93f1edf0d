import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { openSqlite } from './sqlite-file';

export interface BackupResult {
  /** The folder holding this backup: the database dump and a copy of the uploads. */
  dir: string;
  database: string;
  uploads: string | null;
}

/** 2026-11-23T20-41-05Z: sortable and safe in file names. */
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/** SQLite's online backup API: a consistent copy while the shop keeps writing. */
async function backupSqlite(file: string, target: string): Promise<void> {
  const source = openSqlite(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
}

/** mysqldump in one transaction (consistent for InnoDB without locking the shop). */
function backupMysql(url: string, target: string): Promise<void> {
  const parsed = new URL(url);
  const args = [
    '--single-transaction',
    '--quick',
    '--routines',
    '--triggers',
    '--no-tablespaces',
    '--default-character-set=utf8mb4',
    `--host=${parsed.hostname}`,
    `--port=${parsed.port || '3306'}`,
    `--user=${decodeURIComponent(parsed.username) || 'root'}`,
    '--databases',
    decodeURIComponent(parsed.pathname.replace(/^\//, '')),
  ];
  return new Promise((resolve, reject) => {
    // The password goes through the environment, never the command line (ps would show it).
    const dump = spawn('mysqldump', args, {
      env: { ...process.env, MYSQL_PWD: decodeURIComponent(parsed.password) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = createWriteStream(target);
    let stderr = '';
    dump.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    dump.stdout.pipe(out);
    dump.on('error', reject);
    dump.on('close', (code) => {
      out.end(() => (code === 0 ? resolve() : reject(new Error(`mysqldump exited with ${code}: ${stderr.trim()}`))));
    });
  });
}

/** Writes `<backupRoot>/<timestamp>/` with the database (either engine) and the uploads folder. */
export async function backup(config: AppConfig, backupRoot: string, now = new Date()): Promise<BackupResult> {
  const dir = join(backupRoot, stamp(now));
  mkdirSync(dir, { recursive: true });
  let database: string;
  if (config.database.type === 'sqlite') {
    if (config.database.file === ':memory:') throw new Error('An in-memory database cannot be backed up');
    database = join(dir, 'shop.sqlite');
    await backupSqlite(config.database.file, database);
  } else {
    database = join(dir, 'shop.sql');
    await backupMysql(config.database.url, database);
  }
  let uploads: string | null = null;
  if (existsSync(config.uploadDir)) {
    uploads = join(dir, 'uploads');
    cpSync(config.uploadDir, uploads, { recursive: true });
  }
  return { dir, database, uploads };
}

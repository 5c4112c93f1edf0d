import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { copyMysqlTemplate, copySqliteTemplate } from './template-database';

/** Which engine this test run uses: TEST_DB=mysql runs the suite against MariaDB/MySQL. */
export const TEST_ENGINE: 'sqlite' | 'mysql' = process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
/** The MariaDB/MySQL server of TEST_DB=mysql runs (MYSQL_TEST_URL, without a database). */
export const MYSQL_SERVER = (process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');

export interface TestDatabase {
  url: string;
  workDir: string;
  drop(): Promise<void>;
}

/** A brand-new database (and scratch folder for uploads) for one test file. */
export function freshDatabase(): TestDatabase {
  const workDir = mkdtempSync(join(tmpdir(), 'bulbash-test-'));
  if (TEST_ENGINE === 'sqlite') {
    return { url: `sqlite:${join(workDir, 'shop.sqlite')}`, workDir, drop: async () => rmSync(workDir, { recursive: true, force: true }) };
  }
  const name = `bulbash_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  return {
    url: `${MYSQL_SERVER}/${name}`,
    workDir,
    drop: async () => {
      const connection = await createConnection({ uri: `${MYSQL_SERVER}/` });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database that already holds every migration, copied from the run's template. */
export async function migratedDatabase(): Promise<TestDatabase> {
  const database = freshDatabase();
  if (TEST_ENGINE === 'sqlite') await copySqliteTemplate(database.url.slice('sqlite:'.length));
  else await copyMysqlTemplate(MYSQL_SERVER, new URL(database.url).pathname.slice(1));
  return database;
}

import { DataSource } from 'typeorm';

/** How long an instance waits for another one's migrations before giving up on start. */
const LOCK_WAIT_SECONDS = 120;

/** MySQL/MariaDB lock names are server-wide (64 characters at most): one per database. */
export const migrationLockName = (database: string) => `bulbash:migrations:${database}`.slice(0, 64);

/**
 * Runs the pending migrations. On MySQL/MariaDB they run under GET_LOCK, so that instances
 * starting together take turns: the first runs them, the others find nothing pending. The lock
 * belongs to one connection and goes with it if the process dies. SQLite is one process by
 * nature (one file, one writer), so no lock is taken there.
 */
export async function runMigrationsOnce(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type === 'better-sqlite3') {
    await dataSource.runMigrations({ transaction: 'each' });
    return;
  }
  const name = migrationLockName(String(dataSource.driver.database));
  const runner = dataSource.createQueryRunner();
  try {
    const [row] = (await runner.query('SELECT GET_LOCK(?, ?) AS acquired', [name, LOCK_WAIT_SECONDS])) as Array<{
      acquired: number | string | null;
    }>;
    if (Number(row?.acquired) !== 1)
      throw new Error(`Waited ${LOCK_WAIT_SECONDS} s for the migration lock ${name}; is another instance stuck migrating?`);
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [name]);
    }
  } finally {
    await runner.release();
  }
}

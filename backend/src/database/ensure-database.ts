import { DatabaseConfig } from '../config/app-config';

export type MysqlFlavor = 'mysql' | 'mariadb';

/**
 * Creates the MySQL database named in DATABASE_URL when the server does not have it yet,
 * and tells whether the server is MySQL or MariaDB (TypeORM reads their schemas differently).
 */
export async function ensureDatabaseExists(database: DatabaseConfig): Promise<MysqlFlavor | null> {
  if (database.type !== 'mysql') return null;
  const serverUrl = new URL(database.url);
  serverUrl.pathname = '/';
  // mysql2 loads only where MySQL is used (TypeORM loads its driver the same way).
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection({ uri: serverUrl.toString() });
  try {
    const name = database.database.replace(/`/g, '``');
    await connection.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const [rows] = await connection.query('SELECT VERSION() AS version');
    const version = String((rows as Array<{ version: string }>)[0]?.version ?? '');
    return version.toLowerCase().includes('mariadb') ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { DatabaseConfig } from '../config/app-config';
import { ProductSearchSubscriber } from '../catalogue/product-search.subscriber';
import { ENTITIES } from './entities';
import { MysqlFlavor } from './ensure-database';
import { registerSqliteFunctions } from './text-search';

/** Each engine has its own committed migrations, generated from the same entities. */
export function migrationsGlob(type: DatabaseConfig['type']): string {
  return join(__dirname, 'migrations', type, '*.{ts,js}');
}

export function buildDataSourceOptions(database: DatabaseConfig, flavor: MysqlFlavor | null = null): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    subscribers: [ProductSearchSubscriber],
    migrations: [migrationsGlob(database.type)],
    migrationsRun: true,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    logging: ['error' as const],
  };
  if (database.type === 'sqlite') {
    if (database.file !== ':memory:') mkdirSync(dirname(database.file), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: database.file,
      enableWAL: database.file !== ':memory:',
      prepareDatabase: (db: { pragma: (sql: string) => unknown } & Parameters<typeof registerSqliteFunctions>[0]) => {
        db.pragma('foreign_keys = ON');
        db.pragma('busy_timeout = 5000');
        registerSqliteFunctions(db);
      },
    };
  }
  return {
    ...common,
    type: flavor ?? 'mysql',
    url: database.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    supportBigNumbers: true,
  };
}

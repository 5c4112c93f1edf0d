import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { DatabaseConfig } from '../config/app-config';
import { MysqlFlavor } from './ensure-database';
import { MIGRATIONS } from './migrations';
import { registerSqliteFunctions } from './text-search';

/** What the app's data sources are built from (`src/entities.ts`); the layers above hand it down. */
export interface DataModel {
  entities: NonNullable<DataSourceOptions['entities']>;
  subscribers: NonNullable<DataSourceOptions['subscribers']>;
}

export function buildDataSourceOptions(database: DatabaseConfig, model: DataModel, flavor: MysqlFlavor | null = null): DataSourceOptions {
  const common = {
    entities: model.entities,
    subscribers: model.subscribers,
    // Each engine has its own committed migrations, generated from the same entities.
    migrations: MIGRATIONS[database.type],
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

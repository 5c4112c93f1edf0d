import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from './config/load-config';
import { buildDataSourceOptions } from './database/data-source-options';
import { DATA_MODEL } from './entities';

/**
 * Data source for the TypeORM CLI (migration:generate / migration:run); reads DATABASE_URL,
 * and DB_FLAVOR=mariadb when the server is MariaDB.
 */
const config = loadConfig();
const flavor = config.database.type === 'mysql' ? (process.env.DB_FLAVOR === 'mariadb' ? 'mariadb' : 'mysql') : null;
export default new DataSource({ ...buildDataSourceOptions(config.database, DATA_MODEL, flavor), migrationsRun: false });

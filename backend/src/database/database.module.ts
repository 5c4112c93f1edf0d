import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { buildDataSourceOptions, DataModel } from './data-source-options';
import { retryUntilReachable } from './database-unavailable';
import { ensureDatabaseExists } from './ensure-database';
import { runMigrationsOnce } from './migration-lock';
import { DomainEvents } from './domain-events';
import { TransactionRunner } from './transaction-runner';

@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig, model: DataModel): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [TransactionRunner, DomainEvents],
      exports: [TransactionRunner, DomainEvents],
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => {
            // A server that is not up yet is waited for (the port answers 503 meanwhile, see server.ts).
            const flavor = await retryUntilReachable(() => ensureDatabaseExists(config.database));
            // Migrations run below, under a lock, instead of inside initialize().
            return { ...buildDataSourceOptions(config.database, model, flavor), migrationsRun: false, retryAttempts: 0 };
          },
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options as DataSourceOptions).initialize();
            try {
              await runMigrationsOnce(dataSource);
            } catch (error) {
              await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
        }),
      ],
    };
  }
}

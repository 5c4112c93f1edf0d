import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';
import { retryUntilReachable } from './database-unavailable';
import { ensureDatabaseExists } from './ensure-database';
import { TransactionRunner } from './transaction-runner';

@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [TransactionRunner],
      exports: [TransactionRunner],
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => {
            // A server that is not up yet is waited for (the port answers 503 meanwhile, see server.ts).
            const flavor = await retryUntilReachable(() => ensureDatabaseExists(config.database));
            return { ...buildDataSourceOptions(config.database, flavor), retryAttempts: 0 };
          },
        }),
      ],
    };
  }
}

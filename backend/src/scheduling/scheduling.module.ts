import { Global, Inject, Module, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RedisOutageMonitor } from '../cache/redis-outage';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { BullMqTaskRunner } from './bullmq-task-runner';
import { LeaseTaskRunner } from './lease-task-runner';
import { TaskRunner } from './scheduled-task';

/** BullMQ (and ioredis) are loaded only with REDIS_URL (cache/redis-clients.ts says why). */
const loadBullMqTaskRunner = (): typeof BullMqTaskRunner =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('./bullmq-task-runner') as typeof import('./bullmq-task-runner')).BullMqTaskRunner;

/**
 * The one TaskRunner of the process: BullMQ with REDIS_URL, the database lease otherwise.
 * Tasks registered during module init start ticking at bootstrap; shutdown waits for a running tick.
 */
@Global()
@Module({
  providers: [
    {
      provide: TaskRunner,
      inject: [APP_CONFIG, DataSource, RedisOutageMonitor],
      useFactory: (config: AppConfig, dataSource: DataSource, monitor: RedisOutageMonitor): TaskRunner =>
        config.redis ? new (loadBullMqTaskRunner())(config.redis, monitor) : new LeaseTaskRunner(dataSource),
    },
  ],
  exports: [TaskRunner],
})
export class SchedulingModule implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(@Inject(TaskRunner) private readonly runner: TaskRunner) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.runner.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.runner.stop();
  }
}

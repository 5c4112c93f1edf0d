import { Inject, Module, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AbuseCounters, InMemoryAbuseCounters } from './abuse-counters';
import { connectRedis } from './redis-clients';
import { RedisOutageMonitor } from './redis-outage';

/** Loaded only with REDIS_URL (redis-clients.ts says why). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadRedisAbuseCounters = () => (require('./redis-abuse-counters') as typeof import('./redis-abuse-counters')).RedisAbuseCounters;

/** The abuse counters: in Redis with REDIS_URL (beside the throttler's), in this process otherwise. */
@Module({
  providers: [
    {
      provide: AbuseCounters,
      inject: [APP_CONFIG, RedisOutageMonitor],
      useFactory: (config: AppConfig, monitor: RedisOutageMonitor): AbuseCounters =>
        config.redis
          ? new (loadRedisAbuseCounters())(connectRedis(config.redis, monitor, { keyPrefix: `${config.redis.prefix}abuse:` }))
          : new InMemoryAbuseCounters(),
    },
  ],
  exports: [AbuseCounters],
})
export class AbuseCountersModule implements OnModuleDestroy {
  constructor(@Inject(AbuseCounters) private readonly counters: AbuseCounters) {}

  async onModuleDestroy(): Promise<void> {
    await this.counters.close();
  }
}

import type { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Inject, Injectable, Module, OnModuleDestroy } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RedisOutageMonitor } from './redis-outage';

/** Loaded only with REDIS_URL (redis-clients.ts says why). */
const loadRedisStorage = (): typeof ThrottlerStorageRedisService =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('@nest-lab/throttler-storage-redis') as typeof import('@nest-lab/throttler-storage-redis')).ThrottlerStorageRedisService;

/**
 * Where the rate-limit counters live: with REDIS_URL in Redis (under `<prefix>throttle:`), so a
 * limit counts the requests to every instance; otherwise the throttler's own in-process store.
 */
@Injectable()
export class ThrottlerStorageHolder implements OnModuleDestroy {
  private readonly redis: ThrottlerStorageRedisService | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig, redisOutage: RedisOutageMonitor) {
    this.redis = config.redis
      ? new (loadRedisStorage())(config.redis.url, { keyPrefix: `${config.redis.prefix}throttle:`, maxRetriesPerRequest: 2 })
      : null;
    if (this.redis) redisOutage.watch(this.redis.redis);
  }

  /** undefined: the throttler's default in-process storage. */
  get storage(): ThrottlerStorage | undefined {
    return this.redis ?? undefined;
  }

  onModuleDestroy(): void {
    this.redis?.onModuleDestroy();
  }
}

@Module({ providers: [ThrottlerStorageHolder], exports: [ThrottlerStorageHolder] })
export class ThrottlerStorageModule {}

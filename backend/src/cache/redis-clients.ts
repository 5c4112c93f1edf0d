import type { Redis } from 'ioredis';
import { RedisConfig } from '../config/app-config';
import { RedisOutageMonitor } from './redis-outage';

/**
 * ioredis (with bullmq and @redis/client, some 700 modules) is loaded only by a process that has
 * REDIS_URL: a shop without Redis, and every API test file, starts without parsing them.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const loadIoredis = (): typeof import('ioredis') => require('ioredis') as typeof import('ioredis');

/** The channel on which an instance announces a committed catalogue change. */
export const catalogueChannel = (redis: RedisConfig) => `${redis.prefix}catalogue-changed`;

/**
 * An ioredis connection. `keyPrefix` (the throttler's counters) is applied by ioredis to every
 * key; channels are named in full by their users. Its errors and reconnections go to the
 * outage monitor (one log line per outage).
 */
export function connectRedis(redis: RedisConfig, monitor: RedisOutageMonitor, options: { keyPrefix?: string } = {}): Redis {
  const { Redis: RedisClient } = loadIoredis();
  return monitor.watch(new RedisClient(redis.url, { keyPrefix: options.keyPrefix, maxRetriesPerRequest: 2, lazyConnect: false }));
}

import { Redis } from 'ioredis';
import { RedisConfig } from '../config/app-config';
import { RedisOutageMonitor } from './redis-outage';

/** The channel on which an instance announces a committed catalogue change. */
export const catalogueChannel = (redis: RedisConfig) => `${redis.prefix}catalogue-changed`;

/**
 * An ioredis connection. `keyPrefix` (the throttler's counters) is applied by ioredis to every
 * key; channels are named in full by their users. Its errors and reconnections go to the
 * outage monitor (one log line per outage).
 */
export function connectRedis(redis: RedisConfig, monitor: RedisOutageMonitor, options: { keyPrefix?: string } = {}): Redis {
  return monitor.watch(new Redis(redis.url, { keyPrefix: options.keyPrefix, maxRetriesPerRequest: 2, lazyConnect: false }));
}

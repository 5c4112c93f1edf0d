import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AbuseCounters, longestWindow, Reservation } from './abuse-counters';
import { WindowLimit } from './sliding-windows';

/** INCR with the expiry set on the first count; the new count is compared by the caller. */
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/**
 * One sliding-window reservation, atomically: drops events older than the longest window, and
 * for each (limit, window) pair finds how long until one more fits; records the event (member
 * ARGV[3]) only when it fits everywhere. Returns 0 when recorded, else the wait in ms.
 */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local keep = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - keep)
local wait = 0
for index = 4, #ARGV, 2 do
  local limit = tonumber(ARGV[index])
  local window = tonumber(ARGV[index + 1])
  local times = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. (now - window), '+inf', 'WITHSCORES')
  local count = #times / 2
  if count >= limit then
    local first = tonumber(times[(count - limit) * 2 + 2])
    wait = math.max(wait, first + window - now)
  end
end
if wait > 0 then return wait end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], keep)
return 0`;

/**
 * The abuse counters in Redis (keys under `<prefix>abuse:`), shared by every instance: events as
 * a sorted set per key scored by their time, counts as integers that expire.
 */
export class RedisAbuseCounters extends AbuseCounters {
  constructor(private readonly redis: Redis) {
    super();
  }

  async reserve(key: string, at: number, limits: readonly WindowLimit[]): Promise<Reservation> {
    const token = `${at}:${randomUUID()}`;
    const pairs = limits.flatMap((limit) => [limit.limit, limit.windowMs]);
    const waitMs = Number(await this.redis.eval(RESERVE_SCRIPT, 1, key, at, longestWindow(limits), token, ...pairs));
    return waitMs > 0 ? { waitMs } : { token };
  }

  async release(key: string, token: string): Promise<void> {
    await this.redis.zrem(key, token);
  }

  async take(key: string, limit: number, ttlMs: number): Promise<boolean> {
    const count = Number(await this.redis.eval(COUNT_SCRIPT, 1, key, ttlMs));
    return count <= limit;
  }

  override async close(): Promise<void> {
    await this.redis.quit();
  }
}

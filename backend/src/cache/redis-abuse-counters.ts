import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { AbuseCounters } from './abuse-counters';

/** INCR with the expiry set on the first count; the new count is compared by the caller. */
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/**
 * The abuse counters in Redis (keys under `<prefix>abuse:`), shared by every instance: events as
 * a sorted set per key scored by their time, counts as integers that expire.
 */
export class RedisAbuseCounters extends AbuseCounters {
  constructor(private readonly redis: Redis) {
    super();
  }

  async eventsSince(key: string, since: number): Promise<number[]> {
    const flat = await this.redis.zrangebyscore(key, `(${since}`, '+inf', 'WITHSCORES');
    const times: number[] = [];
    for (let index = 1; index < flat.length; index += 2) times.push(Number(flat[index]));
    return times;
  }

  async record(key: string, at: number, keepMs: number): Promise<void> {
    await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', at - keepMs)
      .zadd(key, at, `${at}:${randomUUID()}`)
      .pexpire(key, keepMs)
      .exec();
  }

  async take(key: string, limit: number, ttlMs: number): Promise<boolean> {
    const count = Number(await this.redis.eval(COUNT_SCRIPT, 1, key, ttlMs));
    return count <= limit;
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

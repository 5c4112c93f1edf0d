import { InMemoryAbuseCounters } from './abuse-counters';

describe('InMemoryAbuseCounters', () => {
  it('reserves under every sliding window at once, gives a reserved place back, and forgets what the longest window left', async () => {
    const counters = new InMemoryAbuseCounters();
    const limits = [
      { limit: 2, windowMs: 1_000 },
      { limit: 3, windowMs: 10_000 },
    ];
    const first = await counters.reserve('orders:1', 0, limits);
    const second = await counters.reserve('orders:1', 100, limits);
    expect('token' in first && 'token' in second).toBe(true);
    expect(await counters.reserve('orders:1', 200, limits)).toEqual({ waitMs: 800 });
    expect('token' in (await counters.reserve('orders:2', 200, limits))).toBe(true);
    if ('token' in second) await counters.release('orders:1', second.token);
    expect('token' in (await counters.reserve('orders:1', 300, limits))).toBe(true);
    expect('token' in (await counters.reserve('orders:1', 5_000, limits))).toBe(true);
    // Three in the 10-second window: the next place frees when the first leaves it.
    expect(await counters.reserve('orders:1', 6_000, limits)).toEqual({ waitMs: 4_000 });
    expect('token' in (await counters.reserve('orders:1', 10_001, limits))).toBe(true);
  });

  it('never lets parallel reservations past the limit', async () => {
    const counters = new InMemoryAbuseCounters();
    const results = await Promise.all(Array.from({ length: 16 }, () => counters.reserve('orders:1', 0, [{ limit: 10, windowMs: 1_000 }])));
    expect(results.filter((result) => 'token' in result)).toHaveLength(10);
  });

  it('counts up to the limit per key until the count expires', async () => {
    const clock = { now: 0 };
    const counters = new InMemoryAbuseCounters(() => clock.now);
    const takes = async (key: string, times: number) => {
      const results: boolean[] = [];
      for (let index = 0; index < times; index += 1) results.push(await counters.take(key, 2, 1_000));
      return results;
    };
    expect(await takes('a', 3)).toEqual([true, true, false]);
    expect(await takes('b', 1)).toEqual([true]);
    clock.now = 999;
    expect(await takes('a', 1)).toEqual([false]);
    clock.now = 1_000;
    expect(await takes('a', 3)).toEqual([true, true, false]);
  });
});

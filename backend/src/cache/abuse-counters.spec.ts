import { InMemoryAbuseCounters } from './abuse-counters';

describe('InMemoryAbuseCounters', () => {
  it('gives the events after a time, and forgets those older than kept', async () => {
    const counters = new InMemoryAbuseCounters();
    await counters.record('orders:1', 1_000, 10_000);
    await counters.record('orders:1', 5_000, 10_000);
    await counters.record('orders:2', 6_000, 10_000);
    expect(await counters.eventsSince('orders:1', 0)).toEqual([1_000, 5_000]);
    expect(await counters.eventsSince('orders:1', 1_000)).toEqual([5_000]);
    await counters.record('orders:1', 12_000, 10_000);
    expect(await counters.eventsSince('orders:1', 0)).toEqual([5_000, 12_000]);
    expect(await counters.eventsSince('unknown', 0)).toEqual([]);
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

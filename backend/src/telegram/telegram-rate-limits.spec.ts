import { InMemoryAbuseCounters } from '../cache/abuse-counters';
import { TELEGRAM_LIMITS, TelegramRateLimiter } from './telegram-rate-limits';

describe('Telegram rate limits', () => {
  let now = 0;
  const limiter = () => new TelegramRateLimiter(new InMemoryAbuseCounters(() => now), TELEGRAM_LIMITS, () => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  it('lets 20 messages a minute into one group; the 21st waits until a minute after the first, counting nothing', async () => {
    const limits = limiter();
    for (let index = 0; index < 20; index += 1) {
      expect(await limits.reserve('-100123')).toBe(0);
      now += 100;
    }
    // The 21st, 2 s after the first: it may go 60 s after the first one.
    expect(await limits.reserve('-100123')).toBe(60_000 - 2000);
    expect(await limits.reserve('-100123')).toBe(60_000 - 2000);
    // Not counted: asking again once the window moved, it goes.
    now += 58_000;
    expect(await limits.reserve('-100123')).toBe(0);
    // Another group is not held back by this one.
    expect(await limits.reserve('-100999')).toBe(0);
  });

  it('lets a short burst into one private chat, then spaces them, and keeps to 30 a second in all', async () => {
    const limits = limiter();
    expect([await limits.reserve('42'), await limits.reserve('42'), await limits.reserve('42')]).toEqual([0, 0, 0]);
    expect(await limits.reserve('42')).toBe(3000);
    const waits: number[] = [];
    for (let index = 0; index < 40; index += 1) waits.push(await limits.reserve(String(1000 + index)));
    // 3 sent already: 27 more go now, the rest once the first second has passed.
    expect(waits.filter((wait) => wait === 0)).toHaveLength(27);
    expect(Math.min(...waits.filter((wait) => wait > 0))).toBe(1000);
    // A chat turned away by the bot's full second is given its place back: asked three times
    // then, it still has its whole burst once the second has passed.
    expect([await limits.reserve('7'), await limits.reserve('7'), await limits.reserve('7')]).toEqual([1000, 1000, 1000]);
    now += 1000;
    expect([await limits.reserve('7'), await limits.reserve('7'), await limits.reserve('7')]).toEqual([0, 0, 0]);
  });
});

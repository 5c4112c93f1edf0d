import { TelegramRateLimiter } from './telegram-rate-limits';

describe('Telegram rate limits', () => {
  let now = 0;
  const limiter = () => new TelegramRateLimiter(undefined, () => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  it('lets 20 messages a minute into one group and books the 21st a minute after the first', () => {
    const limits = limiter();
    for (let index = 0; index < 20; index += 1) {
      expect(limits.reserve('-100123')).toBeLessThan(1000);
      now += 100;
    }
    // The 21st, 2 s after the first: it may go 60 s after the first one.
    expect(limits.reserve('-100123', 1000)).toBe(60_000 - 2000);
    // Not booked: asking again later, when the window moved, it goes.
    now += 58_000;
    expect(limits.reserve('-100123', 1000)).toBe(0);
    // Another group is not held back by this one.
    expect(limits.reserve('-100999')).toBe(0);
  });

  it('lets a short burst into one private chat, then spaces them, and keeps to 30 a second in all', () => {
    const limits = limiter();
    expect([limits.reserve('42'), limits.reserve('42'), limits.reserve('42')]).toEqual([0, 0, 0]);
    expect(limits.reserve('42', 1000)).toBe(3000);
    const waits = Array.from({ length: 40 }, (_, index) => limits.reserve(String(1000 + index)));
    // 3 sent already: 27 more go now, the rest once the first second has passed.
    expect(waits.filter((wait) => wait === 0)).toHaveLength(27);
    expect(Math.min(...waits.filter((wait) => wait > 0))).toBeGreaterThan(0);
    expect(Math.max(...waits)).toBeLessThanOrEqual(2000);
  });
});

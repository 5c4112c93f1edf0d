import { slidingWindowWait } from './sliding-windows';

const HOUR = 3_600_000;
const LIMITS = [
  { limit: 2, windowMs: HOUR },
  { limit: 3, windowMs: 24 * HOUR },
];

describe('slidingWindowWait', () => {
  it('is 0 while every window has room', () => {
    expect(slidingWindowWait([], 0, LIMITS)).toBe(0);
    expect(slidingWindowWait([1_000], 2_000, LIMITS)).toBe(0);
  });

  it('waits until the oldest event that fills a window leaves it', () => {
    expect(slidingWindowWait([1_000, 5_000], 10_000, LIMITS)).toBe(1_000 + HOUR - 10_000);
    expect(slidingWindowWait([1_000, 5_000], 1_000 + HOUR, LIMITS)).toBe(0);
  });

  it('takes the longest wait of all windows, whatever the order of the times', () => {
    const times = [5 * HOUR, 0, 10 * HOUR];
    expect(slidingWindowWait(times, 11 * HOUR, LIMITS)).toBe(13 * HOUR);
  });
});

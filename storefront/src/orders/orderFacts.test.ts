import { describe, expect, it } from 'vitest';
import { feeIfCancelledNow, graceEndsAt } from './orderFacts';

describe('what cancelling now costs', () => {
  const order = { total_cost: 100, delivery_at: '2026-12-05T15:00:00+03:00', free_cancel_until: '2026-12-05T09:15:00+03:00' };

  it('is free within the 15 minutes after placing, whatever the event time, and says until when', () => {
    const now = new Date('2026-12-05T09:10:00+03:00');
    expect(feeIfCancelledNow(order, now)).toBe(0);
    expect(graceEndsAt(order, now)).toBe('09:15');
  });

  it('costs 50 % inside the 24 hours once the grace period is over, and orders of before have none', () => {
    const now = new Date('2026-12-05T09:16:00+03:00');
    expect(feeIfCancelledNow(order, now)).toBe(50);
    expect(graceEndsAt(order, now)).toBeNull();
    expect(feeIfCancelledNow({ ...order, free_cancel_until: null }, new Date('2026-12-05T09:10:00+03:00'))).toBe(50);
  });
});

import {
  cancellationFeeMinor,
  deliveryCostMinor,
  deliverySlots,
  deliveryTimeMessage,
  deliveryTimeProblem,
  earliestDeliveryAt,
  freeCancelUntil,
  parseDeliveryAt,
} from './delivery-rules';
import { formatMinskDateTime, MINSK_OFFSET, toMinskIso } from './minsk-time';

/** An instant written in Minsk time. */
const minsk = (local: string) => new Date(`${local}${MINSK_OFFSET}`);

describe('delivery time rules', () => {
  const monday0800 = minsk('2026-11-23T08:00:00');

  it('needs 24 hours on another day: exactly 24 h passes, a minute less does not', () => {
    const now = minsk('2026-11-23T14:00:00');
    expect(deliveryTimeProblem(minsk('2026-11-24T14:00:00'), now)).toBeNull();
    expect(deliveryTimeProblem(minsk('2026-11-24T13:59:00'), now)).toBe('lead');
    expect(deliveryTimeProblem(minsk('2026-11-24T13:59:59'), now)).toBe('lead');
  });

  it('delivers 09:00 to 21:00 with both ends included', () => {
    expect(deliveryTimeProblem(minsk('2026-11-25T09:00:00'), monday0800)).toBeNull();
    expect(deliveryTimeProblem(minsk('2026-11-25T21:00:00'), monday0800)).toBeNull();
    expect(deliveryTimeProblem(minsk('2026-11-25T08:59:00'), monday0800)).toBe('hours');
    expect(deliveryTimeProblem(minsk('2026-11-25T21:01:00'), monday0800)).toBe('hours');
    expect(deliveryTimeProblem(minsk('2026-11-25T21:00:30'), monday0800)).toBe('hours');
    expect(deliveryTimeProblem(minsk('2026-11-26T02:00:00'), monday0800)).toBe('hours');
  });

  it('refuses a time that has passed', () => {
    expect(deliveryTimeProblem(minsk('2026-11-20T12:00:00'), monday0800)).toBe('past');
    expect(deliveryTimeProblem(monday0800, monday0800)).toBe('past');
  });

  it('takes same-day orders placed from 09:00 until (not at) 12:00', () => {
    expect(deliveryTimeProblem(minsk('2026-11-23T12:00:00'), minsk('2026-11-23T09:00:00'))).toBeNull();
    expect(deliveryTimeProblem(minsk('2026-11-23T15:00:00'), minsk('2026-11-23T11:59:00'))).toBeNull();
    expect(deliveryTimeProblem(minsk('2026-11-23T15:00:00'), minsk('2026-11-23T12:00:00'))).toBe('same_day_closed');
    expect(deliveryTimeProblem(minsk('2026-11-23T15:00:00'), minsk('2026-11-23T08:59:00'))).toBe('same_day_closed');
  });

  it('same day: at most 20:00 and at least 3 hours ahead', () => {
    const now = minsk('2026-11-23T10:00:00');
    expect(deliveryTimeProblem(minsk('2026-11-23T20:00:00'), now)).toBeNull();
    expect(deliveryTimeProblem(minsk('2026-11-23T20:30:00'), now)).toBe('same_day_late');
    expect(deliveryTimeProblem(minsk('2026-11-23T13:00:00'), now)).toBeNull();
    expect(deliveryTimeProblem(minsk('2026-11-23T12:59:00'), now)).toBe('same_day_lead');
  });

  it('the next morning is still bound by the 24 hours even when ordered in the same-day window', () => {
    expect(deliveryTimeProblem(minsk('2026-11-24T09:30:00'), minsk('2026-11-23T10:00:00'))).toBe('lead');
    expect(deliveryTimeProblem(minsk('2026-11-24T10:00:00'), minsk('2026-11-23T10:00:00'))).toBeNull();
  });

  it('offers 30-minute slots that follow the rules', () => {
    expect(deliverySlots('2026-11-23', minsk('2026-11-23T10:10:00'))).toEqual([
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
    ]);
    expect(deliverySlots('2026-11-23', minsk('2026-11-23T12:00:00'))).toEqual([]);
    expect(deliverySlots('2026-11-24', minsk('2026-11-23T14:10:00'))[0]).toBe('14:30');
    expect(deliverySlots('2026-11-25', minsk('2026-11-23T14:10:00'))).toHaveLength(25);
  });

  it('names the earliest allowed time', () => {
    expect(toMinskIso(earliestDeliveryAt(minsk('2026-11-23T10:10:00')))).toBe('2026-11-23T13:30:00+03:00');
    expect(toMinskIso(earliestDeliveryAt(minsk('2026-11-23T22:00:00')))).toBe('2026-11-25T09:00:00+03:00');
    expect(toMinskIso(earliestDeliveryAt(minsk('2026-11-23T12:30:00')))).toBe('2026-11-24T12:30:00+03:00');
    expect(deliveryTimeMessage('lead', minsk('2026-11-23T12:30:00'))).toBe(
      'delivery_at: заказ оформляется не позднее чем за 24 часа. Ближайшее возможное время — 24.11.2026 в 12:30',
    );
  });
});

describe('delivery time format', () => {
  it('reads ISO 8601 with an offset, Z or none (Minsk)', () => {
    expect(parseDeliveryAt('2026-12-05T15:30:00+03:00')?.toISOString()).toBe('2026-12-05T12:30:00.000Z');
    expect(parseDeliveryAt('2026-12-05T12:30:00Z')?.toISOString()).toBe('2026-12-05T12:30:00.000Z');
    expect(parseDeliveryAt('2026-12-05T15:30')?.toISOString()).toBe('2026-12-05T12:30:00.000Z');
    expect(parseDeliveryAt('2026-12-05T15:30:00.000+01:00')?.toISOString()).toBe('2026-12-05T14:30:00.000Z');
  });

  it('refuses what is not a real date and time', () => {
    for (const bad of ['2026-02-30T12:00:00+03:00', '2026-12-05T24:10', '2026-12-05', 'завтра', '2026-12-05T15:30:00+25:00', '']) {
      expect(parseDeliveryAt(bad)).toBeNull();
    }
  });

  it('writes Minsk time with its offset', () => {
    expect(toMinskIso(new Date('2026-12-05T12:30:00Z'))).toBe('2026-12-05T15:30:00+03:00');
    expect(formatMinskDateTime(new Date('2026-12-05T21:30:00Z'))).toBe('06.12.2026 в 00:30');
  });
});

describe('delivery cost', () => {
  it('is free inside MKAD and for pickup, 1 BYN per km up to 25 km, refused beyond', () => {
    expect(deliveryCostMinor('delivery', 0)).toBe(0);
    expect(deliveryCostMinor('delivery', 1)).toBe(100);
    expect(deliveryCostMinor('delivery', 25)).toBe(2500);
    expect(deliveryCostMinor('delivery', 26)).toBeNull();
    expect(deliveryCostMinor('pickup', 0)).toBe(0);
    expect(deliveryCostMinor('pickup', 40)).toBe(0);
  });
});

describe('cancellation fee', () => {
  const deliveryAt = minsk('2026-11-25T15:00:00');

  it('is free at 24 hours or more ahead and with no time agreed', () => {
    expect(cancellationFeeMinor(9101, deliveryAt, minsk('2026-11-24T15:00:00'))).toBe(0);
    expect(cancellationFeeMinor(9101, null, minsk('2026-11-25T14:00:00'))).toBe(0);
  });

  it('is half the total, rounded to the kopeck, inside 24 hours', () => {
    expect(cancellationFeeMinor(9101, deliveryAt, minsk('2026-11-24T15:00:01'))).toBe(4551);
    expect(cancellationFeeMinor(9100, deliveryAt, minsk('2026-11-25T16:00:00'))).toBe(4550);
  });
});

describe('the grace period after placing an order', () => {
  const placed = new Date('2026-12-05T09:00:00+03:00');
  const eventSoon = new Date('2026-12-05T15:00:00+03:00');

  it('makes a cancellation free within 15 minutes of placing, whatever the event time, and costs 50 % after', () => {
    expect(freeCancelUntil(placed, 15)).toEqual(new Date('2026-12-05T09:15:00+03:00'));
    expect(cancellationFeeMinor(10_000, eventSoon, new Date('2026-12-05T09:05:00+03:00'), freeCancelUntil(placed, 15))).toBe(0);
    expect(cancellationFeeMinor(10_000, eventSoon, new Date('2026-12-05T09:15:00+03:00'), freeCancelUntil(placed, 15))).toBe(0);
    expect(cancellationFeeMinor(10_000, eventSoon, new Date('2026-12-05T09:15:01+03:00'), freeCancelUntil(placed, 15))).toBe(5_000);
    expect(cancellationFeeMinor(10_000, eventSoon, new Date('2026-12-05T09:05:00+03:00'))).toBe(5_000);
  });

  it('follows the setting: 30 minutes are longer, 0 turns the grace off', () => {
    expect(freeCancelUntil(placed, 30)).toEqual(new Date('2026-12-05T09:30:00+03:00'));
    expect(cancellationFeeMinor(10_000, eventSoon, new Date('2026-12-05T09:20:00+03:00'), freeCancelUntil(placed, 30))).toBe(0);
    expect(freeCancelUntil(placed, 0)).toBeNull();
    expect(cancellationFeeMinor(10_000, eventSoon, placed, freeCancelUntil(placed, 0))).toBe(5_000);
  });
});

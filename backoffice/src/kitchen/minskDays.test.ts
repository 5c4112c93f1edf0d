import { describe, expect, it } from 'vitest';
import { deliveryText, minskDateTime, quickRange } from './minskDays';

describe('kitchen Minsk days', () => {
  // Wednesday 2026-06-03 23:30 in Minsk is 20:30 UTC.
  const lateWednesday = new Date('2026-06-03T20:30:00Z');

  it('takes today and tomorrow in Minsk time, not the browser’s', () => {
    expect(quickRange('today', lateWednesday)).toEqual({ event_from: '2026-06-03', event_to: '2026-06-03' });
    expect(quickRange('tomorrow', lateWednesday)).toEqual({ event_from: '2026-06-04', event_to: '2026-06-04' });
    // 21:30 UTC is already Thursday in Minsk.
    expect(quickRange('today', new Date('2026-06-03T21:30:00Z')).event_from).toBe('2026-06-04');
  });

  it('takes this week from Monday to Sunday', () => {
    expect(quickRange('week', lateWednesday)).toEqual({ event_from: '2026-06-01', event_to: '2026-06-07' });
    expect(quickRange('week', new Date('2026-06-07T12:00:00Z'))).toEqual({ event_from: '2026-06-01', event_to: '2026-06-07' });
  });

  it('prints instants in Minsk time and delivery in words', () => {
    expect(minskDateTime('2026-06-03T20:30:00.000Z')).toBe('03.06.2026 23:30');
    expect(minskDateTime(null)).toBe('—');
    expect(deliveryText({ delivery_method: 'pickup' })).toBe('Самовывоз');
    expect(deliveryText({ delivery_method: 'delivery', delivery_distance_km: 7 })).toBe('За МКАД, 7 км');
    expect(deliveryText({ delivery_method: 'delivery', delivery_distance_km: 0 })).toBe('В пределах МКАД');
  });
});

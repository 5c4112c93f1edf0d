import { describe, expect, it } from 'vitest';
import { dayFill, fromFormValues, shiftMonth, toFormValues, type CapacitySettings } from './capacityForm';

const SETTINGS: CapacitySettings = {
  max_guests_per_day: 300,
  max_orders_per_slot: 4,
  closed_weekdays: [7],
  closed_dates: [
    { date: '2026-12-31', reason: 'Новый год' },
    { date: '2027-01-07', reason: null },
  ],
  lead_time_tiers: [
    { min_guests: 50, hours: 48 },
    { min_guests: 150, hours: 72 },
  ],
};

describe('capacity settings form', () => {
  it('shows the settings as text and reads the same settings back', () => {
    const values = toFormValues(SETTINGS);
    expect(values.closed_dates).toBe('2026-12-31 Новый год\n2027-01-07');
    expect(values.lead_time_tiers).toBe('50: 48\n150: 72');
    expect(fromFormValues(values)).toEqual({ settings: SETTINGS });
  });

  it('names the field that cannot be read', () => {
    const values = toFormValues(SETTINGS);
    expect(fromFormValues({ ...values, max_guests_per_day: '0' })).toEqual({ error: 'Гостей в день: целое число больше 0' });
    expect(fromFormValues({ ...values, closed_dates: '31.12.2026' })).toMatchObject({ error: expect.stringMatching(/^Закрытые даты/) });
    expect(fromFormValues({ ...values, lead_time_tiers: '50 48' })).toMatchObject({ error: expect.stringMatching(/^Пороги/) });
  });

  it('colours a day by its fill', () => {
    expect(dayFill(100, 300, false)).toBe('free');
    expect(dayFill(150, 300, false)).toBe('busy');
    expect(dayFill(270, 300, false)).toBe('full');
    expect(dayFill(0, 300, true)).toBe('closed');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});

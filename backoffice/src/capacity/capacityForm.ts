/**
 * The capacity settings form's text fields ↔ the API's JSON (PATCH /bulbash_admin/capacity).
 * Closed dates are typed one a line «ГГГГ-ММ-ДД причина», tiers «гостей: часов» one a line.
 */
export interface CapacitySettings {
  max_guests_per_day: number;
  max_orders_per_slot: number;
  closed_weekdays: number[];
  closed_dates: Array<{ date: string; reason?: string | null }>;
  lead_time_tiers: Array<{ min_guests: number; hours: number }>;
}

export interface CapacityFormValues {
  max_guests_per_day: string;
  max_orders_per_slot: string;
  closed_weekdays: number[];
  closed_dates: string;
  lead_time_tiers: string;
}

export const WEEKDAY_NAMES = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];

export function toFormValues(settings: CapacitySettings): CapacityFormValues {
  return {
    max_guests_per_day: String(settings.max_guests_per_day),
    max_orders_per_slot: String(settings.max_orders_per_slot),
    closed_weekdays: settings.closed_weekdays,
    closed_dates: settings.closed_dates.map((entry) => (entry.reason ? `${entry.date} ${entry.reason}` : entry.date)).join('\n'),
    lead_time_tiers: settings.lead_time_tiers.map((tier) => `${tier.min_guests}: ${tier.hours}`).join('\n'),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The JSON to send, or the Russian message of the first field that cannot be read. */
export function fromFormValues(values: CapacityFormValues): { settings: CapacitySettings } | { error: string } {
  const whole = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null);
  const guests = whole(values.max_guests_per_day);
  if (guests === null || guests < 1) return { error: 'Гостей в день: целое число больше 0' };
  const perSlot = whole(values.max_orders_per_slot);
  if (perSlot === null || perSlot < 1) return { error: 'Заказов на слот: целое число больше 0' };
  const closed_dates: CapacitySettings['closed_dates'] = [];
  for (const line of lines(values.closed_dates)) {
    const match = /^(\d{4}-\d{2}-\d{2})(?:\s+(.+))?$/.exec(line);
    if (!match) return { error: `Закрытые даты: «${line}» — нужно ГГГГ-ММ-ДД и, по желанию, причина` };
    closed_dates.push({ date: match[1], reason: match[2] ?? null });
  }
  const lead_time_tiers: CapacitySettings['lead_time_tiers'] = [];
  for (const line of lines(values.lead_time_tiers)) {
    const match = /^(\d{1,4})\s*:\s*(\d{1,3})$/.exec(line);
    if (!match) return { error: `Пороги заблаговременности: «${line}» — нужно «гостей: часов», например 50: 48` };
    lead_time_tiers.push({ min_guests: Number(match[1]), hours: Number(match[2]) });
  }
  return {
    settings: {
      max_guests_per_day: guests,
      max_orders_per_slot: perSlot,
      closed_weekdays: [...values.closed_weekdays].sort((a, b) => a - b),
      closed_dates,
      lead_time_tiers,
    },
  };
}

/** How full a day is: 'free' below 50 %, 'busy' up to 90 %, 'full' beyond, 'closed' when the kitchen rests. */
export type DayFill = 'free' | 'busy' | 'full' | 'closed';

export function dayFill(guests: number, capacity: number, closed: boolean): DayFill {
  if (closed) return 'closed';
  const share = capacity > 0 ? guests / capacity : 1;
  if (share >= 0.9) return 'full';
  return share >= 0.5 ? 'busy' : 'free';
}

/** 'YYYY-MM' of a Minsk instant, and the month `step` months after one. */
export function minskMonth(now: Date): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 7);
}

export function shiftMonth(month: string, step: number): string {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index - 1 + step, 1)).toISOString().slice(0, 7);
}

import { useEffect, useState } from 'react';
import { fetchAvailability } from '../api/orders';
import type { DayAvailability } from '../api/types';

export interface MonthAvailability {
  /** The kitchen's answer per day of the range, or null until it arrives (or when it failed). */
  days: Map<string, DayAvailability> | null;
  /** «Для 120 гостей нужно заказать за 48 часов» when the head count reaches a lead-time tier. */
  notice: string | null;
}

const EMPTY: MonthAvailability = { days: null, notice: null };

/**
 * Asks the kitchen which days from..to are open for `guests` (one request per range and head
 * count). Until the answer comes, or when it fails, `days` is null and the form falls back to the
 * shop's time rules alone; the API refuses a booking the kitchen cannot take anyway.
 */
export function useAvailability(from: string, to: string, guests: number): MonthAvailability {
  const [state, setState] = useState<{ key: string; value: MonthAvailability }>({ key: '', value: EMPTY });
  const key = `${from}|${to}|${guests}`;
  useEffect(() => {
    if (from > to) return;
    const controller = new AbortController();
    fetchAvailability(from, to, guests, controller.signal).then(
      (answer) => setState({ key, value: { days: new Map(answer.days.map((day) => [day.date, day])), notice: answer.notice } }),
      () => undefined,
    );
    return () => controller.abort();
  }, [from, to, guests, key]);
  return state.key === key ? state.value : EMPTY;
}

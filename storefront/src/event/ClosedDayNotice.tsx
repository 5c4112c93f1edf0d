import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { formatDay, nextDay } from '@bulbash/rules';
import { fetchAvailability } from '../api/orders';

/** Days looked ahead for the next open one (the availability endpoint's limit is 62). */
const LOOK_AHEAD = 61;

/** The chosen day when the kitchen does not take it (closed, full, too soon) and the next open day after it. */
export interface DayRefusal {
  reason: string;
  next: string | null;
}

/** What the availability endpoint says of `day` for `guests`: null while unknown or when the day is open. */
export function useDayRefusal(day: string, guests: number): DayRefusal | null {
  const [refusal, setRefusal] = useState<{ key: string; value: DayRefusal | null } | null>(null);
  const key = `${day}|${guests}`;
  useEffect(() => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
    const controller = new AbortController();
    let to = day;
    for (let step = 0; step < LOOK_AHEAD; step += 1) to = nextDay(to);
    fetchAvailability(day, to, guests, controller.signal)
      .then(({ days }) => {
        const [first, ...rest] = days;
        const value =
          !first || first.open ? null : { reason: first.reason ?? 'Нет мест', next: rest.find((entry) => entry.open)?.date ?? null };
        setRefusal({ key, value });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [day, guests, key]);
  return refusal?.key === key ? refusal.value : null;
}

/** «05.12.2026 кухня не работает: Санитарный день. Ближайший свободный день: 07.12.2026» with a button to take that day. */
export function ClosedDayNotice({ day, refusal, onPick }: { day: string; refusal: DayRefusal; onPick: (day: string) => void }) {
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2 }}
      action={
        refusal.next ? (
          <Button color="inherit" size="small" onClick={() => onPick(refusal.next as string)}>
            Выбрать {formatDay(refusal.next)}
          </Button>
        ) : undefined
      }
    >
      {formatDay(day)} кухня не принимает заказы: {refusal.reason}.{' '}
      {refusal.next ? `Ближайший свободный день: ${formatDay(refusal.next)}` : 'Свободных дней в ближайшие два месяца нет'}
    </Alert>
  );
}

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { DayAvailability } from '../api/types';

const MONTHS = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'];
const MONTHS_OF = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
const WEEKDAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];

/** 'YYYY-MM' → its days 'YYYY-MM-DD'. */
export function monthDays(month: string): string[] {
  const [year, index] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return Array.from({ length: count }, (_, day) => `${month}-${String(day + 1).padStart(2, '0')}`);
}

/** The month `step` months after 'YYYY-MM'. */
export function shiftMonth(month: string, step: number): string {
  const [year, index] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 + step, 1));
  return date.toISOString().slice(0, 7);
}

const dayLabel = (day: string) => `${Number(day.slice(8))} ${MONTHS_OF[Number(day.slice(5, 7)) - 1]}`;

interface Props {
  /** The chosen day 'YYYY-MM-DD' ('' for none). */
  value: string;
  onChange: (day: string) => void;
  /** The month shown, 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The first and last day that may be chosen at all. */
  firstDay: string;
  lastDay: string;
  /** The kitchen's answer for the month's days (null: not known, every day in range is offered). */
  days: Map<string, DayAvailability> | null;
  error?: string;
}

/**
 * The checkout's date picker: a month of day buttons. Closed, full and too-soon days stay
 * visible but cannot be chosen; their reason shows on hover (title) and, on a tap, under the
 * month. Built on plain buttons so a screen reader reads each day with its state.
 */
export function DayPicker({ value, onChange, month, onMonthChange, firstDay, lastDay, days, error }: Props) {
  const [explained, setExplained] = useState<{ day: string; reason: string } | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const all = monthDays(month);
  const lead = (new Date(`${all[0]}T00:00:00Z`).getUTCDay() + 6) % 7;
  const [year, index] = month.split('-').map(Number);
  const canGoBack = month > firstDay.slice(0, 7);
  const canGoOn = month < lastDay.slice(0, 7);
  const reasonOf = (day: string): string | null => {
    if (day < firstDay || day > lastDay) return 'Нельзя выбрать';
    const known = days?.get(day);
    return known && !known.open ? (known.reason ?? 'Нет мест') : null;
  };
  // One day is in the Tab order (the chosen one, else the month's first); arrows move between days.
  const focusable = all.includes(value) ? value : all[0];
  const move = (event: KeyboardEvent<HTMLElement>, day: string) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const target = all[all.indexOf(day) + step];
    if (target) grid.current?.querySelector<HTMLElement>(`[data-day="${target}"]`)?.focus();
  };
  // A tapped unavailable day explains itself first; otherwise the chosen day's problem shows.
  const tapped = explained && explained.day.startsWith(month) ? `${dayLabel(explained.day)}: ${explained.reason}` : null;
  const note = tapped ?? error ?? ' ';

  return (
    <Box role="group" aria-labelledby="day-picker-title" data-invalid={error ? 'true' : undefined} sx={{ maxWidth: 360 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton aria-label="Предыдущий месяц" disabled={!canGoBack} onClick={() => onMonthChange(shiftMonth(month, -1))}>
          ‹
        </IconButton>
        <Typography id="day-picker-title" component="p" variant="subtitle1" aria-live="polite">
          <span className="visually-hidden">Дата: </span>
          {MONTHS[index - 1]} {year}
        </Typography>
        <IconButton aria-label="Следующий месяц" disabled={!canGoOn} onClick={() => onMonthChange(shiftMonth(month, 1))}>
          ›
        </IconButton>
      </Box>
      <Box ref={grid} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5, textAlign: 'center' }}>
        {WEEKDAYS.map((weekday) => (
          <Typography key={weekday} variant="caption" color="text.secondary" aria-hidden>
            {weekday}
          </Typography>
        ))}
        {Array.from({ length: lead }, (_, cell) => (
          <span key={`lead-${cell}`} />
        ))}
        {all.map((day) => {
          const reason = reasonOf(day);
          const selected = day === value;
          return (
            <Box
              key={day}
              component="button"
              type="button"
              data-day={day}
              tabIndex={day === focusable ? 0 : -1}
              onKeyDown={(event: KeyboardEvent<HTMLElement>) => move(event, day)}
              aria-pressed={selected}
              aria-disabled={reason !== null}
              aria-label={reason ? `${dayLabel(day)}: ${reason}` : dayLabel(day)}
              title={reason ?? undefined}
              onClick={() => {
                if (reason) setExplained({ day, reason });
                else {
                  setExplained(null);
                  onChange(day);
                }
              }}
              sx={{
                minHeight: 44,
                border: 1,
                borderRadius: 1,
                font: 'inherit',
                cursor: reason ? 'help' : 'pointer',
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? 'primary.main' : reason ? 'action.disabledBackground' : 'background.paper',
                color: selected ? 'primary.contrastText' : reason ? 'text.disabled' : 'text.primary',
                textDecoration: reason && day >= firstDay && day <= lastDay ? 'line-through' : 'none',
              }}
            >
              {Number(day.slice(8))}
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" role="status" color={!tapped && error ? 'error' : 'text.secondary'} sx={{ mt: 0.5, minHeight: '1.5em' }}>
        {note}
      </Typography>
    </Box>
  );
}

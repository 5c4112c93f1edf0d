import { Box, IconButton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { dayFill, shiftMonth, type DayFill } from './capacityForm';

export interface CalendarDay {
  date: string;
  guests: number;
  orders: number;
  closed_reason: string | null;
}

export interface CalendarAnswer {
  month: string;
  max_guests_per_day: number;
  days: CalendarDay[];
}

const MONTHS = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'];
const WEEKDAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];

const FILL_COLOURS: Record<DayFill, { bgcolor: string; color: string }> = {
  free: { bgcolor: 'success.light', color: 'success.contrastText' },
  busy: { bgcolor: 'warning.light', color: 'warning.contrastText' },
  full: { bgcolor: 'error.main', color: 'error.contrastText' },
  closed: { bgcolor: 'action.disabledBackground', color: 'text.secondary' },
};

/** The day's orders in the order list (filtered by event day). */
const ordersOfDay = (basename: string, day: string) =>
  `${basename}/orders?filter=${encodeURIComponent(JSON.stringify({ event_from: day, event_to: day }))}`;

/**
 * «Загрузка кухни»: a month of days, each with guests booked / capacity, coloured by fill;
 * closed days say why. A day opens the order list filtered to that day.
 */
export function CapacityCalendar({
  month,
  answer,
  onMonthChange,
}: {
  month: string;
  answer: CalendarAnswer | null;
  onMonthChange: (month: string) => void;
}) {
  const basename = useBasename();
  const [year, index] = month.split('-').map(Number);
  const lead = (new Date(`${month}-01T00:00:00Z`).getUTCDay() + 6) % 7;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label="Предыдущий месяц" onClick={() => onMonthChange(shiftMonth(month, -1))}>
          ‹
        </IconButton>
        <Typography component="h2" variant="h6" sx={{ minWidth: 160, textAlign: 'center' }}>
          {MONTHS[index - 1]} {year}
        </Typography>
        <IconButton aria-label="Следующий месяц" onClick={() => onMonthChange(shiftMonth(month, 1))}>
          ›
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
        {WEEKDAYS.map((weekday) => (
          <Typography key={weekday} variant="caption" color="text.secondary" sx={{ textAlign: 'center' }} aria-hidden>
            {weekday}
          </Typography>
        ))}
        {Array.from({ length: lead }, (_, cell) => (
          <span key={`lead-${cell}`} />
        ))}
        {(answer?.month === month ? answer.days : []).map((day) => {
          const fill = dayFill(day.guests, answer!.max_guests_per_day, day.closed_reason !== null);
          const load = `${day.guests} / ${answer!.max_guests_per_day} гостей, заказов: ${day.orders}`;
          // A closed day still shows the orders it holds (closing it did not cancel them).
          const label = `${Number(day.date.slice(8))}: ${day.closed_reason ? `${day.closed_reason}${day.orders ? `; ${load}` : ''}` : load}`;
          return (
            <Box
              key={day.date}
              component={Link}
              to={ordersOfDay(basename, day.date)}
              aria-label={label}
              title={label}
              data-fill={fill}
              sx={{
                ...FILL_COLOURS[fill],
                display: 'grid',
                alignContent: 'start',
                minHeight: 56,
                p: 0.5,
                borderRadius: 1,
                textDecoration: 'none',
                overflow: 'hidden',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {Number(day.date.slice(8))}
              </Typography>
              <Typography variant="caption" sx={{ lineHeight: 1.2 }}>
                {day.closed_reason ?? `${day.guests}/${answer!.max_guests_per_day}`}
              </Typography>
              {day.closed_reason && day.orders ? (
                <Typography variant="caption" color="error" sx={{ lineHeight: 1.2, fontWeight: 700 }} data-closed-load>
                  {day.guests} гост., заказов: {day.orders}
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

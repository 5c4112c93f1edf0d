import { useEffect, useState } from 'react';
import { Alert, Box, Checkbox, CircularProgress, FormControlLabel, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { httpClient } from '../dataProvider/http';
import { DayField } from '../shared/DayField';

const AVAILABILITY = '/api/v1/order/availability';

interface Slot {
  time: string;
  available: boolean;
}

interface DayAvailability {
  date: string;
  open: boolean;
  reason: string | null;
  remaining_guests: number;
  slots: Slot[];
}

type Loaded = { day: string; guests: number } & ({ slots: Slot[]; reason: string | null; remaining: number } | { error: string });

export interface ReschedulePickerProps {
  day: string;
  time: string;
  guests: number;
  /** The order's own time: always offered, the order itself fills a place in it. */
  currentDay: string | null;
  currentTime: string | null;
  force: boolean;
  onChange: (day: string, time: string) => void;
  onForce: (force: boolean) => void;
}

/**
 * The reschedule control: a Minsk day, then its delivery slots from the capacity API (the
 * checkout's day/slot picker), taken ones disabled. «Записать сверх лимита» offers every slot of the
 * day, sent with force: the server books it anyway and notes the override in the history.
 */
export const ReschedulePicker = ({ day, time, guests, currentDay, currentTime, force, onChange, onForce }: ReschedulePickerProps) => {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ from: day, to: day, guests: String(guests) });
    httpClient(`${AVAILABILITY}?${query.toString()}`, { signal: controller.signal })
      .then(({ json }) => {
        const found = (json as { days: DayAvailability[] }).days[0];
        setLoaded({
          day,
          guests,
          slots: found?.slots ?? [],
          reason: found && !found.open ? found.reason : null,
          remaining: found?.remaining_guests ?? 0,
        });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ day, guests, error: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [day, guests]);

  const current = loaded && loaded.day === day && loaded.guests === guests ? loaded : null;
  const ownSlot = (slot: string) => day === currentDay && slot === currentTime;

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <DayField label="День мероприятия" size="small" sx={{ width: 200 }} value={day} onChange={(next) => onChange(next, '')} />
        <FormControlLabel
          control={<Checkbox checked={force} onChange={(event) => onForce(event.target.checked)} />}
          label="Записать сверх лимита (занятые слоты, закрытый день)"
        />
      </Box>
      {day === '' ? (
        <Typography variant="body2" color="text.secondary">
          Время пока не назначено: выберите день, затем время.
        </Typography>
      ) : !current ? (
        <CircularProgress size={20} aria-label="Загрузка слотов" />
      ) : 'error' in current ? (
        <Alert severity="error">Не удалось загрузить свободное время: {current.error}</Alert>
      ) : (
        <>
          {current.reason ? (
            <Alert severity="warning">
              День закрыт для заказов: {current.reason}.{' '}
              {force ? 'Время будет записано сверх лимита.' : 'Выберите другой день или запишите сверх лимита.'}
            </Alert>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Свободно мест на день: {current.remaining}
            </Typography>
          )}
          <ToggleButtonGroup
            exclusive
            size="small"
            value={time}
            onChange={(_event, value: string | null) => value && onChange(day, value)}
            aria-label="Время доставки"
            sx={{
              flexWrap: 'wrap',
              // The chosen slot must stand out from the taken (disabled) ones at a glance.
              '& .MuiToggleButton-root.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
              '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'primary.dark' },
            }}
          >
            {current.slots.map((slot) => (
              <ToggleButton
                key={slot.time}
                value={slot.time}
                disabled={!slot.available && !force && !ownSlot(slot.time)}
                aria-label={`${slot.time}${slot.available ? '' : ' (занято)'}`}
              >
                {slot.time}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </>
      )}
    </Box>
  );
};

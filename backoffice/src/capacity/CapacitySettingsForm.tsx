import { Box, Button, Checkbox, FormControlLabel, FormGroup, FormLabel, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { fromFormValues, WEEKDAY_NAMES, type CapacityFormValues, type CapacitySettings } from './capacityForm';

/** The kitchen's limits: guests a day, orders per slot, closed weekdays and dates, lead-time tiers. */
export function CapacitySettingsForm({
  initial,
  onSave,
}: {
  initial: CapacityFormValues;
  onSave: (settings: CapacitySettings) => Promise<unknown>;
}) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof CapacityFormValues, value: string) => setValues({ ...values, [name]: value });
  const toggleWeekday = (weekday: number) =>
    setValues({
      ...values,
      closed_weekdays: values.closed_weekdays.includes(weekday)
        ? values.closed_weekdays.filter((day) => day !== weekday)
        : [...values.closed_weekdays, weekday],
    });

  const save = () => {
    const read = fromFormValues(values);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(null);
    setBusy(true);
    onSave(read.settings).finally(() => setBusy(false));
  };

  return (
    <Box
      component="form"
      aria-label="Настройки мощности кухни"
      sx={{ display: 'grid', gap: 2 }}
      onSubmit={(event) => event.preventDefault()}
    >
      <Typography component="h2" variant="h6">
        Мощность кухни
      </Typography>
      <TextField
        label="Гостей в день"
        value={values.max_guests_per_day}
        onChange={(event) => set('max_guests_per_day', event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label="Заказов на 30-минутный слот"
        value={values.max_orders_per_slot}
        onChange={(event) => set('max_orders_per_slot', event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Box>
        <FormLabel component="legend">Выходные дни недели</FormLabel>
        <FormGroup row>
          {WEEKDAY_NAMES.map((name, index) => (
            <FormControlLabel
              key={name}
              label={name}
              control={<Checkbox checked={values.closed_weekdays.includes(index + 1)} onChange={() => toggleWeekday(index + 1)} />}
            />
          ))}
        </FormGroup>
      </Box>
      <TextField
        label="Закрытые даты"
        multiline
        minRows={3}
        value={values.closed_dates}
        onChange={(event) => set('closed_dates', event.target.value)}
        helperText="По одной в строке: ГГГГ-ММ-ДД и причина для покупателей, например «2026-12-31 Новый год»"
      />
      <TextField
        label="Пороги заблаговременности"
        multiline
        minRows={2}
        value={values.lead_time_tiers}
        onChange={(event) => set('lead_time_tiers', event.target.value)}
        helperText="По одному в строке: «гостей: часов» — от 50 гостей заказ за 48 часов: «50: 48»"
      />
      {error ? (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      ) : null}
      <Button variant="contained" onClick={save} disabled={busy} sx={{ justifySelf: 'start' }}>
        Сохранить
      </Button>
    </Box>
  );
}

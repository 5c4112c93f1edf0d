import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EventFormat } from '../api/types';
import { ALLERGEN_OPTIONS } from './allergenNames';
import './EventPage.css';

/** What the shopper tells about the event, as typed (numbers are parsed by the page). */
export interface EventParams {
  date: string;
  time: string;
  guests: string;
  format: string;
  budget: string;
  vegetarian: string;
  allergens: string[];
}

interface Props {
  params: EventParams;
  formats: EventFormat[];
  firstDay: string;
  slots: string[];
  errors: Partial<Record<keyof EventParams, string>>;
  onChange: (params: EventParams) => void;
}

/** Date and time, guests, format cards, budget per guest, vegetarians and allergens to exclude. */
export function EventParamsForm({ params, formats, firstDay, slots, errors, onChange }: Props) {
  const set = <K extends keyof EventParams>(name: K, value: EventParams[K]) => onChange({ ...params, [name]: value });
  const toggleAllergen = (code: string) =>
    set('allergens', params.allergens.includes(code) ? params.allergens.filter((item) => item !== code) : [...params.allergens, code]);

  return (
    <Box component="section" aria-labelledby="event-params-title" className="event-section">
      <Typography id="event-params-title" component="h2" variant="h6" gutterBottom>
        Ваше мероприятие
      </Typography>
      <Box className="event-grid">
        <TextField
          label="Дата"
          type="date"
          value={params.date}
          onChange={(event) => set('date', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: firstDay } }}
          error={Boolean(errors.date)}
          helperText={errors.date ?? ' '}
        />
        <TextField
          select
          label="Время"
          value={slots.includes(params.time) ? params.time : ''}
          onChange={(event) => set('time', event.target.value)}
          disabled={slots.length === 0}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          error={Boolean(errors.time)}
          helperText={errors.time ?? ' '}
        >
          <option value="">{slots.length === 0 ? 'нет свободного времени' : 'не выбрано'}</option>
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </TextField>
        <TextField
          label="Гостей"
          type="number"
          value={params.guests}
          onChange={(event) => set('guests', event.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 1000, inputMode: 'numeric' } }}
          error={Boolean(errors.guests)}
          helperText={errors.guests ?? ' '}
        />
        <TextField
          label="Бюджет на гостя, byn"
          type="number"
          value={params.budget}
          onChange={(event) => set('budget', event.target.value)}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'decimal' } }}
          error={Boolean(errors.budget)}
          helperText={errors.budget ?? 'необязательно'}
        />
        <TextField
          label="Из них вегетарианцев"
          type="number"
          value={params.vegetarian}
          onChange={(event) => set('vegetarian', event.target.value)}
          slotProps={{ htmlInput: { min: 0, max: 1000, inputMode: 'numeric' } }}
          error={Boolean(errors.vegetarian)}
          helperText={errors.vegetarian ?? ' '}
        />
      </Box>

      <Box component="fieldset" className="event-fieldset">
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Формат
        </Typography>
        <Box className="event-formats" role="radiogroup" aria-label="Формат мероприятия">
          {formats.map((format) => {
            const selected = params.format === format.code;
            return (
              <Box
                key={format.code}
                component="button"
                type="button"
                role="radio"
                aria-checked={selected}
                className={`event-format${selected ? ' event-format-selected' : ''}`}
                onClick={() => set('format', format.code)}
              >
                <strong>{format.name}</strong>
                <span>{format.description}</span>
                {format.min_guests > 1 && <small>от {format.min_guests} гостей</small>}
              </Box>
            );
          })}
        </Box>
        {errors.format && (
          <Typography role="alert" color="error" variant="body2">
            {errors.format}
          </Typography>
        )}
      </Box>

      <Box component="fieldset" className="event-fieldset">
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Исключить аллергены
        </Typography>
        <Box className="event-allergens">
          {ALLERGEN_OPTIONS.map((option) => (
            <FormControlLabel
              key={option.code}
              control={
                <Checkbox size="small" checked={params.allergens.includes(option.code)} onChange={() => toggleAllergen(option.code)} />
              }
              label={option.name}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

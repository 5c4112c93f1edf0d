import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ALLERGEN_CODES, ALLERGEN_NAMES, sortAllergens, type AllergenCode } from '../dietary/dietaryCodes';

/** What the checkout asks under «Аллергии и ограничения» (sent as exclude_allergens, vegetarian_guests, dietary_note). */
export interface DietValues {
  exclude_allergens: AllergenCode[];
  /** As typed: '' or a whole number. */
  vegetarian_guests: string;
  dietary_note: string;
}

export const DIETARY_NOTE_MAX = 500;

export const EMPTY_DIET: DietValues = { exclude_allergens: [], vegetarian_guests: '', dietary_note: '' };

/** The vegetarians as typed → a whole number ≥ 0 (0 when blank), or null when it is not one. */
export function parseVegetarians(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Why the vegetarians cannot be sent, or null. */
export function vegetariansProblem(text: string, guests: number | null): string | null {
  const count = parseVegetarians(text);
  if (count === null) return 'целое число от 0';
  if (guests !== null && count > guests) return 'не больше числа гостей';
  return null;
}

interface Props {
  values: DietValues;
  guests: number | null;
  onChange: (values: DietValues) => void;
}

/** The allergens to keep out (prefilled from the menu filter), how many guests eat vegetarian, and a note for the kitchen. */
export function DietFields({ values, guests, onChange }: Props) {
  const toggle = (code: AllergenCode, on: boolean) =>
    onChange({
      ...values,
      exclude_allergens: sortAllergens(on ? [...values.exclude_allergens, code] : values.exclude_allergens.filter((item) => item !== code)),
    });
  const problem = vegetariansProblem(values.vegetarian_guests, guests);
  return (
    <>
      <Typography variant="body2" color="text.secondary" id="diet-hint">
        Отметьте, чего не должно быть в блюдах: кухня проверит каждое блюдо заказа и подпишет упаковку.
      </Typography>
      <FormGroup
        role="group"
        aria-label="Исключить аллергены"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' }, columnGap: 1 }}
      >
        {ALLERGEN_CODES.map((code) => (
          <FormControlLabel
            key={code}
            control={
              <Checkbox
                size="small"
                checked={values.exclude_allergens.includes(code)}
                onChange={(event) => toggle(code, event.target.checked)}
                slotProps={{ input: { 'data-allergen': code } as React.InputHTMLAttributes<HTMLInputElement> }}
              />
            }
            label={ALLERGEN_NAMES[code]}
          />
        ))}
      </FormGroup>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, mt: 1 }}>
        <TextField
          label="Из них вегетарианцев"
          type="number"
          name="vegetarian_guests"
          value={values.vegetarian_guests}
          onChange={(event) => onChange({ ...values, vegetarian_guests: event.target.value })}
          error={problem !== null}
          helperText={problem ?? ' '}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
        <TextField
          label="Что ещё учесть"
          name="dietary_note"
          placeholder="Например: ребёнку 6 лет, аллергия на орехи"
          value={values.dietary_note}
          onChange={(event) => onChange({ ...values, dietary_note: event.target.value })}
          slotProps={{ htmlInput: { maxLength: DIETARY_NOTE_MAX } }}
          helperText={`${values.dietary_note.length} / ${DIETARY_NOTE_MAX}`}
        />
      </Box>
    </>
  );
}

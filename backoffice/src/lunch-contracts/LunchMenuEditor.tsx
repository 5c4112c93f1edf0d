import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, Box, Card, CardContent, CircularProgress, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { formatDay, isoWeekday, minskDay, mondayOf, shiftDay, WEEKDAY_FULL_NAMES } from '@bulbash/rules';
import {
  ArrayInput,
  AutocompleteInput,
  Form,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SimpleFormIterator,
  TextInput,
  Title,
  required,
  useDataProvider,
  useNotify,
} from 'react-admin';
import { useAllowed } from '../access/useAllowed';
import type { AdminDataProvider } from '../dataProvider/dataProvider';
import type { LunchMenuDay, LunchMenuWeek } from './lunchApi';

/** The week the editor opens on: the next one (a menu is published ahead). */
export const nextMonday = (now: Date) => shiftDay(mondayOf(minskDay(now)), 7);

const weekDates = (monday: string) => Array.from({ length: 7 }, (_, index) => shiftDay(monday, index));

/** The form's values: every day of the week, the published sets where there are some. */
export function weekToForm(monday: string, week: LunchMenuWeek): LunchMenuWeek {
  const byDate = new Map(week.days.map((day) => [day.date, day]));
  return { days: weekDates(monday).map((date) => ({ date, sets: byDate.get(date)?.sets ?? [] })) };
}

/** What the PUT sends: the days that have sets, numbers as numbers, names trimmed. */
export function formToWeek(values: LunchMenuWeek): LunchMenuWeek {
  const days: LunchMenuDay[] = (values.days ?? [])
    .map((day) => ({
      date: day.date,
      sets: (day.sets ?? []).map((set) => ({
        name: String(set.name ?? '').trim(),
        lines: (set.lines ?? []).map((line) => ({
          product_id: Number(line.product_id),
          quantity_per_person: Number(line.quantity_per_person),
        })),
      })),
    }))
    .filter((day) => day.sets.length > 0);
  return { days };
}

const weekTitle = (monday: string) => `${formatDay(monday)} – ${formatDay(shiftDay(monday, 6))}`;
const someLines = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : 'Добавьте хотя бы одно блюдо');
const positive = (value: unknown) => (typeof value === 'number' && value <= 0 ? 'Больше нуля' : undefined);

const DaySets = ({ index, date, readOnly }: { index: number; date: string; readOnly: boolean }) => (
  <Card variant="outlined" component="section" aria-label={`${WEEKDAY_FULL_NAMES[isoWeekday(date) - 1]}, ${formatDay(date)}`}>
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, '&::first-letter': { textTransform: 'uppercase' } }}>
        {WEEKDAY_FULL_NAMES[isoWeekday(date) - 1]}, {formatDay(date)}
      </Typography>
      <ArrayInput source={`days.${index}.sets`} label={false}>
        <SimpleFormIterator disableReordering disableClear fullWidth disableAdd={readOnly} disableRemove={readOnly}>
          <TextInput
            source="name"
            label="Набор"
            validate={required()}
            readOnly={readOnly}
            helperText="Например, «Набор 1» или «Вегетарианский»"
          />
          <ArrayInput source="lines" label="Блюда (на человека)" validate={someLines}>
            <SimpleFormIterator inline disableReordering disableClear disableAdd={readOnly} disableRemove={readOnly}>
              <ReferenceInput source="product_id" reference="admin-products">
                <AutocompleteInput label="Блюдо" optionText="name" validate={required()} readOnly={readOnly} sx={{ minWidth: 260 }} />
              </ReferenceInput>
              <NumberInput
                source="quantity_per_person"
                label="Порций на человека"
                defaultValue={1}
                min={0.1}
                step={0.5}
                readOnly={readOnly}
                validate={[required(), positive]}
              />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </CardContent>
  </Card>
);

/**
 * «Меню недели»: what each day's lunch holds (one set, or a choice of two or three), published per
 * week for the contacts to see ahead.
 */
const LunchMenuEditor = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const canWrite = useAllowed('lunch-menus', 'write');
  const [monday, setMonday] = useState(() => nextMonday(new Date()));
  const [values, setValues] = useState<LunchMenuWeek | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setValues(null);
    setError(null);
    dataProvider
      .getLunchMenu(monday)
      .then((week) => current && setValues(weekToForm(monday, week)))
      .catch((reason: Error) => current && setError(reason.message));
    return () => {
      current = false;
    };
  }, [dataProvider, monday]);

  const save = async (form: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.saveLunchMenu(monday, formToWeek(form as unknown as LunchMenuWeek));
      setValues(weekToForm(monday, saved?.days ? saved : formToWeek(form as unknown as LunchMenuWeek)));
      notify(`Меню недели ${weekTitle(monday)} опубликовано`, { type: 'success' });
    } catch (reason) {
      notify(reason instanceof Error ? reason.message : 'Не удалось сохранить меню', { type: 'error' });
    }
  };

  return (
    <Box sx={{ py: 1, maxWidth: 1100 }}>
      <Title title="Меню недели" />
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <IconButton aria-label="Предыдущая неделя" onClick={() => setMonday(shiftDay(monday, -7))}>
          <ChevronLeftIcon />
        </IconButton>
        <TextField
          type="date"
          size="small"
          label="Неделя с"
          value={monday}
          onChange={(event) => event.target.value && setMonday(mondayOf(event.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <IconButton aria-label="Следующая неделя" onClick={() => setMonday(shiftDay(monday, 7))}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {!error && !values && <CircularProgress aria-label="Загрузка меню" />}
      {values && (
        <Form key={monday} record={values} onSubmit={(form: Record<string, unknown>) => save(form)}>
          <Stack spacing={1.5}>
            {values.days.map((day, index) => (
              <DaySets key={day.date} index={index} date={day.date} readOnly={!canWrite} />
            ))}
            {canWrite && (
              <Box>
                <SaveButton label="Опубликовать меню" alwaysEnable />
              </Box>
            )}
          </Stack>
        </Form>
      )}
    </Box>
  );
};

export default LunchMenuEditor;

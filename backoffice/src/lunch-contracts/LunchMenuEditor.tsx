import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { formatDay, fullDayTitle, minskDay, mondayOf, shiftDay } from '@bulbash/rules';
import {
  ArrayInput,
  AutocompleteInput,
  Form,
  NumberInput,
  ReferenceInput,
  ResourceContextProvider,
  SaveButton,
  SimpleFormIterator,
  TextInput,
  Title,
  required,
  useDataProvider,
  useNotify,
  useSimpleFormIterator,
} from 'react-admin';
import { useAllowed } from '../access/useAllowed';
import type { AdminDataProvider } from '../dataProvider/dataProvider';
import { DayStepper } from './DayStepper';
import { MAX_LUNCH_SETS, type LunchMenuAnswer, type LunchMenuDay, type LunchMenuWeek } from './lunchApi';

/** The week the editor opens on: the next one (a menu is published ahead). */
export const nextMonday = (now: Date) => shiftDay(mondayOf(minskDay(now)), 7);

const weekDates = (monday: string) => Array.from({ length: 7 }, (_, index) => shiftDay(monday, index));

/** The form's values: every day of the week, the published sets where there are some. */
export function weekToForm(monday: string, week: LunchMenuAnswer | LunchMenuWeek): LunchMenuWeek {
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
const portions = (value: unknown) =>
  typeof value === 'number' && (value < 0.01 || value > 20 || Math.abs(Math.round(value * 100) - value * 100) > 1e-9)
    ? 'От 0,01 до 20, не более двух знаков после запятой'
    : undefined;
const atMostSets = (value: unknown) =>
  Array.isArray(value) && value.length > MAX_LUNCH_SETS ? `Не больше ${MAX_LUNCH_SETS} наборов в день` : undefined;

/** An iterator's «add» with words: a set and a dish would otherwise be the same bare plus. */
const AddButton = ({ label }: { label: string }) => {
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {label}
    </Button>
  );
};

const DaySets = ({ index, date, readOnly }: { index: number; date: string; readOnly: boolean }) => (
  <Card variant="outlined" component="section" aria-label={fullDayTitle(date)}>
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, '&::first-letter': { textTransform: 'uppercase' } }}>
        {fullDayTitle(date)}
      </Typography>
      <ArrayInput source={`days.${index}.sets`} label={false} validate={atMostSets}>
        <SimpleFormIterator
          disableReordering
          disableClear
          fullWidth
          disableAdd={readOnly}
          disableRemove={readOnly}
          addButton={<AddButton label="Добавить набор" />}
        >
          <TextInput
            source="name"
            label="Набор"
            validate={required()}
            readOnly={readOnly}
            helperText="Например, «Набор 1» или «Вегетарианский»"
          />
          <ArrayInput source="lines" label="Блюда (на человека)" validate={someLines}>
            <SimpleFormIterator
              inline
              disableReordering
              disableClear
              disableAdd={readOnly}
              disableRemove={readOnly}
              addButton={<AddButton label="Добавить блюдо" />}
            >
              <ReferenceInput source="product_id" reference="admin-products">
                <AutocompleteInput
                  label="Блюдо"
                  optionText="name"
                  validate={required()}
                  readOnly={readOnly}
                  sx={{ minWidth: { sm: 260 }, maxWidth: '100%' }}
                />
              </ReferenceInput>
              <NumberInput
                source="quantity_per_person"
                label="Порций на человека"
                defaultValue={1}
                min={0.01}
                max={20}
                step={0.5}
                readOnly={readOnly}
                validate={[required(), portions]}
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
      <DayStepper label="Неделя с" value={monday} onChange={(day) => setMonday(mondayOf(day))} step={7} />
      {error && <Alert severity="error">{error}</Alert>}
      {!error && !values && <CircularProgress aria-label="Загрузка меню" />}
      {values && (
        // The form's iterators name their inputs after a resource: the menus' own.
        <ResourceContextProvider value="lunch-menus">
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
        </ResourceContextProvider>
      )}
    </Box>
  );
};

export default LunchMenuEditor;

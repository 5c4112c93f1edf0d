import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { shortDayTitle } from '@bulbash/rules';
import { useEffect, useId, useState } from 'react';
import type { LunchContract, LunchDay, LunchDayChange, LunchSet } from '../api/lunches';
import { QuantityCounter } from '../shared/QuantityCounter';
import {
  chosenSet,
  DAY_STATE_LABELS,
  dayChanges,
  DIET_NOTE_MAX,
  draftOf,
  editableUntilText,
  lateHint,
  readOnlyReason,
  sentences,
  type DayDraft,
} from './lunchDays';

interface Props {
  day: LunchDay;
  contract: LunchContract;
  now: Date;
  busy: boolean;
  /** The refusal of the last change (409 after the cutoff), in the API's words. */
  error?: string;
  onChange: (day: LunchDay, change: LunchDayChange) => void;
}

const setText = (set: LunchSet) => {
  const dishes = set.dishes.map((dish) => dish.name).filter(Boolean);
  return dishes.length ? `${set.name}: ${dishes.join(', ')}` : set.name;
};

/** What a day's lunch holds, where the menu of the week is published. */
function DayMenu({ day }: { day: LunchDay }) {
  const set = chosenSet(day);
  if (!set) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {setText(set)}
    </Typography>
  );
}

function ReadOnlyDay({ day, contract, now }: Pick<Props, 'day' | 'contract' | 'now'>) {
  const delivered = !day.skipped && day.state !== 'closed' && day.state !== 'refused';
  const hint = day.state === 'ordered' || day.state === 'locked' ? lateHint(contract) : null;
  return (
    <>
      {delivered && (
        <Typography>
          <strong>{day.headcount} чел.</strong>
          {day.sets.length > 1 && day.set ? `, набор «${day.set}»` : ''}
        </Typography>
      )}
      {delivered && <DayMenu day={day} />}
      {delivered && day.diet_note && <Typography variant="body2">Пожелания: {day.diet_note}</Typography>}
      <Typography variant="body2" color="text.secondary" data-testid="read-only-reason">
        {sentences(readOnlyReason(day, contract, now), hint)}
      </Typography>
    </>
  );
}

function EditableDay({ day, busy, onChange }: Pick<Props, 'day' | 'busy' | 'onChange'>) {
  const [draft, setDraft] = useState<DayDraft>(() => draftOf(day));
  // Back to the server's values when they change, not on every fresh copy of the same day (a
  // reload after another day's save): what the contact is typing here stays.
  const { headcount, set, diet_note } = day;
  useEffect(() => setDraft(draftOf({ headcount, set, diet_note })), [headcount, set, diet_note]);
  const setsLabel = useId();
  const title = shortDayTitle(day.date);
  const change = dayChanges(day, draft);
  const changed = Object.keys(change).length > 0;

  if (day.skipped)
    return (
      <>
        <Typography variant="body2" color="text.secondary">
          {editableUntilText(day)}
        </Typography>
        <Button variant="outlined" disabled={busy} onClick={() => onChange(day, { skipped: false })} sx={{ justifySelf: 'start' }}>
          {day.holiday ? 'Заказать обеды на этот день' : 'Вернуть день'}
        </Button>
      </>
    );

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography component="span">Человек:</Typography>
        <QuantityCounter
          value={draft.headcount}
          onChange={(headcount) => setDraft({ ...draft, headcount })}
          disabled={busy}
          label={`Человек на ${title}`}
        />
      </Box>
      {day.sets.length > 1 ? (
        <Box>
          <FormLabel id={setsLabel}>Набор</FormLabel>
          <RadioGroup
            aria-labelledby={setsLabel}
            value={draft.set ?? day.sets[0].name}
            onChange={(event) => setDraft({ ...draft, set: event.target.value })}
          >
            {day.sets.map((set) => (
              <FormControlLabel key={set.name} value={set.name} control={<Radio size="small" />} label={setText(set)} disabled={busy} />
            ))}
          </RadioGroup>
        </Box>
      ) : (
        <DayMenu day={day} />
      )}
      <TextField
        label="Пожелания"
        placeholder="например, 2 вегетарианских"
        size="small"
        value={draft.diet_note}
        disabled={busy}
        onChange={(event) => setDraft({ ...draft, diet_note: event.target.value.slice(0, DIET_NOTE_MAX) })}
      />
      <Typography variant="body2" color="text.secondary">
        {editableUntilText(day)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={busy || !changed} onClick={() => onChange(day, change)}>
          Сохранить
        </Button>
        {changed && (
          <Button disabled={busy} onClick={() => setDraft(draftOf(day))}>
            Отменить
          </Button>
        )}
        <Button color="warning" disabled={busy} onClick={() => onChange(day, { skipped: true })}>
          Пропустить день
        </Button>
      </Box>
    </>
  );
}

/** One working day of the calendar: editable before its cutoff, read-only after it with the reason. */
export function LunchDayCard({ day, contract, now, busy, error, onChange }: Props) {
  const title = shortDayTitle(day.date);
  const chip = day.skipped ? DAY_STATE_LABELS.skipped : day.editable ? undefined : DAY_STATE_LABELS[day.state];
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={title}
      sx={{ p: 1.5, display: 'grid', gap: 1, alignContent: 'start', bgcolor: day.editable ? 'background.paper' : 'action.hover' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', textTransform: 'capitalize' }}>
          {title}
        </Typography>
        {chip && <Chip size="small" label={chip.label} color={chip.color} sx={{ ml: 'auto' }} />}
      </Box>
      {day.holiday && (
        <Typography variant="body2" color="text.secondary" data-testid="day-holiday">
          Государственный праздник: {day.holiday}
        </Typography>
      )}
      {error && <Alert severity="warning">{error}</Alert>}
      {day.editable ? <EditableDay day={day} busy={busy} onChange={onChange} /> : <ReadOnlyDay day={day} contract={contract} now={now} />}
    </Paper>
  );
}

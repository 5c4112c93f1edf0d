import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { shortDayTitle } from '@bulbash/rules';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorText } from '../api/client';
import { changeLunchDay, fetchLunchDays, type LunchContract, type LunchDay, type LunchDayChange } from '../api/lunches';
import { useNotification } from '../state/notification';
import { LunchDayCard } from './LunchDayCard';
import { calendarRange, weeksOf, weekTitle } from './lunchDays';

/** What a saved change says. */
function savedText(day: LunchDay, change: LunchDayChange): string {
  const title = shortDayTitle(day.date);
  if (change.skipped === true) return `День ${title} пропущен`;
  if (change.skipped === false) return `День ${title} возвращён`;
  return change.headcount !== undefined ? `Сохранено: ${title} — ${change.headcount} чел.` : `Сохранено: ${title}`;
}

/** The contract's next two weeks, a card per working day, a group per week. */
export function LunchCalendar({ contract }: { contract: LunchContract }) {
  const { notify } = useNotification();
  const [days, setDays] = useState<LunchDay[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busyDay, setBusyDay] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [now, setNow] = useState(() => new Date());

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const moment = new Date();
      const { from, to } = calendarRange(moment);
      try {
        const answer = await fetchLunchDays(contract.id, from, to, signal);
        if (signal?.aborted) return;
        setNow(moment);
        setDays(answer);
        setLoadError(null);
      } catch (error) {
        if (signal?.aborted) return;
        setLoadError(errorText(error));
      }
    },
    [contract.id],
  );

  useEffect(() => {
    const controller = new AbortController();
    setDays(null);
    setRefusals({});
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const change = async (day: LunchDay, body: LunchDayChange) => {
    setBusyDay(day.date);
    setRefusals((current) => Object.fromEntries(Object.entries(current).filter(([date]) => date !== day.date)));
    try {
      await changeLunchDay(contract.id, day.date, body);
      notify('success', savedText(day, body));
    } catch (error) {
      // 409: the cutoff passed (the API names it); the reloaded day shows itself read-only.
      if (error instanceof ApiError && error.status === 409) setRefusals((current) => ({ ...current, [day.date]: error.message }));
      else notify('error', errorText(error));
    }
    await load();
    setBusyDay(null);
  };

  if (loadError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void load()}>
            Повторить
          </Button>
        }
      >
        Не удалось загрузить дни: {loadError}
      </Alert>
    );
  if (!days)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label="Загрузка дней" />
      </Box>
    );
  if (days.length === 0) return <Typography>На ближайшие две недели доставок по договору нет.</Typography>;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {weeksOf(days).map((week) => (
        <Box component="section" key={week.monday} aria-label={weekTitle(week.monday)}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {weekTitle(week.monday)}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(auto-fill, minmax(210px, 1fr))' },
            }}
          >
            {week.days.map((day) => (
              <LunchDayCard
                key={day.date}
                day={day}
                contract={contract}
                now={now}
                busy={busyDay !== null}
                error={refusals[day.date]}
                onChange={(target, body) => void change(target, body)}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { shortDayTitle } from '@bulbash/rules';
import { Title, useBasename, useDataProvider, useGetList, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAllowed } from '../access/useAllowed';
import type { AdminDataProvider } from '../dataProvider/dataProvider';
import { useIsSmall } from '../shared/useIsSmall';
import { DayStepper } from './DayStepper';
import type { LunchContractRecord, LunchDayRow } from './lunchApi';
import {
  CALENDAR_SPAN,
  calendarDates,
  calendarRange,
  cutoffAnswerText,
  headcountOn,
  todayInMinsk,
  type ContractDays,
} from './lunchCalendar';

/** How a day without lunch reads in a cell. */
const NO_LUNCH: Partial<Record<LunchDayRow['state'], string>> = { closed: 'кухня не работает', refused: 'не принят' };

/** A contract's day as a cell: the headcount with the set and the diet note, «пропуск» (naming a public holiday), or nothing that day. */
const DayCell = ({ day }: { day: LunchDayRow | undefined }) => {
  const basename = useBasename();
  if (!day) return <>—</>;
  const none = day.skipped ? (day.holiday ? `пропуск: ${day.holiday}` : 'пропуск') : NO_LUNCH[day.state];
  if (none)
    return (
      <Typography variant="body2" color="text.secondary" title={day.reason ?? undefined}>
        {none}
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', justifyItems: { xs: 'end', sm: 'center' } }}>
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {day.headcount}
      </Typography>
      {day.sets.length > 1 && day.set && (
        <Typography variant="body2" color="text.secondary">
          {day.set}
        </Typography>
      )}
      {day.diet_note && <Typography variant="body2">{day.diet_note}</Typography>}
      {day.order_id ? (
        <MuiLink component={Link} to={`${basename}/orders/${day.order_id}/show`} variant="body2">
          заказ №{day.order_id}
        </MuiLink>
      ) : null}
    </Box>
  );
};

const contractName = (contract: LunchContractRecord) => contract.company.name;

/** Wide screens: a row per contract, a column per day, the day's total below. */
const CalendarTable = ({ rows, dates }: { rows: ContractDays[]; dates: string[] }) => (
  <Box sx={{ overflowX: 'auto' }}>
    <Table size="small" aria-label="Обеды по дням">
      <TableHead>
        <TableRow>
          <TableCell>Компания</TableCell>
          {dates.map((date) => (
            <TableCell key={date} align="center">
              {shortDayTitle(date)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.contract.id}>
            <TableCell>
              <Typography>{contractName(row.contract)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {row.contract.delivery_address}, к {row.contract.delivery_time}
              </Typography>
            </TableCell>
            {dates.map((date) => (
              <TableCell key={date} align="center" aria-label={`${contractName(row.contract)}, ${shortDayTitle(date)}`}>
                <DayCell day={row.days.get(date)} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell>Всего человек</TableCell>
          {dates.map((date) => (
            <TableCell key={date} align="center" sx={{ fontWeight: 700 }}>
              {headcountOn(rows, date)}
            </TableCell>
          ))}
        </TableRow>
      </TableFooter>
    </Table>
  </Box>
);

/** Phones: a card per day listing each company's headcount. */
const CalendarCards = ({ rows, dates }: { rows: ContractDays[]; dates: string[] }) => (
  <Stack spacing={1.5}>
    {dates.map((date) => (
      <Card key={date} variant="outlined" component="section" aria-label={shortDayTitle(date)}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {shortDayTitle(date)} — {headcountOn(rows, date)} чел.
          </Typography>
          {rows
            .filter((row) => row.days.has(date))
            .map((row) => (
              <Box key={row.contract.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 1 }}>
                <Typography>{contractName(row.contract)}</Typography>
                <DayCell day={row.days.get(date)} />
              </Box>
            ))}
        </CardContent>
      </Card>
    ))}
  </Stack>
);

/**
 * «Календарь обедов»: the next days of every active contract with its headcount (the contacts'
 * changes as they are made), the day's total, and «Закрыть завтрашний день» (the cutoff job now).
 */
const LunchCalendar = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const small = useIsSmall();
  const canClose = useAllowed('lunch-calendar', 'write');
  const [from, setFrom] = useState(() => todayInMinsk());
  const [rows, setRows] = useState<ContractDays[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const contracts = useGetList<LunchContractRecord>('lunch-contracts', {
    filter: { status: 'active' },
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'id', order: 'ASC' },
  });

  const load = useCallback(async () => {
    if (!contracts.data) return;
    const range = calendarRange(from);
    try {
      const answers = await Promise.all(contracts.data.map((contract) => dataProvider.getLunchDays(contract.id, range)));
      setRows(contracts.data.map((contract, index) => ({ contract, days: new Map(answers[index].map((day) => [day.date, day])) })));
      setError(null);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    }
  }, [contracts.data, dataProvider, from]);

  useEffect(() => {
    void load();
  }, [load]);

  const closeTomorrow = async () => {
    setClosing(true);
    try {
      notify(cutoffAnswerText(await dataProvider.runLunchCutoff()), { type: 'success' });
      await load();
    } catch (reason) {
      notify(reason instanceof Error ? reason.message : 'Не удалось закрыть день', { type: 'error' });
    } finally {
      setClosing(false);
    }
  };

  const dates = rows ? calendarDates(rows) : [];
  const failed = error ?? (contracts.error instanceof Error ? contracts.error.message : null);
  return (
    <Box sx={{ py: 1 }}>
      <Title title="Календарь обедов" />
      <DayStepper
        label="С"
        value={from}
        onChange={setFrom}
        step={CALENDAR_SPAN}
        action={
          canClose && (
            <Button variant="contained" disabled={closing} onClick={() => void closeTomorrow()} sx={{ ml: { sm: 'auto' } }}>
              Закрыть завтрашний день
            </Button>
          )
        }
      />
      {failed && <Alert severity="error">{failed}</Alert>}
      {!failed && !rows && <CircularProgress aria-label="Загрузка календаря" />}
      {rows && rows.length === 0 && <Typography>Действующих договоров нет.</Typography>}
      {rows && rows.length > 0 && dates.length === 0 && <Typography>В эти дни доставок по договорам нет.</Typography>}
      {rows && dates.length > 0 && (small ? <CalendarCards rows={rows} dates={dates} /> : <CalendarTable rows={rows} dates={dates} />)}
    </Box>
  );
};

export default LunchCalendar;

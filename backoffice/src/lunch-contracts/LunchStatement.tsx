import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { formatDay, formatMonth, minskDay, monthOf, previousMonth, shortDayTitle } from '@bulbash/rules';
import { useBasename, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAllowed } from '../access/useAllowed';
import type { AdminDataProvider } from '../dataProvider/dataProvider';
import { downloadFile } from '../kitchen/downloadFile';
import { formatMoney } from '../shared/format';
import { formatMoneyText, parseMoneyText } from '../shared/moneyText';
import { lunchDocumentPath, type LunchContractRecord, type LunchStatement as Statement } from './lunchApi';

/** The month a statement opens on: the last one over (the previous month). */
export const defaultStatementMonth = (now: Date): string => previousMonth(monthOf(minskDay(now)));

const reasonOf = (reason: unknown, fallback: string) => (reason instanceof Error ? reason.message : fallback);

/** The statement's table: a line per day with an order or a late charge, late charges apart, the month's total. */
export const StatementTable = ({ statement }: { statement: Statement }) => {
  const basename = useBasename();
  const hasLate = statement.days.some((day) => day.late_charge > 0);
  if (statement.days.length === 0) return <Typography>В этом месяце доставок не было.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Доставки за месяц">
        <TableHead>
          <TableRow>
            <TableCell>День</TableCell>
            <TableCell align="right">Человек</TableCell>
            <TableCell align="right">Сумма</TableCell>
            {hasLate && <TableCell align="right">После срока</TableCell>}
            <TableCell>Заказ</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statement.days.map((day) => (
            <TableRow key={day.date}>
              <TableCell>{shortDayTitle(day.date)}</TableCell>
              <TableCell align="right">{day.delivered ? day.headcount : 'отменён'}</TableCell>
              <TableCell align="right">{formatMoney(day.amount)}</TableCell>
              {hasLate && <TableCell align="right">{day.late_charge > 0 ? formatMoney(day.late_charge) : '—'}</TableCell>}
              <TableCell>
                {day.order_id ? (
                  <MuiLink component={Link} to={`${basename}/orders/${day.order_id}/show`}>
                    №{day.order_id}
                  </MuiLink>
                ) : (
                  '—'
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2}>Итого за месяц</TableCell>
            <TableCell align="right">{formatMoney(statement.delivered_total)}</TableCell>
            {hasLate && <TableCell align="right">{formatMoney(statement.late_charges)}</TableCell>}
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
};

/** «Внести оплату»: a bank transfer received against the month's invoice (the amount due offered). */
const TransferForm = ({ due, onEnter }: { due: number; onEnter: (amount: number, note: string) => Promise<void> }) => {
  const [amount, setAmount] = useState(() => formatMoneyText(due));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const parsed = parseMoneyText(amount);
  const valid = parsed !== null && parsed > 0 && parsed <= due;
  return (
    <Box component="form" aria-label="Внести оплату" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        size="small"
        label="Поступило, byn"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={amount !== '' && !valid}
        helperText={amount !== '' && !valid ? `Сумма больше 0 и не больше ${formatMoney(due)}` : undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ width: { sm: 180 } }}
      />
      <TextField
        size="small"
        label="Платёжное поручение"
        placeholder="п/п № 118 от 03.12.2026"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        sx={{ width: { sm: 260 } }}
      />
      <Button
        variant="outlined"
        disabled={!valid || busy}
        onClick={() => {
          if (parsed === null) return;
          setBusy(true);
          void onEnter(parsed, note.trim()).finally(() => setBusy(false));
        }}
      >
        Внести оплату
      </Button>
    </Box>
  );
};

/**
 * «Выписка за месяц» (roles that see payments): what was delivered and charged, the invoice with
 * what is paid and due; «Выставить счёт за месяц», a transfer received, and the invoice and act PDFs.
 */
export const LunchStatement = ({ now = new Date() }: { now?: Date }) => {
  const record = useRecordContext<LunchContractRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const canSee = useAllowed('payments', 'read');
  const canCharge = useAllowed('payments', 'write');
  const canDownload = useAllowed('invoices', 'read');
  const [month, setMonth] = useState(() => defaultStatementMonth(now));
  const [statement, setStatement] = useState<Statement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const id = record?.id;

  const load = useCallback(async () => {
    if (id === undefined) return;
    try {
      setStatement(await dataProvider.getLunchStatement(id, month));
      setError(null);
    } catch (reason) {
      setError(reasonOf(reason, 'Не удалось загрузить выписку'));
    }
  }, [dataProvider, id, month]);

  useEffect(() => {
    if (!canSee) return;
    setStatement(null);
    void load();
  }, [canSee, load]);

  if (!record || !canSee) return null;

  const closeMonth = async () => {
    setClosing(true);
    try {
      const answer = await dataProvider.closeLunchMonth(record.id, month);
      setStatement(answer);
      notify(`Счёт № ${answer.invoice_number ?? ''} за ${formatMonth(month)} выставлен`, { type: 'success' });
    } catch (reason) {
      notify(reasonOf(reason, 'Не удалось выставить счёт'), { type: 'error' });
    } finally {
      setClosing(false);
    }
  };

  const enterTransfer = async (amount: number, note: string) => {
    try {
      setStatement(await dataProvider.enterLunchTransfer(record.id, { month, amount, note: note || null }));
      notify(`Оплата ${formatMoney(amount)} внесена`, { type: 'success' });
    } catch (reason) {
      notify(reasonOf(reason, 'Не удалось внести оплату'), { type: 'error' });
    }
  };

  const download = (kind: 'invoices' | 'acts') =>
    downloadFile(
      lunchDocumentPath(record.id, kind, month),
      {},
      `lunch-${kind === 'invoices' ? 'invoice' : 'act'}-${record.id}-${month}.pdf`,
    ).catch((reason: Error) => notify(reason.message, { type: 'error' }));

  return (
    <Card variant="outlined" component="section" aria-label="Выписка за месяц">
      <CardHeader title="Выписка за месяц" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <TextField
          type="month"
          size="small"
          fullWidth={false}
          label="Месяц"
          value={month}
          onChange={(event) => event.target.value && setMonth(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: { sm: 220 } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
        {!statement && !error && <CircularProgress size={24} aria-label="Загрузка выписки" />}
        {statement && (
          <>
            <StatementTable statement={statement} />
            <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }} data-testid="statement-totals">
              <Typography>Доставлено дней: {statement.delivered_days}</Typography>
              <Typography>Начислено: {formatMoney(statement.total)}</Typography>
              <Typography>Оплачено: {formatMoney(statement.paid)}</Typography>
              <Typography sx={{ fontWeight: statement.due > 0 ? 700 : 400 }}>
                К оплате: {formatMoney(statement.due)}
                {statement.due > 0 && statement.due_on ? ` до ${formatDay(statement.due_on)}` : ''}
              </Typography>
            </Box>
            {statement.invoice_number ? (
              <>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography>
                    Счёт № {statement.invoice_number}
                    {statement.issued_on ? ` от ${formatDay(statement.issued_on)}` : ''} за {formatMonth(month)}
                  </Typography>
                  {canDownload && (
                    <>
                      <Button size="small" variant="outlined" onClick={() => void download('invoices')}>
                        Счёт (PDF)
                      </Button>
                      <Button size="small" variant="outlined" onClick={() => void download('acts')}>
                        Акт (PDF)
                      </Button>
                    </>
                  )}
                </Box>
                {canCharge && statement.due > 0 && <TransferForm key={statement.due} due={statement.due} onEnter={enterTransfer} />}
              </>
            ) : (
              canCharge &&
              statement.days.length > 0 && (
                <Button variant="contained" disabled={closing} onClick={() => void closeMonth()} sx={{ justifySelf: 'start' }}>
                  Выставить счёт за месяц
                </Button>
              )
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};

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
import { formatMonth as monthTitle, minskDay, monthOf, previousMonth, shortDayTitle } from '@bulbash/rules';
import { useBasename, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAllowed } from '../access/useAllowed';
import type { AdminDataProvider } from '../dataProvider/dataProvider';
import { downloadFile } from '../kitchen/downloadFile';
import { formatMoney } from '../shared/format';
import { lunchDocumentPath, type LunchContractRecord, type LunchStatement as Statement } from './lunchApi';

/** The month a statement opens on: the last one closed (the previous month). */
export const defaultStatementMonth = (now: Date): string => previousMonth(monthOf(minskDay(now)));

const answerText = (answer: unknown, month: string): string => {
  const detail = (answer as { message?: unknown; detail?: unknown } | null)?.message ?? (answer as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' && detail ? detail : `Счёт за ${monthTitle(month)} выставлен`;
};

/** The statement's table: a line per delivered day, late charges apart, the month's total. */
export const StatementTable = ({ statement }: { statement: Statement }) => {
  const basename = useBasename();
  const hasLate = statement.days.some((day) => (day.late_charge ?? 0) > 0);
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
              <TableCell align="right">{day.headcount}</TableCell>
              <TableCell align="right">{formatMoney(day.amount)}</TableCell>
              {hasLate && <TableCell align="right">{day.late_charge ? formatMoney(day.late_charge) : '—'}</TableCell>}
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
            <TableCell align="right">{formatMoney(statement.total)}</TableCell>
            {hasLate && <TableCell />}
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
};

/** «Выписка за месяц»: delivered and charged, the invoice with what is paid and due; «Выставить счёт за месяц» and the PDFs. */
export const LunchStatement = ({ now = new Date() }: { now?: Date }) => {
  const record = useRecordContext<LunchContractRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const canInvoice = useAllowed('lunch-contracts', 'edit');
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
      setError(reason instanceof Error ? reason.message : String(reason));
    }
  }, [dataProvider, id, month]);

  useEffect(() => {
    setStatement(null);
    void load();
  }, [load]);

  if (!record) return null;

  const closeMonth = async () => {
    setClosing(true);
    try {
      notify(answerText(await dataProvider.closeLunchMonth(record.id, month), month), { type: 'success' });
      await load();
    } catch (reason) {
      notify(reason instanceof Error ? reason.message : 'Не удалось выставить счёт', { type: 'error' });
    } finally {
      setClosing(false);
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
          sx={{ maxWidth: 220 }}
        />
        {error && <Alert severity="error">{error}</Alert>}
        {!statement && !error && <CircularProgress size={24} aria-label="Загрузка выписки" />}
        {statement && (
          <>
            <StatementTable statement={statement} />
            <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }} data-testid="statement-totals">
              <Typography>Начислено: {formatMoney(statement.total)}</Typography>
              <Typography>Оплачено: {formatMoney(statement.paid)}</Typography>
              <Typography sx={{ fontWeight: statement.due > 0 ? 700 : 400 }}>К оплате: {formatMoney(statement.due)}</Typography>
            </Box>
            {statement.invoice_number ? (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography>
                  Счёт № {statement.invoice_number} за {monthTitle(month)}
                </Typography>
                <Button size="small" variant="outlined" onClick={() => void download('invoices')}>
                  Счёт (PDF)
                </Button>
                <Button size="small" variant="outlined" onClick={() => void download('acts')}>
                  Акт (PDF)
                </Button>
              </Box>
            ) : (
              canInvoice &&
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

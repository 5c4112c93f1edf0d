import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Title, useNotify } from 'react-admin';
import { httpClient } from '../dataProvider/http';
import { downloadFile } from '../kitchen/downloadFile';
import { minskDay } from '../kitchen/minskDays';
import { formatMoney } from '../shared/format';

const REPORT_PATH = '/api/v1/bulbash_admin/cash-report';

interface Amounts {
  cash: number;
  card: number;
  transfer: number;
  total: number;
  count: number;
}

export interface CashReportData {
  from: string;
  to: string;
  days: Array<Amounts & { date: string }>;
  totals: Amounts;
}

const ruDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

const COLUMNS: Array<[keyof Amounts, string]> = [
  ['cash', 'Наличные'],
  ['card', 'Карта'],
  ['transfer', 'Перевод'],
  ['total', 'Итого'],
];

function AmountCells({ row, bold = false }: { row: Amounts; bold?: boolean }) {
  return (
    <>
      {COLUMNS.map(([key]) => (
        <TableCell key={key} align="right" sx={{ fontWeight: bold || key === 'total' ? 700 : undefined, whiteSpace: 'nowrap' }}>
          {formatMoney(row[key])}
        </TableCell>
      ))}
      <TableCell align="right" sx={{ fontWeight: bold ? 700 : undefined }}>
        {row.count}
      </TableCell>
    </>
  );
}

/** The report's table: a row per day, then the totals (refunds are negative amounts). */
export function CashReportTable({ report }: { report: CashReportData }) {
  if (report.days.length === 0) return <Typography>За эти дни денег не поступало.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Касса по дням">
        <TableHead>
          <TableRow>
            <TableCell>Дата</TableCell>
            {COLUMNS.map(([key, label]) => (
              <TableCell key={key} align="right">
                {label}
              </TableCell>
            ))}
            <TableCell align="right">Операций</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.days.map((day) => (
            <TableRow key={day.date}>
              <TableCell>{ruDay(day.date)}</TableCell>
              <AmountCells row={day} />
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Итого за период</TableCell>
            <AmountCells row={report.totals} bold />
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

/** «Касса»: money received per day and method for a date range (Minsk days), on screen and as CSV for Excel. */
const CashReport = () => {
  const today = minskDay(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [report, setReport] = useState<CashReportData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();

  useEffect(() => {
    if (!from || !to) return;
    let current = true;
    httpClient(`${REPORT_PATH}?${new URLSearchParams({ from, to }).toString()}`)
      .then(({ json }) => {
        if (current) {
          setReport(json as CashReportData);
          setError(null);
        }
      })
      .catch((reason: Error) => current && setError(reason.message));
    return () => {
      current = false;
    };
  }, [from, to]);

  const exportCsv = () =>
    downloadFile(`${REPORT_PATH}.csv`, { from, to }, `kassa-${from}_${to}.csv`).catch((reason: Error) =>
      notify(reason.message, { type: 'error' }),
    );

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Касса" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          type="date"
          label="С"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
          fullWidth={false}
          sx={{ width: 190 }}
        />
        <TextField
          type="date"
          label="По"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
          fullWidth={false}
          sx={{ width: 190 }}
        />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={exportCsv}
          sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'start', sm: 'center' } }}
        >
          CSV для Excel
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Касса {from === to ? `за ${ruDay(from)}` : `с ${ruDay(from)} по ${ruDay(to)}`}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Оплачено: поступления и возвраты по дате оплаты (как «Оплачено» в сводке и у клиентов).
          </Typography>
          {report && <CashReportTable report={report} />}
        </CardContent>
      </Card>
    </Box>
  );
};

export default CashReport;

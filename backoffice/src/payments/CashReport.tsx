import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title } from 'react-admin';
import type { CashReportData } from '../dataProvider/apiTypes';
import { httpClient } from '../dataProvider/http';
import { minskDay } from '../kitchen/minskDays';
import { formatMoney } from '../shared/format';
import { CASH_METHODS } from '../shared/labels';
import { ReportToolbar, type ReportRange } from '../shared/ReportToolbar';

const REPORT_PATH = '/api/v1/bulbash_admin/cash-report';

export type { CashReportData };
type Amounts = CashReportData['totals'];

const ruDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

const COLUMNS: ReadonlyArray<readonly [Exclude<keyof Amounts, 'count'>, string]> = [...CASH_METHODS, ['total', 'Итого']];

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
  const [range, setRange] = useState<ReportRange>(() => {
    const today = minskDay(new Date());
    return { from: `${today.slice(0, 8)}01`, to: today };
  });
  const { from, to } = range;
  const [report, setReport] = useState<CashReportData | null>(null);
  const [error, setError] = useState<string | null>(null);

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

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Касса" />
      <ReportToolbar
        mode="range"
        range={range}
        onChange={setRange}
        downloads={[
          { label: 'CSV для Excel', kind: 'csv', path: `${REPORT_PATH}.csv`, params: { from, to }, fileName: `kassa-${from}_${to}.csv` },
        ]}
      />
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

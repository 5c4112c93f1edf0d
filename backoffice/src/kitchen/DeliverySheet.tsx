import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { formatDay, fromMinor, toMinor } from '@bulbash/rules';
import { httpClient } from '../dataProvider/http';
import { formatMoney } from '../shared/format';
import { ReportToolbar, type ReportDownload } from '../shared/ReportToolbar';
import { minskDay } from './minskDays';
import { kitchenPrintCss } from './printCss';
import { type Driver, fetchDrivers } from './DriverSelect';
import { DeliveryStopCards, DeliveryStopsTable } from './DeliveryStops';
import type { DeliverySheetData as Sheet } from '../dataProvider/apiTypes';
import { useIsSmall } from '../shared/useIsSmall';

const ADMIN_API = '/api/v1/bulbash_admin';

/** The documents of a day as PDFs: the driver's sheet, the production sheet and the packing labels. */
const PDFS = [
  { label: 'PDF', title: 'Лист доставки (PDF)', path: 'delivery-sheet.pdf', file: 'delivery-sheet', range: false },
  {
    label: 'Производственный лист',
    title: 'Производственный лист (PDF)',
    path: 'production-sheet.pdf',
    file: 'production-sheet',
    range: true,
  },
  { label: 'Этикетки', title: 'Этикетки для упаковки (PDF)', path: 'packing-labels.pdf', file: 'packing-labels', range: false },
] as const;

/**
 * The driver's sheet of a Minsk day: the deliveries by time with address, km, phone (tap to
 * call), customer, guests, boxes, comment and the cash to collect (a table, cards on a phone);
 * printable, and the day's documents as PDFs.
 */
const DeliverySheet = () => {
  // On a phone the stops are cards (as «Мои доставки»): the table is eleven columns wide.
  const Stops = useIsSmall() ? DeliveryStopCards : DeliveryStopsTable;
  const [date, setDate] = useState(() => minskDay(new Date(), 1));
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [drivers, setDrivers] = useState<Driver[]>([]);

  useEffect(() => {
    let current = true;
    fetchDrivers()
      .then((list) => current && setDrivers(list))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (!date) return;
    let current = true;
    httpClient(`${ADMIN_API}/delivery-sheet?${new URLSearchParams({ date }).toString()}`)
      .then(({ json }) => {
        if (current) {
          setSheet(json as Sheet);
          setError(null);
        }
      })
      .catch((reason: Error) => current && setError(reason.message));
    return () => {
      current = false;
    };
  }, [date]);

  const downloads: ReportDownload[] = PDFS.map((pdf) => ({
    label: pdf.label,
    title: pdf.title,
    kind: 'pdf',
    path: `${ADMIN_API}/${pdf.path}`,
    params: pdf.range ? { date_from: date, date_to: date } : { date },
    fileName: `${pdf.file}-${date}.pdf`,
  }));

  return (
    <Box className="kitchen-page" sx={{ py: 2 }}>
      <Title title="Доставка" />
      <style>{kitchenPrintCss('landscape')}</style>
      <ReportToolbar
        mode="day"
        range={{ from: date, to: date }}
        onChange={(range) => setDate(range.from)}
        printable
        downloads={downloads}
      />
      {error ? (
        <Alert severity="error" className="kitchen-no-print">
          {error}
        </Alert>
      ) : null}
      <Card className="kitchen-sheet" variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h1">
            Доставка на {date ? formatDay(date) : '—'}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Доставок: {sheet?.stops.length ?? 0}
            {sheet?.cash_to_collect === null ? '' : ` · Получить наличными: ${formatMoney(sheet?.cash_to_collect ?? 0)}`}
            {sheet && sheet.to_collect !== null && sheet.cash_to_collect !== null && sheet.to_collect > sheet.cash_to_collect
              ? `, картой: ${formatMoney(fromMinor(toMinor(sheet.to_collect) - toMinor(sheet.cash_to_collect)))}`
              : ''}
          </Typography>
          {sheet && sheet.stops.length === 0 ? (
            <Typography>На этот день доставок нет.</Typography>
          ) : (
            <Stops date={date} stops={sheet?.stops ?? []} drivers={drivers} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default DeliverySheet;

import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title } from 'react-admin';
import { amountToCollect, fromMinor, toMinor, type PaymentMethodCode } from '@bulbash/rules';
import { httpClient } from '../dataProvider/http';
import { formatMoney } from '../shared/format';
import { ReportToolbar, type ReportDownload } from '../shared/ReportToolbar';
import { minskDay } from './minskDays';
import { kitchenPrintCss } from './printCss';
import { type Driver, DriverSelect, fetchDrivers } from './DriverSelect';

const ADMIN_API = '/api/v1/bulbash_admin';

interface DeliveryStop {
  order_id: number;
  time: string;
  address: string | null;
  delivery_distance_km: number;
  phone: string;
  phone_link: string;
  customer: string;
  guests: number | null;
  boxes: number;
  comment: string | null;
  payment_method: PaymentMethodCode;
  payment_label: string;
  /** null for a role that may not see them (the API's field visibility: the driver reads to_collect, not balance_due). */
  to_collect: number | null;
  balance_due: number | null;
  collect_label: string | null;
  driver_id: number | null;
}

interface Sheet {
  date: string;
  stops: DeliveryStop[];
  to_collect: number | null;
  cash_to_collect: number | null;
}

/**
 * «оплачено» or what to take at the door: amountToCollect of @bulbash/rules, as the PDF and the labels say it; the API's
 * label where the role sees no balance (the driver), nothing where it sees neither.
 */
const collectOf = (stop: DeliveryStop): string =>
  stop.balance_due === null
    ? (stop.collect_label ?? '')
    : amountToCollect(stop.payment_method, toMinor(stop.balance_due), formatMoney).label;

const ruDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

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
 * call), customer, guests, boxes, comment and the cash to collect; printable, and the day's
 * documents as PDFs.
 */
const DeliverySheet = () => {
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
            Доставка на {date ? ruDay(date) : '—'}
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
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Доставки">
                <TableHead>
                  <TableRow>
                    <TableCell>Время</TableCell>
                    <TableCell>Заказ</TableCell>
                    <TableCell>Адрес</TableCell>
                    <TableCell align="right">Км</TableCell>
                    <TableCell>Клиент</TableCell>
                    <TableCell>Телефон</TableCell>
                    <TableCell align="right">Гостей</TableCell>
                    <TableCell align="right">Мест</TableCell>
                    <TableCell>Комментарий</TableCell>
                    <TableCell>Оплата</TableCell>
                    <TableCell>Водитель</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(sheet?.stops ?? []).map((stop) => (
                    <TableRow key={stop.order_id}>
                      <TableCell>
                        <strong>{stop.time}</strong>
                      </TableCell>
                      <TableCell>
                        <RouterLink to={`/bulbash_admin/admin/orders/${stop.order_id}/show`}>№{stop.order_id}</RouterLink>
                      </TableCell>
                      <TableCell>{stop.address ?? 'адрес не указан'}</TableCell>
                      <TableCell align="right">{stop.delivery_distance_km}</TableCell>
                      <TableCell>{stop.customer}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Link href={stop.phone_link}>{stop.phone}</Link>
                      </TableCell>
                      <TableCell align="right">{stop.guests ?? '—'}</TableCell>
                      <TableCell align="right">{stop.boxes}</TableCell>
                      <TableCell sx={{ whiteSpace: 'pre-line' }}>{stop.comment ?? '—'}</TableCell>
                      <TableCell>
                        {stop.payment_label}
                        <Box
                          component={(stop.to_collect ?? 0) > 0 ? 'strong' : 'span'}
                          data-testid={`collect-${stop.order_id}`}
                          sx={{ display: 'block', whiteSpace: 'nowrap', color: stop.balance_due === 0 ? 'success.main' : undefined }}
                        >
                          {collectOf(stop)}
                        </Box>
                      </TableCell>
                      <TableCell>
                        <DriverSelect
                          key={`${date}-${stop.order_id}`}
                          orderId={stop.order_id}
                          value={stop.driver_id ?? null}
                          drivers={drivers}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default DeliverySheet;

import { Box, Card, CardContent, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import { Link as RouterLink } from 'react-router-dom';
import { amountToCollect, toMinor } from '@bulbash/rules';
import type { DeliveryStop } from '../dataProvider/apiTypes';
import { formatMoney } from '../shared/format';
import { type Driver, DriverSelect } from './DriverSelect';

interface Props {
  /** The sheet's day: a driver select starts again from the API's value when the day changes. */
  date: string;
  stops: readonly DeliveryStop[];
  drivers: readonly Driver[];
}

/**
 * «оплачено» or what to take at the door: amountToCollect of @bulbash/rules, as the PDF and the labels say it; the API's
 * label where the role sees no balance (the driver), nothing where it sees neither.
 */
const collectOf = (stop: DeliveryStop): string =>
  stop.balance_due === null
    ? (stop.collect_label ?? '')
    : amountToCollect(stop.payment_method, toMinor(stop.balance_due), formatMoney).label;

const OrderLink = ({ id }: { id: number }) => <RouterLink to={`/bulbash_admin/admin/orders/${id}/show`}>№{id}</RouterLink>;

const Collect = ({ stop, large = false }: { stop: DeliveryStop; large?: boolean }) => (
  <Box
    component={(stop.to_collect ?? 0) > 0 ? 'strong' : 'span'}
    data-testid={`collect-${stop.order_id}`}
    sx={{
      display: 'block',
      whiteSpace: large ? undefined : 'nowrap',
      fontSize: large ? '1.25rem' : undefined,
      color: stop.balance_due === 0 ? 'success.main' : undefined,
    }}
  >
    {collectOf(stop)}
  </Box>
);

const driverOf = (date: string, stop: DeliveryStop, drivers: readonly Driver[]) => (
  <DriverSelect key={`${date}-${stop.order_id}`} orderId={stop.order_id} value={stop.driver_id ?? null} drivers={drivers} />
);

/** The day's stops as a table (a desk's screen and the printed sheet). */
export const DeliveryStopsTable = ({ date, stops, drivers }: Props) => (
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
        {stops.map((stop) => (
          <TableRow key={stop.order_id}>
            <TableCell>
              <strong>{stop.time}</strong>
            </TableCell>
            <TableCell>
              <OrderLink id={stop.order_id} />
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
              <Collect stop={stop} />
            </TableCell>
            <TableCell>{driverOf(date, stop, drivers)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);

/**
 * The day's stops on a phone, one card each as «Мои доставки» has them: time and order, the
 * address, the customer with a tap-to-call phone, guests and boxes, the comment, what to collect
 * and the driver; nothing wider than the screen.
 */
export const DeliveryStopCards = ({ date, stops, drivers }: Props) => (
  <Stack spacing={1.5} component="ul" aria-label="Доставки" sx={{ m: 0, p: 0, listStyle: 'none' }}>
    {stops.map((stop) => (
      <Card key={stop.order_id} component="li" variant="outlined" aria-label={`Доставка №${stop.order_id}`}>
        <CardContent sx={{ '&:last-child': { pb: 2 }, overflowWrap: 'anywhere' }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {stop.time}
            </Typography>
            <OrderLink id={stop.order_id} />
          </Stack>
          <Typography sx={{ mt: 0.5 }}>
            {stop.address ?? 'адрес не указан'}
            {stop.delivery_distance_km > 0 ? ` · ${stop.delivery_distance_km} км за МКАД` : ''}
          </Typography>
          <Typography sx={{ mt: 0.5 }}>{stop.customer}</Typography>
          <Link href={stop.phone_link} sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', fontSize: '1.05rem', py: 0.5 }}>
            <PhoneIcon fontSize="small" />
            {stop.phone}
          </Link>
          <Typography color="text.secondary">
            Гостей: {stop.guests ?? '—'} · мест: {stop.boxes}
          </Typography>
          {stop.comment ? (
            <Typography sx={{ whiteSpace: 'pre-line', mt: 0.5, bgcolor: 'warning.light', px: 1, py: 0.5, borderRadius: 1 }}>
              {stop.comment}
            </Typography>
          ) : null}
          <Box sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {stop.payment_label}
            </Typography>
            <Collect stop={stop} large />
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'baseline' }}>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              Водитель:
            </Typography>
            {driverOf(date, stop, drivers)}
          </Stack>
        </CardContent>
      </Card>
    ))}
  </Stack>
);

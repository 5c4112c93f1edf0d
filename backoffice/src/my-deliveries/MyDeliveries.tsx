import { useEffect, useState } from 'react';
import { Alert, Box, IconButton, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Title } from 'react-admin';
import { minskDay } from '../kitchen/minskDays';
import { DeliveredSheet } from './DeliveredSheet';
import { DeliveryCard } from './DeliveryCard';
import { dayTitle, fetchMyDeliveries, markOnTheWay, type MyDelivery, shiftDay } from './myDeliveries';
import { DayField } from '../shared/DayField';

/**
 * «Мои доставки»: the driver's run of a Minsk day (today by default) on a 390 px phone, one card
 * per delivery in time order; «В пути» tells the customer (Telegram, with the driver's phone),
 * «Доставлено» confirms the cash taken and completes the order.
 */
const MyDeliveries = () => {
  const [date, setDate] = useState(() => minskDay(new Date()));
  const [rows, setRows] = useState<MyDelivery[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [delivering, setDelivering] = useState<MyDelivery | null>(null);
  const [setting, setSetting] = useState(false);

  useEffect(() => {
    let current = true;
    setRows(null);
    fetchMyDeliveries(date)
      .then((answer) => {
        if (!current) return;
        setRows(answer);
        setError(null);
      })
      .catch((reason: Error) => current && setError(reason.message));
    return () => {
      current = false;
    };
  }, [date]);

  const done = (delivery: MyDelivery) => {
    setRows((list) => (list ?? []).map((row) => (row.order_id === delivery.order_id ? delivery : row)));
    setDelivering(null);
  };
  const today = minskDay(new Date());
  const onTheWay = (delivery: MyDelivery) => {
    setSetting(true);
    markOnTheWay(delivery.order_id)
      .then((updated) => {
        setRows((list) => (list ?? []).map((row) => (row.order_id === updated.order_id ? updated : row)));
        setError(null);
      })
      .catch((reason: Error) => setError(reason.message))
      .finally(() => setSetting(false));
  };

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', py: 1 }}>
      <Title title="Мои доставки" />
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center' }}>
        <IconButton aria-label="Предыдущий день" onClick={() => setDate(shiftDay(date, -1))} size="large">
          <ChevronLeftIcon />
        </IconButton>
        <Box sx={{ flex: 1, textAlign: 'center' }}>
          <Typography variant="h6" component="h1">
            {date === today ? 'Сегодня' : dayTitle(date)}
          </Typography>
          <DayField size="small" value={date} onChange={setDate} ariaLabel="День" variant="standard" sx={{ maxWidth: 170 }} />
        </Box>
        <IconButton aria-label="Следующий день" onClick={() => setDate(shiftDay(date, 1))} size="large">
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {rows && rows.length === 0 ? <Typography sx={{ textAlign: 'center', py: 4 }}>На этот день доставок нет.</Typography> : null}
      <Stack spacing={1.5}>
        {(rows ?? []).map((delivery) => (
          <DeliveryCard key={delivery.order_id} delivery={delivery} onDeliver={setDelivering} onOnTheWay={onTheWay} busy={setting} />
        ))}
      </Stack>
      {delivering ? <DeliveredSheet delivery={delivering} onClose={() => setDelivering(null)} onDone={done} /> : null}
    </Box>
  );
};

export default MyDeliveries;

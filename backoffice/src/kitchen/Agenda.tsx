import { Box, Card, CardContent, Chip, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Loading, Title, useBasename, useGetList } from 'react-admin';
import { formatMoney } from '../shared/format';
import { phoneText } from '../shared/PhoneField';
import { statusLabel } from '../shared/labels';
import { minskDateTime, minskDay } from './minskDays';
import { useAllowed } from '../access/useAllowed';

export const AGENDA_DAYS = 14;

const WEEKDAYS = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'];
const dayTitle = (day: string) =>
  `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}, ${WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]}`;

/** The events of the coming 14 days (today included), per Minsk day, each linking to its order. */
const Agenda = () => {
  const basename = useBasename();
  const contacts = useAllowed('customer-contacts');
  const canOpenOrders = useAllowed('orders', 'show');
  // The kitchen has no money: the amounts are for those who read orders.
  const canSeeMoney = canOpenOrders;
  const now = new Date();
  const days = Array.from({ length: AGENDA_DAYS }, (_, index) => minskDay(now, index));
  const { data, isPending, error } = useGetList('orders', {
    filter: { event_from: days[0], event_to: days[AGENDA_DAYS - 1] },
    sort: { field: 'delivery_at', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  });
  if (isPending) return <Loading />;
  const byDay = new Map<string, NonNullable<typeof data>>();
  for (const order of data ?? []) {
    const day = minskDateTime(order.delivery_at).slice(0, 10).split('.').reverse().join('-');
    byDay.set(day, [...(byDay.get(day) ?? []), order]);
  }
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title="Календарь на 14 дней" />
      {error ? <Typography color="error">{error.message}</Typography> : null}
      {days.map((day) => {
        const orders = byDay.get(day) ?? [];
        return (
          <Card key={day} variant="outlined" aria-label={dayTitle(day)}>
            <CardContent sx={{ pb: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {dayTitle(day)} {orders.length ? `· заказов: ${orders.length}` : ''}
              </Typography>
              {orders.length === 0 ? (
                <Typography color="text.secondary">Мероприятий нет</Typography>
              ) : (
                <List dense disablePadding>
                  {orders.map((order) => (
                    <ListItemButton
                      key={order.id}
                      {...(canOpenOrders ? { component: Link, to: `${basename}/orders/${order.id}/show` } : { component: 'div' })}
                    >
                      <ListItemText
                        primary={[
                          minskDateTime(order.delivery_at).slice(11),
                          `№${order.id}`,
                          [order.surname, order.first_name].filter(Boolean).join(' '),
                          ...(contacts ? [phoneText(order.contact_phone)] : []),
                        ].join(' · ')}
                        secondary={[
                          order.delivery_address ?? 'адрес не указан',
                          ...(canSeeMoney ? [formatMoney(order.total_cost)] : []),
                        ].join(' · ')}
                      />
                      <Chip size="small" label={statusLabel(order.status)} />
                    </ListItemButton>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
};

export default Agenda;

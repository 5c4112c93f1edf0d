import { Box, Card, CardContent, Chip, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Loading, Title, useBasename } from 'react-admin';
import { useEffect, useState } from 'react';
import type { components } from '../../../api-types/openapi';
import { httpClient } from '../dataProvider/http';
import { phoneText } from '../shared/PhoneField';
import { DELIVERY_METHOD_LABELS, statusLabel } from '../shared/labels';
import { formatMoney } from '../shared/format';
import { minskDateTime, minskDay } from './minskDays';
import { useAllowed } from '../access/useAllowed';

export const AGENDA_DAYS = 14;

/** `GET /api/v1/bulbash_admin/agenda` (production read): phone and e-mail null for a role without customer contacts. */
type AgendaEvent = components['schemas']['AgendaEventResponse'];
const AGENDA_URL = '/api/v1/bulbash_admin/agenda';

const useAgenda = (from: string, to: string) => {
  const [state, setState] = useState<{ data?: AgendaEvent[]; error?: Error }>({});
  useEffect(() => {
    let alive = true;
    httpClient(`${AGENDA_URL}?${new URLSearchParams({ date_from: from, date_to: to }).toString()}`)
      .then(({ json }) => alive && setState({ data: json as AgendaEvent[] }))
      .catch((error: Error) => alive && setState({ error }));
    return () => {
      alive = false;
    };
  }, [from, to]);
  return { data: state.data, error: state.error, isPending: !state.data && !state.error };
};

const WEEKDAYS = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'];
const dayTitle = (day: string) =>
  `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}, ${WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]}`;

/** The events of the coming 14 days (today included), per Minsk day, each linking to its order. */
const Agenda = () => {
  const basename = useBasename();
  const canOpenOrders = useAllowed('orders', 'show');
  const now = new Date();
  const days = Array.from({ length: AGENDA_DAYS }, (_, index) => minskDay(now, index));
  const { data, isPending, error } = useAgenda(days[0], days[AGENDA_DAYS - 1]);
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
                      key={order.order_id}
                      {...(canOpenOrders ? { component: Link, to: `${basename}/orders/${order.order_id}/show` } : { component: 'div' })}
                    >
                      <ListItemText
                        primary={[
                          minskDateTime(order.delivery_at).slice(11),
                          `№${order.order_id}`,
                          order.customer,
                          ...(order.phone ? [phoneText(order.phone)] : []),
                        ].join(' · ')}
                        secondary={[
                          order.delivery_method === 'pickup' ? DELIVERY_METHOD_LABELS.pickup : DELIVERY_METHOD_LABELS.delivery,
                          order.address ?? 'адрес не указан',
                          ...(order.guests ? [`гостей: ${order.guests}`] : []),
                          ...(order.total_cost !== null && order.total_cost !== undefined ? [formatMoney(order.total_cost)] : []),
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

import { lazy, Suspense, useEffect, useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  List as MuiList,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link, Title, useDataProvider, useGetList } from 'react-admin';
import type { AdminDataProvider, DashboardData } from '../dataProvider';
import { formatDateTime, formatMoney } from '../shared/format';
import { phoneText } from '../shared/PhoneField';
import { NewEnquiries } from './NewEnquiries';
import { OpenChangeRequests } from './OpenChangeRequests';
import { FailedLetters } from './FailedLetters';
import { ORDER_STATUSES, STATUS_LABELS, paymentLabel, statusLabel } from '../shared/labels';
import { useAllowed } from '../access/useAllowed';

const DailyChart = lazy(() => import('./DailyChart'));

const useDashboard = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<{ data?: DashboardData; error?: string }>({});
  useEffect(() => {
    let alive = true;
    dataProvider
      .getDashboard()
      .then((data) => alive && setState({ data }))
      .catch((error: Error) => alive && setState({ error: error.message }));
    return () => {
      alive = false;
    };
  }, [dataProvider]);
  return state;
};

const WAITING_PAGE = 10;

const WaitingOrders = ({ status }: { status: 'pending' | 'processing' }) => {
  const contacts = useAllowed('customer-contacts');
  const { data, total, isPending } = useGetList('orders', {
    filter: { status },
    pagination: { page: 1, perPage: WAITING_PAGE },
    sort: { field: 'date_created', order: 'ASC' },
  });
  return (
    <Box sx={{ flex: '1 1 300px', minWidth: 0 }}>
      <Typography variant="subtitle1" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {STATUS_LABELS[status]} <Chip size="small" label={total ?? '…'} />
      </Typography>
      {isPending ? (
        <CircularProgress size={20} />
      ) : data?.length ? (
        <MuiList dense>
          {data.map((order) => (
            <ListItemButton key={order.id} component={Link} to={`/orders/${order.id}/show`} divider>
              <ListItemText
                primary={`№${order.id} · ${[order.surname, order.first_name].filter(Boolean).join(' ')} · ${formatMoney(order.total_cost)}`}
                secondary={[
                  formatDateTime(order.date_created),
                  ...(contacts ? [phoneText(order.contact_phone)] : []),
                  paymentLabel(order.payment_method),
                ].join(' · ')}
              />
            </ListItemButton>
          ))}
        </MuiList>
      ) : (
        <Typography color="text.secondary" variant="body2">
          Нет заказов
        </Typography>
      )}
      {(total ?? 0) > WAITING_PAGE && (
        <Link to={`/orders?filter=${encodeURIComponent(JSON.stringify({ status }))}`}>Все заказы со статусом «{statusLabel(status)}»</Link>
      )}
    </Box>
  );
};

const Stat = ({ label, value }: { label: string; value: string | number }) => (
  <Box sx={{ minWidth: 120 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h5">{value}</Typography>
  </Box>
);

const Dashboard = () => {
  const { data, error } = useDashboard();
  // Money cards only for a role that reads the cash report; the other cards follow their sections.
  const canSeeMoney = useAllowed('cash-report');
  const canSeeEnquiries = useAllowed('enquiries', 'list');
  const canDecide = useAllowed('orders', 'edit');
  const canReadMail = useAllowed('outbox', 'list');
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
      <Title title="shop.dashboard.title" />
      <Card sx={{ gridRow: { lg: 'span 2' } }}>
        <CardHeader title="Заказы, ожидающие действий" />
        <CardContent sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', pt: 0 }}>
          <WaitingOrders status="pending" />
          <WaitingOrders status="processing" />
        </CardContent>
      </Card>
      {canSeeEnquiries && (
        <Card>
          <CardHeader title="Заявки на мероприятия" />
          <CardContent sx={{ pt: 0 }}>
            <NewEnquiries />
          </CardContent>
        </Card>
      )}
      {canDecide && (
        <Card>
          <CardHeader title="Просьбы клиентов об изменении заказа" />
          <CardContent sx={{ pt: 0 }}>
            <OpenChangeRequests />
          </CardContent>
        </Card>
      )}
      {canReadMail && (
        <Card>
          <CardHeader title="Письма, которые не удалось отправить" />
          <CardContent sx={{ pt: 0 }}>
            <FailedLetters />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader title="Заказы по статусам" />
        <CardContent sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', pt: 0 }}>
          {error && <Typography color="error">Не удалось загрузить сводку: {error}</Typography>}
          {!data && !error && <CircularProgress size={24} />}
          {data &&
            ORDER_STATUSES.map((status) => (
              <Link key={status} to={`/orders?filter=${encodeURIComponent(JSON.stringify({ status }))}`}>
                <Stat label={STATUS_LABELS[status]} value={data.counts_by_status[status] ?? 0} />
              </Link>
            ))}
        </CardContent>
      </Card>
      {canSeeMoney && data && data.money_to_refund.count > 0 && (
        <Card aria-label="Вернуть деньги">
          <CardHeader
            title={`Вернуть деньги: ${formatMoney(data.money_to_refund.amount)}`}
            subheader="Оплата пришла по устаревшей ссылке или после отмены заказа"
          />
          <CardContent sx={{ pt: 0 }}>
            {data.money_to_refund.payments.map((payment) => (
              <Typography key={payment.payment_id} variant="body2">
                <Link to={`/orders/${payment.order_id}/show`}>Заказ №{payment.order_id}</Link>: {formatMoney(payment.amount)} —{' '}
                {payment.label}
              </Typography>
            ))}
          </CardContent>
        </Card>
      )}
      {canSeeMoney && (
        <Card>
          <CardHeader title="За последние 30 дней" />
          <CardContent sx={{ pt: 0 }}>
            {data && (
              <>
                <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 2 }}>
                  <Stat label="Заказано (суммы заказов)" value={formatMoney(data.last_30_days.revenue)} />
                  <Link to="/cash-report">
                    <Stat label="Оплачено (Касса)" value={formatMoney(data.last_30_days.paid)} />
                  </Link>
                  <Stat label="Заказов" value={data.last_30_days.order_count} />
                </Box>
                <Suspense fallback={<CircularProgress size={24} />}>
                  <DailyChart days={data.daily ?? []} />
                </Suspense>
              </>
            )}
            {!data && !error && <CircularProgress size={24} />}
          </CardContent>
        </Card>
      )}
    </Box>
  );
};

export default Dashboard;

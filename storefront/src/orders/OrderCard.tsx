import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { fetchChangeRequests } from '../api/orders';
import type { ChangeRequest, OrderShort } from '../api/types';
import { paymentStatusLabel } from '@bulbash/rules';
import { PayOnlineButton } from '../payment/PayOnlineButton';
import { formatDate, formatPrice } from '../shared/format';
import { paymentLabel, statusLabel } from '../shared/labels';
import { changeRequestStatusText } from './changeRequest';
import { ChangeRequestDialog } from './ChangeRequestDialog';
import { OrderDetails } from './OrderDetails';
import { deliveryText, eventText, isCancellable } from './orderFacts';

interface Props {
  order: OrderShort;
  busy: boolean;
  onCancel: () => void;
  onRepeat: () => void;
  /** Open the «Оплатить онлайн» dialog at once (`/user-orders?pay={id}`). */
  payOpen?: boolean;
  onPayClosed?: () => void;
}

/** One order of 'Мои заказы': when, how it arrives, what it costs, and what the customer can do with it. */
export function OrderCard({ order, busy, onCancel, onRepeat, payOpen = false, onPayClosed }: Props) {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [request, setRequest] = useState<ChangeRequest | null>(null);
  // The newest change request of a live order, read again after a page reload or a new request.
  const live = order.status !== 'canceled' && order.status !== 'completed';
  const loadRequest = useCallback(() => {
    if (!live) return;
    fetchChangeRequests(order.id).then(
      (requests) => setRequest(requests[0] ?? null),
      () => setRequest(null),
    );
  }, [live, order.id]);
  useEffect(loadRequest, [loadRequest]);
  const titleId = `order-${order.id}-title`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h6">
          Заказ № {order.id}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          от {formatDate(order.date_created)}
        </Typography>
        <Typography variant="body2" sx={{ ml: 'auto', fontWeight: 500 }}>
          {statusLabel(order.status)}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 1.5,
          rowGap: 0.25,
          my: 1,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>Мероприятие</dt>
        <dd>{eventText(order)}</dd>
        <dt>Получение</dt>
        <dd>{deliveryText(order)}</dd>
        {order.guests !== null && (
          <>
            <dt>Гостей</dt>
            <dd data-testid="order-guests">{order.guests}</dd>
          </>
        )}
        <dt>Оплата</dt>
        <dd data-testid="order-payment">
          {paymentLabel(order.payment_method)} · {paymentStatusLabel(order.payment_status)}
          {order.paid_amount > 0 ? `, оплачено ${formatPrice(order.paid_amount)}` : ''}
        </dd>
        <dt>Сумма</dt>
        <dd>
          <b>{formatPrice(order.total_cost)}</b>
        </dd>
        {order.cancellation_fee > 0 && (
          <>
            <dt>Стоимость отмены</dt>
            <dd>{formatPrice(order.cancellation_fee)}</dd>
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <PayOnlineButton order={order} size="small" initiallyOpen={payOpen} onClosed={onPayClosed} />
        <Button
          size="small"
          variant="text"
          aria-expanded={open}
          endIcon={open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          onClick={() => setOpen(!open)}
          aria-label={`Состав заказа № ${order.id}`}
        >
          Состав
        </Button>
        <Button size="small" variant="outlined" disabled={busy} onClick={onRepeat} aria-label={`Повторить заказ № ${order.id}`}>
          Повторить
        </Button>
        {isCancellable(order) && (
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => setAsking(true)}
            aria-label={`Попросить изменить заказ № ${order.id}`}
          >
            Попросить изменить
          </Button>
        )}
        {isCancellable(order) && (
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={onCancel}
            aria-label={`Отменить заказ № ${order.id}`}
          >
            Отменить
          </Button>
        )}
      </Box>
      {request && !sent && (
        <Typography
          data-testid="order-change-request"
          variant="body2"
          color={request.status === 'declined' ? 'error.main' : request.status === 'accepted' ? 'success.main' : 'text.secondary'}
          sx={{ mt: 1 }}
        >
          {changeRequestStatusText(request)}
        </Typography>
      )}
      {sent && (
        <Typography role="status" variant="body2" color="success.main" sx={{ mt: 1 }}>
          {sent}
        </Typography>
      )}
      {open && <OrderDetails id={order.id} />}
      {asking && (
        <ChangeRequestDialog
          orderId={order.id}
          onClose={() => setAsking(false)}
          onSent={(message) => {
            setSent(message);
            setAsking(false);
            loadRequest();
          }}
        />
      )}
    </Paper>
  );
}

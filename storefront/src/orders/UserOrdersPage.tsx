import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../api/client';
import { cancelOrder, fetchUserOrders, repeatOrder } from '../api/orders';
import type { OrderShort } from '../api/types';
import { payChoices } from '../payment/payChoices';
import { PageContainer } from '../shared/PageContainer';
import { useCart } from '../state/cart';
import { useNotification } from '../state/notification';
import { useSession } from '../state/session';
import { CancelOrderDialog } from './CancelOrderDialog';
import { OrderCard } from './OrderCard';
import { TelegramNotifications } from './TelegramNotifications';
import { UserEnquiries } from './UserEnquiries';

/** The customer's orders: event date and time, delivery, total, fee, and 'Отменить' / 'Повторить'. */
export default function UserOrdersPage() {
  const { isLogin, isInitialized } = useSession();
  const { notify } = useNotification();
  const cart = useCart();
  const navigate = useNavigate();
  const [orders, setOrders] = useState<OrderShort[] | null>(null);
  const [cancelling, setCancelling] = useState<OrderShort | null>(null);
  const [busy, setBusy] = useState(false);
  // `?pay={id}`: the e-mails' link, which opens that order's «Оплатить онлайн» dialog.
  const [params, setParams] = useSearchParams();
  const payId = Number(params.get('pay')) || null;
  const forgetPay = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('pay');
        return next;
      },
      { replace: true },
    );

  const load = useCallback(
    () =>
      fetchUserOrders()
        .then((answer) => setOrders(answer.data))
        .catch((error: unknown) => notify('error', errorText(error))),
    [notify],
  );

  useEffect(() => {
    if (isLogin) void load();
  }, [isLogin, load]);

  const confirmCancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      const answer = await cancelOrder(cancelling.id);
      notify('success', answer.message);
      setCancelling(null);
      await load();
    } catch (error) {
      notify('error', errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const repeat = async (order: OrderShort) => {
    setBusy(true);
    try {
      const answer = await repeatOrder(order.id);
      const missing = answer.unavailable.length > 0 ? ` Нет в продаже: ${answer.unavailable.join(', ')}.` : '';
      notify(answer.added.length > 0 ? 'success' : 'warning', `${answer.message}.${missing}`);
      await cart.refresh();
      if (answer.added.length > 0) navigate('/cart');
    } catch (error) {
      notify('error', errorText(error));
    } finally {
      setBusy(false);
    }
  };

  if (isInitialized && !isLogin) {
    return (
      <PageContainer title="Мои заказы" maxWidth="md">
        <Alert severity="info">
          Чтобы увидеть заказы,{' '}
          <Link component={RouterLink} to={`/signin?${new URLSearchParams({ next: `/user-orders${payId ? `?pay=${payId}` : ''}` })}`}>
            войдите
          </Link>
          .
        </Alert>
      </PageContainer>
    );
  }

  return (
    <PageContainer title="Мои заказы" maxWidth="md">
      {orders && payId && !orders.some((order) => order.id === payId && payChoices(order).length > 0) && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={forgetPay}>
          По заказу № {payId} сейчас нечего оплачивать.
        </Alert>
      )}
      {orders && orders.length === 0 && <Typography>У Вас пока нет заказов.</Typography>}
      {orders && orders.length > 0 && (
        <Box component="ul" aria-label="Мои заказы" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {orders.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              busy={busy}
              onCancel={() => setCancelling(order)}
              onRepeat={() => void repeat(order)}
              payOpen={order.id === payId}
              onPayClosed={forgetPay}
            />
          ))}
        </Box>
      )}
      {/* Below the list: it appears when its status has loaded, and must not push the orders down under a click. */}
      {isLogin && <TelegramNotifications />}
      {isLogin && <UserEnquiries />}
      {cancelling && (
        <CancelOrderDialog order={cancelling} busy={busy} onConfirm={() => void confirmCancel()} onClose={() => setCancelling(null)} />
      )}
    </PageContainer>
  );
}

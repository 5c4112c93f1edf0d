import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paymentStatusLabel } from '@bulbash/rules';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError, errorText } from '../api/client';
import { fetchPaymentAttempt } from '../api/payments';
import type { PaymentAttempt } from '../api/paymentTypes';
import { formatPrice } from '../shared/format';
import { PageContainer } from '../shared/PageContainer';
import { PaymentLegalLinks } from './PaymentLegalLinks';
import { ATTEMPT_STATUS_TITLE } from './paymentWords';

/** How often the page asks again while the payment is pending, and for how many times. */
export const POLL_MS = 2000;
export const POLL_TIMES = 30;

const SEVERITY = { successful: 'success', pending: 'info', failed: 'error', expired: 'error' } as const;

function AttemptView({ attempt }: { attempt: PaymentAttempt }) {
  const { status, order } = attempt;
  const failed = status === 'failed' || status === 'expired';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Alert severity={SEVERITY[status]} data-testid="payment-result" sx={{ mb: 2 }}>
        <Typography component="h2" variant="h6">
          {ATTEMPT_STATUS_TITLE[status]}
        </Typography>
        <Typography variant="body2">
          {status === 'successful' && `Мы получили ${formatPrice(attempt.amount)} по заказу № ${attempt.order_id}. Чек отправлен на почту.`}
          {status === 'pending' && 'Банк ещё не подтвердил платёж. Страница обновится сама; статус также виден в разделе «Мои заказы».'}
          {failed && 'Деньги не списаны. Можно попробовать ещё раз, выбрать другой способ или оплатить при получении.'}
        </Typography>
      </Alert>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>Заказ</dt>
        <dd>№ {attempt.order_id}</dd>
        <dt>Сумма платежа</dt>
        <dd>{formatPrice(attempt.amount)}</dd>
        <dt>Оплачено по заказу</dt>
        <dd data-testid="payment-order-paid">{formatPrice(order.paid)}</dd>
        <dt>Остаток</dt>
        <dd>{formatPrice(order.balance)}</dd>
        <dt>Статус оплаты</dt>
        <dd>{paymentStatusLabel(order.payment_status)}</dd>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {failed && (
          <Button component={RouterLink} to={`/user-orders?pay=${attempt.order_id}`} variant="contained">
            Попробовать снова
          </Button>
        )}
        <Button component={RouterLink} to="/user-orders" variant={failed ? 'outlined' : 'contained'}>
          Мои заказы
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * `/order-payment/:orderId/:paymentId`, where the card checkout returns: asks the shop for the
 * attempt (the shop asks the provider itself) until it is no longer pending, and says the outcome.
 */
export default function PaymentReturnPage({ pollMs = POLL_MS }: { pollMs?: number }) {
  const { orderId, paymentId } = useParams();
  const [attempt, setAttempt] = useState<PaymentAttempt | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const ask = () => {
      asked += 1;
      fetchPaymentAttempt(Number(orderId), Number(paymentId), controller.signal)
        .then((answer) => {
          setAttempt(answer);
          setError(null);
          if (answer.status === 'pending' && asked < POLL_TIMES) timer = setTimeout(ask, pollMs);
        })
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          if (failure instanceof ApiError && failure.status === 404) setError('Платёж не найден.');
          else if (failure instanceof ApiError && failure.status === 401) setError('Войдите, чтобы увидеть платёж.');
          else {
            setError(errorText(failure));
            if (asked < POLL_TIMES) timer = setTimeout(ask, pollMs);
          }
        });
    };
    ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderId, paymentId, pollMs]);

  return (
    <PageContainer title="Оплата заказа" heading={`Оплата заказа № ${orderId ?? ''}`} maxWidth="sm">
      {error && !attempt && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error} <RouterLink to="/user-orders">Мои заказы</RouterLink>
        </Alert>
      )}
      {!attempt && !error && (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <CircularProgress size={28} aria-label="Проверяем платёж" />
          <Typography>Проверяем платёж…</Typography>
        </Box>
      )}
      {attempt && <AttemptView attempt={attempt} />}
      <PaymentLegalLinks sx={{ mt: 2 }} />
    </PageContainer>
  );
}

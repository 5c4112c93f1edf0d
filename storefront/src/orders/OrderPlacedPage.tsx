import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { dietLine, formatPhone } from '@bulbash/rules';
import { errorText } from '../api/client';
import { loadContacts } from '../api/info';
import { fetchUserOrder } from '../api/orders';
import type { Contacts, Order } from '../api/types';
import { PayOnlineButton } from '../payment/PayOnlineButton';
import { formatPrice } from '../shared/format';
import { PageContainer } from '../shared/PageContainer';
import { openInvoice } from './OrderPayment';
import { deliveryText, eventText } from './orderFacts';
import { TelegramNotifications } from './TelegramNotifications';

/** After the checkout: what was ordered for when, what happens next and how to reach the shop. */
export default function OrderPlacedPage() {
  const { id } = useParams();
  const [order, setOrder] = useState<Order | null>(null);
  const [contacts, setContacts] = useState<Contacts | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    fetchUserOrder(Number(id))
      .then((data) => alive && setOrder(data))
      .catch((failure: unknown) => alive && setError(errorText(failure)));
    void loadContacts().then((data) => alive && setContacts(data));
    return () => {
      alive = false;
    };
  }, [id]);

  const phone = contacts?.phone_number_1;
  return (
    <PageContainer title="Заказ оформлен" heading={order ? `Заказ № ${order.id} оформлен` : 'Заказ оформлен'} maxWidth="sm">
      {error && <Alert severity="error">{error}</Alert>}
      {!order && !error && <CircularProgress size={28} aria-label="Загрузка заказа" />}
      {order && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
            }}
          >
            <dt>Дата и время</dt>
            <dd data-testid="placed-event">{eventText(order)}</dd>
            <dt>Получение</dt>
            <dd>{deliveryText(order)}</dd>
            {order.guests !== null && (
              <>
                <dt>Гостей</dt>
                <dd>{order.guests}</dd>
              </>
            )}
            <dt>{order.delivery_method === 'pickup' ? 'Адрес самовывоза' : 'Адрес'}</dt>
            <dd>{order.delivery_address || 'уточним по телефону'}</dd>
            {dietLine(order) && (
              <>
                <dt>Питание и аллергии</dt>
                <dd data-testid="order-diet">{dietLine(order)}</dd>
              </>
            )}
            <dt>Сумма</dt>
            <dd>
              <b>{formatPrice(order.total_cost)}</b>
            </dd>
          </Box>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            Что дальше
          </Typography>
          <Typography>
            Мы позвоним по номеру {formatPhone(order.contact_phone)}, чтобы подтвердить состав, время и адрес. Письмо с деталями заказа уже
            отправлено на почту.
          </Typography>
          <Typography sx={{ mt: 1 }}>
            Вопросы — по телефону {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : 'из раздела «Контакты»'}.
          </Typography>
          {(order.payment_method === 'transfer' || order.payer_type === 'company') && (
            <Typography sx={{ mt: 1 }}>
              <Link component="button" type="button" sx={{ verticalAlign: 'baseline' }} onClick={() => void openInvoice(order.id)}>
                Счёт на оплату (PDF)
              </Link>{' '}
              — он же приложен к письму с подтверждением.
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {order.cancellation_terms_text}
          </Typography>
        </Paper>
      )}
      {order && (
        <Box sx={{ mt: 2 }}>
          <TelegramNotifications />
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        {order && <PayOnlineButton order={order} />}
        <Button component={RouterLink} to="/user-orders" variant="contained">
          Мои заказы
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          В каталог
        </Button>
      </Box>
    </PageContainer>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorText } from '../api/client';
import { createOrder } from '../api/orders';
import { formatPrice } from '../shared/format';
import { PageContainer } from '../shared/PageContainer';
import { useCart } from '../state/cart';
import { lineTotal } from '../state/cartReducer';
import { useNotification } from '../state/notification';
import { useSession } from '../state/session';
import { CartLine } from './CartLine';
import { EmptyCart } from './EmptyCart';
import type { CheckoutData } from './CheckoutForm';

// The checkout form (and MUI's text fields) load when the shopper starts the checkout.
const CheckoutForm = lazy(() => import('./CheckoutForm').then((module) => ({ default: module.CheckoutForm })));

export default function CartPage() {
  const { isLogin, isInitialized } = useSession();
  const cart = useCart();
  const { notify } = useNotification();
  const navigate = useNavigate();
  const [checkout, setCheckout] = useState(false);
  const [busy, setBusy] = useState(false);
  const empty = cart.items.length === 0;

  const placeOrder = async (data: CheckoutData) => {
    setBusy(true);
    try {
      const fresh = await cart.flush();
      if (!fresh || fresh.data.length === 0) return;
      const product_list = fresh.data.map((item) => ({
        cart_id: item.id,
        product_id: item.product_id,
        quantity: item.quantity,
        product_cost: item.price,
      }));
      const total_cost = product_list.reduce((sum, line) => sum + Math.round(lineTotal(line.quantity, line.product_cost) * 100), 0) / 100;
      const answer = await createOrder({
        first_name: data.first_name.trim(),
        last_name: data.last_name.trim(),
        surname: data.surname.trim(),
        contact_phone: data.contact_phone.trim(),
        contact_email: data.contact_email.trim() || null,
        delivery_address: data.delivery_address.trim() || null,
        payment_method: data.payment_method,
        product_list,
        total_cost,
      });
      notify('success', answer.message);
      await cart.refresh();
      navigate('/user-orders');
    } catch (error) {
      notify('error', errorText(error));
      await cart.refresh();
    } finally {
      setBusy(false);
    }
  };

  if (isInitialized && !isLogin) {
    return (
      <PageContainer title="Корзина" maxWidth="md">
        <Alert severity="info">
          Корзина доступна после входа.{' '}
          <Link component={RouterLink} to="/signin">
            Войти
          </Link>{' '}
          или{' '}
          <Link component={RouterLink} to="/signup">
            зарегистрироваться
          </Link>
          .
        </Alert>
      </PageContainer>
    );
  }

  return (
    <PageContainer title="Корзина" maxWidth="md">
      {empty ? (
        cart.loaded ? <EmptyCart /> : <Typography sx={{ my: 3 }}>Загрузка корзины…</Typography>
      ) : (
        <Box component="ul" aria-label="Товары в корзине" aria-busy={cart.saving} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {cart.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              line={cart.lines.find((line) => line.id === item.id)}
              onCount={(count) => cart.setCount(item.id, count)}
              onRemove={() => void cart.remove(item.id)}
            />
          ))}
        </Box>
      )}
      <Typography component="p" variant="h5" sx={{ my: 3, textAlign: 'right' }} aria-live="polite">
        Итого: <b>{formatPrice(cart.total)}</b>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button component={RouterLink} to="/" variant="outlined">
          Продолжить покупки
        </Button>
        <Button variant="contained" disabled={empty} onClick={() => setCheckout(true)} aria-expanded={checkout}>
          Оформить заказ
        </Button>
        <Link component={RouterLink} to="/user-orders" sx={{ ml: { sm: 'auto' } }}>
          Мои заказы
        </Link>
      </Box>
      {checkout && !empty && (
        <Suspense fallback={null}>
          <CheckoutForm busy={busy} onSubmit={(data) => void placeOrder(data)} />
        </Suspense>
      )}
    </PageContainer>
  );
}

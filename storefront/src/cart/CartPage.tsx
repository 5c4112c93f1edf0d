import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatPrice } from '../shared/format';
import { PageContainer } from '../shared/PageContainer';
import { useCart } from '../state/cart';
import { useSession } from '../state/session';
import { CartLine } from './CartLine';
import { EmptyCart } from './EmptyCart';
import { hasCheckoutDraft } from './checkoutDraftKey';

// The checkout (form, prefill and MUI's text fields) loads when the shopper starts it.
const Checkout = lazy(() => import('./Checkout'));
// The guest plan (field, per-category plan, suggestions) loads after the lines.
const GuestPlan = lazy(() => import('./GuestPlan'));

export default function CartPage() {
  const { isLogin, isInitialized } = useSession();
  const cart = useCart();
  // A checkout in progress in this tab (reload, Back) reopens with what was typed.
  const [checkout, setCheckout] = useState(hasCheckoutDraft);
  const empty = cart.items.length === 0;

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
        cart.loaded ? (
          <EmptyCart />
        ) : (
          <Typography sx={{ my: 3 }}>Загрузка корзины…</Typography>
        )
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
      {!empty && (
        <Suspense fallback={null}>
          <GuestPlan />
        </Suspense>
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
          <Checkout />
        </Suspense>
      )}
    </PageContainer>
  );
}

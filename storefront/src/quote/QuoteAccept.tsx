import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError, errorText } from '../api/client';
import { acceptQuote, type PublicQuote } from '../api/quotes';
import type { PaymentMethod } from '../api/types';
import { PayOnlineForOrder } from '../payment/PayOnlineForOrder';
import { formatPrice } from '../shared/format';
import { PAYMENT_METHOD_LABELS } from '../shared/labels';
import { useSession } from '../state/session';

type Step =
  { kind: 'idle' } | { kind: 'confirm' } | { kind: 'busy' } | { kind: 'sign-in'; otherAccount: boolean } | { kind: 'error'; text: string };

/** Where signing in or up returns to: this quote, with its e-mail prefilled. */
export const authLink = (page: 'signin' | 'signup', quote: Pick<PublicQuote, 'token' | 'contact_email'>) =>
  `/${page}?${new URLSearchParams({ next: `/quote/${quote.token}`, email: quote.contact_email })}`;

/** The order the quote became, with the way to the customer's orders. */
export function AcceptedNotice({ orderId }: { orderId: number | null | undefined }) {
  return (
    <Alert severity="success" sx={{ mb: 2 }} data-testid="quote-accepted">
      <Typography sx={{ fontWeight: 700 }}>{orderId ? `Предложение принято: заказ № ${orderId}` : 'Предложение принято'}</Typography>
      <Typography variant="body2">Мы свяжемся с вами, чтобы подтвердить детали. Счёт на предоплату — в разделе «Мои заказы».</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {orderId ? <PayOnlineForOrder orderId={orderId} size="small" /> : null}
        <Button component={RouterLink} to="/user-orders" variant="outlined" size="small">
          Мои заказы
        </Button>
      </Box>
    </Alert>
  );
}

/** The prompt of a shopper who must sign in (or up) with the quote's e-mail to accept it. */
function SignInPrompt({ quote, otherAccount, currentEmail }: { quote: PublicQuote; otherAccount: boolean; currentEmail?: string }) {
  return (
    <Alert severity="info" data-testid="quote-sign-in" sx={{ mt: 2 }}>
      <Typography>
        {otherAccount
          ? `Вы вошли как ${currentEmail ?? 'другой пользователь'}, а предложение адресовано ${quote.contact_email}. Войдите с этим адресом, чтобы принять его.`
          : `Чтобы принять предложение, войдите или зарегистрируйтесь с e-mail ${quote.contact_email}: заказ появится в вашем кабинете.`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button component={RouterLink} to={authLink('signin', quote)} variant="contained" size="small">
          Войти
        </Button>
        <Button component={RouterLink} to={authLink('signup', quote)} variant="outlined" size="small">
          Зарегистрироваться
        </Button>
      </Box>
    </Alert>
  );
}

/** «Принять»: confirms, then turns the quote into an order (signed in with the quote's e-mail). */
export function QuoteAccept({ quote, onAccepted }: { quote: PublicQuote; onAccepted: (orderId: number) => void }) {
  const { isLogin, user } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  // Nobody is put down for cash unasked: the customer picks; a company pays against the invoice by default.
  const [payment, setPayment] = useState<PaymentMethod | ''>(quote.payer_type === 'company' ? 'transfer' : '');

  const start = () => setStep(isLogin ? { kind: 'confirm' } : { kind: 'sign-in', otherAccount: false });
  const accept = async () => {
    setStep({ kind: 'busy' });
    try {
      if (payment === '') return;
      const answer = await acceptQuote(quote.token, payment);
      setStep({ kind: 'idle' });
      onAccepted(answer.order_id);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403))
        setStep({ kind: 'sign-in', otherAccount: error.status === 403 });
      else setStep({ kind: 'error', text: errorText(error) });
    }
  };

  return (
    <>
      <Button variant="contained" size="large" onClick={start} disabled={step.kind === 'busy'}>
        Принять
      </Button>
      <Dialog
        open={step.kind === 'confirm' || step.kind === 'busy'}
        onClose={() => setStep({ kind: 'idle' })}
        aria-labelledby="accept-title"
      >
        <DialogTitle id="accept-title">Принять предложение?</DialogTitle>
        <DialogContent>
          <Typography>
            Мы оформим заказ на {formatPrice(quote.total)}
            {quote.deposit.amount > 0 ? `; предоплата — ${formatPrice(quote.deposit.amount)}` : ''}.
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {quote.cancellation_rule}
          </Typography>
          <FormControl sx={{ mt: 2 }}>
            <FormLabel id="accept-payment-label">Как будете оплачивать?</FormLabel>
            <RadioGroup
              aria-labelledby="accept-payment-label"
              name="payment_method"
              value={payment}
              onChange={(event) => setPayment(event.target.value as PaymentMethod)}
            >
              <FormControlLabel value="transfer" control={<Radio />} label={PAYMENT_METHOD_LABELS.transfer} />
              <FormControlLabel value="card" control={<Radio />} label={PAYMENT_METHOD_LABELS.card} />
              <FormControlLabel value="cash" control={<Radio />} label={PAYMENT_METHOD_LABELS.cash} />
            </RadioGroup>
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStep({ kind: 'idle' })}>Отмена</Button>
          <Button variant="contained" onClick={() => void accept()} disabled={step.kind === 'busy' || payment === ''}>
            Принять и оформить заказ
          </Button>
        </DialogActions>
      </Dialog>
      {step.kind === 'sign-in' && (
        <Box sx={{ flexBasis: '100%' }}>
          <SignInPrompt quote={quote} otherAccount={step.otherAccount} currentEmail={user?.email} />
        </Box>
      )}
      {step.kind === 'error' && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {step.text}
        </Alert>
      )}
    </>
  );
}

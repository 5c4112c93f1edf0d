import Alert from '@mui/material/Alert';
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
import { useState } from 'react';
import { errorText } from '../api/client';
import { payOrder } from '../api/payments';
import type { EripInstructions, OnlineMethod, PayWhat } from '../api/paymentTypes';
import { formatPrice } from '../shared/format';
import { EripPanel } from './EripPanel';
import { payChoices, type PayableOrder } from './payChoices';
import { PaymentLegalLinks } from './PaymentLegalLinks';
import { browser, ONLINE_METHOD_LABEL } from './paymentWords';

interface Props {
  order: PayableOrder;
  /** The methods the shop takes (GET /payments/online). */
  methods: OnlineMethod[];
  onClose: () => void;
}

/**
 * «Оплатить онлайн»: what to pay (deposit, rest or whole order) and how (card or ERIP). A card goes
 * to the provider's checkout page; ERIP shows the path, order number, amount and QR code.
 */
export function PayOnlineDialog({ order, methods, onClose }: Props) {
  const choices = payChoices(order);
  const [what, setWhat] = useState<PayWhat | undefined>(choices[0]?.what);
  const [method, setMethod] = useState<OnlineMethod | undefined>(methods[0]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [erip, setErip] = useState<EripInstructions | null>(null);
  const titleId = `pay-${order.id}-title`;

  const pay = async () => {
    if (!what || !method) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await payOrder(order.id, { what, method });
      if (answer.redirect_url) {
        browser.go(answer.redirect_url);
        return; // the page is leaving: the button stays busy
      }
      if (answer.erip) setErip(answer.erip);
      setBusy(false);
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Оплата заказа № {order.id}</DialogTitle>
      <DialogContent>
        {erip ? (
          <EripPanel erip={erip} />
        ) : choices.length === 0 ? (
          <Alert severity="info">По заказу сейчас нечего оплачивать.</Alert>
        ) : (
          <>
            <FormControl sx={{ mb: 2, display: 'block' }}>
              <FormLabel id={`${titleId}-what`}>Что оплатить</FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-what`}
                value={what ?? ''}
                onChange={(event) => setWhat(event.target.value as PayWhat)}
              >
                {choices.map((choice) => (
                  <FormControlLabel
                    key={choice.what}
                    value={choice.what}
                    control={<Radio />}
                    label={`${choice.label} — ${formatPrice(choice.amount)}`}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <FormControl sx={{ display: 'block' }}>
              <FormLabel id={`${titleId}-method`}>Как оплатить</FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-method`}
                value={method ?? ''}
                onChange={(event) => setMethod(event.target.value as OnlineMethod)}
              >
                {methods.map((option) => (
                  <FormControlLabel key={option} value={option} control={<Radio />} label={ONLINE_METHOD_LABEL[option]} />
                ))}
              </RadioGroup>
            </FormControl>
            {error && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {error}
              </Alert>
            )}
            <PaymentLegalLinks sx={{ mt: 2 }} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {erip ? 'Готово' : 'Отмена'}
        </Button>
        {!erip && choices.length > 0 && (
          <Button variant="contained" onClick={() => void pay()} disabled={busy || !what || !method}>
            {method === 'erip' ? 'Получить счёт ЕРИП' : 'Перейти к оплате'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

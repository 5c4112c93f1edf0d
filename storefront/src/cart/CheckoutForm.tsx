import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { PaymentMethod } from '../api/types';
import { PAYMENT_METHOD_LABEL } from '../shared/labels';
import { useFormState } from '../shared/useFormState';
import { EMPTY_CHECKOUT, validateCheckout, type CheckoutValues } from './checkoutValidation';

export interface CheckoutData extends CheckoutValues {
  payment_method: PaymentMethod;
}

interface Props {
  busy?: boolean;
  onSubmit: (data: CheckoutData) => void;
}

/** Contact data of an order with the section-5 rules; the submit button waits for the consent tick. */
export function CheckoutForm({ busy = false, onSubmit }: Props) {
  const form = useFormState(EMPTY_CHECKOUT, validateCheckout);
  const [payment, setPayment] = useState<PaymentMethod>('cash');
  const [consent, setConsent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    onSubmit({ ...form.values, payment_method: payment });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="checkout-title" sx={{ mt: 3 }}>
      <Typography id="checkout-title" component="h2" variant="h5" gutterBottom>
        Оформление заказа
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Фамилия" required autoComplete="family-name" {...form.field('surname')} />
        <TextField label="Имя" required autoComplete="given-name" {...form.field('first_name')} />
        <TextField label="Отчество" required autoComplete="additional-name" {...form.field('last_name')} />
        <TextField
          label="Телефон"
          required
          type="tel"
          autoComplete="tel"
          placeholder="375XXXXXXXXX"
          {...form.field('contact_phone')}
          helperText={form.errors.contact_phone ?? 'в формате 375XXXXXXXXX'}
        />
        <TextField label="E-mail" type="email" autoComplete="email" {...form.field('contact_email')} />
        <TextField label="Адрес доставки" autoComplete="street-address" {...form.field('delivery_address')} />
      </Box>
      <FormControl sx={{ mt: 1 }}>
        <FormLabel id="payment-label">Способ оплаты</FormLabel>
        <RadioGroup row aria-labelledby="payment-label" name="payment_method" value={payment} onChange={(event) => setPayment(event.target.value as PaymentMethod)}>
          <FormControlLabel value="cash" control={<Radio />} label={PAYMENT_METHOD_LABEL.cash} />
          <FormControlLabel value="card" control={<Radio />} label={PAYMENT_METHOD_LABEL.card} />
        </RadioGroup>
      </FormControl>
      <Box>
        <FormControlLabel
          control={<Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />}
          label="Я согласен(на) на обработку персональных данных"
        />
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={!consent || busy} sx={{ mt: 1 }}>
        Подтвердить заказ
      </Button>
    </Box>
  );
}

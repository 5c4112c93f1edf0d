import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { Form, SelectInput, TextInput, required } from 'react-admin';
import { parseDayTime } from '@bulbash/rules';
import { PAYMENT_CHOICES } from '../shared/labels';
import type { NewPayment } from './paymentsApi';

interface PaymentValues {
  amount?: string;
  method?: NewPayment['method'];
  /** «05.12.2026 14:30», Minsk time; empty: now (the API refuses the future). */
  paid_at?: string;
  note?: string;
}

const amountOf = (text: unknown) =>
  Number(
    String(text ?? '')
      .replace(',', '.')
      .replace(/\s/g, ''),
  );

/** What the form's values send: the amount as a number, an empty note as null, no paid_at for «now». */
export const toPayment = (values: PaymentValues): NewPayment => ({
  amount: amountOf(values.amount),
  method: values.method,
  note: values.note?.trim() || null,
  ...(values.paid_at?.trim() ? { paid_at: parseDayTime(values.paid_at) ?? values.paid_at } : {}),
});

/** Empty (now) or a day and a time as Russian writes them. */
const paidAtRule = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && parseDayTime(value) === null ? 'Укажите дату и время: 05.12.2026 14:30' : undefined;

/** A sum other than zero; a minus (a refund) only for a role that may give money back. */
const amountRule = (mayRefund: boolean) => (value: unknown) => {
  const amount = amountOf(value);
  if (String(value ?? '').trim() === '' || !Number.isFinite(amount) || amount === 0)
    return mayRefund ? 'Укажите сумму (возврат — со знаком минус)' : 'Укажите сумму';
  if (amount < 0 && !mayRefund) return 'Ваша роль не может оформлять возвраты денег';
  return undefined;
};

interface Props {
  /** The method the form starts with: the order's own (a transfer order's money came by transfer). */
  method: string;
  mayRefund: boolean;
  busy: boolean;
  /** Records the payment; `recorded` clears the form for the next one. */
  onRecord: (payment: NewPayment, recorded: () => void) => void;
}

/** «Записать оплату»: a react-admin form of the sum (a refund with a minus), the method, when it was paid and a note. */
export function PaymentForm({ method, mayRefund, busy, onRecord }: Props) {
  // A new round is a new, empty form after a recorded payment.
  const [round, setRound] = useState(0);
  return (
    <Form
      key={round}
      record={{ method }}
      onSubmit={(values: Record<string, unknown>) => onRecord(toPayment(values as PaymentValues), () => setRound((value) => value + 1))}
      noValidate
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}>
        <TextInput
          source="amount"
          label="Сумма, byn"
          validate={amountRule(mayRefund)}
          helperText={mayRefund ? 'возврат — со знаком минус' : false}
          fullWidth={false}
          sx={{ width: 200 }}
        />
        <SelectInput source="method" label="Способ" choices={PAYMENT_CHOICES} validate={required()} fullWidth={false} sx={{ width: 260 }} />
        {/* Typed as Russian writes it: a datetime-local input shows the browser's own pattern («mm/dd/yyyy»). */}
        <TextInput
          source="paid_at"
          label="Дата оплаты"
          helperText="пусто — сейчас"
          validate={paidAtRule}
          placeholder="дд.мм.гггг чч:мм"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric' } }}
          fullWidth={false}
          sx={{ width: 220 }}
        />
        <TextInput source="note" label="Примечание" helperText={false} fullWidth={false} sx={{ width: { xs: '100%', sm: 260 } }} />
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
          Записать оплату
        </Button>
      </Box>
    </Form>
  );
}

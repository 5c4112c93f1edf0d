import { toMinor } from '@bulbash/rules';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { formatMoney } from '../shared/format';
import { paymentLabel } from '../shared/labels';
import type { Payment } from './paymentsApi';

interface Props {
  payment: Payment;
  busy: boolean;
  onRefund: (refund: { amount: number; reason: string }) => void;
  onClose: () => void;
}

/** «Вернуть»: how much of an online payment to give back (at most what is still refundable) and why. */
export function RefundDialog({ payment, busy, onRefund, onClose }: Props) {
  const { refundable } = payment;
  const [amount, setAmount] = useState(String(refundable).replace('.', ','));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const value = Number(amount.replace(',', '.').replace(/\s/g, ''));
    if (!Number.isFinite(value) || value <= 0) return setProblem('Укажите сумму больше нуля');
    if (toMinor(value) > toMinor(refundable)) return setProblem(`Можно вернуть не больше ${formatMoney(refundable)}`);
    if (reason.trim().length < 3) return setProblem('Укажите причину возврата');
    setProblem(null);
    onRefund({ amount: value, reason: reason.trim() });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="refund-title" fullWidth maxWidth="xs">
      <DialogTitle id="refund-title">Вернуть оплату</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {paymentLabel(payment.method)}, {formatMoney(payment.amount)}, транзакция {payment.provider_uid}. Можно вернуть до{' '}
          {formatMoney(refundable)}. Деньги вернутся на карту или счёт плательщика через bePaid.
        </Typography>
        <TextField
          label="Сумма возврата, byn"
          name="refund_amount"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          fullWidth
          size="small"
          sx={{ mb: 2 }}
        />
        <TextField
          label="Причина"
          name="refund_reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          size="small"
          multiline
          minRows={2}
        />
        {problem && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Отмена
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={busy}>
          Вернуть
        </Button>
      </DialogActions>
    </Dialog>
  );
}

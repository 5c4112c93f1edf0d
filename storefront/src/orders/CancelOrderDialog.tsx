import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { OrderShort } from '../api/types';
import { formatPrice } from '../shared/format';
import { feeIfCancelledNow, graceEndsAt, moneyAfterCancelling } from './orderFacts';

interface Props {
  order: OrderShort;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before cancelling and says first what it costs. */
export function CancelOrderDialog({ order, busy, onConfirm, onClose }: Props) {
  const fee = feeIfCancelledNow(order);
  const money = moneyAfterCancelling(order.paid_amount ?? 0, fee);
  const graceUntil = graceEndsAt(order);
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-order-title" aria-describedby="cancel-order-fee">
      <DialogTitle id="cancel-order-title">Отменить заказ № {order.id}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-order-fee" sx={{ fontWeight: 500, color: 'text.primary' }}>
          {fee > 0
            ? order.cancellation_terms === 'deposit_kept'
              ? `Отмена будет стоить ${formatPrice(fee)}: по условиям предложения внесённая предоплата не возвращается.`
              : `Отмена будет стоить ${formatPrice(fee)} — 50 % суммы заказа: до доставки меньше 24 часов.`
            : graceUntil
              ? `Отмена бесплатна: заказ оформлен недавно (бесплатно до ${graceUntil}).`
              : 'Отмена бесплатна.'}
        </DialogContentText>
        {money && (
          <DialogContentText id="cancel-order-money" sx={{ mt: 1, color: 'text.primary' }}>
            {money}
          </DialogContentText>
        )}
        <DialogContentText variant="body2" sx={{ mt: 1 }}>
          {order.cancellation_terms_text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Не отменять
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          Отменить заказ
        </Button>
      </DialogActions>
    </Dialog>
  );
}

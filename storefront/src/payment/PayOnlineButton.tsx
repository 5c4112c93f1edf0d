import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { payChoices, type PayableOrder } from './payChoices';
import { PayOnlineDialog } from './PayOnlineDialog';
import { useOnlinePayments } from './useOnlinePayments';

interface Props {
  order: PayableOrder;
  size?: ButtonProps['size'];
  /** Open the dialog at once (the reminder e-mail's link `/user-orders?pay={id}`). */
  initiallyOpen?: boolean;
  /** Called when the dialog closes. */
  onClosed?: () => void;
}

/** «Оплатить онлайн» with its dialog; nothing when online payment is off or nothing is due. */
export function PayOnlineButton({ order, size = 'medium', initiallyOpen = false, onClosed }: Props) {
  const online = useOnlinePayments();
  const [open, setOpen] = useState(initiallyOpen);
  if (!online?.enabled || online.methods.length === 0 || payChoices(order).length === 0) return null;
  return (
    <>
      <Button
        variant="contained"
        color="primary"
        size={size}
        onClick={() => setOpen(true)}
        aria-label={`Оплатить онлайн заказ № ${order.id}`}
      >
        Оплатить онлайн
      </Button>
      {open && (
        <PayOnlineDialog
          order={order}
          methods={online.methods}
          onClose={() => {
            setOpen(false);
            onClosed?.();
          }}
        />
      )}
    </>
  );
}

import Button, { type ButtonProps } from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { loadOnlinePayments } from '../api/payments';
import type { OnlinePayments } from '../api/paymentTypes';
import { payChoices, type PayableOrder } from './payChoices';
import { PayOnlineDialog } from './PayOnlineDialog';

/** Whether the shop takes online payments (null while asking). */
export function useOnlinePayments(): OnlinePayments | null {
  const [online, setOnline] = useState<OnlinePayments | null>(null);
  useEffect(() => {
    let alive = true;
    void loadOnlinePayments().then((answer) => alive && setOnline(answer));
    return () => {
      alive = false;
    };
  }, []);
  return online;
}

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

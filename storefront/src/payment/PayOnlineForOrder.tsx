import type { ButtonProps } from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { fetchUserOrder } from '../api/orders';
import type { Order } from '../api/types';
import { useSession } from '../state/session';
import { PayOnlineButton } from './PayOnlineButton';

/** «Оплатить онлайн» for an order known by its number (the accepted quote): loads it for the signed-in customer. */
export function PayOnlineForOrder({ orderId, size }: { orderId: number; size?: ButtonProps['size'] }) {
  const { isLogin } = useSession();
  const [order, setOrder] = useState<Order | null>(null);
  useEffect(() => {
    if (!isLogin) return;
    let alive = true;
    fetchUserOrder(orderId).then(
      (data) => alive && setOrder(data),
      () => alive && setOrder(null),
    );
    return () => {
      alive = false;
    };
  }, [isLogin, orderId]);
  return order ? <PayOnlineButton order={order} size={size} /> : null;
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { fetchUserOrder } from '../api/orders';
import { formatPrice } from '../shared/format';
import { LoadError } from '../shared/LoadError';
import { Picture } from '../shared/Picture';
import { useAsync } from '../shared/useAsync';
import { OrderPayment } from './OrderPayment';

/** The contact data and items of one order, loaded when its row is opened; a failed load offers «Повторить». */
export function OrderDetails({ id }: { id: number }) {
  const { data: order, error, retry } = useAsync(() => fetchUserOrder(id), [id]);

  if (error !== undefined) return <LoadError what="состав заказа" onRetry={retry} />;
  if (!order) return <CircularProgress size={24} aria-label="Загрузка заказа" />;
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="body2">
        Получатель: {[order.surname, order.first_name, order.last_name].filter(Boolean).join(' ')}, тел. {order.contact_phone}
        {order.contact_email ? `, ${order.contact_email}` : ''}
      </Typography>
      <Typography variant="body2">
        {order.delivery_method === 'pickup' ? 'Адрес самовывоза' : 'Адрес доставки'}: {order.delivery_address || 'не указан'}
      </Typography>
      {order.comment && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          Комментарий: {order.comment}
        </Typography>
      )}
      <Box sx={{ mb: 1 }} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {order.order_items.map((item, index) => (
          <Box component="li" key={`${item.name}-${index}`} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Box sx={{ width: 64, flexShrink: 0 }}>
              <Picture src={item.image_path} alt="" width={64} height={48} sizes="64px" sx={{ borderRadius: 1 }} />
            </Box>
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {item.name}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {item.quantity} × {formatPrice(item.product_cost)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 1, display: 'grid', gap: 0.25 }} aria-label="Из чего складывается сумма">
        <Typography variant="body2">Блюда: {formatPrice(order.items_total)}</Typography>
        <Typography variant="body2">Доставка: {formatPrice(order.delivery_cost)}</Typography>
        {order.adjustments.map((adjustment, index) => (
          <Typography variant="body2" key={`adjustment-${index}`}>
            {adjustment.label}: {formatPrice(adjustment.amount)}
          </Typography>
        ))}
      </Box>
      <OrderPayment order={order} />
    </Box>
  );
}

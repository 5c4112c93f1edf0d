import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { depositLine, formatDay, paymentStatusLabel, toMinor } from '@bulbash/rules';
import { getToken } from '../api/client';
import type { Order } from '../api/types';
import { formatPrice } from '../shared/format';

/** «Предоплата 50 % — 250,00 byn до 12.12.2026», or null when no deposit is due. */
export function depositText(order: Pick<Order, 'deposit_due' | 'total_cost'>): string | null {
  if (!order.deposit_due) return null;
  const percent = order.total_cost > 0 ? Math.round((order.deposit_due.amount / order.total_cost) * 100) : 0;
  return depositLine({ percent, amountMinor: toMinor(order.deposit_due.amount), dueDay: order.deposit_due.due_at }, formatPrice);
}

/** Downloads the invoice with the session's token and opens it (a plain link would carry no token). */
export async function openInvoice(id: number): Promise<void> {
  const token = getToken();
  const response = await fetch(`/api/v1/order/${id}/invoice.pdf`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) return;
  const url = URL.createObjectURL(await response.blob());
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** What the order's money stands at: paid, still due (deposit first), and the invoice. */
export function OrderPayment({ order }: { order: Order }) {
  const deposit = depositText(order);
  return (
    <Box sx={{ mt: 1, display: 'grid', gap: 0.25 }} aria-label="Оплата заказа">
      <Typography variant="body2">
        Оплата: {paymentStatusLabel(order.payment_status)}; оплачено {formatPrice(order.paid_amount)}
        {order.balance_due > 0 ? `, к оплате ${formatPrice(order.balance_due)}` : ''}
        {order.balance_due_at && order.balance_due > 0 ? ` до ${formatDay(order.balance_due_at)}` : ''}
        {order.refund_due > 0 ? `, к возврату ${formatPrice(order.refund_due)}` : ''}
      </Typography>
      {deposit && (
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="deposit-due">
          {deposit}
        </Typography>
      )}
      {order.company && (
        <Typography variant="body2">
          Плательщик: {order.company.name}, УНП {order.company.unp}
        </Typography>
      )}
      <Link component="button" type="button" variant="body2" sx={{ justifySelf: 'start' }} onClick={() => void openInvoice(order.id)}>
        Счёт на оплату (PDF)
      </Link>
    </Box>
  );
}

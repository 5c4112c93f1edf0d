import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, usePermissions, useRecordContext } from 'react-admin';
import { PAID_LABEL, REFUND_FLAG_LABELS, formatDay } from '@bulbash/rules';
import { formatMoney } from '../shared/format';
import { paymentLabel } from '../shared/labels';
import { minskDateTime } from '../kitchen/minskDays';
import { canRefund } from './onlinePayments';
import { OnlineAttempts } from './OnlineAttempts';
import { OnlineRefunds } from './OnlineRefunds';
import type { Payment } from './paymentsApi';
import { PaymentForm } from './PaymentForm';
import { PaymentStatusField } from './PaymentStatusField';
import { useAllowed } from '../access/useAllowed';
import { RefundDialog } from './RefundDialog';
import { useOrderPayments } from './useOrderPayments';

const day = (value: string | null | undefined) => (value ? formatDay(value) : '—');

/**
 * The order page's payments panel: what was paid and owed, the ledger (remove a mistaken line
 * after a confirmation) and a form to record a payment or, with a minus, a refund.
 */
export const OrderPayments = () => {
  const record = useRecordContext();
  const [removing, setRemoving] = useState<Payment | null>(null);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const { permissions } = usePermissions();
  const mayRefund = canRefund(permissions);
  // Recording (and removing) payments is `payments` write; a negative amount is a refund (`refunds` write).
  const canRecord = useAllowed('payments', 'create');
  const { ledger, invoices, attempts, record: recordPayment, remove, refund, busy } = useOrderPayments(record?.id, record?.version);

  if (!record) return null;
  const payments = ledger.data?.data ?? [];
  const refunds = ledger.data?.refunds ?? [];

  return (
    <Box sx={{ mt: 3 }} aria-label="Оплаты" component="section">
      <Typography variant="h6" sx={{ mb: 1 }}>
        Оплаты <PaymentStatusField />
      </Typography>
      <Typography variant="body2" data-testid="payment-summary">
        Оплачено: {formatMoney(record.paid_amount)} · Остаток: {record.balance_due > 0 ? formatMoney(record.balance_due) : PAID_LABEL}
        {record.balance_due_at && record.balance_due > 0 ? ` до ${day(record.balance_due_at)}` : ''}
        {record.deposit_due ? ` · Предоплата: ${formatMoney(record.deposit_due.amount)} до ${day(record.deposit_due.due_at)}` : ''}
        {record.refund_due ? ` · К возврату: ${formatMoney(record.refund_due)}` : ''}
      </Typography>
      {ledger.error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {ledger.error instanceof Error ? ledger.error.message : String(ledger.error)}
        </Alert>
      ) : null}
      <Table size="small" aria-label="Оплаты заказа" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>Когда</TableCell>
            <TableCell align="right">Сумма</TableCell>
            <TableCell>Способ</TableCell>
            <TableCell>Примечание</TableCell>
            <TableCell>Кто записал</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>Оплат пока нет</TableCell>
            </TableRow>
          )}
          {payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell>{minskDateTime(payment.paid_at)}</TableCell>
              <TableCell align="right">
                {formatMoney(payment.amount)}
                {payment.refund_flag && (
                  <Typography variant="caption" component="div" color="error" data-testid={`payment-${payment.id}-refund-flag`}>
                    {REFUND_FLAG_LABELS[payment.refund_flag]}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {paymentLabel(payment.method)}
                {payment.provider_uid && (
                  <Typography
                    variant="caption"
                    component="div"
                    color="text.secondary"
                    sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                    data-testid={`payment-${payment.id}-uid`}
                  >
                    bePaid: {payment.provider_uid}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{payment.note ?? ''}</TableCell>
              <TableCell>{payment.recorded_by ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {mayRefund && payment.refundable > 0 && (
                  <Button size="small" onClick={() => setRefunding(payment)} aria-label={`вернуть оплату ${formatMoney(payment.amount)}`}>
                    Вернуть
                  </Button>
                )}
                {/* An online payment is real money at the provider: it goes back through «Вернуть», not by deleting the line. */}
                {canRecord && !payment.provider_uid && (
                  <Tooltip title="удалить запись">
                    <IconButton
                      size="small"
                      aria-label={`удалить оплату ${formatMoney(payment.amount)}`}
                      onClick={() => setRemoving(payment)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <OnlineRefunds refunds={refunds} />
      <OnlineAttempts attempts={attempts} />
      {invoices.length > 0 && (
        <Box component="ul" aria-label="Счета" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {invoices.map((invoice) => (
            <Typography
              component="li"
              variant="body2"
              key={invoice.number}
              color={invoice.state === 'replaced' ? 'text.secondary' : undefined}
            >
              {invoice.label} — {formatMoney(invoice.total)}
            </Typography>
          ))}
        </Box>
      )}
      {canRecord && (
        <PaymentForm
          method={String(record.payment_method ?? 'cash')}
          mayRefund={mayRefund}
          busy={busy}
          onRecord={(payment, recorded) => recordPayment.mutate(payment, { onSuccess: recorded })}
        />
      )}
      {refunding && (
        <RefundDialog
          payment={refunding}
          busy={busy}
          onClose={() => setRefunding(null)}
          onRefund={(request) => refund.mutate({ payment: refunding, request }, { onSuccess: () => setRefunding(null) })}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        title="Удалить запись об оплате?"
        content={
          removing
            ? `${formatMoney(removing.amount)} (${paymentLabel(removing.method)}), ${minskDateTime(removing.paid_at)}. Удаление попадёт в историю заказа.`
            : ''
        }
        confirm="удалить"
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (target) remove.mutate(target);
        }}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
};

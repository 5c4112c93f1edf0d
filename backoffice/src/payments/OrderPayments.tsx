import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Confirm, useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import { PAID_LABEL, REFUND_FLAG_LABELS } from '@bulbash/rules';
import { formatMoney } from '../shared/format';
import { PAYMENT_CHOICES, paymentLabel } from '../shared/labels';
import { minskDateTime } from '../kitchen/minskDays';
import { canRefund } from './onlinePayments';
import { OnlineAttempts } from './OnlineAttempts';
import { OnlineRefunds } from './OnlineRefunds';
import { paymentsApi, type InvoiceRow, type OnlineAttempt, type OnlineRefund, type Payment } from './paymentsApi';
import { PaymentStatusField } from './PaymentStatusField';
import { useAllowed } from '../access/useAllowed';
import { RefundDialog } from './RefundDialog';

const day = (value: string | null | undefined) => (value ? value.split('-').reverse().join('.') : '—');

/**
 * The order page's payments panel: what was paid and owed, the ledger (remove a mistaken line
 * after a confirmation) and a form to record a payment or, with a minus, a refund.
 */
export const OrderPayments = () => {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [payments, setPayments] = useState<Payment[]>([]);
  const [invoices, setInvoices] = useState<InvoiceRow[]>([]);
  const [amount, setAmount] = useState('');
  // Unchosen: the order's own payment method (a transfer order's money came by transfer).
  const [chosenMethod, setMethod] = useState<string | null>(null);
  /** 'YYYY-MM-DDTHH:MM' Minsk time, empty: now (the API refuses the future). */
  const [paidAt, setPaidAt] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Payment | null>(null);
  const [attempts, setAttempts] = useState<OnlineAttempt[]>([]);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const [refunds, setRefunds] = useState<OnlineRefund[]>([]);
  const { permissions } = usePermissions();
  const mayRefund = canRefund(permissions);
  // Recording (and removing) payments is `payments` write; a negative amount is a refund (`refunds` write).
  const canRecord = useAllowed('payments', 'create');
  const orderId = record?.id;

  const load = useCallback(async () => {
    if (orderId === undefined) return;
    try {
      const [ledger, issued, online] = await Promise.all([
        paymentsApi.list(orderId),
        paymentsApi.invoices(orderId),
        // The attempts are extra: the ledger shows even when they cannot be read.
        paymentsApi.attempts(orderId).catch(() => []),
      ]);
      setPayments(ledger.data);
      setRefunds(ledger.refunds ?? []);
      setInvoices(issued);
      setAttempts(online);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  }, [orderId, notify]);

  useEffect(() => {
    void load();
  }, [load, record?.version]);

  if (!record) return null;
  const method = chosenMethod ?? String(record.payment_method ?? 'cash');

  const run = async (work: () => Promise<{ message: string; type?: 'success' | 'warning' }>) => {
    setBusy(true);
    try {
      const answer = await work();
      notify(answer.message, { type: answer.type ?? 'success' });
      refresh();
      await load();
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.replace(',', '.').replace(/\s/g, ''));
    if (!amount.trim() || !Number.isFinite(value) || value === 0) {
      notify(mayRefund ? 'Укажите сумму (возврат — со знаком минус)' : 'Укажите сумму', { type: 'warning' });
      return;
    }
    if (value < 0 && !mayRefund) {
      notify('Ваша роль не может оформлять возвраты денег', { type: 'warning' });
      return;
    }
    const done = await run(() =>
      paymentsApi.add(record.id, { amount: value, method, note: note.trim() || null, ...(paidAt ? { paid_at: paidAt } : {}) }),
    );
    if (done) {
      setAmount('');
      setNote('');
      setPaidAt('');
    }
  };

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
        <Box
          component="form"
          onSubmit={(event) => void submit(event)}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}
        >
          <TextField
            size="small"
            label="Сумма, byn"
            name="amount"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            helperText={mayRefund ? 'возврат — со знаком минус' : ' '}
            sx={{ width: 180 }}
            fullWidth={false}
          />
          <TextField
            size="small"
            select
            label="Способ"
            name="method"
            value={method}
            onChange={(event) => setMethod(event.target.value)}
            sx={{ width: 260 }}
            fullWidth={false}
            helperText=" "
          >
            {PAYMENT_CHOICES.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="datetime-local"
            label="Дата оплаты"
            name="paid_at"
            value={paidAt}
            onChange={(event) => setPaidAt(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText="пусто — сейчас"
            sx={{ width: 220 }}
            fullWidth={false}
          />
          <TextField
            size="small"
            label="Примечание"
            name="note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            helperText=" "
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ mb: 2.5 }}>
            Записать оплату
          </Button>
        </Box>
      )}
      {refunding && (
        <RefundDialog
          payment={refunding}
          busy={busy}
          onClose={() => setRefunding(null)}
          onRefund={(refund) => {
            const target = refunding;
            void run(async () => {
              const answer = await paymentsApi.refund(record.id, target.id, refund);
              // bePaid's answer was lost: the shop checks the refund itself; it must not be pressed again.
              if ('unknown' in answer) return { message: answer.unknown.message, type: 'warning' };
              return { message: `Возврат ${formatMoney(refund.amount)} выполнен` };
            }).then((done) => done && setRefunding(null));
          }}
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
          if (target) void run(() => paymentsApi.remove(record.id, target.id));
        }}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
};

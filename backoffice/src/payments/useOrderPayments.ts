import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { formatMoney } from '../shared/format';
import type { NewPayment, Payment, RefundRequest } from './paymentsApi';

/**
 * The order page's payments through the data provider and react-query (the react-admin way): the
 * ledger, the invoices and the online attempts read per order version, and the three changes
 * (record, remove, refund) as mutations that say what happened and refresh the page, so the order's
 * position and history and this panel are read again.
 */
export function useOrderPayments(orderId: Identifier | undefined, version: unknown) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const enabled = orderId !== undefined && orderId !== null;
  const id = orderId as Identifier;

  const ledger = useQuery({
    queryKey: ['orders', 'payments', orderId, version],
    queryFn: () => dataProvider.getOrderPayments(id),
    enabled,
  });
  const invoices = useQuery({
    queryKey: ['orders', 'invoices', orderId, version],
    queryFn: () => dataProvider.getOrderInvoices(id),
    enabled,
  });
  // The attempts are extra: the ledger shows even when they cannot be read.
  const attempts = useQuery({
    queryKey: ['orders', 'online-payments', orderId, version],
    queryFn: () => dataProvider.getOnlineAttempts(id).catch(() => []),
    enabled,
  });

  const done = (message: string, type: 'success' | 'warning' = 'success') => {
    notify(message, { type });
    refresh();
  };
  const failed = (error: unknown) => notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });

  const record = useMutation({
    mutationFn: (payment: NewPayment) => dataProvider.recordPayment(id, payment),
    onSuccess: (answer) => done(answer.message),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (payment: Payment) => dataProvider.removePayment(id, payment.id),
    onSuccess: (answer) => done(answer.message),
    onError: failed,
  });
  const refund = useMutation({
    mutationFn: ({ payment, request }: { payment: Payment; request: RefundRequest }) => dataProvider.refundPayment(id, payment.id, request),
    // bePaid's answer was lost: the shop checks the refund itself; it must not be pressed again.
    onSuccess: (answer, { request }) =>
      'unknown' in answer ? done(answer.unknown.message, 'warning') : done(`Возврат ${formatMoney(request.amount)} выполнен`),
    onError: failed,
  });

  return {
    ledger,
    invoices: invoices.data ?? [],
    attempts: attempts.data ?? [],
    record,
    remove,
    refund,
    busy: record.isPending || remove.isPending || refund.isPending,
  };
}

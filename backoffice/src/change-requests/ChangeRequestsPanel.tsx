import { lazy, Suspense, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useGetList, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../dataProvider/http';
import { REST_API } from '../dataProvider/resources';
import type { ChangeProposal } from '../orders/OrderChangeForm';
import { linesFromItems, type OrderItemLike } from '../orders/orderLines';
import { formatDateTime } from '../shared/format';
import { CHANGE_REQUEST_STATUS, changesOrder, wishedLines, type ChangeRequest } from './changeRequests';
import { useAllowed } from '../access/useAllowed';

const OrderChangeForm = lazy(() => import('../orders/OrderChangeForm'));

const decide = (id: number, action: 'accept' | 'decline', body?: unknown) =>
  httpClient(`${REST_API}/change-requests/${id}/${action}`, { method: 'POST', body: JSON.stringify(body ?? {}) });

/**
 * «Просьбы клиента» on the order page: what the customer asked to change, and the manager's
 * answer. «Принять» opens the order editor with the request applied (the request is accepted
 * once the order is saved; a comment alone is accepted at once); «Отклонить» asks for the reason,
 * which the customer's letter gives.
 */
export const ChangeRequestsPanel = () => {
  const order = useRecordContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const canDecide = useAllowed('orders', 'edit');
  const [reviewing, setReviewing] = useState<{ request: ChangeRequest; proposal: ChangeProposal } | null>(null);
  const [declining, setDeclining] = useState<ChangeRequest | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const { data: requests, refetch } = useGetList<ChangeRequest>(
    'change-requests',
    { filter: { order_id: order?.id }, pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'DESC' } },
    { enabled: order !== undefined },
  );
  if (!order || !requests || requests.length === 0) return null;

  const done = (message: string) => {
    notify(message, { type: 'success' });
    void refetch();
    refresh();
  };
  const failed = (error: unknown) => notify(error instanceof Error ? error.message : String(error), { type: 'error' });

  const accept = async (request: ChangeRequest) => {
    if (!changesOrder(request)) {
      setBusy(true);
      await decide(request.id, 'accept')
        .then(() => done('Просьба принята, клиенту отправлено письмо'))
        .catch(failed)
        .finally(() => setBusy(false));
      return;
    }
    const current = linesFromItems(Array.isArray(order.order_items) ? (order.order_items as OrderItemLike[]) : []).lines;
    const newIds = (request.lines ?? []).map((line) => line.product_id).filter((id) => !current.some((line) => line.product_id === id));
    const products = newIds.length ? (await dataProvider.getMany('admin-products', { ids: newIds })).data : [];
    const prices = new Map(products.map((product) => [Number(product.id), Number(product.price)]));
    setReviewing({
      request,
      proposal: { guests: request.guests, delivery_at: request.delivery_at, lines: wishedLines(request, current, prices) },
    });
  };

  const decline = () => {
    if (!declining) return;
    setBusy(true);
    decide(declining.id, 'decline', { reason })
      .then(() => {
        setDeclining(null);
        setReason('');
        done('Просьба отклонена, клиенту отправлено письмо с причиной');
      })
      .catch(failed)
      .finally(() => setBusy(false));
  };

  return (
    <Box component="section" aria-labelledby="change-requests-title" sx={{ mt: 3 }}>
      <Typography id="change-requests-title" variant="h6" gutterBottom>
        Просьбы клиента об изменении
      </Typography>
      {requests.map((request) => (
        <Alert
          key={request.id}
          severity={request.status === 'open' ? 'warning' : request.status === 'accepted' ? 'success' : 'info'}
          sx={{ mb: 1 }}
          data-testid={`change-request-${request.id}`}
          action={
            request.status === 'open' && canDecide ? (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button size="small" variant="contained" disabled={busy} onClick={() => void accept(request)}>
                  Принять
                </Button>
                <Button size="small" color="inherit" disabled={busy} onClick={() => setDeclining(request)}>
                  Отклонить
                </Button>
              </Box>
            ) : undefined
          }
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <strong>Просьба от {formatDateTime(request.date_created)}</strong>
            <Chip size="small" label={CHANGE_REQUEST_STATUS[request.status]} />
          </Box>
          {request.summary.map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
          {request.decline_reason ? <Typography variant="body2">Причина отказа: {request.decline_reason}</Typography> : null}
        </Alert>
      ))}

      <Dialog open={reviewing !== null} onClose={() => setReviewing(null)} fullWidth maxWidth="lg" aria-labelledby="review-request-title">
        <DialogTitle id="review-request-title" sx={{ pr: 6 }}>
          Заказ №{order.id}: изменения по просьбе клиента — проверьте и сохраните
          <IconButton aria-label="закрыть" onClick={() => setReviewing(null)} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Suspense fallback={<CircularProgress aria-label="Загрузка" />}>
            {reviewing ? (
              <OrderChangeForm
                record={order}
                proposal={reviewing.proposal}
                onSaved={() => setReviewing(null)}
                onApplied={() =>
                  void decide(reviewing.request.id, 'accept')
                    .then(() => done('Заказ изменён, просьба принята, клиенту отправлено письмо'))
                    .catch(failed)
                }
              />
            ) : null}
          </Suspense>
        </DialogContent>
      </Dialog>

      <Dialog open={declining !== null} onClose={() => setDeclining(null)} fullWidth maxWidth="sm" aria-labelledby="decline-request-title">
        <DialogTitle id="decline-request-title">Отклонить просьбу</DialogTitle>
        <DialogContent>
          <TextField
            label="Причина (клиент получит её в письме)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeclining(null)}>Не отклонять</Button>
          <Button color="error" variant="contained" disabled={busy || reason.trim() === ''} onClick={decline}>
            Отклонить
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { deliverySlots } from '@bulbash/rules';
import { errorText } from '../api/client';
import { fetchUserOrder, requestOrderChange } from '../api/orders';
import type { Order } from '../api/types';
import { changeRequestBody, initialValues, type ChangeRequestValues } from './changeRequest';

interface Props {
  orderId: number;
  onSent: (message: string) => void;
  onClose: () => void;
}

/**
 * «Попросить изменить»: the order's head count, time, dishes and a comment, prefilled; only
 * what the customer changed is sent. The manager accepts or declines it; the answer comes by e-mail.
 */
export function ChangeRequestDialog({ orderId, onSent, onClose }: Props) {
  const [order, setOrder] = useState<Order | null>(null);
  const [values, setValues] = useState<ChangeRequestValues | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchUserOrder(orderId)
      .then((loaded) => {
        setOrder(loaded);
        setValues(initialValues(loaded));
      })
      .catch((failure: unknown) => setError(errorText(failure)));
  }, [orderId]);

  const slots = values?.day ? deliverySlots(values.day, new Date()) : [];
  const timeChoices = values && values.time && !slots.includes(values.time) ? [values.time, ...slots] : slots;
  const set = (patch: Partial<ChangeRequestValues>) => setValues((current) => (current ? { ...current, ...patch } : current));

  const send = async () => {
    if (!order || !values) return;
    const read = changeRequestBody(order, values);
    if (read === null) {
      setError('Измените что-нибудь или напишите комментарий');
      return;
    }
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await requestOrderChange(orderId, read.body);
      onSent(answer.message);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const dishes = order ? order.order_items.filter((item) => item.product_id !== null && item.kind !== 'service') : [];
  return (
    <Dialog open onClose={onClose} aria-labelledby="change-request-title" fullWidth maxWidth="sm">
      <DialogTitle id="change-request-title">Изменить заказ № {orderId}</DialogTitle>
      <DialogContent>
        {!values ? (
          error ? (
            <Alert severity="error">{error}</Alert>
          ) : (
            <CircularProgress size={28} aria-label="Загрузка заказа" />
          )
        ) : (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Поменяйте то, что нужно: менеджер рассмотрит просьбу и ответит письмом. До ответа заказ остаётся прежним.
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
              <TextField
                label="Гостей"
                type="number"
                value={values.guests}
                onChange={(event) => set({ guests: event.target.value })}
                slotProps={{ htmlInput: { min: 1, max: 1000 } }}
              />
              <TextField
                label="День"
                type="date"
                value={values.day}
                onChange={(event) => set({ day: event.target.value, time: '' })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                select
                label="Время"
                value={values.time}
                onChange={(event) => set({ time: event.target.value })}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{timeChoices.length ? 'не выбрано' : 'нет времени'}</option>
                {timeChoices.map((slot) => (
                  <option key={slot} value={slot}>
                    {slot}
                  </option>
                ))}
              </TextField>
            </Box>
            {dishes.length > 0 && (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
                <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                  Блюда (0 — убрать)
                </Typography>
                {dishes.map((item) => (
                  <Box key={item.product_id} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    <Typography sx={{ flex: 1 }}>{item.name}</Typography>
                    <TextField
                      type="number"
                      size="small"
                      sx={{ width: 96 }}
                      value={values.quantities[item.product_id as number] ?? ''}
                      onChange={(event) => set({ quantities: { ...values.quantities, [item.product_id as number]: event.target.value } })}
                      slotProps={{ htmlInput: { min: 0, max: 1000, 'aria-label': `Количество: ${item.name}` } }}
                    />
                  </Box>
                ))}
              </Box>
            )}
            <TextField
              label="Комментарий"
              multiline
              minRows={2}
              value={values.comment}
              onChange={(event) => set({ comment: event.target.value })}
              helperText="Например: добавить вегетарианские блюда, привезти на час позже"
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Закрыть
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy || !values}>
          Отправить просьбу
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRedirect } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { PAYMENT_CHOICES } from '../shared/labels';

/** 'Анна Ковалёва' → first name and family name guesses; the manager checks them and adds the patronymic. */
export const splitName = (full: string): { first_name: string; surname: string } => {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  return { first_name: first, surname: rest.join(' ') };
};

/** «Создать заказ»: the enquiry's menu becomes an order for its customer (the order desk's rules); opens the new order. */
export const CreateOrderButton = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState({ first_name: '', surname: '', last_name: '', payment_method: 'cash', time_override_reason: '' });
  if (!record || record.order_id || !record.lines?.length) return null;

  const start = () => {
    setValues((current) => ({ ...current, ...splitName(String(record.contact_name ?? '')) }));
    setOpen(true);
  };
  const set = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [name]: event.target.value });
  const submit = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.createOrderFromEnquiry(record.id, {
        ...values,
        time_override_reason: values.time_override_reason.trim() || undefined,
      });
      notify(answer.message, { type: 'success' });
      redirect(`/orders/${answer.order_id}/show`);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Не удалось создать заказ', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={start}>
        Создать заказ
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="create-order-title" fullWidth maxWidth="sm">
        <DialogTitle id="create-order-title">Заказ по заявке №{record.id}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" color="text.secondary">
            Меню, время, доставка и гости берутся из заявки, цены — из каталога сегодня. Клиенту уйдёт письмо с заказом.
          </Typography>
          <TextField label="Фамилия" value={values.surname} onChange={set('surname')} required />
          <TextField label="Имя" value={values.first_name} onChange={set('first_name')} required />
          <TextField label="Отчество" value={values.last_name} onChange={set('last_name')} required />
          <TextField select label="Оплата" value={values.payment_method} onChange={set('payment_method')}>
            {PAYMENT_CHOICES.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Причина, если время вне правил магазина"
            value={values.time_override_reason}
            onChange={set('time_override_reason')}
            helperText="Нужна, только если до мероприятия меньше суток или время вне 09:00–21:00"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Отмена</Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={busy || !values.first_name || !values.surname || !values.last_name}
          >
            Создать заказ
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

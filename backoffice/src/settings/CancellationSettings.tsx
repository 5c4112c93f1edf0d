import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { httpClient } from '../dataProvider/http';
import { useAllowed } from '../access/useAllowed';

const PAYMENT_SETTINGS = '/api/v1/bulbash_admin/payment-settings';

/**
 * The payment settings' free-cancellation grace: minutes after placing an order during which the
 * customer may cancel it for free whatever the event time (0 turns it off). The server checks
 * the value (a whole number 0..1440) and answers a refusal naming the field.
 */
export const CancellationSettings = () => {
  const notify = useNotify();
  const canChange = useAllowed('payment-settings', 'edit');
  const [minutes, setMinutes] = useState('');
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    httpClient(PAYMENT_SETTINGS).then(({ json }) => {
      const value = String((json as { free_cancel_minutes: number }).free_cancel_minutes);
      setMinutes(value);
      setSaved(value);
    });
  }, []);

  const save = () =>
    httpClient(PAYMENT_SETTINGS, {
      method: 'PATCH',
      // Sent as typed: a blank or a fraction is the server's 400, shown as it words it.
      body: JSON.stringify({ free_cancel_minutes: minutes.trim() === '' ? '' : Number(minutes.replace(',', '.')) }),
    })
      .then(({ json }) => {
        const value = String((json as { free_cancel_minutes: number }).free_cancel_minutes);
        setMinutes(value);
        setSaved(value);
        notify('Условия отмены сохранены', { type: 'success' });
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }));

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Отмена заказа
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Сколько минут после оформления клиент может отменить заказ бесплатно, даже если до мероприятия меньше 24 часов. 0 — без
          бесплатного периода.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            label="Бесплатная отмена, минут"
            type="number"
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            slotProps={{ htmlInput: { min: 0, max: 1440, step: 1 }, inputLabel: { shrink: true } }}
            disabled={saved === null || !canChange}
            size="small"
            sx={{ width: 240 }}
          />
          {canChange && (
            <Button variant="contained" onClick={save} disabled={saved === null || minutes === saved}>
              Сохранить условия отмены
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};

import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { httpClient } from '../dataProvider/http';

const PAYMENT_SETTINGS = '/api/v1/bulbash_admin/payment-settings';

/**
 * The payment settings' minimum margin (0–100 %, 60 by default): a quote below it asks before it
 * is sent. The server checks the value and answers a refusal naming the field.
 */
export const MarginSettings = () => {
  const notify = useNotify();
  const [percent, setPercent] = useState('');
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    httpClient(PAYMENT_SETTINGS).then(({ json }) => {
      const value = String((json as { min_margin_percent?: number }).min_margin_percent ?? 60);
      setPercent(value);
      setSaved(value);
    });
  }, []);

  const save = () =>
    httpClient(PAYMENT_SETTINGS, {
      method: 'PATCH',
      body: JSON.stringify({ min_margin_percent: percent.trim() === '' ? '' : Number(percent.replace(',', '.')) }),
    })
      .then(({ json }) => {
        const value = String((json as { min_margin_percent: number }).min_margin_percent);
        setPercent(value);
        setSaved(value);
        notify('Минимальная маржа сохранена', { type: 'success' });
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }));

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Минимальная маржа
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Доля цены блюд, которая остаётся после себестоимости по техкартам. Перед отправкой предложения с маржой ниже этой появится
          предупреждение.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            label="Минимальная маржа, %"
            type="number"
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
            slotProps={{ htmlInput: { min: 0, max: 100, step: 1 }, inputLabel: { shrink: true } }}
            disabled={saved === null}
            size="small"
            sx={{ width: 240 }}
          />
          <Button variant="contained" onClick={save} disabled={saved === null || percent === saved}>
            Сохранить минимальную маржу
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};

import { useState } from 'react';
import { Alert, Box, Button, Drawer, Stack, TextField, Typography } from '@mui/material';
import { formatMoney } from '../shared/format';
import { formatMoneyText, MONEY_TEXT_ERROR, parseMoneyText } from '../shared/moneyText';
import { markDelivered, type MyDelivery } from './myDeliveries';
import { PAID_LABEL } from '@bulbash/rules';

interface Props {
  delivery: MyDelivery;
  onClose: () => void;
  onDone: (delivery: MyDelivery) => void;
}

/**
 * The small sheet «Доставлено» opens from the bottom of the phone: the cash taken, prefilled with
 * the amount to collect (0 when paid); the driver may type more or less than that.
 */
export const DeliveredSheet = ({ delivery, onClose, onDone }: Props) => {
  const [cash, setCash] = useState(() => formatMoneyText(delivery.to_collect));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const amount = cash.trim() === '' ? 0 : parseMoneyText(cash);

  const confirm = async () => {
    if (amount === null) return;
    setSaving(true);
    setError(null);
    try {
      onDone(await markDelivered(delivery.order_id, amount > 0 ? amount : null));
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer anchor="bottom" open onClose={onClose} slotProps={{ paper: { sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16 } } }}>
      <Box
        component="form"
        role="dialog"
        aria-label={`Доставка ${delivery.number}`}
        sx={{ p: 2, pb: 3 }}
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Typography variant="h6" component="h2">
          {delivery.number} доставлен?
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          К получению: {delivery.to_collect === null ? '—' : delivery.to_collect > 0 ? formatMoney(delivery.to_collect) : PAID_LABEL}
        </Typography>
        <TextField
          label="Получено наличными, byn"
          value={cash}
          onChange={(event) => setCash(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={amount === null}
          helperText={amount === null ? MONEY_TEXT_ERROR : 'Сколько денег вы взяли у клиента; 0 — если не брали'}
          fullWidth
          autoFocus
        />
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button onClick={onClose} size="large" sx={{ flex: 1 }}>
            Отмена
          </Button>
          <Button type="submit" variant="contained" color="success" size="large" disabled={saving || amount === null} sx={{ flex: 2 }}>
            Подтвердить
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
};

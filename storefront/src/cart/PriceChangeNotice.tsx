import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatPrice } from '../shared/format';
import type { PriceChange } from './orderPayload';

interface Props {
  changes: PriceChange[];
  /** The new total (items + delivery), BYN. */
  total: number;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Prices changed since the cart was loaded: which lines, the new total, and an explicit confirmation. */
export function PriceChangeNotice({ changes, total, busy = false, onConfirm, onCancel }: Props) {
  return (
    <Alert severity="warning" role="alertdialog" aria-labelledby="price-change-title" sx={{ mt: 3 }}>
      <AlertTitle id="price-change-title">Цены изменились</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {changes.map((change) => (
          <li key={change.name}>
            {change.name}: {formatPrice(change.before)} → <b>{formatPrice(change.after)}</b>
          </li>
        ))}
      </Box>
      <Box sx={{ mt: 1 }}>
        Новая сумма заказа: <b>{formatPrice(total)}</b>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button variant="contained" color="warning" onClick={onConfirm} disabled={busy}>
          Подтвердить заказ по новым ценам
        </Button>
        <Button variant="outlined" color="inherit" onClick={onCancel} disabled={busy}>
          Отмена
        </Button>
      </Box>
    </Alert>
  );
}

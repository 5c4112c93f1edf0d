import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EripInstructions } from '../api/paymentTypes';
import { formatPrice } from '../shared/format';

/** Only an inline image is drawn: the shop shows nothing fetched from another site. */
const isInlineImage = (url: string | null): url is string => !!url && url.startsWith('data:image/');

/** How to pay the ERIP invoice from a bank's app: the path, the account (order) number, the amount and the QR code. */
export function EripPanel({ erip }: { erip: EripInstructions }) {
  return (
    <Box data-testid="erip-panel" aria-label="Оплата через ЕРИП" component="section">
      <Typography sx={{ mb: 1 }}>
        Откройте приложение или интернет-банк, выберите «Платежи» → ЕРИП («Расчёт») и пройдите по пути:
      </Typography>
      <Typography sx={{ fontWeight: 700, mb: 1.5 }} data-testid="erip-path">
        {erip.path}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>Номер заказа (лицевой счёт)</dt>
        <dd data-testid="erip-account">
          <b>{erip.account_number}</b>
        </dd>
        <dt>Сумма</dt>
        <dd data-testid="erip-amount">
          <b>{formatPrice(erip.amount)}</b>
        </dd>
      </Box>
      {isInlineImage(erip.qr_code) && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Box component="img" src={erip.qr_code} alt="QR-код для оплаты через ЕРИП" sx={{ width: 200, height: 200, maxWidth: '100%' }} />
          <Typography variant="body2" color="text.secondary">
            Или отсканируйте QR-код в приложении банка.
          </Typography>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Оплата поступит к нам автоматически; статус заказа обновится в разделе «Мои заказы».
      </Typography>
    </Box>
  );
}

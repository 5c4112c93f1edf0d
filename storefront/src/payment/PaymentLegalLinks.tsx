import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CARD_BRANDS_TEXT } from './paymentWords';

/** The payment pages' footnote: the methods by name and the offer and payment terms the customer accepts. */
export function PaymentLegalLinks({ sx }: { sx?: object }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={sx} data-testid="payment-legal">
      Принимаем карты {CARD_BRANDS_TEXT} и оплату через ЕРИП. Оплачивая, вы принимаете условия{' '}
      <Link component={RouterLink} to="/offer" target="_blank">
        публичной оферты
      </Link>{' '}
      и{' '}
      <Link component={RouterLink} to="/payment-terms" target="_blank">
        условия оплаты и возврата
      </Link>
      .
    </Typography>
  );
}

import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { paymentStatusColor, paymentStatusLabel } from './paymentStatus';

/** The order's payment status as a coloured chip. */
export const PaymentStatusField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  if (!record?.payment_status) return null;
  return <Chip size="small" label={paymentStatusLabel(record.payment_status)} color={paymentStatusColor(record.payment_status)} />;
};

import ReceiptIcon from '@mui/icons-material/Receipt';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { getToken } from '../dataProvider/http';

/** Opens the order's invoice PDF (numbered on the first request) in a new tab. */
export const InvoiceButton = () => {
  const record = useRecordContext();
  const notify = useNotify();
  if (!record) return null;
  const open = async () => {
    const token = getToken();
    const response = await fetch(`/api/v1/order/${record.id}/invoice.pdf`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) {
      notify(`Счёт не получен (${response.status})`, { type: 'error' });
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <Button label="Счёт (PDF)" onClick={() => void open()}>
      <ReceiptIcon />
    </Button>
  );
};

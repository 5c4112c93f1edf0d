import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** Who pays: «частное лицо», or the company with its requisites. */
export const PayerField = (_props: { label?: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  const company = record.company as { name: string; unp: string; address: string; account: string; bic: string } | null | undefined;
  if (record.payer_type !== 'company' || !company) return <Typography variant="body2">частное лицо</Typography>;
  return (
    <Typography variant="body2" component="div" data-testid="order-payer">
      {company.name}, УНП {company.unp}
      <br />
      {company.address}
      <br />
      р/с {company.account}, БИК {company.bic}
    </Typography>
  );
};

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useContacts } from './useContacts';
import { PageContainer } from '../shared/PageContainer';
import { InfoSectionBody } from './InfoSectionBody';
import { paymentTermsSections, sellerText } from './offerText';

/** /payment-terms: paying by card and through ERIP, payment security and refunds. */
export default function PaymentTermsPage() {
  const { contacts } = useContacts();
  return (
    <PageContainer title="Оплата и возврат" maxWidth="md">
      <Typography sx={{ mb: 2 }}>
        Продавец — {sellerText(contacts)}. Условия ниже дополняют{' '}
        <Link component={RouterLink} to="/offer">
          публичную оферту
        </Link>
        .
      </Typography>
      {paymentTermsSections(contacts).map((section) => (
        <Box component="section" key={section.title} sx={{ mb: 2.5 }}>
          <InfoSectionBody title={section.title} items={section.items} />
        </Box>
      ))}
    </PageContainer>
  );
}

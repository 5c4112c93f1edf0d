import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { fetchPaymentTerms, PAYMENT_TERMS_URL } from '../api/orders';
import type { PaymentTerms } from '../api/types';
import { useContacts } from './useContacts';
import { usePageAnswer } from '../ssr/pageData';
import { PageContainer } from '../shared/PageContainer';
import { InfoSectionBody } from './InfoSectionBody';
import { offerSections } from './offerText';

/** /offer: the public offer (публичная оферта), built from the contacts record and the deposit terms. */
export default function OfferPage() {
  const { contacts } = useContacts();
  const initialTerms = usePageAnswer<PaymentTerms>(PAYMENT_TERMS_URL);
  const given = initialTerms && 'data' in initialTerms ? initialTerms.data : null;
  const [terms, setTerms] = useState<PaymentTerms | null>(given);
  useEffect(() => {
    if (given) return;
    let alive = true;
    fetchPaymentTerms().then(
      (answer) => alive && setTerms(answer),
      () => undefined,
    );
    return () => {
      alive = false;
    };
    // The server's copy is only read on the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <PageContainer title="Публичная оферта" maxWidth="md">
      <Typography sx={{ mb: 2 }} color="text.secondary">
        Договор розничной купли-продажи готовой кулинарной продукции и оказания услуг доставки
      </Typography>
      {offerSections(contacts, terms).map((section) => (
        <Box component="section" key={section.title} sx={{ mb: 2.5 }}>
          <InfoSectionBody title={section.title} items={section.items} />
        </Box>
      ))}
    </PageContainer>
  );
}

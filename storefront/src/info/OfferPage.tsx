import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { loadContacts } from '../api/info';
import { fetchPaymentTerms } from '../api/orders';
import type { Contacts, PaymentTerms } from '../api/types';
import { PageContainer } from '../shared/PageContainer';
import { InfoSectionBody } from './InfoSectionBody';
import { offerSections } from './offerText';

/** /offer: the public offer (публичная оферта), built from the contacts record and the deposit terms. */
export default function OfferPage() {
  const [contacts, setContacts] = useState<Contacts | null>(null);
  const [terms, setTerms] = useState<PaymentTerms | null>(null);
  useEffect(() => {
    let alive = true;
    void loadContacts().then((record) => alive && setContacts(record));
    fetchPaymentTerms().then(
      (answer) => alive && setTerms(answer),
      () => undefined,
    );
    return () => {
      alive = false;
    };
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

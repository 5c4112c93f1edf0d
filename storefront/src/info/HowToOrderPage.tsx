import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { PageContainer } from '../shared/PageContainer';
import { InfoSectionBody } from './InfoSectionBody';
import { DELIVERY_TERMS, ORDER_TERMS, PAYMENT_TERMS } from './deliveryTerms';

const SECTIONS = [
  { title: 'Как заказать', items: ORDER_TERMS },
  { title: 'Доставка', items: DELIVERY_TERMS },
  { title: 'Оплата', items: PAYMENT_TERMS },
];

export default function HowToOrderPage() {
  return (
    <PageContainer title="Доставка и оплата" maxWidth="md">
      <Box sx={{ display: 'grid', gap: 2 }}>
        {SECTIONS.map((section) => (
          <Paper key={section.title} component="section" sx={{ p: { xs: 2, md: 3 } }}>
            <InfoSectionBody title={section.title} items={section.items} />
          </Paper>
        ))}
      </Box>
    </PageContainer>
  );
}

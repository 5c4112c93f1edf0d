import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../shared/PageContainer';
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
            <Typography component="h2" variant="h6" gutterBottom>
              {section.title}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
              {section.items.map((item) => (
                <li key={item}>
                  <Typography>{item}</Typography>
                </li>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    </PageContainer>
  );
}

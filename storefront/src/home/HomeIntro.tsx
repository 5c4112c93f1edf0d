import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Category } from '../api/types';

/** How ordering works, in four steps. */
const STEPS = [
  { title: 'Выберите', text: 'боксы, горячее, выпечку или десерты' },
  { title: 'Укажите дату', text: 'и время доставки — за сутки или «день в день» до 12:00' },
  { title: 'Оформите заказ', text: 'на сайте: оплата наличными или картой при получении' },
  { title: 'Мы доставим', text: 'к назначенному времени, в крафт-боксах или на подносах' },
] as const;

/** The delivery terms in one line (the details are on /how-to-order). */
export const DELIVERY_LINE = 'по Минску в пределах МКАД — бесплатно, за МКАД — 1 byn за километр (до 25 км).';

interface Props {
  categories: Category[] | undefined;
  onOpen: (category: Category) => void;
}

/** Home page first screen: what the shop does, how ordering works, delivery terms, the categories. */
export function HomeIntro({ categories, onOpen }: Props) {
  return (
    <Box component="section" aria-labelledby="home-title" sx={{ pt: { xs: 2.5, md: 4 }, pb: { xs: 2, md: 3 } }}>
      <Typography
        id="home-title"
        component="h1"
        sx={{ fontWeight: 700, color: 'primary.main', fontSize: { xs: '1.6rem', sm: '2rem', md: '2.4rem' }, lineHeight: 1.2, mb: 1 }}
      >
        Кейтеринг в Минске с доставкой
      </Typography>
      <Typography sx={{ fontSize: { xs: '1rem', md: '1.15rem' }, maxWidth: 760, mb: 2 }}>
        Готовим фуршетные боксы, канапе, горячее, выпечку и торты для праздников, офисов и банкетов — с доставкой к назначенному времени.
      </Typography>
      <Box
        component="ol"
        aria-label="Как заказать"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mb: 2,
          display: 'grid',
          gap: { xs: 1, md: 2 },
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          counterReset: 'step',
        }}
      >
        {STEPS.map((step) => (
          <Box
            component="li"
            key={step.title}
            sx={{
              counterIncrement: 'step',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: { xs: 1.25, md: 2 },
              '&::before': {
                content: 'counter(step)',
                display: 'inline-grid',
                placeItems: 'center',
                width: 26,
                height: 26,
                mr: 1,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontWeight: 700,
                fontSize: 14,
              },
            }}
          >
            <Box component="strong" sx={{ fontSize: { xs: '0.95rem', md: '1.05rem' } }}>
              {step.title}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {step.text}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography sx={{ mb: 1.5 }}>
        <Box component="strong">Доставка: </Box>
        {DELIVERY_LINE}{' '}
        <Box component={RouterLink} to="/how-to-order" sx={{ color: 'primary.main', whiteSpace: 'nowrap' }}>
          Условия
        </Box>
      </Typography>
      {/* The links arrive with the categories: one scrolling row on phones, two reserved rows on wider screens, so nothing below moves. */}
      <Box
        component="nav"
        aria-label="Категории меню"
        sx={{
          display: 'flex',
          flexWrap: { xs: 'nowrap', md: 'wrap' },
          overflowX: { xs: 'auto', md: 'visible' },
          alignContent: 'flex-start',
          gap: 1,
          height: { xs: 44, md: 'auto' },
          minHeight: { md: 84 },
          pb: { xs: 0.5, md: 0 },
          '& > a': { flex: '0 0 auto', whiteSpace: 'nowrap' },
        }}
      >
        {(categories ?? []).map((category) => (
          <Box
            key={category.id}
            component={RouterLink}
            to={`/products?category_id=${category.id}`}
            onClick={() => onOpen(category)}
            sx={{
              px: 1.5,
              py: 0.75,
              borderRadius: 5,
              border: 1,
              borderColor: 'primary.main',
              color: 'primary.main',
              textDecoration: 'none',
              fontSize: '0.9rem',
              lineHeight: 1.3,
              '&:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
            }}
          >
            {category.name}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { categoriesUrl, fetchCategories } from '../api/catalogue';
import { usePageAnswer } from '../ssr/pageData';
import type { Category } from '../api/types';
import { reportFirstScreenShown } from '../firstScreen';
import { useAsync } from '../shared/useAsync';
import { usePageTitle } from '../shared/usePageTitle';
import { useProductsState } from '../state/products';
import { CategoryCard } from './CategoryCard';
import { HomeIntro } from './HomeIntro';
import { useOnlinePayments } from '../payment/useOnlinePayments';
import { Placeholder } from '../shared/Placeholder';

// Contacts and social links sit below the category grid: loaded after the first screen.
const InfoHeader = lazy(() => import('./InfoHeader').then((module) => ({ default: module.InfoHeader })));

export default function HomePage() {
  usePageTitle('Кейтеринг в Минске — категории');
  const { data: categories, loading } = useAsync((signal) => fetchCategories(signal), [], usePageAnswer<Category[]>(categoriesUrl()));
  const online = useOnlinePayments();
  const { selectCategory } = useProductsState();
  const open = (c: Category) => selectCategory({ id: c.id, name: c.name, description: c.description });
  useEffect(() => {
    if (!loading) reportFirstScreenShown();
  }, [loading]);

  return (
    <Container maxWidth="lg" sx={{ pb: 4 }}>
      <HomeIntro categories={categories} onOpen={open} online={online} />
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        Категории
      </Typography>
      <div className="category-grid">
        {loading && !categories
          ? Array.from({ length: 8 }, (_, index) => <Placeholder key={index} aspectRatio="1 / 1" />)
          : (categories ?? []).map((category, index) => (
              <CategoryCard key={category.id} category={category} eager={index < 4} onOpen={open} />
            ))}
      </div>
      {!loading && (
        <Suspense fallback={null}>
          <InfoHeader />
        </Suspense>
      )}
    </Container>
  );
}

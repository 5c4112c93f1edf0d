import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { fetchCategories, fetchProducts, fetchSubcategories } from '../api/catalogue';
import { takePrefetched } from '../api/prefetch';
import type { ProductList, Subcategory } from '../api/types';
import { productsKey, subcategoriesKey } from '../prefetchFirstPage';
import { MSG } from '../shared/messages';
import { useAsync } from '../shared/useAsync';
import { useProgressiveCount } from '../shared/useProgressiveCount';
import { usePageTitle } from '../shared/usePageTitle';
import { useProductsState } from '../state/products';
import { readFilter, withPage, withSubcategory } from './filterParams';
import { ProductCard } from './ProductCard';
import { ProductFilters } from './ProductFilters';
import { SubcategoryBar } from './SubcategoryBar';
import { Placeholder } from '../shared/Placeholder';

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filter = useMemo(() => readFilter(new URLSearchParams(query)), [query]);
  const state = useProductsState();

  const list = useAsync((signal) => takePrefetched<ProductList>(productsKey(query)) ?? fetchProducts(filter, signal), [query]);
  const subcategories = useAsync(
    (signal) => takePrefetched<Subcategory[]>(subcategoriesKey(filter.category_id)) ?? fetchSubcategories(filter, signal),
    [filter.category_id],
  );
  // A shared link may open this page directly: the category header then comes from the category list.
  const known = state.category_id !== null && String(state.category_id) === filter.category_id;
  const categories = useAsync((signal) => (known || !filter.category_id ? Promise.resolve([]) : fetchCategories(signal)), [known, filter.category_id]);
  const category = known
    ? { name: state.category_name, description: state.category_description }
    : categories.data?.find((c) => String(c.id) === filter.category_id);

  usePageTitle(category?.name ? `${category.name} — товары` : 'Товары');

  const data = list.data;
  const shown = useProgressiveCount(data?.products.length ?? 0, 6, data);
  const page = Number(filter.page ?? '1') || 1;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Назад
      </Button>
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {category?.name || 'Товары'}
      </Typography>
      {/* Two lines are reserved for the description, which may arrive after the first paint. */}
      <Typography color="text.secondary" sx={{ mt: 0.5, minHeight: { xs: '3em', md: '1.5em' } }}>
        {category?.description}
      </Typography>
      <ProductFilters bounds={data} />
      <SubcategoryBar
        subcategories={subcategories.data ?? []}
        selected={filter.subcategory_id}
        onSelect={(id) => setParams((current) => withSubcategory(current, id))}
      />
      <Box aria-live="polite" aria-busy={list.loading}>
        {list.loading && !data ? (
          <Box sx={grid}>
            {Array.from({ length: 6 }, (_, index) => (
              <Placeholder key={index} height={420} />
            ))}
          </Box>
        ) : !data || data.products.length === 0 ? (
          <Typography sx={{ py: 6, textAlign: 'center' }} variant="h6" component="p">
            {MSG.nothingFound}
          </Typography>
        ) : (
          <Box sx={grid}>
            {data.products.slice(0, shown).map((product, index) => (
              <ProductCard key={product.id} product={product} eager={index < 3} priority={index === 0} onOpen={state.selectProduct} />
            ))}
          </Box>
        )}
      </Box>
      {data && data.total_pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            shape="rounded"
            color="primary"
            count={data.total_pages}
            page={page}
            onChange={(_event, next) => {
              setParams((current) => withPage(current, next));
              window.scrollTo({ top: 0 });
            }}
            getItemAriaLabel={(type, item, selected) =>
              type === 'page' ? `${selected ? 'Текущая страница' : 'Страница'} ${item}` : type === 'next' ? 'Следующая страница' : type === 'previous' ? 'Предыдущая страница' : type === 'first' ? 'Первая страница' : 'Последняя страница'
            }
            aria-label="Страницы товаров"
          />
        </Box>
      )}
    </Container>
  );
}

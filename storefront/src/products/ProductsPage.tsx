import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { fetchCategories, fetchProducts, fetchSubcategories } from '../api/catalogue';
import { reportFirstScreenShown } from '../firstScreen';
import { MSG } from '../shared/messages';
import { useAsync } from '../shared/useAsync';
import { usePageTitle } from '../shared/usePageTitle';
import { useProductsState } from '../state/products';
import { readFilter, withPage, withSubcategory } from './filterParams';
import { ProductGrid, ProductGridPlaceholder } from './ProductGrid';
import { ProductFilters } from './ProductFilters';
import { SubcategoryBar } from './SubcategoryBar';

// Most categories fit on one page: the pager's code is loaded only when there is more than one.
const ProductsPager = lazy(() => import('./ProductsPager'));

export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filter = useMemo(() => readFilter(new URLSearchParams(query)), [query]);
  const state = useProductsState();

  const list = useAsync((signal) => fetchProducts(filter, signal), [query]);
  const subcategories = useAsync((signal) => fetchSubcategories(filter, signal), [filter.category_id]);
  // A shared link may open this page directly: the category header then comes from the category list.
  const known = state.category_id !== null && String(state.category_id) === filter.category_id;
  const categories = useAsync((signal) => (known || !filter.category_id ? Promise.resolve([]) : fetchCategories(signal)), [known, filter.category_id]);
  const category = known
    ? { name: state.category_name, description: state.category_description }
    : categories.data?.find((c) => String(c.id) === filter.category_id);

  usePageTitle(category?.name ? `${category.name} — товары` : 'Товары');

  const data = list.data;
  const page = Number(filter.page ?? '1') || 1;
  // On the first load nothing is drawn under the filter until the subcategory row is known: a row that
  // wraps onto a second line after the placeholders (or cards) are placed would push them down.
  const subcategoriesKnown = !subcategories.loading || subcategories.data !== undefined;
  const firstLoad = (list.loading && !data) || !subcategoriesKnown;
  useEffect(() => {
    if (!firstLoad) reportFirstScreenShown();
  }, [firstLoad]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Назад
      </Button>
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {category?.name || 'Товары'}
      </Typography>
      {/* Two lines are reserved for a category's description, which may arrive after the first paint. */}
      <Typography color="text.secondary" sx={{ mt: 0.5, minHeight: filter.category_id ? { xs: '3em', md: '1.5em' } : 0 }}>
        {category?.description}
      </Typography>
      <ProductFilters bounds={data} />
      <SubcategoryBar
        subcategories={subcategories.data ?? []}
        selected={filter.subcategory_id}
        onSelect={(id) => setParams((current) => withSubcategory(current, id))}
      />
      <Box aria-live="polite" aria-busy={list.loading}>
        {firstLoad ? (
          subcategoriesKnown && <ProductGridPlaceholder />
        ) : !data || data.products.length === 0 ? (
          <Typography sx={{ py: 6, textAlign: 'center' }} variant="h6" component="p">
            {MSG.nothingFound}
          </Typography>
        ) : (
          <ProductGrid products={data.products} onOpen={state.selectProduct} />
        )}
      </Box>
      {data && data.total_pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4, minHeight: 32 }}>
          <Suspense fallback={null}>
            <ProductsPager
              count={data.total_pages}
              page={page}
              onChange={(next) => {
                setParams((current) => withPage(current, next));
                window.scrollTo({ top: 0 });
              }}
            />
          </Suspense>
        </Box>
      )}
    </Container>
  );
}

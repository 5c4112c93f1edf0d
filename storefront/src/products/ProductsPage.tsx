import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { categoriesUrl, fetchCategories, fetchProducts, fetchSubcategories, productsUrl, subcategoriesUrl } from '../api/catalogue';
import type { Category, ProductList, Subcategory } from '../api/types';
import { usePageAnswer } from '../ssr/pageData';
import { reportFirstScreenShown } from '../firstScreen';
import { MSG } from '../shared/messages';
import { formatNumber } from '../shared/format';
import { useAsync } from '../shared/useAsync';
import { usePageTitle } from '../shared/usePageTitle';
import { useProductsState } from '../state/products';
import { readFilter, searchText, sortValue, withPage, withSort, withSubcategory } from './filterParams';
import { dietaryFilter, withDietary } from './dietaryParams';
import { ProductDietFilter } from './ProductDietFilter';
import { ProductGrid, ProductGridPlaceholder } from './ProductGrid';
import { ProductFilters } from './ProductFilters';
import { SortSelect } from './SortSelect';
import { SubcategoryBar } from './SubcategoryBar';
import '../shared/buttons.css';
import './ProductsPage.css';

// Most categories fit on one page: the pager's code is loaded only when there is more than one.
const ProductsPager = lazy(() => import('./ProductsPager'));
// Error and not-found states are rare: their code (and MUI's Alert) loads only when needed.
const LoadError = lazy(() => import('../shared/LoadError').then((module) => ({ default: module.LoadError })));
const MissingItem = lazy(() => import('../shared/MissingItem').then((module) => ({ default: module.MissingItem })));

export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filter = useMemo(() => {
    const current = new URLSearchParams(query);
    return { ...readFilter(current), ...dietaryFilter(current) };
  }, [query]);
  const state = useProductsState();

  const list = useAsync((signal) => fetchProducts(filter, signal), [query], usePageAnswer<ProductList>(productsUrl(filter)));
  const subcategories = useAsync(
    (signal) => fetchSubcategories(filter, signal),
    [filter.category_id],
    usePageAnswer<Subcategory[]>(subcategoriesUrl(filter)),
  );
  // A shared link may open this page directly: the category header then comes from the category list.
  const known = state.category_id !== null && String(state.category_id) === filter.category_id;
  const categories = useAsync(
    (signal) => (known || !filter.category_id ? Promise.resolve([]) : fetchCategories(signal)),
    [known, filter.category_id],
    usePageAnswer<Category[]>(known || !filter.category_id ? '' : categoriesUrl()),
  );
  const category = known
    ? { name: state.category_name, description: state.category_description }
    : categories.data?.find((c) => String(c.id) === filter.category_id);

  const search = searchText(params);
  // A category id that is not among the shop's (enabled) categories: nothing to show but a way back.
  const categoryMissing = Boolean(filter.category_id) && !known && categories.data !== undefined && !category;
  const heading = search ? `Поиск: «${search}»` : category?.name || 'Товары';
  usePageTitle(categoryMissing ? 'Категория не найдена' : search ? heading : category?.name ? `${category.name} — товары` : 'Товары');

  const data = list.data;
  const page = Number(filter.page ?? '1') || 1;
  // On the first load nothing is drawn under the filter until the subcategory row is known: a row that
  // wraps onto a second line after the placeholders (or cards) are placed would push them down.
  const subcategoriesKnown = !subcategories.loading || subcategories.data !== undefined;
  // Likewise the heading and description of a category opened by a link: they come with the category
  // list, and the lines they take are only known then.
  const headerKnown = !filter.category_id || known || !categories.loading;
  const firstLoad = (list.loading && !data) || !subcategoriesKnown || !headerKnown;
  useEffect(() => {
    if (!firstLoad || categoryMissing || list.error !== undefined) reportFirstScreenShown();
  }, [firstLoad, categoryMissing, list.error]);

  if (categoryMissing) {
    return (
      <div className="products-page">
        <Suspense fallback={null}>
          <MissingItem
            title="Категория не найдена"
            text="Такой категории нет в меню: возможно, её убрали или ссылка устарела."
            backTo="/"
            backLabel="Все категории"
          />
        </Suspense>
      </div>
    );
  }

  const back = (
    <RouterLink to="/" className="button button-text products-back">
      <span className="button-start-icon">
        <ArrowBackIcon />
      </span>
      Назад
    </RouterLink>
  );
  if (!headerKnown) {
    return <div className="products-page">{back}</div>;
  }

  return (
    <div className="products-page">
      {back}
      <h1 className="products-title">{heading}</h1>
      <p className="products-description">{category?.description}</p>
      <ProductFilters bounds={data} />
      <ProductDietFilter />
      {/* The count and the sort share a row from 600 px and stack on phones, whatever the count's width: it arrives later. */}
      <div className="products-count-row">
        <p className="products-count" aria-live="polite">
          {data ? `Найдено: ${formatNumber(data.total_products)}` : '\u00a0'}
        </p>
        <SortSelect value={sortValue(params)} onChange={(sort) => setParams((current) => withSort(current, sort))} />
      </div>
      {/* A search across every category is not narrowed by the subcategories of all of them. */}
      {!(search && !filter.category_id) && (
        <SubcategoryBar
          subcategories={subcategories.data ?? []}
          selected={filter.subcategory_id}
          onSelect={(id) => setParams((current) => withSubcategory(current, id))}
        />
      )}
      <div aria-live="polite" aria-busy={list.loading}>
        {list.error !== undefined ? (
          <Suspense fallback={null}>
            <LoadError what="товары" onRetry={list.retry} />
          </Suspense>
        ) : firstLoad ? (
          subcategoriesKnown && <ProductGridPlaceholder />
        ) : (!data || data.products.length === 0) && (filter.diet || filter.exclude_allergens) ? (
          <div className="products-nothing">
            <p>Нет подходящих блюд</p>
            <button
              type="button"
              className="button button-outlined"
              onClick={() => setParams((current) => withDietary(current, { diet: [], excluded: [] }))}
            >
              Сбросить диету и аллергены
            </button>
          </div>
        ) : !data || data.products.length === 0 ? (
          <p className="products-nothing">{MSG.nothingFound}</p>
        ) : (
          <ProductGrid products={data.products} onOpen={state.selectProduct} />
        )}
      </div>
      {data && data.total_pages > 1 && (
        <div className="products-pager">
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
        </div>
      )}
    </div>
  );
}

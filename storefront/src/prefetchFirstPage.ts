import { fetchCategories, fetchProducts, fetchSubcategories } from './api/catalogue';
import { loadContacts } from './api/info';
import { prefetch } from './api/prefetch';
import { readFilter } from './products/filterParams';

export const categoriesKey = 'categories';
export const productsKey = (query: string) => `products?${query}`;
export const subcategoriesKey = (categoryId: string | undefined) => `subcategories?${categoryId ?? ''}`;

/** Asks the browser for the first screen's main image as soon as its address is known. */
function preloadImage(src: string | null | undefined): void {
  if (!src) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

/** Starts the API calls of the page the visitor landed on, before React and the route chunk run. */
export function prefetchFirstPage(location: Location): void {
  void loadContacts();
  if (location.pathname === '/') {
    void import('./home/HomePage'); // the same module React.lazy loads: fetched now, in parallel
    prefetch(categoriesKey, () =>
      fetchCategories().then((categories) => {
        categories.slice(0, 2).forEach((category) => preloadImage(category.image_path));
        return categories;
      }),
    );
  } else if (location.pathname === '/products') {
    void import('./products/ProductsPage');
    const params = new URLSearchParams(location.search);
    const filter = readFilter(params);
    prefetch(productsKey(params.toString()), () =>
      fetchProducts(filter).then((list) => {
        preloadImage(list.products[0]?.image_path);
        return list;
      }),
    );
    prefetch(subcategoriesKey(filter.category_id), () => fetchSubcategories(filter));
  }
}

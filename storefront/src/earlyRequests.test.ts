import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCategories, fetchProducts, fetchSubcategories } from './api/catalogue';
import { loadContacts } from './api/info';
import { startEarlyRequests, type EarlyConfig } from './earlyRequests';
import { PRODUCT_FILTER_KEYS, readFilter } from './products/filterParams';
import { FULL_WIDTH, GRID_SIZES, THUMBNAIL_WIDTH, uploadSrcSet } from './shared/imageSources';

const config: EarlyConfig = {
  routes: {
    '/products': ['/assets/ProductsPage-x.js', '/assets/CardContent-y.js'],
    '/product/': ['/assets/ProductPage-z.js'],
    '/': ['/assets/HomePage-h.js', '/assets/HomePage-h.css'],
  },
  productFilterKeys: PRODUCT_FILTER_KEYS,
  productSizes: GRID_SIZES.products,
  categorySizes: GRID_SIZES.categories,
  thumbnailWidth: THUMBNAIL_WIDTH,
  fullWidth: FULL_WIDTH,
};

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const productList = {
  products: [
    { id: 1, image_path: '/uploads/products/first.webp' },
    { id: 2, image_path: '/uploads/products/second.webp' },
  ],
  total_products: 2,
  page: 1,
  total_pages: 1,
};
const categories = [
  { id: 1, image_path: '/uploads/categories/a.webp' },
  { id: 2, image_path: '/uploads/categories/b.webp' },
  { id: 3, image_path: '/uploads/categories/c.webp' },
];

function answer(url: string): Response {
  if (url.startsWith('/api/v1/product/products_list')) return json(productList);
  if (url.startsWith('/api/v1/category/list')) return json(categories);
  return json([]);
}

/** Runs the start-up script for `path` with a recording fetch; returns the URLs it asked for. */
async function runAt(path: string): Promise<string[]> {
  const url = new URL(path, 'http://shop.test');
  const early = vi.fn((request: string) => Promise.resolve(answer(request)));
  const page = { document, location: { pathname: url.pathname, search: url.search }, fetch: early } as unknown as Window;
  startEarlyRequests(page, config);
  window.__earlyResponses = page.__earlyResponses;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return early.mock.calls.map(([request]) => request);
}

/**
 * The URLs the screens themselves request (the app's own fetch, recorded). Unless `takeEarly`, the
 * early answers are dropped first, so that the app really asks.
 */
async function appRequests(run: () => Promise<unknown>, takeEarly = false): Promise<string[]> {
  if (!takeEarly) delete window.__earlyResponses;
  const urls: string[] = [];
  const spy = vi.spyOn(window, 'fetch').mockImplementation((input) => {
    urls.push(String(input));
    return Promise.resolve(answer(String(input)));
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return urls;
}

const links = (rel: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)];

describe('startEarlyRequests (inline start-up script)', () => {
  beforeEach(() => {
    // Only the links this script adds: test files share a document, and Emotion's style tags in the head must stay.
    for (const link of document.head.querySelectorAll('link')) link.remove();
    delete window.__earlyResponses;
  });
  afterEach(() => {
    delete window.__earlyResponses;
  });

  it('asks for exactly what the products screen asks for, filter parameters included', async () => {
    const path = '/products?utm_source=mail&category_id=3&weight_max=900&price_min=10&page=2&subcategory_id=';
    const early = await runAt(path);
    const filter = readFilter(new URL(path, 'http://shop.test').searchParams);
    const app = await appRequests(() => Promise.all([fetchProducts(filter), fetchSubcategories(filter), fetchCategories()]));
    expect(early.sort()).toEqual(app.sort());
  });

  it('without a category asks for the list and all subcategories only', async () => {
    const early = await runAt('/products');
    const app = await appRequests(() => Promise.all([fetchProducts({}), fetchSubcategories({})]));
    expect(early.sort()).toEqual(app.sort());
  });

  it('preloads the first product image with the sources and sizes of the product card', async () => {
    await runAt('/products?category_id=1');
    const [preload] = links('preload');
    expect(preload).toBeDefined();
    expect(preload.getAttribute('as')).toBe('image');
    expect(preload.getAttribute('fetchpriority')).toBe('high');
    expect(preload.getAttribute('imagesrcset')).toBe(uploadSrcSet('/uploads/products/first.webp'));
    expect(preload.getAttribute('imagesizes')).toBe(GRID_SIZES.products);
    expect(links('preload')).toHaveLength(1);
  });

  it('modulepreloads the chunks of the landing screen', async () => {
    await runAt('/product/12');
    expect(links('modulepreload').map((link) => link.getAttribute('href'))).toEqual(['/assets/ProductPage-z.js']);
  });

  it('preloads the stylesheet of the landing screen as a style, not as a module', async () => {
    await runAt('/');
    expect(links('modulepreload').map((link) => link.getAttribute('href'))).toEqual(['/assets/HomePage-h.js']);
    const styles = links('preload').filter((link) => link.getAttribute('as') === 'style');
    expect(styles.map((link) => link.getAttribute('href'))).toEqual(['/assets/HomePage-h.css']);
    // The same credentials mode as the stylesheet link Vite adds, or the preload is not used.
    expect(styles.map((link) => link.getAttribute('crossorigin'))).toEqual(['']);
  });

  it('on the home page asks for categories and contacts and preloads the first two category images', async () => {
    const early = await runAt('/');
    const app = await appRequests(() => Promise.all([fetchCategories(), loadContacts()]));
    expect(early.sort()).toEqual(app.sort());
    const images = links('preload').filter((link) => link.getAttribute('as') === 'image');
    expect(images.map((link) => link.getAttribute('imagesrcset'))).toEqual([
      uploadSrcSet('/uploads/categories/a.webp'),
      uploadSrcSet('/uploads/categories/b.webp'),
    ]);
    expect(images[0].getAttribute('imagesizes')).toBe(GRID_SIZES.categories);
  });

  it('the API client takes an early answer once instead of asking again', async () => {
    await runAt('/products?category_id=1');
    const first = await appRequests(() => fetchProducts({ category_id: '1' }), true);
    expect(first).toEqual([]);
    const second = await appRequests(() => fetchProducts({ category_id: '1' }), true);
    expect(second).toEqual(['/api/v1/product/products_list?category_id=1']);
  });
});

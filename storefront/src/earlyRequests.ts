/**
 * The page's start-up script. vite.config.ts inserts `startEarlyRequests` as source text into an inline
 * <script> of index.html, which runs it right after the HTML is parsed, long before the framework chunk
 * has downloaded and run. For the page the visitor lands on it
 * - modulepreloads the lazy chunk of its screen and preloads its stylesheet (so they download in parallel
 *   with the framework),
 * - starts the screen's public API calls (`client.ts` takes each answer once instead of asking again),
 * - preloads the first screen's main images as soon as their addresses arrive.
 *
 * The function must stay self-contained (no imports, no outer variables): its text is all that runs.
 * earlyRequests.test.ts checks that it asks for exactly what the screens ask for.
 */
export interface EarlyConfig {
  /** Page path ('/product/' stands for every product page) → JS and CSS files of its screen, not yet loaded by the HTML. */
  routes: Record<string, string[]>;
  /** Query parameters of /products passed on to the product list (filterParams.ts). */
  productFilterKeys: readonly string[];
  /** `sizes` of the product and category grid images (imageSources.ts). */
  productSizes: string;
  categorySizes: string;
  thumbnailWidth: number;
  fullWidth: number;
}

/** Answers of requests started by the start-up script, by URL; each is taken once. */
export type EarlyResponses = Record<string, Promise<Response>>;

declare global {
  interface Window {
    __earlyResponses?: EarlyResponses;
  }
}

export function startEarlyRequests(win: Window, config: EarlyConfig): void {
  const doc = win.document;
  const { pathname, search } = win.location;
  const early: EarlyResponses = {};
  win.__earlyResponses = early;

  const addLink = (attributes: Record<string, string>) => {
    const link = doc.createElement('link');
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    doc.head.appendChild(link);
  };
  const getJson = <T>(url: string): Promise<T | null> => {
    const response = win.fetch(url, { headers: { Accept: 'application/json' } });
    early[url] = response;
    return response.then((answer) => (answer.ok ? (answer.clone().json() as Promise<T>) : null)).catch(() => null);
  };
  const preloadImage = (path: string | null | undefined, sizes: string) => {
    if (!path) return;
    const attributes: Record<string, string> = { rel: 'preload', as: 'image', href: path, fetchpriority: 'high' };
    if (/^\/uploads\/.+\.webp$/.test(path)) {
      attributes.imagesrcset = `${path.replace(/\.webp$/, '.thumb.webp')} ${config.thumbnailWidth}w, ${path} ${config.fullWidth}w`;
      attributes.imagesizes = sizes;
    }
    addLink(attributes);
  };

  const route = pathname.startsWith('/product/') ? '/product/' : pathname;
  // Vite links a lazy chunk's stylesheet with crossorigin: a preload without it is a different
  // request to the browser and is downloaded twice.
  for (const href of config.routes[route] ?? [])
    addLink(
      href.endsWith('.css') ? { rel: 'preload', as: 'style', crossorigin: '', href } : { rel: 'modulepreload', crossorigin: '', href },
    );

  if (pathname === '/') {
    void getJson<Array<{ image_path: string | null }>>('/api/v1/category/list').then((categories) =>
      (categories ?? []).slice(0, 2).forEach((category) => preloadImage(category.image_path, config.categorySizes)),
    );
    void getJson('/api/v1/contacts/');
  } else if (pathname === '/products') {
    const params = new URLSearchParams(search);
    const query = new URLSearchParams();
    for (const key of config.productFilterKeys) {
      const value = params.get(key);
      if (value) query.set(key, value);
    }
    const productsQuery = query.toString();
    void getJson<{ products: Array<{ image_path: string | null }> }>(
      `/api/v1/product/products_list${productsQuery ? `?${productsQuery}` : ''}`,
    ).then((list) => preloadImage(list?.products[0]?.image_path, config.productSizes));
    const categoryId = query.get('category_id');
    void getJson(`/api/v1/category/subcategory_list${categoryId ? `?${new URLSearchParams({ category_id: categoryId })}` : ''}`);
    // The page's header (category name and description) comes from the category list on a direct visit.
    if (categoryId) void getJson('/api/v1/category/list');
  }
}

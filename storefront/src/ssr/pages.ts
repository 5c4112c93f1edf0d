import { categoriesUrl, productsUrl, productUrl, subcategoriesUrl } from '../api/catalogue';
import { EVENT_FORMATS_URL } from '../api/events';
import { ABOUT_US_URL, CONTACTS_URL } from '../api/info';
import { PAYMENT_TERMS_URL } from '../api/orders';
import { ONLINE_PAYMENTS_URL } from '../api/payments';
import type { ProductFilter } from '../api/types';
import { dietaryFilter } from '../products/dietaryParams';
import { readFilter } from '../products/filterParams';

/**
 * The public pages the server renders (every other page of router.tsx is private or unknown and is
 * drawn in the browser only): the screen module whose chunk and styles the page links, and the API
 * answers the screen draws from on its first render. The server gets those answers in-process and
 * hands them to the browser; the screens read them by the same URLs (ssr/pageData.tsx).
 */
type FixedPage = 'contacts' | 'how-to-order' | 'about-us' | 'offer' | 'payment-terms' | 'privacy' | 'event';
export type PublicPage =
  { kind: 'home' } | { kind: 'products'; filter: ProductFilter } | { kind: 'product'; id: string } | { kind: FixedPage };

interface PageRoute {
  path: string;
  screen: string;
  page: (params: Record<string, string | undefined>, search: URLSearchParams) => PublicPage;
  requests: (page: PublicPage) => string[];
}

/** The product list request of a /products URL, as ProductsPage builds it. */
export const productsFilter = (search: URLSearchParams): ProductFilter => ({ ...readFilter(search), ...dietaryFilter(search) });

const fixed = (kind: FixedPage, screen: string, requests: string[]): PageRoute => ({
  path: `/${kind}`,
  screen,
  page: () => ({ kind }),
  requests: () => requests,
});

const PAGE_ROUTES: PageRoute[] = [
  {
    path: '/',
    screen: 'src/home/HomePage.tsx',
    page: () => ({ kind: 'home' }),
    requests: () => [categoriesUrl(), CONTACTS_URL],
  },
  {
    path: '/products',
    screen: 'src/products/ProductsPage.tsx',
    page: (_params, search) => ({ kind: 'products', filter: productsFilter(search) }),
    requests: (page) => {
      const filter = page.kind === 'products' ? page.filter : {};
      return [productsUrl(filter), subcategoriesUrl(filter), ...(filter.category_id ? [categoriesUrl()] : [])];
    },
  },
  {
    path: '/product/:id',
    screen: 'src/product/ProductPage.tsx',
    page: (params) => ({ kind: 'product', id: params.id ?? '' }),
    requests: (page) => (page.kind === 'product' ? [productUrl(page.id)] : []),
  },
  fixed('contacts', 'src/info/ContactsPage.tsx', [CONTACTS_URL]),
  fixed('how-to-order', 'src/info/HowToOrderPage.tsx', []),
  fixed('about-us', 'src/info/AboutUsPage.tsx', [ABOUT_US_URL]),
  fixed('offer', 'src/info/OfferPage.tsx', [CONTACTS_URL, PAYMENT_TERMS_URL]),
  fixed('payment-terms', 'src/info/PaymentTermsPage.tsx', [CONTACTS_URL]),
  fixed('privacy', 'src/info/PrivacyPage.tsx', [CONTACTS_URL]),
  fixed('event', 'src/event/EventPage.tsx', [EVENT_FORMATS_URL]),
];

export interface MatchedPage {
  page: PublicPage;
  /** The screen's source module (a key of Vite's manifest). */
  screen: string;
  /** The API URLs whose answers the first render needs. */
  requests: string[];
}

/**
 * Each route with its pattern compiled once: React Router's matchPath compiles a pattern object
 * anew on every call (a measurable part of a cached page's cost), so the server matches with one
 * compiled matcher per route, following matchPath's rules (case-insensitive, a trailing slash
 * allowed, parameters decoded).
 */
const COMPILED_ROUTES = PAGE_ROUTES.map((route) => [route, compile(route.path)] as const);

function compile(path: string): RegExp {
  const source = path
    .replace(/\/+$/, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:(\w+)/g, (_all, name: string) => `(?<${name}>[^/]+)`);
  return new RegExp(`^${source}/*$`, 'i');
}

function matchPath(pattern: RegExp, pathname: string): { params: Record<string, string> } | null {
  const match = pattern.exec(pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.groups ?? {})) {
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      params[name] = value;
    }
  }
  return { params };
}

/** The public page at `pathname` (null: the page is private or unknown, drawn in the browser only). */
export function matchPublicPage(pathname: string, search: URLSearchParams): MatchedPage | null {
  for (const [route, pattern] of COMPILED_ROUTES) {
    const match = matchPath(pattern, pathname);
    if (!match) continue;
    const page = route.page(match.params, search);
    // Every page's footer (and the home page's steps) says how to pay online only when the shop takes it.
    return { page, screen: route.screen, requests: [...route.requests(page), ONLINE_PAYMENTS_URL] };
  }
  return null;
}

/** The static public pages, for the sitemap (paths). */
export const STATIC_PUBLIC_PATHS = ['/', '/contacts', '/how-to-order', '/about-us', '/offer', '/payment-terms', '/privacy', '/event'];

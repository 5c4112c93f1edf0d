import type { Category, Contacts, Product, ProductList } from '../api/types';
import { categoriesUrl, productsUrl, productUrl } from '../api/catalogue';
import { CONTACTS_URL } from '../api/info';
import { SITE_NAME } from '../shared/constants';
import { formatPrice, formatServing } from '../shared/format';
import { escapeHtml, jsonForScript } from './escape';
import type { PageAnswers } from './pageData';
import type { PublicPage } from './pages';

/** What a server-rendered page says about itself in its <head>, and its HTTP status. */
export interface PageHead {
  status: number;
  title: string;
  description: string;
  /** Absolute canonical URL (none on a page that does not exist). */
  canonical?: string;
  /** Absolute URL of the preview picture (1200 × 630 when the server made one). */
  image?: string;
  /** noindex: a search result or a missing item. */
  noindex?: boolean;
  jsonLd: object[];
}

const DEFAULT_DESCRIPTION = 'Bulbash catering — кейтеринг в Минске: фуршетные боксы, банкетные блюда и доставка на мероприятие.';
const TITLES: Record<string, string> = {
  contacts: 'Контакты',
  'how-to-order': 'Доставка и оплата',
  'about-us': 'О нас',
  offer: 'Публичная оферта',
  'payment-terms': 'Оплата и возврат',
  privacy: 'Политика конфиденциальности',
  event: 'Рассчитать меню мероприятия',
};

const ok = <T>(answers: PageAnswers, url: string): T | undefined => {
  const answer = answers[url];
  return answer && answer.status >= 200 && answer.status < 300 ? (answer.body as T) : undefined;
};
const failed = (answers: PageAnswers, url: string) => {
  const answer = answers[url];
  return answer !== undefined && answer.status >= 400 && answer.status < 500;
};
/** The first sentence-ish of a text, short enough for a snippet. */
const snippet = (text: string, max = 160) => {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
};

export interface SiteInfo {
  /** The shop's public address without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  /** The preview picture's path for an uploaded picture path (the server makes it), if any. */
  previewImage?: (imagePath: string) => string | undefined;
}

function business(contacts: Contacts, site: SiteInfo): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FoodEstablishment',
    name: contacts.name_organization || SITE_NAME,
    url: `${site.publicUrl}/`,
    telephone: contacts.phone_number_1,
    email: contacts.email,
    address: { '@type': 'PostalAddress', streetAddress: contacts.physical_address, addressLocality: 'Минск', addressCountry: 'BY' },
    areaServed: { '@type': 'City', name: 'Минск' },
    priceRange: 'BYN',
    servesCuisine: 'Белорусская',
    sameAs: [contacts.instagram_link, contacts.telegram_link].filter(Boolean),
  };
}

function breadcrumbs(site: SiteInfo, items: Array<{ name: string; path: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${site.publicUrl}${item.path}`,
    })),
  };
}

const absolute = (site: SiteInfo, path: string | null | undefined) =>
  path ? (/^https?:\/\//.test(path) ? path : `${site.publicUrl}${path}`) : undefined;

/** The head of a public page from the answers it is drawn from. */
export function pageHead(page: PublicPage, answers: PageAnswers, site: SiteInfo): PageHead {
  const home = { name: 'Главная', path: '/' };
  if (page.kind === 'product') {
    const url = productUrl(page.id);
    const product = ok<Product>(answers, url);
    if (!product)
      return {
        status: failed(answers, url) ? 404 : 200,
        title: 'Товар не найден',
        description: DEFAULT_DESCRIPTION,
        noindex: true,
        jsonLd: [],
      };
    const path = `/product/${product.id}`;
    const category = product.category_name ?? '';
    const price = formatPrice(product.price);
    const categoryPath = `/products?category_id=${product.category_id}`;
    return {
      status: 200,
      title: `${product.name} — ${price}`,
      description: snippet(
        `${product.name}: ${price}, ${formatServing(product.people_numbers, product.weight)}. ${category ? `${category}. ` : ''}${product.description}`,
      ),
      canonical: `${site.publicUrl}${path}`,
      image: absolute(site, product.image_path ? (site.previewImage?.(product.image_path) ?? product.image_path) : undefined),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          description: product.description,
          ...(product.image_path ? { image: absolute(site, product.image_path) } : {}),
          sku: String(product.id),
          ...(category ? { category } : {}),
          offers: {
            '@type': 'Offer',
            url: `${site.publicUrl}${path}`,
            price: product.price.toFixed(2),
            priceCurrency: 'BYN',
            availability: product.status_enabled ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
        },
        breadcrumbs(site, [home, ...(category ? [{ name: category, path: categoryPath }] : []), { name: product.name, path }]),
      ],
    };
  }
  if (page.kind === 'products') {
    const { filter } = page;
    const list = ok<ProductList>(answers, productsUrl(filter));
    const categories = filter.category_id ? ok<Category[]>(answers, categoriesUrl()) : undefined;
    const category = categories?.find((candidate) => String(candidate.id) === filter.category_id);
    const missing = (filter.category_id !== undefined && categories !== undefined && !category) || failed(answers, productsUrl(filter));
    if (missing) return { status: 404, title: 'Категория не найдена', description: DEFAULT_DESCRIPTION, noindex: true, jsonLd: [] };
    // Canonical: the category and the page; filters, sorting and the search are views of it.
    const canonicalQuery = new URLSearchParams();
    if (filter.category_id) canonicalQuery.set('category_id', filter.category_id);
    if (filter.page && filter.page !== '1') canonicalQuery.set('page', filter.page);
    const query = canonicalQuery.toString();
    const path = `/products${query ? `?${query}` : ''}`;
    const name = filter.q ? `Поиск: «${filter.q}»` : (category?.name ?? 'Все блюда');
    const pageNote = filter.page && filter.page !== '1' ? `, страница ${filter.page}` : '';
    const first = list?.products[0];
    return {
      status: 200,
      title: `${name}${pageNote} — кейтеринг в Минске`,
      description: snippet(category?.description || `${name}: ${list?.total_products ?? 0} блюд с доставкой по Минску.`),
      canonical: `${site.publicUrl}${path}`,
      image: absolute(site, category?.image_path ?? first?.image_path),
      noindex: Boolean(filter.q),
      jsonLd: category ? [breadcrumbs(site, [home, { name: category.name, path: `/products?category_id=${category.id}` }])] : [],
    };
  }
  const contacts = ok<Contacts>(answers, CONTACTS_URL);
  const path = page.kind === 'home' ? '/' : `/${page.kind}`;
  const title = page.kind === 'home' ? `${SITE_NAME} — кейтеринг в Минске` : `${TITLES[page.kind]} — ${SITE_NAME}`;
  const description =
    page.kind === 'contacts' && contacts
      ? snippet(`Контакты ${contacts.name_organization}: ${contacts.phone_number_1}, ${contacts.email}, ${contacts.physical_address}.`)
      : DEFAULT_DESCRIPTION;
  const categories = page.kind === 'home' ? ok<Category[]>(answers, categoriesUrl()) : undefined;
  return {
    status: 200,
    title,
    description,
    canonical: `${site.publicUrl}${path}`,
    image: absolute(site, categories?.[0]?.image_path),
    jsonLd: (page.kind === 'home' || page.kind === 'contacts') && contacts ? [business(contacts, site)] : [],
  };
}

/** The head's tags: title, description, canonical, robots, Open Graph, Twitter card and JSON-LD. */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />` : '';
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    head.noindex ? meta('name', 'robots', 'noindex, follow') : '',
    meta('property', 'og:type', head.jsonLd.some((item) => (item as { '@type'?: string })['@type'] === 'Product') ? 'product' : 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'ru_RU'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    ...(head.image?.endsWith('.og.jpg') ? [meta('property', 'og:image:width', '1200'), meta('property', 'og:image:height', '630')] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.jsonLd.map((item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`),
  ]
    .filter(Boolean)
    .join('');
}

import type { SitemapEntry } from '../catalogue/catalogue.service';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function url(location: string, updated?: Date): string {
  const lastmod = updated ? `<lastmod>${updated.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(location)}</loc>${lastmod}</url>`;
}

/** /sitemap.xml: the static public pages, every enabled category (its product list) and visible dish, `lastmod` from date_updated. */
export function sitemapXml(
  publicUrl: string,
  staticPaths: string[],
  entries: { categories: SitemapEntry[]; products: SitemapEntry[] },
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...staticPaths.map((path) => url(`${publicUrl}${path}`)),
    ...entries.categories.map((category) => url(`${publicUrl}/products?category_id=${category.id}`, category.updated)),
    ...entries.products.map((product) => url(`${publicUrl}/product/${product.id}`, product.updated)),
    '</urlset>',
    '',
  ].join('\n');
}

import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { bumpCatalogueVersion } from '../src/cache/catalogue-version';
import { Product } from '../src/catalogue/product.entity';
import { MetricsRegistry } from '../src/metrics/metrics-registry';
import { createShelf, TestShelf } from './support/catalogue';
import { builtStorefront } from './support/storefront-build';
import { startTestApp, TestApp } from './support/test-app';

/*
 * The storefront's public pages as a robot reads them: the HTML alone, no script run. The app
 * renders them with the built storefront's server entry (storefront/dist/server).
 */

const NBSP = '\u00a0';
const SHOP = 'http://shop.test';

/** The content attribute of `<meta property|name="key">`, HTML entities of the escaper decoded. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1]) : undefined;
}
const decode = (text: string) => text.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code)));
const canonical = (html: string) => {
  const href = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return href === undefined ? undefined : decode(href);
};
/** The text of every `<script type="…">` data block of that type (each ends at the first `</script>`, as a browser reads it). */
const dataBlocks = (html: string, type: string) =>
  [...html.matchAll(new RegExp(`<script type="${type}"[^>]*>([\\s\\S]*?)</script>`, 'g'))].map((match) => match[1]);
/** The page's visible text, tags dropped (what a robot indexes). */
const text = (html: string) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/[ \t\r\n]+/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"'),
  );

describe('server-rendered storefront pages (SEO and link previews)', () => {
  let shop: TestApp;
  let shelf: TestShelf;
  let dish: Product;
  let tricky: Product;

  beforeAll(async () => {
    // The app serves the repository's storefront build (the default web roots).
    builtStorefront();
    shop = await startTestApp({});
    shelf = await createShelf(
      shop,
      Array.from({ length: 20 }, (_, index) => 40 + index + 0.5),
    );
    [dish, tricky] = shelf.products;
    // A real upload for the first dish: its preview picture is made from it.
    const folder = join(shop.config.uploadDir, 'products');
    mkdirSync(folder, { recursive: true });
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c98a3c' } })
      .webp()
      .toFile(join(folder, 'ssr-dish.webp'));
    const manager = shop.dataSource.manager;
    await manager.update(Product, dish.id, { imagePath: '/uploads/products/ssr-dish.webp', description: 'Драники со сметаной и зеленью' });
    await manager.update(Product, tricky.id, { name: 'Канапе </script><script>alert(1)</script> «с подвохом»' });
    await shop.dataSource.transaction((transaction) => bumpCatalogueVersion(transaction));
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('renders a dish with its name, price in byn, serving, description, canonical URL and preview tags', async () => {
    const response = await shop.api().get(`/product/${dish.id}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.text;
    const body = text(html);
    expect(body).toContain(dish.name);
    expect(body).toContain(`Цена: 40,50${NBSP}byn`);
    expect(body).toContain(`на 2 чел., 500${NBSP}г`);
    expect(body).toContain('Драники со сметаной и зеленью');
    expect(html).toMatch(/<img [^>]*width="640"[^>]*height="480"|<img [^>]*height="480"[^>]*width="640"/);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`${dish.name} — 40,50${NBSP}byn`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'description')).toContain('Драники со сметаной и зеленью');
    expect(canonical(html)).toBe(`${SHOP}/product/${dish.id}`);
    expect(meta(html, 'og:title')).toBe(`${dish.name} — 40,50${NBSP}byn`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:image')).toBe(`${SHOP}/uploads/products/ssr-dish.og.jpg`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // The preview picture exists beside the upload, 1200 × 630, and is served.
    const preview = await sharp(join(shop.config.uploadDir, 'products', 'ssr-dish.og.jpg')).metadata();
    expect([preview.width, preview.height, preview.format]).toEqual([1200, 630, 'jpeg']);
    await shop
      .api()
      .get('/uploads/products/ssr-dish.og.jpg')
      .expect(200)
      .expect('Content-Type', /image\/jpeg/);
    // Styled first paint: Emotion's rules in the head, the screen's stylesheet linked; no start-up fetches.
    expect(html).toMatch(/<style data-emotion="css [^"]+">\.css-/);
    expect(html).not.toContain('startEarlyRequests');
  });

  it('sends a cached page as bytes prepared once: its ETag (304 when unchanged) and a brotli or gzip form', async () => {
    const plain = await shop.api().get(`/product/${dish.id}`).expect(200);
    const etag = plain.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    await shop.api().get(`/product/${dish.id}`).set('If-None-Match', etag).expect(304);
    // Seen once, the URL is answered before Express from the answer index, with the same headers.
    const indexHits = async () =>
      (await shop.app.get(MetricsRegistry).cacheLookups.get()).values.find((value) => value.labels.tier === 'answer-index')?.value ?? 0;
    const hitsBefore = await indexHits();
    const again = await shop.api().get(`/product/${dish.id}`).expect(200);
    expect(await indexHits()).toBe(hitsBefore + 1);
    expect(again.text).toBe(plain.text);
    expect(again.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(again.headers['x-request-id']).toBeDefined();
    expect(again.headers.etag).toBe(etag);
    for (const encoding of ['br', 'gzip']) {
      const encoded = await shop.api().get(`/product/${dish.id}`).set('Accept-Encoding', encoding).expect(200);
      expect(encoded.headers['content-encoding']).toBe(encoding);
      expect(encoded.headers.etag).toBe(etag);
      expect(encoded.headers['content-type']).toMatch(/^text\/html/);
      // supertest decodes it: the same page as the plain bytes.
      expect(encoded.text).toBe(plain.text);
    }
    // A changed dish is a new page with a new ETag (a new version alone, same bytes, keeps the ETag).
    const other = shelf.products[2];
    const before = (await shop.api().get(`/product/${other.id}`).expect(200)).headers.etag;
    await shop.dataSource.manager.update(Product, other.id, { description: 'Новое описание' });
    await shop.dataSource.transaction((transaction) => bumpCatalogueVersion(transaction));
    const after = await shop.api().get(`/product/${other.id}`).set('If-None-Match', before).expect(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.text).toContain('Новое описание');
    // Tracking or unknown parameters and the letter case of the path are the same cached page, not a
    // new render: a change written behind the catalogue version's back is not seen through them.
    const misses = async () =>
      (await shop.app.get(MetricsRegistry).cacheLookups.get()).values.find((value) => value.labels.result === 'miss')?.value ?? 0;
    const missesBefore = await misses();
    for (const variant of [`/product/${other.id}?utm_source=telegram&x=1`, `/PRODUCT/${other.id}`]) {
      const same = await shop.api().get(variant).expect(200);
      expect(same.headers.etag).toBe(after.headers.etag);
    }
    expect(await misses()).toBe(missesBefore);
  });

  it('describes the dish as schema.org Product with an Offer in BYN and a breadcrumb', async () => {
    const html = (await shop.api().get(`/product/${dish.id}`).expect(200)).text;
    const items = dataBlocks(html, 'application/ld\\+json').map((block) => JSON.parse(block) as Record<string, unknown>);
    const product = items.find((item) => item['@type'] === 'Product') as { name: string; offers: Record<string, string> };
    expect(product.name).toBe(dish.name);
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: '40.50',
      priceCurrency: 'BYN',
      availability: 'https://schema.org/InStock',
      url: `${SHOP}/product/${dish.id}`,
    });
    const crumbs = items.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> };
    expect(crumbs.itemListElement.map((crumb) => crumb.name)).toEqual(['Главная', shelf.category.name, dish.name]);
    expect(crumbs.itemListElement[1].item).toBe(`${SHOP}/products?category_id=${shelf.category.id}`);
  });

  it('keeps a </script> in a dish name inside its JSON: the page data and JSON-LD parse back to the exact name', async () => {
    const name = 'Канапе </script><script>alert(1)</script> «с подвохом»';
    const html = (await shop.api().get(`/product/${tricky.id}`).expect(200)).text;
    expect(html).not.toContain('<script>alert(1)</script>');
    const [data] = dataBlocks(html, 'application/json');
    const answers = JSON.parse(data) as Record<string, { status: number; body: { name: string } }>;
    expect(answers[`/api/v1/product/product_${tricky.id}`]).toMatchObject({ status: 200, body: { name } });
    const product = dataBlocks(html, 'application/ld\\+json')
      .map((block) => JSON.parse(block) as { '@type': string; name?: string })
      .find((item) => item['@type'] === 'Product');
    expect(product?.name).toBe(name);
    expect(meta(html, 'og:title')).toBe(`${name} — 41,50${NBSP}byn`);
  });

  it('lists the first 18 dishes of a category with its bounds and pager; filters and tracking are not canonical', async () => {
    const html = (await shop.api().get(`/products?category_id=${shelf.category.id}&price_min=1&utm_source=telegram`).expect(200)).text;
    const body = text(html);
    expect(body).toContain(shelf.category.name);
    for (const product of shelf.products.slice(2, 18)) expect(body).toContain(product.name);
    // Everything in place and in order: no hidden segment revealed by an inline script (refused by the CSP).
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    expect(root).not.toContain('<script');
    expect(root).not.toMatch(/<div hidden id="S:/);
    // The filter panel's bounds and the count are in the HTML.
    expect(body).toMatch(/от 40,50 до 59,50[\u00a0 ]byn/);
    expect(body).not.toContain(shelf.products[18].name);
    expect(body).toContain('Найдено: 20');
    expect(body).toContain(`40,50${NBSP}byn`);
    expect(canonical(html)).toBe(`${SHOP}/products?category_id=${shelf.category.id}`);
    const second = (await shop.api().get(`/products?category_id=${shelf.category.id}&page=2`).expect(200)).text;
    expect(canonical(second)).toBe(`${SHOP}/products?category_id=${shelf.category.id}&page=2`);
    expect(text(second)).toContain(shelf.products[19].name);
    const crumbs = dataBlocks(html, 'application/ld\\+json').map((block) => JSON.parse(block) as { '@type': string });
    expect(crumbs.map((item) => item['@type'])).toEqual(['BreadcrumbList']);
  });

  it('answers 404 with the not-found page for an unknown or disabled dish or category', async () => {
    const missing = await shop.api().get('/product/987654').expect(404);
    expect(text(missing.text)).toContain('Товар не найден');
    expect(missing.headers['x-robots-tag']).toBe('noindex');
    // Again, now from the answer index before Express: still the 404 page, still noindex.
    const again = await shop.api().get('/product/987654').expect(404);
    expect(again.headers['x-robots-tag']).toBe('noindex');
    expect(again.text).toBe(missing.text);
    await shop.api().get('/product/abc').expect(404);
    const category = await shop.api().get('/products?category_id=987654').expect(404);
    expect(text(category.text)).toContain('Категория не найдена');
    const unknown = await shop.api().get('/no-such-page').expect(404);
    expect(unknown.headers['x-robots-tag']).toBe('noindex');
    const [hidden] = (await createShelf(shop, [10])).products;
    await shop.api().get(`/product/${hidden.id}`).expect(200);
    await shop.dataSource.manager.update(Product, hidden.id, { statusEnabled: false });
    await shop.dataSource.transaction((transaction) => bumpCatalogueVersion(transaction));
    // The cached page went with the catalogue version.
    await shop.api().get(`/product/${hidden.id}`).expect(404);
  });

  it('lists enabled categories and products in the sitemap with lastmod, and drops a dish once it is disabled', async () => {
    const { products } = await createShelf(shop, [5, 6]);
    const before = (
      await shop
        .api()
        .get('/sitemap.xml')
        .expect(200)
        .expect('Content-Type', /application\/xml/)
    ).text;
    expect(before).toContain(`<loc>${SHOP}/</loc>`);
    expect(before).toContain(`<loc>${SHOP}/contacts</loc>`);
    expect(before).toMatch(new RegExp(`<loc>${SHOP}/products\\?category_id=${shelf.category.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
    for (const product of products) expect(before).toMatch(new RegExp(`<loc>${SHOP}/product/${product.id}</loc><lastmod>\\d{4}-`));
    await shop.dataSource.manager.update(Product, products[0].id, { statusEnabled: false });
    const after = (await shop.api().get('/sitemap.xml').expect(200)).text;
    expect(after).not.toContain(`<loc>${SHOP}/product/${products[0].id}</loc>`);
    expect(after).toContain(`<loc>${SHOP}/product/${products[1].id}</loc>`);
    expect(after).not.toContain('/cart');
  });

  it('serves robots.txt: private pages, admin and API closed, Clean-param for tracking, the sitemap named', async () => {
    const robots = (
      await shop
        .api()
        .get('/robots.txt')
        .expect(200)
        .expect('Content-Type', /text\/plain/)
    ).text;
    for (const path of ['/cart', '/user-orders', '/signin', '/order-payment/', '/quote/', '/api/', '/bulbash_admin/'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toMatch(/User-agent: Yandex\n[\s\S]*Clean-param: utm_source&utm_medium&utm_campaign[^\n]*yclid/);
    expect(robots).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
  });

  it('sends private pages as the client-rendered shell with noindex', async () => {
    for (const path of ['/cart', '/signin', '/user-orders', '/quote/abc', '/order-payment/1/2']) {
      const response = await shop.api().get(path).expect(200);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.text).not.toContain('id="page-data"');
    }
  });

  it('renders the home and contacts pages with the business as schema.org FoodEstablishment', async () => {
    for (const path of ['/', '/contacts']) {
      const html = (await shop.api().get(path).expect(200)).text;
      expect(canonical(html)).toBe(`${SHOP}${path}`);
      const business = dataBlocks(html, 'application/ld\\+json')
        .map((block) => JSON.parse(block) as { '@type': string; areaServed?: { name: string } })
        .find((item) => item['@type'] === 'FoodEstablishment');
      expect(business?.areaServed?.name).toBe('Минск');
    }
    const homeHtml = (await shop.api().get('/').expect(200)).text;
    const home = text(homeHtml);
    expect(home).toContain(`${shelf.category.name} Для тестов`);
    // How to pay as the payment settings say (this app has no bePaid keys: no online payment), and
    // the answer it was drawn from is in the page, so the browser hydrates the same words.
    const online = (await shop.api().get('/api/v1/payments/online').expect(200)).body as { enabled: boolean };
    expect(online.enabled).toBe(false);
    expect(home).toContain('на сайте: оплата наличными или картой при получении');
    expect(home).not.toContain('через ЕРИП');
    expect(homeHtml).not.toContain('footer-payment-methods');
    const pageData = JSON.parse(dataBlocks(homeHtml, 'application/json')[0]) as Record<string, { body: unknown }>;
    expect(pageData['/api/v1/payments/online']?.body).toEqual(online);
    for (const path of ['/how-to-order', '/about-us', '/offer', '/payment-terms', '/event'])
      expect(canonical((await shop.api().get(path).expect(200)).text)).toBe(`${SHOP}${path}`);
  });

  it('paints before any request: stylesheets inline, the scripts waiting in #after-paint, its loader allowed by the CSP', async () => {
    const response = await shop.api().get('/').expect(200);
    const html = response.text;
    const head = html.slice(0, html.indexOf('</head>'));
    // Nothing in the head holds the first paint: no stylesheet that applies, no script to fetch.
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*media="not all")[^>]*>/);
    expect(head).not.toMatch(/<script[^>]*\ssrc=|rel="modulepreload"/);
    expect(head).toMatch(/<style>[^<]*\.category-grid/);
    const waiting = /<template id="after-paint">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(waiting).toMatch(/^<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    expect(waiting).toMatch(/rel="modulepreload" crossorigin href="\/assets\/HomePage-[^"]+\.js"/);
    // The loader after it is an inline script: the CSP names its hash.
    const loader = /<\/template>\s*<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain("getElementById('after-paint')");
    const hash = `'sha256-${createHash('sha256').update(loader, 'utf8').digest('base64')}'`;
    expect(String(response.headers['content-security-policy'])).toContain(hash);
  });
});

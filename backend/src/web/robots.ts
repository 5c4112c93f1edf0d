/** Pages of one visitor (cart, orders, account, payment returns, quote links): drawn in the browser, never indexed. */
export const PRIVATE_PATHS = [
  '/cart',
  '/user-orders',
  '/lunches',
  '/order-placed/',
  '/order-payment/',
  '/quote/',
  '/signin',
  '/signup',
  '/forgot-password',
  '/check-email',
  '/404',
];
const CLOSED = [...PRIVATE_PATHS, '/api/', '/bulbash_admin/'];
/** Parameters that only say where a visit came from (Yandex drops them from the addresses it indexes). */
export const TRACKING_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'yclid',
  'gclid',
  'fbclid',
  'ysclid',
  '_openstat',
  'from',
];

/**
 * /robots.txt: the private pages, the back office and the API closed; Yandex's Clean-param for the
 * tracking parameters (Yandex reads only its own group when there is one, so the rules are repeated
 * there); the sitemap named with the public address.
 */
export function robotsTxt(publicUrl: string): string {
  const disallow = CLOSED.map((path) => `Disallow: ${path}`);
  return [
    'User-agent: *',
    ...disallow,
    '',
    'User-agent: Yandex',
    ...disallow,
    `Clean-param: ${TRACKING_PARAMS.join('&')}`,
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

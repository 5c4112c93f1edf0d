import { createHash } from 'node:crypto';

export type KeyParams = Record<string, string | number | boolean | undefined>;

/**
 * The cache key of a public answer: the route and its parameters sorted by name, unset ones
 * left out, values URI-encoded (so `&` or `=` inside a search text cannot forge another key).
 * Callers pass the validated query with its defaults applied, so `?page=1&category_id=2` and
 * `?category_id=2` share one key.
 */
export function normalisedKey(route: string, params: KeyParams = {}): string {
  const parts = Object.keys(params)
    .filter((name) => params[name] !== undefined)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(params[name]))}`);
  return parts.length > 0 ? `${route}?${parts.join('&')}` : route;
}

/** Where a cached value lives for one catalogue version: a new version never meets an old entry. */
export function versionedKey(kind: 'answer' | 'value' | 'page', version: number, key: string): string {
  return `${kind}:v${version}:${key}`;
}

/** A strong ETag from the exact bytes of the body. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

import { Response } from 'express';
import { CachedAnswer, CatalogueCache } from './catalogue-cache.service';

/** Browsers keep public catalogue answers but ask each time; an unchanged one costs a 304. */
export const PUBLIC_CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * Puts a cached answer on the response and gives the body for Nest to send: the same bytes and
 * Content-Type as `response.json` would produce; Express answers 304 itself when If-None-Match
 * matches the ETag. A request carrying a token keeps the `no-store` it was given.
 */
export function sendAnswer(response: Response, answer: CachedAnswer): string {
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('ETag', answer.etag);
  if (!response.getHeader('Cache-Control')) response.setHeader('Cache-Control', PUBLIC_CATALOGUE_CACHE_CONTROL);
  return answer.body;
}

/**
 * A controller's cached answer: `compute` runs on a miss; the result is typed as the JSON its
 * text carries (what OpenAPI and the API types describe), though the handler returns the text.
 */
export async function serveCached<T>(cache: CatalogueCache, response: Response, key: string, compute: () => Promise<T>): Promise<T> {
  return sendAnswer(response, await cache.answer(key, compute)) as unknown as T;
}

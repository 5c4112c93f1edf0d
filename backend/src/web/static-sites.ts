import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { ServeStaticModuleOptions } from '@nestjs/serve-static';
import { Response } from 'express';
import type { WebRoots } from '../config/app-config';

export type { WebRoots };

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
export const BACKOFFICE_BASE = '/bulbash_admin/admin';
export const UPLOADS_BASE = '/uploads';

const frontendDist = (name: string) => resolve(__dirname, '..', '..', '..', name, 'dist');
const DEFAULT_WEB_ROOTS: WebRoots = { storefront: frontendDist('storefront'), backoffice: frontendDist('backoffice') };
export const webRoots = (config: { webRoots?: WebRoots }): WebRoots => config.webRoots ?? DEFAULT_WEB_ROOTS;

/** Hashed build assets never change, so they are cached for a year; pages (index.html) are always revalidated. */
export function buildCacheControl(response: Response, filePath: string): void {
  const hashed = filePath.includes(`${sep}assets${sep}`);
  response.setHeader('Cache-Control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
}

/**
 * The storefront's pages: every path outside /api, /uploads, /metrics and the back office whose last segment
 * has no file extension (a missing file is a 404, never the page). A RegExp route rather than the module's
 * `exclude` list: serve-static turns any error on an excluded path, such as a malformed JSON
 * body sent to the API, into a 404.
 */
export const STOREFRONT_PAGES = /^(?!\/(api|uploads|metrics|bulbash_admin\/admin)(\/|$))(?!.*\.[a-zA-Z0-9]+$)/;

const spaFiles = (root: string) => ({ rootPath: root, serveStaticOptions: { index: false, setHeaders: buildCacheControl } });

/**
 * What @nestjs/serve-static serves, after the API routes: uploaded images (content-hashed
 * names, so a one-year immutable cache, and no fallback: a missing one is the JSON 404),
 * the back office under /bulbash_admin/admin and the storefront at /. A front end whose build
 * is missing at start is not served (API tests may run without builds).
 */
export function staticSiteOptions(uploadDir: string, roots: WebRoots): ServeStaticModuleOptions[] {
  const sites: ServeStaticModuleOptions[] = [
    {
      rootPath: uploadDir,
      serveRoot: UPLOADS_BASE,
      exclude: [`${UPLOADS_BASE}{/*path}`],
      serveStaticOptions: { index: false, immutable: true, maxAge: ONE_YEAR_SECONDS * 1000 },
    },
  ];
  // Under a serveRoot the page route must be a string, so dotted paths are left out by `exclude`
  // (only requests below /bulbash_admin/admin are concerned).
  if (hasIndex(roots.backoffice))
    sites.push({ ...spaFiles(roots.backoffice), serveRoot: BACKOFFICE_BASE, exclude: [`${BACKOFFICE_BASE}/*path.:ext`] });
  if (hasIndex(roots.storefront)) sites.push({ ...spaFiles(roots.storefront), renderPath: STOREFRONT_PAGES });
  return sites;
}

export const hasIndex = (root: string) => existsSync(join(root, 'index.html'));

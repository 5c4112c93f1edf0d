import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { ServeStaticModuleOptions } from '@nestjs/serve-static';
import { Response } from 'express';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
export const BACKOFFICE_BASE = '/bulbash_admin/admin';
export const UPLOADS_BASE = '/uploads';

/** Where the built front ends are; the API tests point these at folders of their own. */
export interface WebRoots {
  storefront: string;
  backoffice: string;
}

const frontendDist = (name: string) => resolve(__dirname, '..', '..', '..', name, 'dist');
const DEFAULT_WEB_ROOTS: WebRoots = { storefront: frontendDist('storefront'), backoffice: frontendDist('backoffice') };
export const webRoots = (config: { webRoots?: WebRoots }): WebRoots => config.webRoots ?? DEFAULT_WEB_ROOTS;

/** Hashed build assets never change, so they are cached for a year; pages (index.html) are always revalidated. */
export function buildCacheControl(response: Response, filePath: string): void {
  const hashed = filePath.includes(`${sep}assets${sep}`);
  response.setHeader('Cache-Control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
}

/** Paths whose last segment has a file extension: a missing one is a 404, never the app's page. */
const withExtension = (base: string) => `${base}/*path.:ext`;

/**
 * A single-page app: its files, and its index.html for every other GET/HEAD below `base`
 * without a file extension (history fallback), except the paths in `exclude`.
 */
function spa(root: string, base: string, exclude: string[]): ServeStaticModuleOptions {
  return {
    rootPath: root,
    ...(base === '' ? {} : { serveRoot: base }),
    exclude: [withExtension(base), ...exclude],
    serveStaticOptions: { index: false, setHeaders: buildCacheControl },
  };
}

/**
 * What @nestjs/serve-static serves, after the API routes: uploaded images (content-hashed
 * names, so a one-year immutable cache, and no fallback: a missing one is the JSON 404),
 * the back office under /bulbash_admin/admin and the storefront at /. A front end whose build
 * is missing at start is not served (the API tests run without builds).
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
  if (hasIndex(roots.backoffice)) sites.push(spa(roots.backoffice, BACKOFFICE_BASE, []));
  if (hasIndex(roots.storefront)) sites.push(spa(roots.storefront, '', ['/api{/*path}', `${UPLOADS_BASE}{/*path}`]));
  return sites;
}

export const hasIndex = (root: string) => existsSync(join(root, 'index.html'));

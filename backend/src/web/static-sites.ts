import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { NextFunction, Request, RequestHandler, Response, Router } from 'express';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
export const BACKOFFICE_BASE = '/bulbash_admin/admin';
/** API paths that are also storefront pages: e-mail links open them in a browser. */
const BROWSER_PAGES_UNDER_API = ['/api/v1/users/verify-email', '/api/v1/users/restore-password'];

const frontendDist = (name: string) => resolve(__dirname, '..', '..', '..', name, 'dist');

function wantsHtml(request: Request): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/** A page of the app (history fallback): a browser navigation, or any GET of a path without a file extension. */
function isPageRequest(request: Request): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && (wantsHtml(request) || !/\.[a-z0-9]+$/i.test(request.path));
}

/** Hashed build assets never change, so they are cached for a year; pages are always revalidated. */
function staticFiles(root: string): RequestHandler {
  return express.static(root, {
    index: false,
    setHeaders: (response, filePath) => {
      const hashed = filePath.includes(`${join('/', 'assets', '/')}`);
      response.setHeader('Cache-Control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
}

function sendIndex(root: string): RequestHandler {
  const index = join(root, 'index.html');
  return (request, response, next) => {
    if (!existsSync(index)) {
      next();
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  };
}

function spa(root: string): Router {
  const router = Router();
  router.use(staticFiles(root));
  router.use((request, response, next) => (isPageRequest(request) ? sendIndex(root)(request, response, next) : next()));
  return router;
}

/**
 * Serves uploaded images, the back office and the storefront from the API process.
 * Registered before Nest's router; API requests pass straight through.
 */
export function staticSites(uploadDir: string): Router {
  const router = Router();
  const storefront = frontendDist('storefront');
  const backoffice = frontendDist('backoffice');

  const storefrontSpa = spa(storefront);

  // Uploaded file names are content hashes, so a name never changes meaning.
  router.use('/uploads', express.static(uploadDir, { index: false, immutable: true, maxAge: ONE_YEAR_SECONDS * 1000 }));
  router.use('/uploads', (request: Request, response: Response) => {
    response.status(404).json({ detail: 'Файл не найден' });
  });
  router.use(BACKOFFICE_BASE, spa(backoffice));
  router.use((request: Request, response: Response, next: NextFunction) => {
    const isApi = request.path === '/api' || request.path.startsWith('/api/');
    const isBrowserPage = BROWSER_PAGES_UNDER_API.some((page) => request.path.replace(/\/$/, '') === page) && wantsHtml(request);
    if (isApi && !isBrowserPage) {
      next();
      return;
    }
    if (isBrowserPage) {
      sendIndex(storefront)(request, response, next);
      return;
    }
    storefrontSpa(request, response, next);
  });
  return router;
}

import { NextFunction, Request, RequestHandler, Response } from 'express';
import { join } from 'node:path';
import { buildCacheControl, hasIndex, WebRoots } from './static-sites';

/** API paths that are also storefront pages: the links in the e-mails open them in a browser. */
export const EMAIL_LINK_PAGES = ['/api/v1/users/verify-email', '/api/v1/users/restore-password'];

/**
 * A browser navigation (GET with Accept: text/html) to an e-mail link gets the storefront page,
 * which then calls the same path as JSON. The choice depends on a header, on a path the API
 * serves too, so it is made before the API routes: @nestjs/serve-static serves after them.
 */
export function emailLinkPages(roots: WebRoots): RequestHandler {
  const index = join(roots.storefront, 'index.html');
  return (request: Request, response: Response, next: NextFunction) => {
    const isPage = request.method === 'GET' && EMAIL_LINK_PAGES.includes(request.path.replace(/\/$/, ''));
    if (!isPage || !(request.headers.accept ?? '').includes('text/html') || !hasIndex(roots.storefront)) {
      next();
      return;
    }
    buildCacheControl(response, index);
    response.setHeader('X-Robots-Tag', 'noindex');
    response.sendFile(index);
  };
}

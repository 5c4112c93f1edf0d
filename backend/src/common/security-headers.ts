import { join, resolve } from 'node:path';
import { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { InlineScriptHashes } from './inline-script-hashes';

/** The built pages whose inline scripts the Content-Security-Policy allows by hash. */
const BUILT_PAGES = ['storefront', 'backoffice'].map((name) => join(resolve(__dirname, '..', '..', '..', name, 'dist'), 'index.html'));

/** Routes whose answer carries a token even though the request has no Authorization header. */
const TOKEN_ROUTES = /^\/api\/v1\/users\/(login|verify-email|restore-new-password)\/?$/;

/**
 * helmet with the shop's policy: scripts only from the shop itself (the storefront's inline
 * start-up scripts by hash), styles also inline (MUI/emotion inject <style> elements), images
 * also as data:/blob: URLs (previews of uploads), no framing, no plugins, HSTS only when the
 * shop is served over https.
 */
export function securityHeaders(publicUrl: string, pages: string[] = BUILT_PAGES): RequestHandler {
  const https = publicUrl.startsWith('https://');
  const hashes = new InlineScriptHashes(pages);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", () => hashes.current().join(' ')],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Product images are also shown by mail clients on other origins.
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
  });
}

/**
 * Answers about a person (anything sent with a token, and the answers that hand out a token)
 * must not be kept by the browser or a shared cache.
 */
export function noStoreForPersonalAnswers(request: Request, response: Response, next: NextFunction): void {
  const isApi = request.path.startsWith('/api/');
  if (isApi && (request.headers.authorization !== undefined || TOKEN_ROUTES.test(request.path))) {
    response.setHeader('Cache-Control', 'no-store');
  }
  next();
}

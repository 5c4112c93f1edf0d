import { join, resolve } from 'node:path';
import { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { InlineScriptHashes } from './inline-script-hashes';

/** The built pages whose inline scripts the Content-Security-Policy allows by hash. */
const BUILT_PAGES = ['storefront', 'backoffice'].map((name) => join(resolve(__dirname, '..', '..', '..', name, 'dist'), 'index.html'));

/** Routes whose answer carries a token even though the request has no Authorization header. */
const TOKEN_ROUTES = /^\/api\/v1\/users\/(login|verify-email|restore-new-password)\/?$/;

/** helmet with the shop's policy; `scriptHashes` gives the CSP's script hashes, space-separated. */
function shopHelmet(https: boolean, scriptHashes: () => string): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", scriptHashes],
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

type HeaderStep = [name: string, value: string | undefined];

/** The header writes helmet makes (none depends on the request): run once on a recording response. */
function recordHeaders(middleware: RequestHandler): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => steps.push([name, String(value)]),
    removeHeader: (name: string) => steps.push([name, undefined]),
  };
  middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
  });
  return steps;
}

/**
 * helmet's headers with the shop's policy: scripts only from the shop itself (the storefront's
 * inline start-up scripts by hash), styles also inline (MUI/emotion inject <style> elements),
 * images also as data:/blob: URLs (previews of uploads), no framing, no plugins, HSTS only when
 * the shop is served over https. The header set is computed by helmet once and again only when
 * a built page's script hashes change, then replayed on every response: by the middleware, or
 * as name/value pairs by code that writes a whole response head at once.
 */
export class SecurityHeaders {
  private hashList = '';
  private readonly helmet: RequestHandler;
  private steps: HeaderStep[];
  private pairs: string[];

  constructor(
    publicUrl: string,
    pages: string[] = BUILT_PAGES,
    private readonly hashes = new InlineScriptHashes(pages),
  ) {
    this.helmet = shopHelmet(publicUrl.startsWith('https://'), () => this.hashList);
    this.steps = recordHeaders(this.helmet);
    this.pairs = this.toPairs();
  }

  /** The headers to send now, as name, value, name, value... (for `writeHead`). */
  headerPairs(): readonly string[] {
    this.refresh();
    return this.pairs;
  }

  middleware(): RequestHandler {
    return (_request, response, next) => {
      this.refresh();
      for (const [name, value] of this.steps) {
        if (value === undefined) response.removeHeader(name);
        else response.setHeader(name, value);
      }
      next();
    };
  }

  private refresh(): void {
    const latest = this.hashes.sourceList();
    if (latest === this.hashList) return;
    this.hashList = latest;
    this.steps = recordHeaders(this.helmet);
    this.pairs = this.toPairs();
  }

  /** The headers set (a removal concerns nothing on a response nobody has written to yet). */
  private toPairs(): string[] {
    return this.steps.flatMap(([name, value]) => (value === undefined ? [] : [name, value]));
  }
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

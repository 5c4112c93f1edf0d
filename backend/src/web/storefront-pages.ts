import { Inject, Injectable, Logger } from '@nestjs/common';
import { NextFunction, Request, RequestHandler, Response } from 'express';
import { normalisedKey } from '../cache/cache-keys';
import { AnswerIndex } from '../cache/answer-index';
import { preparedReply } from '../cache/catalogue-answer';
import { CatalogueCache, PreparedPage } from '../cache/catalogue-cache.service';
import { CatalogueService } from '../catalogue/catalogue.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PreviewImages } from '../media/preview-images';
import { PageAnswer, PageAnswers } from './page-answers';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';
import { STOREFRONT_PAGES, webRoots } from './static-sites';
import { StorefrontRenderer } from './storefront-renderer';

/** A rendered page. */
interface RenderedHtml {
  status: number;
  html: string;
}

const HTML = 'text/html; charset=utf-8';
/** The route of a server-rendered page in request logs and metrics (one label for all of them). */
const PAGE_ROUTE = 'storefront page';
/** Pages change with the catalogue: the browser asks each time (a 304 while unchanged). */
const PAGE_CACHE_CONTROL = 'no-cache';
/** How long the check that the server build is there holds (it is a file check per request otherwise). */
const BUILD_CHECK_MS = 1000;

/**
 * A page's cache key: what its render depends on, i.e. its path (matched without regard to case)
 * and the normalised API answers it is drawn from. Tracking and unknown query parameters are not
 * in it, so they cannot make every request a fresh render.
 */
const pageKey = (pathname: string, requests: string[]) =>
  normalisedKey('page', { path: pathname.toLowerCase(), answers: requests.join(' ') });

/** The server build of the storefront: never served as a file. */
const SERVER_BUILD = /^\/server(\/|$)/;

/**
 * The storefront's pages as robots and first visits get them. A public page (ssr/pages.ts of the
 * storefront) is rendered here from the API's answers got in-process, with its status (404 for a
 * missing dish or category), head tags and the JSON the browser hydrates with; the result is cached
 * per URL and catalogue version. Every other page (cart, orders, sign-in, payment returns, quote
 * links, unknown paths) is the client-rendered shell with `X-Robots-Tag: noindex` (404 when no route
 * knows the path). Also /robots.txt and /sitemap.xml. Without a server build (API tests, a client
 * build alone) pages are left to the static files as before.
 */
@Injectable()
export class StorefrontPages {
  private readonly logger = new Logger('StorefrontPages');
  private readonly renderer: StorefrontRenderer | null;
  private readonly publicUrl: string;
  private buildCheckedAt = 0;
  private buildWasAvailable = false;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly answers: PageAnswers,
    private readonly cache: CatalogueCache,
    private readonly catalogue: CatalogueService,
    private readonly previews: PreviewImages,
    private readonly index: AnswerIndex,
  ) {
    this.renderer = StorefrontRenderer.of(webRoots(config).storefront);
    this.publicUrl = config.publicUrl.replace(/\/+$/, '');
  }

  middleware(): RequestHandler {
    return (request: Request, response: Response, next: NextFunction) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      if (request.path === '/robots.txt') {
        response.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
        response.send(robotsTxt(this.publicUrl));
        return;
      }
      if (request.path === '/sitemap.xml') return void this.sitemap(response).catch(next);
      const renderer = this.renderer;
      if (!renderer || !this.buildAvailable(renderer)) return next();
      if (SERVER_BUILD.test(request.path)) {
        response.status(404).json({ detail: 'Not Found' });
        return;
      }
      if (!STOREFRONT_PAGES.test(request.path)) return next();
      void this.page(renderer, request, response).catch(next);
    };
  }

  private async page(renderer: StorefrontRenderer, request: Request, response: Response): Promise<void> {
    const url = request.originalUrl;
    const pathname = request.path;
    const { entry } = renderer.current();
    const requests = entry.pageRequests(url);
    response.setHeader('Cache-Control', 'no-cache');
    if (requests === null) {
      // Private or unknown: drawn in the browser, never indexed.
      response.setHeader('X-Robots-Tag', 'noindex');
      response
        .status(entry.isKnownPage(pathname) ? 200 : 404)
        .type('html')
        .send(renderer.shell());
      return;
    }
    let page: (PreparedPage & { version: number }) | RenderedHtml;
    try {
      // Cached per URL and version, with its ETag and compressed forms made once (no hashing or compression per request).
      page = this.answers.versioned(requests)
        ? await this.cache.page(pageKey(pathname, requests), () => this.render(renderer, url, requests))
        : await this.render(renderer, url, requests);
    } catch (error) {
      // A page that cannot be rendered is still the shop: the browser draws it as before.
      this.logger.error(`Server render of ${url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      response.type('html').send(renderer.shell());
      return;
    }
    const robots = page.status !== 200 ? ['X-Robots-Tag', 'noindex'] : [];
    if (robots.length > 0) response.setHeader(robots[0], robots[1]);
    if (!('answer' in page)) {
      response.status(page.status).type('html').send(page.html);
      return;
    }
    // The URL's next request is answered before Express, like a catalogue answer (cache/indexed-answers.ts).
    this.index.remember(url, {
      version: page.version,
      route: PAGE_ROUTE,
      answer: page.answer,
      form: { contentType: HTML, cacheControl: PAGE_CACHE_CONTROL, status: page.status, headers: robots },
    });
    // Content-Encoding set here: the compression middleware leaves the prepared bytes as they are.
    const reply = preparedReply(request, page.answer, { contentType: HTML, cacheControl: PAGE_CACHE_CONTROL });
    for (let index = 0; index < reply.headers.length; index += 2) response.setHeader(reply.headers[index], reply.headers[index + 1]);
    response.status(reply.status === 304 ? 304 : page.status).end(reply.body ?? undefined);
  }

  /** Whether the server build is there, checked at most once a second. */
  private buildAvailable(renderer: StorefrontRenderer): boolean {
    const now = Date.now();
    if (now - this.buildCheckedAt >= BUILD_CHECK_MS) {
      this.buildWasAvailable = renderer.available();
      this.buildCheckedAt = now;
    }
    return this.buildWasAvailable;
  }

  private async render(renderer: StorefrontRenderer, url: string, requests: string[]): Promise<RenderedHtml> {
    const { entry, build } = renderer.current();
    const answers = await this.answers.load(requests);
    const previews = await this.previewImages(answers);
    const rendered = await entry.renderPage(url, answers, { publicUrl: this.publicUrl, previewImage: (path) => previews.get(path) }, build);
    if (!rendered) throw new Error(`${url} is not a server-rendered page`);
    return { status: rendered.status, html: renderer.compose(rendered) };
  }

  /** The link-preview pictures (1200 × 630) of the dishes a page shows on its own. */
  private async previewImages(answers: Record<string, PageAnswer>): Promise<Map<string, string>> {
    const previews = new Map<string, string>();
    for (const [url, answer] of Object.entries(answers)) {
      const imagePath = (answer.body as { image_path?: unknown } | null)?.image_path;
      if (!/\/product\/product_/.test(url) || answer.status !== 200 || typeof imagePath !== 'string') continue;
      const preview = await this.previews.ensure(imagePath);
      if (preview) previews.set(imagePath, preview);
    }
    return previews;
  }

  private async sitemap(response: Response): Promise<void> {
    const entries = await this.catalogue.sitemapEntries();
    const staticPaths = this.renderer?.current().entry.STATIC_PUBLIC_PATHS ?? ['/'];
    response.type('application/xml').setHeader('Cache-Control', 'no-cache');
    response.send(sitemapXml(this.publicUrl, staticPaths, entries));
  }
}

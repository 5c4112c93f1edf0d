import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { AppContent } from './App';
import { preloadScreen, routes } from './router';
import { headTags, pageHead, type SiteInfo } from './ssr/head';
import { jsonForScript } from './ssr/escape';
import type { PageAnswers } from './ssr/pageData';
import { matchPublicPage, STATIC_PUBLIC_PATHS } from './ssr/pages';
import { pageAssets, type BuildAssets, type Manifest } from './ssr/pageAssets';
export { composePage } from './ssr/composePage';

/*
 * The storefront's server entry (`vite build --ssr`, dist/server/entry-server.cjs), loaded by the
 * API process (backend/src/web): for a public page it names the API answers the page is drawn from,
 * then renders the page with them into HTML, its head tags and the JSON the browser hydrates with.
 */

export { STATIC_PUBLIC_PATHS };
export type { BuildAssets, Manifest, PageAnswers, SiteInfo };

/** The API URLs whose answers the page at `url` (path and query) needs; null when the page is not server-rendered. */
export function pageRequests(url: string): string[] | null {
  const { pathname, searchParams } = new URL(url, 'http://shop');
  return matchPublicPage(pathname, searchParams)?.requests ?? null;
}

/** Whether `pathname` is one of the shop's pages at all (else the browser's app sends the visitor to /404). */
export function isKnownPage(pathname: string): boolean {
  const match = matchRoutes(routes, pathname);
  return Boolean(match && match.at(-1)?.route.path !== '*');
}

export interface RenderedPage {
  status: number;
  /** Tags for the end of <head>: title, meta, canonical, JSON-LD, stylesheets, module preloads, Emotion's critical CSS. */
  head: string;
  /** The content of <div id="root">. */
  html: string;
  /** The answers as escaped JSON, for <script type="application/json" id="page-data">. */
  data: string;
}

/** React's stream, read to its end once everything (lazy screens included) is ready. */
function renderToText(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary in place, in order: React would otherwise send large ones apart, revealed by
      // inline scripts, which the CSP refuses and a robot without JavaScript never runs.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** Emotion's styles of this render as one <style> the browser's cache adopts (same key, `css`). */
function emotionStyles(inserted: Record<string, string | true | undefined>, order: string[]): string {
  const names: string[] = [];
  let css = '';
  for (const name of new Set(order)) {
    const rules = inserted[name];
    if (typeof rules !== 'string') continue;
    names.push(name);
    css += rules;
  }
  return names.length > 0 ? `<style data-emotion="css ${names.join(' ')}">${css}</style>` : '';
}

/**
 * Renders the public page at `url` (null when it is not one) from `answers`. `build`: the build's
 * manifest and stylesheets, for the screen's preloads and styles; null under Vite's dev server, which
 * serves both itself.
 */
export async function renderPage(
  url: string,
  answers: PageAnswers,
  site: SiteInfo,
  build: BuildAssets | null,
): Promise<RenderedPage | null> {
  const { pathname, search, searchParams } = new URL(url, 'http://shop');
  const matched = matchPublicPage(pathname, searchParams);
  if (!matched) return null;
  await preloadScreen(pathname);
  // A cache per render: what it collects is exactly this page's styles; `compat` keeps them out of the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  // The order the styles were inserted in (the record's keys would put number-like names first).
  const order: string[] = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const rendered = await renderToText(
    <CacheProvider value={cache}>
      <StaticRouter location={`${pathname}${search}`}>
        <AppContent answers={answers} />
      </StaticRouter>
    </CacheProvider>,
  );
  // The CSP allows no script but the page's own: a render that needs one (a boundary revealed later) is a bug here.
  if (rendered.includes('<script')) throw new Error(`The render of ${url} holds an inline script`);
  const head = pageHead(matched.page, answers, site);
  // React puts the resource hints it found (the main picture's preload) before the markup: they belong in <head>.
  const hints = /^(?:<link [^>]*>)*/.exec(rendered)?.[0] ?? '';
  return {
    status: head.status,
    head: headTags(head) + hints + (build ? pageAssets(build, matched.screen) : '') + emotionStyles(cache.inserted, order),
    html: rendered.slice(hints.length),
    data: jsonForScript(answers),
  };
}

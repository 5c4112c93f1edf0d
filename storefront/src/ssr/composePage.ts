/** #root with the static shell: a rendered page's markup replaces all of it (no stray text before React's nodes). */
const ROOT = /<div id="root">[\s\S]*?<!--\/ssr-outlet-->\s*<\/div>/;
/** index.html's own title and description: a rendered page brings its own. */
const DEFAULT_HEAD = /<title>[^<]*<\/title>|<meta name="description"[^>]*>/g;
/** The start-up script (earlyRequests.ts): it fetches what a rendered page already carries. */
const EARLY_REQUESTS = /<script>setTimeout\(function startEarlyRequests[\s\S]*?<\/script>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const MODULE_SCRIPT = '<script type="module"';
/** The app's scripts and their preloads, wherever the template and the page's head put them. */
const SCRIPT_TAGS = /<script type="module"[^>]*\ssrc="[^"]*"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
/** Where index.html takes the scripts a rendered page loads once painted (its loader follows). */
const AFTER_PAINT = '<!--after-paint-->';

export interface ComposeOptions {
  /**
   * The app's scripts wait in `<template id="after-paint">` until the page is painted (index.html's
   * loader): the server's HTML is drawn without waiting for them, and the page's pictures are not
   * queued behind 140 KB of JavaScript. The built shop does so; Vite's dev server, whose scripts
   * must run in order (React's refresh preamble first), does not.
   */
  scriptsAfterPaint?: boolean;
}

/**
 * index.html (`template`: the build's, or the one Vite's dev server serves) with a rendered page:
 * its head tags, its markup in #root, its answers as JSON for hydration before the app's script.
 */
export function composePage(
  template: string,
  page: { head: string; html: string; data: string },
  { scriptsAfterPaint = false }: ComposeOptions = {},
): string {
  const data = `<script type="application/json" id="page-data">${page.data}</script>`;
  const composed = template
    .replace(DEFAULT_HEAD, '')
    .replace(EARLY_REQUESTS, '')
    .replace(NOSCRIPT, '')
    .replace('</head>', () => `${page.head}</head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>`)
    .replace(MODULE_SCRIPT, () => `${data}${MODULE_SCRIPT}`);
  if (!scriptsAfterPaint || !composed.includes(AFTER_PAINT)) return composed;
  const scripts = composed.match(SCRIPT_TAGS) ?? [];
  return composed.replace(SCRIPT_TAGS, '').replace(AFTER_PAINT, () => `<template id="after-paint">${scripts.join('')}</template>`);
}

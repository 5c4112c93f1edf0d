/** #root with the static shell: a rendered page's markup replaces all of it (no stray text before React's nodes). */
const ROOT = /<div id="root">[\s\S]*?<!--\/ssr-outlet-->\s*<\/div>/;
/** index.html's own title and description: a rendered page brings its own. */
const DEFAULT_HEAD = /<title>[^<]*<\/title>|<meta name="description"[^>]*>/g;
/** The start-up script (earlyRequests.ts): it fetches what a rendered page already carries. */
const EARLY_REQUESTS = /<script>setTimeout\(function startEarlyRequests[\s\S]*?<\/script>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const MODULE_SCRIPT = '<script type="module"';

/**
 * index.html (`template`: the build's, or the one Vite's dev server serves) with a rendered page:
 * its head tags, its markup in #root, its answers as JSON for hydration before the app's script.
 */
export function composePage(template: string, page: { head: string; html: string; data: string }): string {
  const data = `<script type="application/json" id="page-data">${page.data}</script>`;
  return template
    .replace(DEFAULT_HEAD, '')
    .replace(EARLY_REQUESTS, '')
    .replace(NOSCRIPT, '')
    .replace('</head>', () => `${page.head}</head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>`)
    .replace(MODULE_SCRIPT, () => `${data}${MODULE_SCRIPT}`);
}

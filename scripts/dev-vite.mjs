#!/usr/bin/env node
// One Vite dev server of `npm run dev` (started by scripts/dev.mjs, not by hand): the workspace's own
// vite.config.ts with the dev setup's host, port and proxy targets laid over it.
//   node scripts/dev-vite.mjs <storefront|backoffice> --port N --api URL [--backoffice URL]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, api: { type: 'string' }, backoffice: { type: 'string' }, host: { type: 'string' } },
});
const app = positionals[0];
if (!['storefront', 'backoffice'].includes(app ?? '') || !values.port || !values.api) {
  console.error('usage: dev-vite.mjs <storefront|backoffice> --port N --api URL [--backoffice URL] [--host H]');
  process.exit(2);
}

const workspace = join(new URL('..', import.meta.url).pathname, app);
// Each workspace has its own Vite (not hoisted to the root): load that one.
const vite = await import(pathToFileURL(createRequire(join(workspace, 'package.json')).resolve('vite')).href);

/**
 * Storefront pages that live under /api (the landing pages of the e-mail links): a browser navigation
 * gets the storefront page, any other request goes to the API. The same list as EMAIL_LINK_PAGES in
 * backend/src/web/email-link-pages.ts, which does this in production.
 */
const BROWSER_PAGES_UNDER_API = ['/api/v1/users/verify-email', '/api/v1/users/restore-password'];
const browserPage = (request) =>
  request.method === 'GET' &&
  (request.headers.accept ?? '').includes('text/html') &&
  BROWSER_PAGES_UNDER_API.includes((request.url ?? '').split('?')[0].replace(/\/$/, ''));

const proxy = {
  '/api': {
    target: values.api,
    bypass: app === 'storefront' ? (request) => (browserPage(request) ? '/index.html' : undefined) : undefined,
  },
  '/uploads': { target: values.api },
};
// The back office's pages, modules and HMR websocket, served by its own Vite under its base path.
const BACKOFFICE_BASE = '/bulbash_admin/admin';
if (values.backoffice) proxy[BACKOFFICE_BASE] = { target: values.backoffice, ws: true };

/** The back office's address without the final slash leads to it, as in production. */
const backofficeWithoutSlash = {
  name: 'bulbash-dev-backoffice-redirect',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const [path, query] = (request.url ?? '').split(/\?(.*)/s);
      if (path !== BACKOFFICE_BASE) return next();
      response.statusCode = 302;
      response.setHeader('Location', `${BACKOFFICE_BASE}/${query ? `?${query}` : ''}`);
      response.end();
    });
  },
};

/** Paths the storefront's pages never have: the API, uploads, the back office and Vite's own (modules, client). */
const NOT_A_PAGE = /^\/(api|uploads|metrics|bulbash_admin|@|src\/|node_modules\/)|\.[a-zA-Z0-9]+$/;

/**
 * The public pages rendered on the server, as the API does in production (backend/src/web/storefront-pages.ts):
 * the same server entry (loaded through Vite, so an edit shows at the next request), the same answers
 * (read from the API over HTTP here, from its services in production), composed into the index.html that
 * Vite serves (with its HMR client). Any other page, and a render that fails, is the client-rendered shell.
 */
const serverRenderedPages = {
  name: 'bulbash-dev-server-rendering',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const url = request.url ?? '/';
      const [path] = url.split('?');
      if (request.method !== 'GET' || !(request.headers.accept ?? '').includes('text/html') || NOT_A_PAGE.test(path)) return next();
      void (async () => {
        const entry = await server.ssrLoadModule('/src/entry-server.tsx');
        const requests = entry.pageRequests(url);
        if (!requests) return next();
        const answers = {};
        for (const api of requests) {
          const answer = await fetch(`${values.api}${api}`);
          answers[api] = { status: answer.status, body: await answer.json() };
        }
        const site = { publicUrl: `http://${request.headers.host}` };
        const rendered = await entry.renderPage(url, answers, site, null);
        if (!rendered) return next();
        const template = await server.transformIndexHtml(url, readFileSync(join(workspace, 'index.html'), 'utf8'));
        response.statusCode = rendered.status;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(entry.composePage(template, rendered));
      })().catch((error) => {
        server.ssrFixStacktrace(error);
        console.error(`server render of ${url} failed, the browser draws it: ${error.stack ?? error}`);
        next();
      });
    });
  },
};

const server = await vite.createServer({
  root: workspace,
  configFile: join(workspace, 'vite.config.ts'),
  clearScreen: false,
  plugins: app === 'storefront' ? [serverRenderedPages, ...(values.backoffice ? [backofficeWithoutSlash] : [])] : [],
  server: { host: values.host ?? '127.0.0.1', port: Number(values.port), strictPort: true, proxy },
});
await server.listen();
console.log(`${app} dev server listening on port ${values.port}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void server.close().finally(() => process.exit(0));
  });
}

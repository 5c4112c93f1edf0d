#!/usr/bin/env node
// One Vite dev server of `npm run dev` (started by scripts/dev.mjs, not by hand): the workspace's own
// vite.config.ts with the dev setup's host, port and proxy targets laid over it.
//   node scripts/dev-vite.mjs <storefront|backoffice> --port N --api URL [--backoffice URL]
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

const server = await vite.createServer({
  root: workspace,
  configFile: join(workspace, 'vite.config.ts'),
  clearScreen: false,
  plugins: values.backoffice ? [backofficeWithoutSlash] : [],
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

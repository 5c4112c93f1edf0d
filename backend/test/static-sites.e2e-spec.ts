import { INestApplication } from '@nestjs/common';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Server } from 'node:http';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/load-config';
import { WebRoots } from '../src/web/static-sites';
import { freshDatabase } from './support/database';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A built front end in miniature: index.html, a hashed asset and a plain file. */
function fakeBuild(root: string, title: string): void {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), `<!doctype html><title>${title}</title><div id="root"></div>`);
  writeFileSync(join(root, 'assets', 'index-abc123.js'), BIG_SCRIPT);
  writeFileSync(join(root, 'humans.txt'), 'Bulbash catering\n');
}

interface WebShop {
  api: () => ReturnType<typeof request>;
  uploadDir: string;
  close(): Promise<void>;
}

/** The whole application on a fresh database, serving the front-end builds found in `roots(workDir)`. */
async function startWebShop(roots: (workDir: string) => WebRoots): Promise<WebShop> {
  const database = freshDatabase();
  const config = loadConfig({
    DATABASE_URL: database.url,
    JWT_SECRET: 'test-secret-for-api-tests-only',
    UPLOAD_DIR: join(database.workDir, 'uploads'),
    DEMO_DATA: 'false',
    NODE_ENV: 'test',
    ARGON2_COST: 'test',
  });
  config.webRoots = roots(database.workDir);
  const app: INestApplication = await createApp(config, { logger: false });
  await app.init();
  const http = app.getHttpServer() as Server;
  return {
    api: () => request(http),
    uploadDir: config.uploadDir,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

describe('static sites (@nestjs/serve-static): storefront, back office and uploads', () => {
  let shop: WebShop;

  beforeAll(async () => {
    shop = await startWebShop((workDir) => {
      const roots = { storefront: join(workDir, 'storefront'), backoffice: join(workDir, 'backoffice') };
      fakeBuild(roots.storefront, 'Магазин');
      fakeBuild(roots.backoffice, 'Админка');
      return roots;
    });
    mkdirSync(join(shop.uploadDir, 'products'), { recursive: true });
    writeFileSync(join(shop.uploadDir, 'products', 'f00d.webp'), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
  });
  afterAll(async () => shop.close());

  it('serves the storefront page at / and for any extension-less path, revalidated every time', async () => {
    for (const path of ['/', '/products', '/products?category_id=1', '/no/such/page', '/product/12']) {
      const response = await shop.api().get(path).expect(200);
      expect({ path, type: response.type, cache: response.headers['cache-control'] }).toEqual({
        path,
        type: 'text/html',
        cache: 'no-cache',
      });
      expect(response.text).toContain('<title>Магазин</title>');
    }
    const head = await shop.api().head('/products').expect(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves the back office under /bulbash_admin/admin with the same rules', async () => {
    for (const path of ['/bulbash_admin/admin/', '/bulbash_admin/admin/orders', '/bulbash_admin/admin/products/3/show']) {
      const response = await shop.api().get(path).expect(200);
      expect({ path, cache: response.headers['cache-control'] }).toEqual({ path, cache: 'no-cache' });
      expect(response.text).toContain('<title>Админка</title>');
    }
    const asset = await shop.api().get('/bulbash_admin/admin/assets/index-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    await shop.api().get('/bulbash_admin/admin/assets/missing-chunk.js').expect(404);
  });

  it('sends hashed assets compressed with a one-year immutable cache, other files revalidated', async () => {
    const asset = await shop.api().get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(asset.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.text).toBe(BIG_SCRIPT);
    const plain = await shop.api().get('/humans.txt').expect(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.text).toBe('Bulbash catering\n');
  });

  it('answers a missing file, an API path and a non-GET page request with the JSON 404, never the page', async () => {
    for (const path of ['/assets/no-such-chunk.js', '/favicon.ico', '/api/v1/no-such-endpoint', '/api', '/uploads/products/missing.webp']) {
      const response = await shop.api().get(path).expect(404);
      expect({ path, body: response.body }).toEqual({ path, body: { detail: expect.any(String) } });
    }
    await shop.api().post('/products').expect(404);
  });

  it('serves uploads with a one-year immutable cache and no page fallback', async () => {
    const image = await shop.api().get('/uploads/products/f00d.webp').expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    await shop.api().get('/uploads/products/').expect(404);
    await shop.api().get('/uploads/').expect(404);
  });

  it('serves only regular files inside the uploads folder: a planted link (to a file or a folder, inside or out) is the JSON 404', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'bulbash-outside-'));
    try {
      writeFileSync(join(outside, 'secret.txt'), 'not for the web');
      mkdirSync(join(shop.uploadDir, 'products'), { recursive: true });
      writeFileSync(join(shop.uploadDir, 'products', 'real.webp'), 'image bytes');
      symlinkSync('/etc/passwd', join(shop.uploadDir, 'products', 'leak.webp'));
      symlinkSync(join(outside, 'secret.txt'), join(shop.uploadDir, 'products', 'secret.webp'));
      symlinkSync(join(shop.uploadDir, 'products', 'real.webp'), join(shop.uploadDir, 'products', 'alias.webp'));
      symlinkSync(outside, join(shop.uploadDir, 'escape'));
      symlinkSync(join(shop.uploadDir, 'products'), join(shop.uploadDir, 'mirror'));
      await shop.api().get('/uploads/products/real.webp').expect(200);
      for (const path of [
        '/uploads/products/leak.webp',
        '/uploads/products/secret.webp',
        '/uploads/products/alias.webp',
        '/uploads/escape/secret.txt',
        '/uploads/mirror/real.webp',
        '/uploads/escape',
        '/uploads/products/%6Ceak.webp',
      ]) {
        const answer = await shop.api().get(path);
        expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 404, body: { detail: 'Ресурс не найден' } });
        expect(answer.text).not.toMatch(/root:|not for the web|image bytes/);
        await shop.api().head(path).expect(404);
      }
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('gives browsers the storefront page for e-mail links, and API clients the JSON answer', async () => {
    for (const path of ['/api/v1/users/verify-email?token=abc', '/api/v1/users/restore-password?token=abc']) {
      const page = await shop.api().get(path).set('Accept', 'text/html,application/xhtml+xml').expect(200);
      expect({ path, page: page.text.includes('<title>Магазин</title>'), cache: page.headers['cache-control'] }).toEqual({
        path,
        page: true,
        cache: 'no-cache',
      });
    }
    const api = await shop.api().get('/api/v1/users/verify-email?token=abc').set('Accept', 'application/json').expect(400);
    expect(api.body).toEqual({ detail: expect.any(String) });
    const post = await shop.api().post('/api/v1/users/login').set('Accept', 'text/html').send({}).expect(400);
    expect(post.body).toEqual({ detail: expect.any(String) });
  });

  it('leaves API errors alone: a malformed JSON body is still a 400, not a 404', async () => {
    for (const path of ['/api/v1/users/login', '/api/v1/cart/add-item-to-cart']) {
      const response = await shop.api().post(path).set('Content-Type', 'application/json').send('{"username": ');
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 400, body: { detail: expect.any(String) } });
    }
  });
});

describe('static sites without front-end builds', () => {
  let shop: WebShop;
  beforeAll(async () => {
    shop = await startWebShop((workDir) => ({ storefront: join(workDir, 'none'), backoffice: join(workDir, 'none') }));
  });
  afterAll(async () => shop.close());

  it('answers page paths with the JSON 404 (no file path in it) and the API as usual', async () => {
    for (const path of ['/', '/products', '/bulbash_admin/admin/orders']) {
      const response = await shop.api().get(path).set('Accept', 'text/html').expect(404);
      expect({ path, body: response.body }).toEqual({ path, body: { detail: 'Ресурс не найден' } });
    }
    const api = await shop.api().get('/api/v1/users/verify-email?token=abc').set('Accept', 'text/html').expect(400);
    expect(api.body).toEqual({ detail: expect.any(String) });
  });
});

import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backup } from '../src/backup/backup';
import { openSqlite } from '../src/backup/sqlite-file';
import { createShelf } from './support/catalogue';
import { startTestApp, TestApp } from './support/test-app';

describe('npm run backup', () => {
  let shop: TestApp;
  let target: string;

  beforeAll(async () => {
    shop = await startTestApp();
    target = mkdtempSync(join(tmpdir(), 'bulbash-backup-'));
  });
  afterAll(async () => {
    await shop.close();
    rmSync(target, { recursive: true, force: true });
  });

  it('writes a consistent dump of the live database and a copy of the uploads', async () => {
    const shelf = await createShelf(shop, [12.5, 30]);
    mkdirSync(join(shop.config.uploadDir, 'products'), { recursive: true });
    writeFileSync(join(shop.config.uploadDir, 'products', 'abc.webp'), 'image bytes');

    const result = await backup(shop.config, target, new Date('2026-11-23T20:41:05.123Z'));

    expect(result.dir).toBe(join(target, '2026-11-23T20-41-05Z'));
    expect(readFileSync(join(result.uploads ?? '', 'products', 'abc.webp'), 'utf8')).toBe('image bytes');
    if (shop.config.database.type === 'sqlite') {
      const copy = openSqlite(result.database, { readonly: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        const names = copy.prepare('SELECT name FROM products ORDER BY id').all() as Array<{ name: string }>;
        expect(names.map((row) => row.name)).toEqual(shelf.products.map((product) => product.name));
      } finally {
        copy.close();
      }
    } else {
      const dump = readFileSync(result.database, 'utf8');
      expect(dump).toMatch(/CREATE TABLE `products`/);
      for (const product of shelf.products) expect(dump).toContain(product.name);
    }
  });

  it('never writes a link: links under the uploads (to a file or a folder) are left out and reported', async () => {
    const products = join(shop.config.uploadDir, 'products');
    mkdirSync(products, { recursive: true });
    writeFileSync(join(products, 'kept.webp'), 'kept bytes');
    symlinkSync('/etc/passwd', join(shop.config.uploadDir, 'leak.webp'));
    symlinkSync('/etc', join(products, 'etc'));
    symlinkSync(join(products, 'kept.webp'), join(products, 'alias.webp'));

    const result = await backup(shop.config, target, new Date('2026-11-23T21:00:00Z'));

    expect(result.skipped).toEqual(['leak.webp', 'products/alias.webp', 'products/etc']);
    const uploads = result.uploads ?? '';
    expect(readFileSync(join(uploads, 'products', 'kept.webp'), 'utf8')).toBe('kept bytes');
    const everything = readdirSync(uploads, { recursive: true, withFileTypes: true });
    expect(everything.filter((entry) => entry.isSymbolicLink())).toEqual([]);
    for (const name of ['leak.webp', join('products', 'alias.webp'), join('products', 'etc')])
      expect(lstatSync(join(uploads, name), { throwIfNoEntry: false })).toBeUndefined();
  });

  it('fails loudly instead of writing an empty dump', async () => {
    const broken = {
      ...shop.config,
      database:
        shop.config.database.type === 'sqlite'
          ? { type: 'sqlite' as const, file: join(target, 'missing.sqlite') }
          : { ...shop.config.database, url: 'mysql://root@127.0.0.1:1/none', database: 'none' },
    };
    // Compared by message: errors raised by the native SQLite addon may come from another realm's Error.
    const failure = await backup(broken, target, new Date('2026-11-24T00:00:00Z')).then(
      () => null,
      (error: { message?: unknown }) => String(error.message),
    );
    expect(failure).toMatch(/unable to open database file|ECONNREFUSED/);
    // Nothing half-written is left to be mistaken for a backup.
    expect(existsSync(join(target, '2026-11-24T00-00-00Z'))).toBe(false);
  });
});

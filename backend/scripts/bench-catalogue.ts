/**
 * Catalogue benchmark: seeds 10 000 products into a temporary database, boots the app and
 * prints p50/p95 latency of products_list with typical filters, plus the query plans.
 *
 *   npx ts-node --transpile-only scripts/bench-catalogue.ts            (temporary SQLite)
 *   npx ts-node --transpile-only scripts/bench-catalogue.ts --mysql    (temporary MariaDB/MySQL database
 *                                                                       on MYSQL_BENCH_URL, default mysql://root@127.0.0.1:3306)
 * Options: --products N (default 10000), --requests N per scenario (default 200).
 */
import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { ProductListQuery } from '../src/catalogue/catalogue.dto';
import { CatalogueService } from '../src/catalogue/catalogue.service';
import { loadConfig } from '../src/config/load-config';
import { bulkSeed, openDataSource } from '../src/demo/bulk-seed';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

async function main(): Promise<void> {
  const useMysql = process.argv.includes('--mysql');
  const productCount = option('products', 10000);
  const requests = option('requests', 200);
  const workDir = mkdtempSync(join(tmpdir(), 'bulbash-bench-'));
  const mysqlServer = (process.env.MYSQL_BENCH_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
  const mysqlName = `bulbash_bench_${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    DATABASE_URL: useMysql ? `${mysqlServer}/${mysqlName}` : `sqlite:${join(workDir, 'bench.sqlite')}`,
    UPLOAD_DIR: join(workDir, 'uploads'),
    JWT_SECRET: 'bench-secret-not-for-production',
    DEMO_DATA: 'false',
  });
  let app: INestApplication | null = null;
  try {
    const seedSource = await openDataSource(config);
    const seeded = await bulkSeed(seedSource, config, { products: productCount, orders: 0 });
    await seedSource.destroy();
    console.log(`engine ${useMysql ? 'mysql/mariadb' : 'sqlite'}; seeded ${seeded.products} products in ${seeded.timings.products} ms`);

    app = await createApp(config, { logger: false });
    await app.listen(0, '127.0.0.1');
    const port = (app.getHttpServer().address() as AddressInfo).port;
    const dataSource = app.get(DataSource);
    const [category] = await dataSource.query('SELECT id FROM categories ORDER BY id LIMIT 1');
    const [subcategory] = await dataSource.query('SELECT id FROM subcategories WHERE category_id = ? ORDER BY id LIMIT 1', [category.id]);

    const scenarios: Array<[string, ProductListQuery]> = [
      ['no filters, page 1', {}],
      ['no filters, page 200', { page: 200 }],
      ['category', { category_id: category.id }],
      ['category + subcategory', { category_id: category.id, subcategory_id: subcategory.id }],
      ['category + price 50..150', { category_id: category.id, price_min: 50, price_max: 150 }],
      ['category + all filters, page 2', { category_id: category.id, price_min: 30, price_max: 250, weight_min: 500, weight_max: 3000, people_of_numbers: 5, page: 2 }],
      ['price + people only', { price_min: 100, people_of_numbers: 10 }],
      ['no match', { category_id: category.id, price_min: 100000 }],
    ];

    console.log(`\nproducts_list latency over ${requests} sequential requests each (ms):`);
    console.log('scenario'.padEnd(36) + 'p50'.padStart(8) + 'p95'.padStart(8) + 'max'.padStart(8) + '  total_products');
    for (const [name, query] of scenarios) {
      const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();
      const url = `http://127.0.0.1:${port}/api/v1/product/products_list?${search}`;
      let total = 0;
      for (let warm = 0; warm < 20; warm += 1) await (await fetch(url)).arrayBuffer();
      const samples: number[] = [];
      for (let index = 0; index < requests; index += 1) {
        const started = process.hrtime.bigint();
        const response = await fetch(url);
        const body = (await response.json()) as { total_products: number };
        samples.push(Number(process.hrtime.bigint() - started) / 1e6);
        total = body.total_products;
      }
      samples.sort((a, b) => a - b);
      console.log(
        name.padEnd(36) +
          percentile(samples, 0.5).toFixed(2).padStart(8) +
          percentile(samples, 0.95).toFixed(2).padStart(8) +
          samples[samples.length - 1].toFixed(2).padStart(8) +
          `  ${total}`,
      );
    }

    const catalogue = app.get(CatalogueService);
    const explain = async (label: string, builder: ReturnType<CatalogueService['pageQuery']>) => {
      const [sql, parameters] = builder.getQueryAndParameters();
      const rows: Array<Record<string, unknown>> = await dataSource.query(`${useMysql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`, parameters);
      console.log(`\n${label}`);
      for (const row of rows) {
        console.log(useMysql ? `  ${row.table}: type=${row.type} key=${row.key} rows=${row.rows} ${row.Extra ?? ''}` : `  ${row.detail}`);
      }
    };
    const filtered: ProductListQuery = { category_id: category.id, price_min: 50, price_max: 150 };
    await explain('EXPLAIN bounds query (category + price)', catalogue.boundsQuery(filtered));
    await explain('EXPLAIN page query (category + price)', catalogue.pageQuery(filtered, 1));
    await explain('EXPLAIN bounds query (subcategory)', catalogue.boundsQuery({ subcategory_id: subcategory.id }));
    await explain('EXPLAIN page query (no filters, page 1)', catalogue.pageQuery({}, 1));
  } finally {
    await app?.close();
    if (useMysql) {
      const connection = await createConnection({ uri: `${mysqlServer}/` });
      await connection.query(`DROP DATABASE IF EXISTS \`${mysqlName}\``);
      await connection.end();
    }
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

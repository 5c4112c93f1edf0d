/**
 * Back-office benchmark: seeds 10 000 products and 50 000 orders into a temporary database,
 * boots the app, logs in as an administrator and prints p50/p95/max latency of the back
 * office's typical calls (order and product lists, one order, the dashboard), plus the query
 * plans of the orders list.
 *
 *   npx ts-node --transpile-only scripts/bench-admin.ts            (temporary SQLite)
 *   npx ts-node --transpile-only scripts/bench-admin.ts --mysql    (temporary MariaDB/MySQL database
 *                                                                   on MYSQL_BENCH_URL, default mysql://root@127.0.0.1:3306)
 * Options: --products N (default 10000), --orders N (default 50000), --requests N per scenario (default 200).
 */
import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AdminOrdersService } from '../src/admin/admin-orders.service';
import { AdminProductsService } from '../src/admin/admin-products.service';
import { AdminOrderListQuery } from '../src/admin/dto/order.dto';
import { pageIdsQuery } from '../src/admin/list-query';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/load-config';
import { bulkSeed, openDataSource } from '../src/demo/bulk-seed';

const ADMIN_EMAIL = 'bench.admin@bulbash-catering.by';
const ADMIN_PASSWORD = 'bench-admin-password';
const DAY_MS = 24 * 60 * 60 * 1000;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

async function main(): Promise<void> {
  const useMysql = process.argv.includes('--mysql');
  const productCount = option('products', 10000);
  const orderCount = option('orders', 50000);
  const requests = option('requests', 200);
  const workDir = mkdtempSync(join(tmpdir(), 'bulbash-bench-'));
  const mysqlServer = (process.env.MYSQL_BENCH_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
  const mysqlName = `bulbash_bench_${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    DATABASE_URL: useMysql ? `${mysqlServer}/${mysqlName}` : `sqlite:${join(workDir, 'bench.sqlite')}`,
    UPLOAD_DIR: join(workDir, 'uploads'),
    JWT_SECRET: 'bench-secret-not-for-production',
    DEMO_DATA: 'false',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  });
  let app: INestApplication | null = null;
  try {
    const seedSource = await openDataSource(config);
    const seeded = await bulkSeed(seedSource, config, { products: productCount, orders: orderCount });
    await seedSource.destroy();
    console.log(
      `engine ${useMysql ? 'mysql/mariadb' : 'sqlite'}; seeded ${seeded.products} products in ${seeded.timings.products} ms, ` +
        `${seeded.orders} orders (${seeded.orderItems} items) in ${seeded.timings.orders ?? 0} ms`,
    );

    app = await createApp(config, { logger: false });
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/api/v1`;
    const login = await fetch(`${base}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }).toString(),
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}` };

    const dataSource = app.get(DataSource);
    const [category] = await dataSource.query('SELECT id FROM categories ORDER BY id LIMIT 1');
    const orderIds = ((await dataSource.query('SELECT id FROM orders ORDER BY id')) as Array<{ id: number }>).map((row) => Number(row.id));
    const weekStart = isoDay(Date.now() - 37 * DAY_MS);
    const weekEnd = isoDay(Date.now() - 31 * DAY_MS);

    const admin = '/bulbash_admin';
    const scenarios: Array<[string, (index: number) => string]> = [
      ['orders, page 1 (default sort)', () => `${admin}/get-all-orders?page=1&per_page=25`],
      ['orders, page 1000', () => `${admin}/get-all-orders?page=1000&per_page=25`],
      ['orders, sort total_cost DESC', () => `${admin}/get-all-orders?page=1&per_page=25&sort=total_cost&order=DESC`],
      ['orders, status=pending', () => `${admin}/get-all-orders?page=1&per_page=25&status=pending`],
      ['orders, card + completed', () => `${admin}/get-all-orders?page=1&per_page=25&payment_method=card&status=completed`],
      ['orders, one week', () => `${admin}/get-all-orders?page=1&per_page=25&date_from=${weekStart}&date_to=${weekEnd}`],
      ['orders, phone substring', () => `${admin}/get-all-orders?page=1&per_page=25&phone=2912`],
      ['products, sort price ASC', () => `${admin}/get_list_products?page=1&per_page=25&sort=price&order=ASC`],
      ['products, category, price ASC', () => `${admin}/get_list_products?page=1&per_page=25&sort=price&order=ASC&category_id=${category.id}`],
      ['products, name substring', () => `${admin}/get_list_products?page=1&per_page=25&sort=price&order=ASC&name=${encodeURIComponent('Канапе')}`],
      ['get-order/{id}', (index) => `${admin}/get-order/${orderIds[(index * 7919) % orderIds.length]}`],
      ['dashboard', () => `${admin}/dashboard`],
    ];

    console.log(`\nback-office latency over ${requests} sequential requests each (ms):`);
    console.log('scenario'.padEnd(34) + 'p50'.padStart(8) + 'p95'.padStart(8) + 'max'.padStart(8) + '  X-Total-Count');
    for (const [name, path] of scenarios) {
      let total = '';
      for (let warm = 0; warm < 20; warm += 1) {
        const response = await fetch(`${base}${path(warm)}`, { headers });
        if (response.status !== 200) throw new Error(`${name}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      }
      const samples: number[] = [];
      for (let index = 0; index < requests; index += 1) {
        const started = process.hrtime.bigint();
        const response = await fetch(`${base}${path(index)}`, { headers });
        await response.json();
        samples.push(Number(process.hrtime.bigint() - started) / 1e6);
        total = response.headers.get('x-total-count') ?? '-';
      }
      samples.sort((a, b) => a - b);
      console.log(
        name.padEnd(34) +
          percentile(samples, 0.5).toFixed(2).padStart(8) +
          percentile(samples, 0.95).toFixed(2).padStart(8) +
          samples[samples.length - 1].toFixed(2).padStart(8) +
          `  ${total}`,
      );
    }

    const explain = async <T extends ObjectLiteral>(label: string, builder: SelectQueryBuilder<T>) => {
      const [sql, parameters] = builder.getQueryAndParameters();
      const rows: Array<Record<string, unknown>> = await dataSource.query(`${useMysql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`, parameters);
      console.log(`\n${label}`);
      for (const row of rows) {
        console.log(useMysql ? `  ${row.table}: type=${row.type} key=${row.key} rows=${row.rows} ${row.Extra ?? ''}` : `  ${row.detail}`);
      }
    };
    /** The count getManyAndCount runs beside the page: same filters, no order, no paging. */
    const countOf = <T extends ObjectLiteral>(builder: SelectQueryBuilder<T>, idColumn: string) =>
      builder.clone().select(`COUNT(DISTINCT(${idColumn}))`, 'cnt').orderBy().offset(undefined).limit(undefined);

    // A paged list runs three queries (fetchListPage): the count, the page's ids (filters, order,
    // LIMIT/OFFSET; shown here) and those rows by primary key.
    const orders = app.get(AdminOrdersService);
    const products = app.get(AdminProductsService);
    const orderPage = (query: Partial<AdminOrderListQuery>) =>
      pageIdsQuery(orders.listQuery({ page: 1, per_page: 25, ...query } as AdminOrderListQuery), 'order.id');
    await explain('EXPLAIN orders page ids (status=pending, default sort)', orderPage({ status: 'pending' }));
    await explain('EXPLAIN orders count (status=pending)', countOf(orders.listQuery({ status: 'pending' } as AdminOrderListQuery), 'order.id'));
    await explain('EXPLAIN orders page ids (no filter, default sort, page 1000)', orderPage({ page: 1000 }));
    await explain('EXPLAIN orders page ids (card + completed)', orderPage({ payment_method: 'card', status: 'completed' }));
    await explain('EXPLAIN orders page ids (sort total_cost DESC)', orderPage({ sort: 'total_cost', order: 'DESC' }));
    await explain('EXPLAIN dashboard daily totals (last 30 days)', orders.dailyTotalsQuery(new Date(Date.now() - 30 * DAY_MS)));
    await explain('EXPLAIN products page ids (sort price ASC)', pageIdsQuery(products.listQuery({ page: 1, per_page: 25, sort: 'price', order: 'ASC' }), 'product.id'));
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

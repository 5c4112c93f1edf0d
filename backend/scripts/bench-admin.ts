/**
 * Back-office benchmark: seeds 10 000 products and 50 000 orders into a temporary database,
 * boots the app, logs in as an administrator and prints p50/p95/max latency of the back
 * office's typical calls (order and product lists, one order, the dashboard), plus the query
 * plans of the lists.
 *
 *   npm run bench:admin -w backend                (temporary SQLite)
 *   npm run bench:admin -w backend -- --mysql     (temporary MariaDB/MySQL database
 *                                                  on MYSQL_BENCH_URL, default mysql://root@127.0.0.1:3306)
 * Options: --products N (default 10000), --orders N (default 50000), --requests N per scenario (default 200).
 */
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ProductsService } from '../src/catalogue/products.service';
import { pageIdsQuery } from '../src/database/list-query';
import { OrderAdminService, OrderFilter } from '../src/orders/order-admin.service';
import { getOk, option, printLatencyTable, printPlan, runBench, Scenario, withSeededApp } from './bench-support';

const ADMIN_EMAIL = 'bench.admin@bulbash-catering.by';
const ADMIN_PASSWORD = 'bench-admin-password';
const DAY_MS = 24 * 60 * 60 * 1000;

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

async function adminToken(apiBase: string): Promise<string> {
  const login = await fetch(`${apiBase}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }).toString(),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** The count getManyAndCount runs beside the page: same filters, no order, no paging. */
function countOf<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>, idColumn: string): SelectQueryBuilder<T> {
  return builder.clone().select(`COUNT(DISTINCT(${idColumn}))`, 'cnt').orderBy().offset(undefined).limit(undefined);
}

const counts = { products: option('products', 10000), orders: option('orders', 50000) };

runBench(() =>
  withSeededApp(counts, { ADMIN_EMAIL, ADMIN_PASSWORD }, async ({ app, dataSource, apiBase }) => {
    const headers = { authorization: `Bearer ${await adminToken(apiBase)}` };
    const [category] = await dataSource.query('SELECT id FROM categories ORDER BY id LIMIT 1');
    const orderIds = ((await dataSource.query('SELECT id FROM orders ORDER BY id')) as Array<{ id: number }>).map((row) => Number(row.id));
    const weekStart = isoDay(Date.now() - 37 * DAY_MS);
    const weekEnd = isoDay(Date.now() - 31 * DAY_MS);

    const admin = `${apiBase}/bulbash_admin`;
    const call = (name: string, path: (index: number) => string): Scenario => [
      name,
      async (index) => {
        const response = await getOk(`${admin}${path(index)}`, headers);
        await response.json();
        return response.headers.get('x-total-count') ?? '-';
      },
    ];
    const scenarios: Scenario[] = [
      call('orders, page 1 (default sort)', () => '/get-all-orders?page=1&per_page=25'),
      call('orders, page 1000', () => '/get-all-orders?page=1000&per_page=25'),
      call('orders, sort total_cost DESC', () => '/get-all-orders?page=1&per_page=25&sort=total_cost&order=DESC'),
      call('orders, status=pending', () => '/get-all-orders?page=1&per_page=25&status=pending'),
      call('orders, card + completed', () => '/get-all-orders?page=1&per_page=25&payment_method=card&status=completed'),
      call('orders, one week', () => `/get-all-orders?page=1&per_page=25&date_from=${weekStart}&date_to=${weekEnd}`),
      call('orders, phone substring', () => '/get-all-orders?page=1&per_page=25&phone=2912'),
      call('products, sort price ASC', () => '/get_list_products?page=1&per_page=25&sort=price&order=ASC'),
      call('products, category, price ASC', () => `/get_list_products?page=1&per_page=25&sort=price&order=ASC&category_id=${category.id}`),
      call(
        'products, name substring',
        () => `/get_list_products?page=1&per_page=25&sort=price&order=ASC&name=${encodeURIComponent('Канапе')}`,
      ),
      call('get-order/{id}', (index) => `/get-order/${orderIds[(index * 7919) % orderIds.length]}`),
      call('dashboard', () => '/dashboard'),
    ];
    await printLatencyTable('back-office latency', 'X-Total-Count', scenarios, option('requests', 200));

    // A paged list runs three queries (fetchListPage): the count, the page's ids (filters, order,
    // LIMIT/OFFSET; shown here) and those rows by primary key.
    const orders = app.get(OrderAdminService);
    const products = app.get(ProductsService);
    const orderPage = (query: OrderFilter) => pageIdsQuery(orders.listQuery({ page: 1, per_page: 25, ...query }), 'order.id');
    await printPlan(dataSource, 'EXPLAIN orders page ids (status=pending, default sort)', orderPage({ status: 'pending' }));
    await printPlan(dataSource, 'EXPLAIN orders count (status=pending)', countOf(orders.listQuery({ status: 'pending' }), 'order.id'));
    await printPlan(dataSource, 'EXPLAIN orders page ids (no filter, default sort, page 1000)', orderPage({ page: 1000 }));
    await printPlan(dataSource, 'EXPLAIN orders page ids (card + completed)', orderPage({ payment_method: 'card', status: 'completed' }));
    await printPlan(dataSource, 'EXPLAIN orders page ids (sort total_cost DESC)', orderPage({ sort: 'total_cost', order: 'DESC' }));
    await printPlan(
      dataSource,
      'EXPLAIN dashboard daily totals (last 30 days)',
      orders.dailyTotalsQuery(new Date(Date.now() - 30 * DAY_MS)),
    );
    await printPlan(
      dataSource,
      'EXPLAIN products page ids (sort price ASC)',
      pageIdsQuery(products.listQuery({ page: 1, per_page: 25, sort: 'price', order: 'ASC' }), 'product.id'),
    );
  }),
);

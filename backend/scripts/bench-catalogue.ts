/**
 * Catalogue benchmark: seeds 10 000 products into a temporary database, boots the app and
 * prints p50/p95 latency of products_list with typical filters, plus the query plans.
 *
 *   npm run bench:catalogue -w backend                (temporary SQLite)
 *   npm run bench:catalogue -w backend -- --mysql     (temporary MariaDB/MySQL database
 *                                                      on MYSQL_BENCH_URL, default mysql://root@127.0.0.1:3306)
 * Options: --products N (default 10000), --requests N per scenario (default 200).
 */
import { ProductListQuery } from '../src/catalogue/catalogue.dto';
import { CatalogueService } from '../src/catalogue/catalogue.service';
import { getOk, option, printLatencyTable, printPlan, runBench, Scenario, withSeededApp } from './bench-support';

runBench(() =>
  withSeededApp({ products: option('products', 10000), orders: 0 }, {}, async ({ app, dataSource, apiBase }) => {
    const [category] = await dataSource.query('SELECT id FROM categories ORDER BY id LIMIT 1');
    const [subcategory] = await dataSource.query('SELECT id FROM subcategories WHERE category_id = ? ORDER BY id LIMIT 1', [category.id]);

    const queries: Array<[string, ProductListQuery]> = [
      ['no filters, page 1', {}],
      ['no filters, page 200', { page: 200 }],
      ['category', { category_id: category.id }],
      ['category + subcategory', { category_id: category.id, subcategory_id: subcategory.id }],
      ['category + price 50..150', { category_id: category.id, price_min: 50, price_max: 150 }],
      [
        'category + all filters, page 2',
        { category_id: category.id, price_min: 30, price_max: 250, weight_min: 500, weight_max: 3000, people_of_numbers: 5, page: 2 },
      ],
      ['price + people only', { price_min: 100, people_of_numbers: 10 }],
      ['no match', { category_id: category.id, price_min: 100000 }],
    ];
    const scenarios = queries.map(([name, query]): Scenario => {
      const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();
      return [
        name,
        async () =>
          String(((await (await getOk(`${apiBase}/product/products_list?${search}`)).json()) as { total_products: number }).total_products),
      ];
    });
    await printLatencyTable('products_list latency', 'total_products', scenarios, option('requests', 200));

    const catalogue = app.get(CatalogueService);
    const filtered: ProductListQuery = { category_id: category.id, price_min: 50, price_max: 150 };
    await printPlan(dataSource, 'EXPLAIN bounds query (category + price)', catalogue.boundsQuery(filtered));
    await printPlan(dataSource, 'EXPLAIN page query (category + price)', catalogue.pageQuery(filtered, 1));
    await printPlan(dataSource, 'EXPLAIN bounds query (subcategory)', catalogue.boundsQuery({ subcategory_id: subcategory.id }));
    await printPlan(dataSource, 'EXPLAIN page query (no filters, page 1)', catalogue.pageQuery({}, 1));
  }),
);

/**
 * Menu planner benchmark: seeds 10 000 products into a temporary database, puts every category
 * into one event format (so every dish is a candidate of the request), tags every fourth dish
 * vegetarian, boots the app and prints p50/p95 latency of GET events/menu, plus the CPU time one
 * proposal costs the process (the planner runs on the event loop).
 *
 *   npm run bench:menu -w backend                (temporary SQLite)
 *   npm run bench:menu -w backend -- --mysql     (temporary MariaDB/MySQL database on MYSQL_BENCH_URL)
 * Options: --products N (default 10000), --requests N per scenario (default 50).
 */
import { MENU_CANDIDATES_PER_ORDER } from '@bulbash/rules';
import { Category } from '../src/catalogue/category.entity';
import { EventFormat, EventFormatCategory } from '../src/events/event-format.entity';
import { getOk, option, printLatencyTable, runBench, Scenario, withSeededApp } from './bench-support';

interface MenuAnswer {
  lines: unknown[];
  dishes: unknown[];
}

runBench(() =>
  // Every request from its own address (X-Forwarded-For), so the route's rate limit stays out of the measure.
  withSeededApp({ products: option('products', 10000), orders: 0 }, { TRUST_PROXY: '1' }, async ({ dataSource, apiBase }) => {
    const categories = await dataSource.getRepository(Category).find({ order: { id: 'ASC' } });
    await dataSource.transaction(async (manager) => {
      await manager.query("INSERT INTO product_diet_tags (product_id, code) SELECT id, 'vegetarian' FROM products WHERE MOD(id, 4) = 0");
      const format = await manager.save(
        manager.create(EventFormat, { code: 'bench', name: 'Всё меню', description: 'Бенчмарк', minGuests: 1, position: 1 }),
      );
      await manager.insert(
        EventFormatCategory,
        categories.map((category, index) => ({ formatId: format.id, categoryId: category.id, portionsPerGuest: index < 3 ? 5 : 1 })),
      );
    });
    const [{ dishes }] = await dataSource.query('SELECT COUNT(*) AS dishes FROM products WHERE status_enabled = 1');
    console.log(
      `format «bench»: ${categories.length} categories, ${dishes} dishes on sale; at most ${4 * MENU_CANDIDATES_PER_ORDER} candidates a category`,
    );

    let address = 0;
    const propose = async (query: Record<string, string | number>): Promise<MenuAnswer & { bytes: number }> => {
      address += 1;
      const search = new URLSearchParams(
        Object.entries({ format: 'bench', ...query }).map(([key, value]): [string, string] => [key, String(value)]),
      );
      const response = await getOk(`${apiBase}/events/menu?${search}`, {
        'X-Forwarded-For': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      });
      const text = await response.text();
      return { ...(JSON.parse(text) as MenuAnswer), bytes: text.length };
    };
    const cases: Array<[string, Record<string, string | number>]> = [
      ['10 guests', { guests: 10 }],
      ['100 guests, budget 60', { guests: 100, budget_per_guest: 60 }],
      ['1000 guests', { guests: 1000 }],
      ['1000 guests, 300 vegetarian, no nuts', { guests: 1000, vegetarian: 300, exclude_allergens: 'nuts,milk' }],
    ];
    const scenarios = cases.map(([name, query]): Scenario => [
      name,
      async () => {
        const answer = await propose(query);
        return `${answer.lines.length} lines, ${answer.dishes.length} alternatives, ${(answer.bytes / 1024).toFixed(1)} KB`;
      },
    ]);
    await printLatencyTable('GET events/menu latency', 'answer', scenarios, option('requests', 50));

    const largest = cases[cases.length - 1][1];
    const samples: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const started = process.cpuUsage();
      await propose(largest);
      const used = process.cpuUsage(started);
      samples.push((used.user + used.system) / 1000);
    }
    samples.sort((a, b) => a - b);
    console.log(
      `\nCPU of the process per proposal (${cases[cases.length - 1][0]}): p50 ${samples[10].toFixed(1)} ms, max ${samples[19].toFixed(1)} ms`,
    );
  }),
);

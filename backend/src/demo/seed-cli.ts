import 'reflect-metadata';
import { ConfigError } from '../config/config-error';
import { loadConfig } from '../config/load-config';
import { bulkSeed, openDataSource } from './bulk-seed';

/**
 * Bulk generator for benchmarks, run from the sources (no build needed):
 *   npm run seed -- --products 10000 [--orders 50000]                 (at the root; or -w backend)
 * From a build, e.g. in the Docker image where there are no sources:
 *   node backend/dist/demo/seed-cli.js --products 10000               (or npm run seed:built -w backend)
 * Reads the same environment as the server (DATABASE_URL, UPLOAD_DIR, ...).
 */
function parseArgs(argv: string[]): { products: number; orders: number } {
  const values: Record<string, number> = { products: 0, orders: 0 };
  for (let index = 0; index < argv.length; index += 1) {
    const match = /^--(products|orders)(?:=(.*))?$/.exec(argv[index]);
    if (!match) throw new Error(`Unknown argument "${argv[index]}". Usage: seed-cli --products N [--orders M]`);
    const raw = match[2] ?? argv[(index += 1)];
    if (raw === undefined || !/^\d+$/.test(raw)) throw new Error(`--${match[1]} needs a whole number`);
    values[match[1]] = Number(raw);
  }
  if (values.products === 0 && values.orders === 0) throw new Error('Nothing to do. Usage: seed-cli --products N [--orders M]');
  return { products: values.products, orders: values.orders };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const started = Date.now();
  const dataSource = await openDataSource(config);
  const connectedMs = Date.now() - started;
  try {
    const result = await bulkSeed(dataSource, config, { ...options, log: (line) => console.log(line) });
    const parts = Object.entries(result.timings).map(([name, ms]) => `${name} ${ms} ms`);
    console.log(`Seeded ${result.products} products, ${result.orders} orders, ${result.orderItems} order items`);
    console.log(`Timings: connect+migrate ${connectedMs} ms, ${parts.join(', ')}, total ${Date.now() - started} ms`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
  process.exit(1);
});

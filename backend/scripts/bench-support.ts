/**
 * What the benchmark scripts share: command-line options, a temporary database seeded in bulk,
 * a latency table over sequential requests, and query plans printed in the engine's own words.
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
import { createApp } from '../src/app.factory';
import { AppConfig } from '../src/config/app-config';
import { loadConfig } from '../src/config/load-config';
import { bulkSeed, openDataSource } from '../src/demo/bulk-seed';

const WARM_UP_REQUESTS = 20;

export function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

export const useMysql = process.argv.includes('--mysql');

export interface BenchApp {
  app: INestApplication;
  dataSource: DataSource;
  /** `http://127.0.0.1:{port}/api/v1` */
  apiBase: string;
}

export interface SeededDatabase {
  /** The variables the app runs with: DATABASE_URL, UPLOAD_DIR, JWT_SECRET, DEMO_DATA. */
  env: Record<string, string>;
  config: AppConfig;
  /** A temporary folder removed afterwards. */
  workDir: string;
}

/**
 * Seeds a temporary database (SQLite file, or a fresh MariaDB/MySQL database on
 * MYSQL_BENCH_URL with --mysql), runs `body`, then drops everything.
 */
export async function withSeededDatabase(
  counts: { products: number; orders: number },
  extraEnv: Record<string, string>,
  body: (seeded: SeededDatabase) => Promise<void>,
): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'bulbash-bench-'));
  const mysqlServer = (process.env.MYSQL_BENCH_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
  const mysqlName = `bulbash_bench_${randomBytes(4).toString('hex')}`;
  const env = {
    DATABASE_URL: useMysql ? `${mysqlServer}/${mysqlName}` : `sqlite:${join(workDir, 'bench.sqlite')}`,
    UPLOAD_DIR: join(workDir, 'uploads'),
    JWT_SECRET: 'bench-secret-not-for-production',
    DEMO_DATA: 'false',
    ...extraEnv,
  };
  const config = loadConfig(env);
  try {
    const seedSource = await openDataSource(config);
    const seeded = await bulkSeed(seedSource, config, counts);
    await seedSource.destroy();
    console.log(
      `engine ${useMysql ? 'mysql/mariadb' : 'sqlite'}; seeded ${seeded.products} products in ${seeded.timings.products} ms` +
        (counts.orders > 0 ? `, ${seeded.orders} orders (${seeded.orderItems} items) in ${seeded.timings.orders ?? 0} ms` : ''),
    );
    await body({ env, config, workDir });
  } finally {
    if (useMysql) {
      const connection = await createConnection({ uri: `${mysqlServer}/` });
      await connection.query(`DROP DATABASE IF EXISTS \`${mysqlName}\``);
      await connection.end();
    }
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** withSeededDatabase with the app booted in this process on it. */
export async function withSeededApp(
  counts: { products: number; orders: number },
  env: Record<string, string>,
  body: (bench: BenchApp) => Promise<void>,
): Promise<void> {
  await withSeededDatabase(counts, env, async ({ config }) => {
    const app = await createApp(config, { logger: false });
    try {
      await app.listen(0, '127.0.0.1');
      const apiBase = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/api/v1`;
      await body({ app, dataSource: app.get(DataSource), apiBase });
    } finally {
      await app.close();
    }
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** One measured call: answers with the figure printed in the table's last column. */
export type Scenario = [name: string, request: (index: number) => Promise<string>];

/** Prints p50/p95/max of `requests` sequential calls per scenario, after a warm-up. */
export async function printLatencyTable(title: string, lastColumn: string, scenarios: Scenario[], requests: number): Promise<void> {
  console.log(`\n${title} over ${requests} sequential requests each (ms):`);
  console.log('scenario'.padEnd(36) + 'p50'.padStart(8) + 'p95'.padStart(8) + 'max'.padStart(8) + `  ${lastColumn}`);
  for (const [name, request] of scenarios) {
    for (let warm = 0; warm < WARM_UP_REQUESTS; warm += 1) await request(warm);
    const samples: number[] = [];
    let figure = '';
    for (let index = 0; index < requests; index += 1) {
      const started = process.hrtime.bigint();
      figure = await request(index);
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    samples.sort((a, b) => a - b);
    const cells = [percentile(samples, 0.5), percentile(samples, 0.95), samples[samples.length - 1]].map((value) =>
      value.toFixed(2).padStart(8),
    );
    console.log(name.padEnd(36) + cells.join('') + `  ${figure}`);
  }
}

/** GET that fails the run on anything but 200. */
export async function getOk(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Prints the plan the engine chooses for a query builder's SQL. */
export async function printPlan<T extends ObjectLiteral>(
  dataSource: DataSource,
  label: string,
  builder: SelectQueryBuilder<T>,
): Promise<void> {
  const [sql, parameters] = builder.getQueryAndParameters();
  const rows: Array<Record<string, unknown>> = await dataSource.query(`${useMysql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`, parameters);
  console.log(`\n${label}`);
  for (const row of rows) {
    console.log(useMysql ? `  ${row.table}: type=${row.type} key=${row.key} rows=${row.rows} ${row.Extra ?? ''}` : `  ${row.detail}`);
  }
}

export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './support/accounts';
import { freePort, ROOT } from './support/app';
import { landedOn, launchBrowser, newContext } from './support/browser';

/**
 * `npm run dev` as a contributor runs it: on free ports with its data in a temporary folder, one
 * printed address serves the storefront, the back office and the API with hot reload; it writes
 * nothing into the repository, and Ctrl-C (SIGINT to its process group, as a terminal sends it)
 * leaves no process behind.
 */

const ADMIN = { email: 'dev-test@bulbash-catering.by', password: 'dev-test-secret' };

let dev: ChildProcess;
let output = '';
let address: string;
let dataDir: string;
let browser: Browser;
let statusBefore: string;

/** `git status` including ignored paths: whatever the dev setup wrote into the work tree shows here. */
const gitStatus = () => execFileSync('git', ['status', '--porcelain', '--ignored=matching'], { cwd: ROOT, encoding: 'utf8' });

async function waitForAddress(): Promise<string> {
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    const printed = output.match(/is running at (http:\/\/\S+?)\/?\n/);
    if (printed) return printed[1];
    if (dev.exitCode !== null) throw new Error(`npm run dev exited with ${dev.exitCode}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`npm run dev printed no address within 110 s:\n${output}`);
}

/** The process groups of `npm run dev` and of the children it printed (each leads its own). */
function groupsOfRun(): Set<number> {
  const printed = output.match(/processes\s+(.*)\n/)?.[1] ?? '';
  return new Set([dev.pid!, ...[...printed.matchAll(/\b(\d+)\b/g)].map((match) => Number(match[1]))]);
}

/** Every process in those groups. */
function processesOfRun(): number[] {
  const groups = groupsOfRun();
  return execFileSync('ps', ['-eo', 'pid=,pgid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([, pgid]) => groups.has(pgid))
    .map(([pid]) => pid);
}

/** Running, as opposed to gone or a zombie that has already exited. */
function running(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  try {
    return readFileSync(stat, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The Vite client's "[vite] connected." proves the page's HMR websocket reached its dev server. */
function hmrConnected(page: Page): Promise<void> {
  return new Promise((resolve) => page.on('console', (message) => message.text().includes('[vite] connected') && resolve()));
}

/**
 * A first visit compiles the app's modules and may wait for Vite to pre-bundle dependencies and
 * reload the page (a fresh clone has no cache): on a busy 2-core machine that takes well over the
 * usual 30 s, so waits here may take up to 90 s.
 */
async function devContext() {
  const context = await newContext(browser, address);
  context.setDefaultTimeout(90_000);
  return context;
}

beforeAll(async () => {
  statusBefore = gitStatus();
  dataDir = mkdtempSync(join(tmpdir(), 'bulbash-dev-'));
  const [shopPort, backofficePort, apiPort, bepaidPort, telegramPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  dev = spawn('npm', ['run', 'dev'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DEV_PORT: String(shopPort),
      DEV_BACKOFFICE_PORT: String(backofficePort),
      DEV_API_PORT: String(apiPort),
      DEV_BEPAID_PORT: String(bepaidPort),
      DEV_TELEGRAM_PORT: String(telegramPort),
      DEV_DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  address = await waitForAddress();
  expect(address).toBe(`http://localhost:${shopPort}`);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  // Only if a test failed before the Ctrl-C one: leave nothing running.
  for (const group of dev?.pid === undefined ? [] : groupsOfRun()) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves the API through the one address, with the demo catalogue', async () => {
    const response = await fetch(`${address}/api/v1/category/list`);
    expect(response.status).toBe(200);
    const categories = (await response.json()) as Array<{ name: string }>;
    expect(categories.length).toBeGreaterThan(0);
    expect(existsSync(join(dataDir, 'shop.sqlite'))).toBe(true);
  });

  it('serves the storefront home from its Vite dev server, hot reload connected', async () => {
    const context = await devContext();
    const page = await context.newPage();
    const connected = hmrConnected(page);
    await page.goto('/');
    // The page's own heading and the first demo category, whatever the home's texts are today.
    await page.getByRole('heading', { level: 1 }).waitFor();
    const [first] = (await (await fetch(`${address}/api/v1/category/list`)).json()) as Array<{ name: string }>;
    await page.getByText(first.name).first().waitFor();
    await connected;
    await context.close();
  }, 240_000);

  it('renders a public page on the server as production does, and hydrates it', async () => {
    const list = (await (await fetch(`${address}/api/v1/product/products_list`)).json()) as {
      products: Array<{ id: number; name: string }>;
    };
    const [dish] = list.products;
    const response = await fetch(`${address}/product/${dish.id}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    // The dish in the markup and in the answers for hydration, with Vite's HMR client beside them.
    expect(html).toContain(`<title>${dish.name.replace(/&/g, '&amp;')}`);
    expect(html).toMatch(/<script type="application\/json" id="page-data">/);
    expect(html).toContain('/@vite/client');
    const missing = await fetch(`${address}/product/999999999`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);

    const context = await devContext();
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    const connected = hmrConnected(page);
    await page.goto(`/product/${dish.id}`);
    await page.getByRole('heading', { level: 1, name: dish.name }).waitFor();
    await connected;
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
    await context.close();
  }, 240_000);

  it('sends a visitor of the back office to the sign-in page and shows it to the administrator', async () => {
    const visitor = await devContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/bulbash_admin/admin');
    await landedOn(visitorPage, '/signin');
    await visitorPage.getByLabel('E-mail').waitFor();
    await visitorPage.getByRole('button', { name: 'Войти' }).last().waitFor();
    await visitor.close();

    const token = await logIn({ baseUrl: address }, ADMIN.email, ADMIN.password);
    // Telegram runs against the stand-in: a group typed on its page connects with the owner's code.
    const settings = (await (
      await fetch(`${address}/api/v1/admin/telegram`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      enabled: boolean;
      connect_code: string;
    };
    expect(settings.enabled).toBe(true);
    const telegramPage = output.match(/Telegram\s+(http:\/\/127\.0\.0\.1:\d+)\//)?.[1];
    const typed = await fetch(`${telegramPage}/stand-in/deliver`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ chat_id: -100500, chat_type: 'supergroup', title: 'Кухня (dev)', text: `/connect ${settings.connect_code}` }),
    });
    expect(((await typed.json()) as { status: number }).status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            (await (await fetch(`${address}/api/v1/admin/telegram`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
              group: unknown;
            }
          ).group,
      )
      .toEqual({ chat_id: '-100500', title: 'Кухня (dev)' });
    const admin = await devContext();
    await admin.addInitScript((value) => window.localStorage.setItem('token', value), token);
    const page = await admin.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    const connected = hmrConnected(page);
    // The back office opens on Orders; the dashboard is its own entry.
    await page.goto('/bulbash_admin/admin/dashboard');
    await page.getByText('Заказы, ожидающие действий').waitFor();
    // The back office's own HMR websocket, proxied through the storefront's dev server.
    await connected;
    // react-admin's inputs pass Material UI 5 props: pre-bundled with the shims, none reaches the DOM.
    await page.goto('/bulbash_admin/admin/admin-categories/create');
    await page.getByRole('textbox').first().waitFor();
    expect(warnings.filter((text) => /does not recognize|Invalid prop|unknown prop/i.test(text))).toEqual([]);
    await admin.close();
  }, 240_000);

  it('stops every process on Ctrl-C and leaves the repository as it was', async () => {
    const processes = processesOfRun();
    // npm, its shell, dev.mjs, the API watcher and its server, two Vite servers.
    expect(processes.length).toBeGreaterThanOrEqual(7);
    // 'close': npm and everything holding its output (dev.mjs included) are gone.
    const closed = new Promise<void>((resolve) => dev.once('close', () => resolve()));
    process.kill(-dev.pid!, 'SIGINT');
    await closed;
    expect(output).toContain('dev: stopped');
    expect(processes.filter(running)).toEqual([]);
    expect(gitStatus()).toBe(statusBefore);
  });
});

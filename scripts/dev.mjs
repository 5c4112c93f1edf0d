#!/usr/bin/env node
// `npm run dev`: the API in watch mode on an embedded SQLite database with the demo data, and the
// storefront and back-office Vite dev servers with hot reload, all behind one address that serves
// the shop (/), the back office (/bulbash_admin/admin/) and the API (/api, /uploads) as in production.
// Ctrl-C (or SIGTERM) stops every process it started. See docs/contributing.md.
//
// Environment (all optional):
//   DEV_PORT             the one address's port (storefront Vite)       default 5173
//   DEV_BACKOFFICE_PORT  back-office Vite, reached through DEV_PORT     default 5174
//   DEV_API_PORT         the API                                        default 3000
//   DEV_DATA_DIR         SQLite file, uploads and signing key           default data/dev (delete it to start over)
//   DEV_BEPAID_PORT      the bePaid stand-in (online payment)           default 5175
//   DEV_TELEGRAM_PORT    the Telegram Bot API stand-in                   default 5176
//   ADMIN_EMAIL, ADMIN_PASSWORD   the back-office account               default dev@bulbash-catering.by / bulbash-dev
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const root = new URL('..', import.meta.url).pathname;
const env = process.env;

function port(name, fallback) {
  const raw = env[name] || String(fallback);
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) {
    console.error(`dev: ${name} must be a port number from 1 to 65535, got "${raw}"`);
    process.exit(2);
  }
  return Number(raw);
}

const ports = {
  shop: port('DEV_PORT', 5173),
  backoffice: port('DEV_BACKOFFICE_PORT', 5174),
  api: port('DEV_API_PORT', 3000),
  bepaid: port('DEV_BEPAID_PORT', 5175),
  telegram: port('DEV_TELEGRAM_PORT', 5176),
};
const dataDir = resolve(root, env.DEV_DATA_DIR || 'data/dev');
const address = `http://localhost:${ports.shop}`;
const apiUrl = `http://127.0.0.1:${ports.api}`;
const backofficeUrl = `http://127.0.0.1:${ports.backoffice}`;
const admin = { email: env.ADMIN_EMAIL || 'dev@bulbash-catering.by', password: env.ADMIN_PASSWORD || 'bulbash-dev' };
mkdirSync(dataDir, { recursive: true });

/** Child processes by label; each leads its own process group, so one signal reaches its helpers too. */
const children = new Map();
let stopping = false;

function start(label, args, options) {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : env.FORCE_COLOR, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.set(label, child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`dev: ${label} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
    void stop(1);
  });
  return child;
}

/** True while any process of the group is alive. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  const pids = [...children.values()].map((child) => child.pid).filter((pid) => pid !== undefined);
  for (const pid of pids) signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (pids.some(groupAlive) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
  for (const pid of pids.filter(groupAlive)) signalGroup(pid, 'SIGKILL');
  console.log('dev: stopped');
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));
// Whatever ends this process, leave nothing behind.
process.on('exit', () => {
  for (const child of children.values()) if (child.pid !== undefined && groupAlive(child.pid)) signalGroup(child.pid, 'SIGKILL');
});

async function answers(url) {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function waitFor(label, url) {
  while (!stopping) {
    if (await answers(url)) return;
    await new Promise((done) => setTimeout(done, 300));
  }
}

// Online payment against the local bePaid stand-in (backend/test/support/bepaid-stand-in.ts): a key
// pair made here, the private half for the stand-in to sign its notifications, the public half for the shop.
const bepaidKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const bepaidUrl = `http://127.0.0.1:${ports.bepaid}`;
const bepaid = {
  BEPAID_SHOP_ID: '361',
  BEPAID_SECRET_KEY: 'dev-stand-in-secret-key',
  BEPAID_PUBLIC_KEY: bepaidKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  BEPAID_TEST: 'true',
  BEPAID_CHECKOUT_URL: bepaidUrl,
  BEPAID_GATEWAY_URL: bepaidUrl,
  BEPAID_API_URL: bepaidUrl,
};
start('bepaid', ['-r', 'ts-node/register/transpile-only', 'test/support/bepaid-stand-in.ts'], {
  cwd: join(root, 'backend'),
  env: {
    BEPAID_STAND_IN_PORT: String(ports.bepaid),
    BEPAID_STAND_IN_PRIVATE_KEY: bepaidKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    BEPAID_SHOP_ID: bepaid.BEPAID_SHOP_ID,
    BEPAID_SECRET_KEY: bepaid.BEPAID_SECRET_KEY,
  },
});

// Telegram against the local Bot API stand-in (backend/test/support/telegram-stand-in.ts): it
// records what the bot sends and delivers what is typed on its page (/start <token>, /connect CODE)
// to the API's webhook with the secret, as setWebhook would have Telegram do.
const telegramUrl = `http://127.0.0.1:${ports.telegram}`;
const telegram = {
  TELEGRAM_BOT_TOKEN: '7000000001:AADevStandInTokenNotForProduction_01',
  TELEGRAM_WEBHOOK_SECRET: 'dev-stand-in-webhook-secret-0123456789',
  TELEGRAM_BOT_NAME: 'bulbash_dev_bot',
  TELEGRAM_API_URL: telegramUrl,
};
start('telegram', ['-r', 'ts-node/register/transpile-only', 'test/support/telegram-stand-in.ts'], {
  cwd: join(root, 'backend'),
  env: {
    ...telegram,
    TELEGRAM_STAND_IN_PORT: String(ports.telegram),
    TELEGRAM_WEBHOOK_URL: `${apiUrl}/api/v1/telegram/webhook`,
  },
});

// TypeScript sources straight through ts-node (no type check: `npm run typecheck` is the gate);
// node --watch restarts on any change to a loaded file.
start('api', ['--watch', '--watch-preserve-output', '-r', 'ts-node/register/transpile-only', 'src/main.ts'], {
  cwd: join(root, 'backend'),
  env: {
    NODE_ENV: 'development',
    PORT: String(ports.api),
    DATABASE_URL: `sqlite:${join(dataDir, 'shop.sqlite')}`,
    UPLOAD_DIR: join(dataDir, 'uploads'),
    DEMO_DATA: 'true',
    PUBLIC_URL: address,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...bepaid,
    ...telegram,
  },
});
const vite = (app, port, extra) =>
  start(
    app === 'storefront' ? 'shop' : 'admin',
    [join(root, 'scripts/dev-vite.mjs'), app, '--port', String(port), '--api', apiUrl, ...extra],
    {
      cwd: join(root, app),
    },
  );
vite('backoffice', ports.backoffice, []);
vite('storefront', ports.shop, ['--backoffice', backofficeUrl]);

await Promise.all([
  waitFor('api', `${apiUrl}/api/v1/category/list`),
  waitFor('back office', `${backofficeUrl}/bulbash_admin/admin/`),
  waitFor('shop', `http://127.0.0.1:${ports.shop}/`),
]);
if (!stopping) {
  const pids = [...children].map(([label, child]) => `${label} ${child.pid}`).join(', ');
  console.log(
    [
      '',
      `Bulbash catering (dev) is running at ${address}/`,
      `  shop         ${address}/`,
      `  back office  ${address}/bulbash_admin/admin/  (${admin.email} / ${admin.password})`,
      `  API          ${address}/api/v1/...  docs ${address}/api/docs`,
      `  bePaid       ${bepaidUrl}/ (local stand-in: «Оплатить онлайн» leads to its «Оплатить» / «Отклонить» page)`,
      `  Telegram     ${telegramUrl}/ (local stand-in: the bot's messages, and a form to type /start <token> or /connect CODE as a chat)`,
      `  data         ${dataDir.startsWith(root) ? relative(root, dataDir) : dataDir} (delete it to start over)`,
      `  processes    ${pids} (Ctrl-C stops them all)`,
      '',
    ].join('\n'),
  );
}

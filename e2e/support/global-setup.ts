import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTelegramStandIn, type TelegramStandIn } from '../../backend/test/support/telegram-stand-in';
import { launchShop, ROOT, RunningShop } from './app';
import './provided';

/**
 * Once per browser run: starts the built server on a fresh database (migrations and demo data)
 * and keeps that database as the template every own server (startShop) copies; then starts the
 * one shared server (useSharedShop) on a copy, with its mail catcher here and the letters served
 * as JSON over HTTP to the test files (they run in other processes), and with Telegram against a
 * Bot API stand-in running here (TELEGRAM_* of the stand-in; its webhook registered by the built
 * `telegram:webhook` command, as an operator does), which the files drive over HTTP.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = mkdtempSync(join(tmpdir(), 'bulbash-e2e-template-'));
  const first = await launchShop({ workDir: template });
  await first.stop();

  const logDir = join(ROOT, 'test-output');
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, 'e2e-shared-server.log');
  writeFileSync(logFile, '');
  let shared: RunningShop | undefined;
  let mailServer: Server | undefined;
  let telegram: TelegramStandIn | undefined;
  try {
    telegram = await startTelegramStandIn();
    // Each file speaks as its own client (X-Forwarded-For from loopback, see client-address.ts).
    shared = await launchShop({ template, logFile, env: { TRUST_PROXY: 'loopback', ...telegram.env } });
    await setWebhook(shared.baseUrl, telegram);
    mailServer = serveMail(shared);
    const mailPort = await new Promise<number>((resolve) =>
      mailServer!.listen(0, '127.0.0.1', () => resolve((mailServer!.address() as { port: number }).port)),
    );
    project.provide('shopTemplate', template);
    project.provide('sharedShop', { baseUrl: shared.baseUrl, mailUrl: `http://127.0.0.1:${mailPort}`, logFile, telegramUrl: telegram.url });
  } catch (error) {
    await shared?.stop();
    await telegram?.close();
    rmSync(template, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    await new Promise((resolve) => mailServer?.close(resolve));
    await shared?.stop();
    await telegram?.close();
    rmSync(template, { recursive: true, force: true });
  };
}

/** The built `telegram:webhook` command with the shared server's variables (not spawnSync: the stand-in answers from this process). */
async function setWebhook(publicUrl: string, telegram: TelegramStandIn): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bulbash-e2e-webhook-'));
  try {
    const output = await new Promise<{ code: number | null; text: string }>((resolve) => {
      const child = spawn(process.execPath, [join(ROOT, 'backend/dist/telegram/set-webhook-cli.js')], {
        cwd: work,
        env: {
          PATH: process.env.PATH ?? '',
          PUBLIC_URL: publicUrl,
          DATABASE_URL: `sqlite:${join(work, 'unused.sqlite')}`,
          JWT_SECRET: 'e2e-secret-for-browser-tests',
          ...telegram.env,
        },
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('close', (code) => resolve({ code, text }));
    });
    if (output.code !== 0 || telegram.webhook()?.url !== `${publicUrl}/api/v1/telegram/webhook`)
      throw new Error(`telegram:webhook failed (${output.code}): ${output.text}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** GET /messages?to=<address>: the letters the shared server sent to that address, oldest first, attachments in base64. */
function serveMail(shop: RunningShop): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mail');
    if (url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    const messages = shop.mail.messages
      .filter((mail) => mail.to.includes(to))
      .map((mail) => ({ ...mail, attachments: mail.attachments.map((file) => ({ ...file, content: file.content.toString('base64') })) }));
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(messages));
  });
}

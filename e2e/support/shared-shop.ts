import { afterAll, beforeAll, inject } from 'vitest';
import type { CaughtMail } from '../../backend/test/support/mail-catcher';
import type { Mailbox, Shop } from './app';
import { launchBrowser } from './browser';
import { speakAsOwnClient } from './client-address';
import type { ShopSession } from './session';
import './provided';

/** The shared server's letters, read over HTTP from the global setup's mail catcher. */
export class SharedMailbox implements Mailbox {
  constructor(private readonly url: string) {}

  /** Every letter sent to `to` so far, oldest first. */
  async messages(to: string): Promise<CaughtMail[]> {
    const response = await fetch(`${this.url}/messages?to=${encodeURIComponent(to.toLowerCase())}`);
    if (!response.ok) throw new Error(`The shared mailbox answered ${response.status}`);
    const letters = (await response.json()) as Array<
      Omit<CaughtMail, 'attachments'> & { attachments: Array<{ filename: string; contentType: string; content: string }> }
    >;
    return letters.map((mail) => ({
      ...mail,
      attachments: mail.attachments.map((file) => ({ ...file, content: Buffer.from(file.content, 'base64') })),
    }));
  }

  /** As MailCatcher.waitFor: the first letter to `to` whose subject matches, waiting for it to arrive. */
  async waitFor(to: string, subject: RegExp = /.*/, timeoutMs = 10000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.messages(to)).find((mail) => subject.test(mail.subject));
      if (found) return found;
      if (Date.now() >= deadline) throw new Error(`No e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The shared server's Telegram (the Bot API stand-in in the global setup), over its HTTP control routes. */
export class SharedTelegram {
  constructor(readonly url: string) {}

  /** Delivers a message typed in a chat (a private chat unless `chat_type` says a group) to the shop's webhook, with the secret. */
  async type(
    chatId: number,
    text: string,
    chat: { chat_type?: 'private' | 'supergroup'; title?: string } = {},
  ): Promise<{ status: number }> {
    const response = await fetch(`${this.url}/stand-in/deliver`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, text, ...chat }),
    });
    if (!response.ok) throw new Error(`The Telegram stand-in answered ${response.status}`);
    return (await response.json()) as { status: number };
  }

  /** What the bot sent to the chat so far, oldest first. */
  async messages(chatId: number): Promise<Array<{ chatId: string; text: string }>> {
    const response = await fetch(`${this.url}/stand-in/messages?chat_id=${chatId}`);
    return (await response.json()) as Array<{ chatId: string; text: string }>;
  }
}

/**
 * The one built server of the browser run (started by global-setup.ts on a copy of the demo
 * database). Other files use it at the same time as this one: create your own data through the
 * API (unique e-mails and names: `unique`), never rely on what else is in the database, and never
 * change shop-wide settings (a file that must, starts its own server with startShop). The file
 * speaks as its own client address (client-address.ts), so rate limits count it alone.
 */
export interface SharedShop extends Shop {
  mail: SharedMailbox;
  telegram: SharedTelegram;
}

export function sharedShop(): SharedShop {
  const shared = inject('sharedShop');
  if (!shared) throw new Error('No shared server: run the browser tests with --config e2e/vitest.config.ts');
  speakAsOwnClient(shared.baseUrl);
  return {
    baseUrl: shared.baseUrl,
    mail: new SharedMailbox(shared.mailUrl),
    telegram: new SharedTelegram(shared.telegramUrl),
    log: () => `see ${shared.logFile}`,
  };
}

/** The shared server and a Chromium of this file's own, launched before its tests and closed after them. */
export function useSharedShop(): ShopSession<SharedShop> {
  const session = {} as ShopSession<SharedShop>;
  beforeAll(async () => {
    session.shop = sharedShop();
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}

let counter = 0;
/** A value no other file (nor an earlier run of this one) uses: `unique('olga')` → `olga.m3x1k2.1`. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${process.pid.toString(36)}.${counter}`;
}

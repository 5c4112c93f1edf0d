/**
 * A local stand-in for Telegram's Bot API, for the API tests, the browser tests and `npm run dev`
 * (never shipped: the image carries backend/dist only, and .dockerignore leaves backend/test out
 * of the build context).
 *
 * It answers the methods the shop calls at `<url>/bot<token>/<method>` (grammY's `apiRoot`):
 * getMe, sendMessage, setWebhook, getWebhookInfo, deleteWebhook, and records each call. On demand
 * it answers sendMessage with 429 and `retry_after`, 403 for a chat that blocked the bot, or a 5xx.
 * It delivers updates (a command typed in a private chat or a group, the bot blocked) to the
 * webhook that setWebhook registered, with its secret header, a wrong one, or none.
 *
 * Other processes (the browser tests' files, `npm run dev`) drive it over HTTP:
 * `GET /stand-in/messages` (what the bot sent, JSON), `POST /stand-in/deliver`
 * `{ "chat_id": 42, "text": "/start …", "chat_type": "private" | "supergroup", "title"?, "secret"? }`,
 * and `GET /` (a page listing the messages, with a form to type a command as a chat).
 *
 * Run alone: `node -r ts-node/register/transpile-only test/support/telegram-stand-in.ts`
 * (TELEGRAM_STAND_IN_PORT, TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_NAME, and TELEGRAM_WEBHOOK_URL +
 * TELEGRAM_WEBHOOK_SECRET to deliver before anyone called setWebhook).
 */
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface BotApiCall {
  method: string;
  /** The JSON (or form) parameters as sent. */
  params: Record<string, unknown>;
  /** The HTTP status the stand-in answered. */
  status: number;
  at: Date;
}

export interface SentMessage {
  chatId: string;
  text: string;
  parseMode: string | null;
  at: Date;
}

export interface ChatRef {
  id: number;
  type: 'private' | 'group' | 'supergroup';
  /** A group's title. */
  title?: string;
  /** A private chat's person. */
  firstName?: string;
}

export interface Delivery {
  status: number;
  body: unknown;
}

/** Which secret header a delivery carries: the registered one (default), none, or this text. */
export type SecretChoice = { secret?: string | null };

export interface TelegramStandIn {
  url: string;
  token: string;
  botName: string;
  /** The secret the stand-in sends with updates until setWebhook registers another one. */
  webhookSecret: string;
  /** TELEGRAM_* variables that point the shop at this stand-in. */
  env: Record<string, string>;
  /** Every Bot API call, oldest first. */
  calls: BotApiCall[];
  /** Messages the bot sent successfully, oldest first. */
  messages(chatId?: string | number): SentMessage[];
  /** Waits until a message to the chat matches (the outbox sends after the commit, in the background). */
  waitForMessage(chatId: string | number, pattern: RegExp, timeoutMs?: number): Promise<SentMessage>;
  /** Where updates go (setWebhook's URL), null until registered or given. */
  webhook(): { url: string; secret: string } | null;
  /** As if setWebhook had been called (the API tests deliver to their own app). */
  setWebhook(url: string, secret?: string): void;
  /** The next `times` sendMessage calls (to `chatId`, or any when null) answer 429 with this retry_after (seconds). */
  throttle(chatId: string | number | null, retryAfterSeconds: number, times?: number): void;
  /** sendMessage to this chat answers 403 «bot was blocked by the user» (null: unblocks). */
  block(chatId: string | number, blocked?: boolean): void;
  /** The next `times` sendMessage calls answer this 5xx status. */
  failNext(times: number, status?: number): void;
  /** Delivers a message typed in a chat (entities marked for a leading /command) to the webhook. */
  type(chat: ChatRef, text: string, options?: SecretChoice): Promise<Delivery>;
  /** Delivers «the bot was blocked / removed» (my_chat_member) for the chat. */
  removeBot(chat: ChatRef, options?: SecretChoice): Promise<Delivery>;
  /** Delivers any update body (its update_id filled in when absent). */
  deliver(update: Record<string, unknown>, options?: SecretChoice): Promise<Delivery>;
  close(): Promise<void>;
}

export interface TelegramStandInOptions {
  port?: number;
  token?: string;
  botName?: string;
  webhookSecret?: string;
  /** Deliver here before setWebhook is called (npm run dev). */
  webhookUrl?: string;
}

const BOT_ID = 7_000_000_001;

const json = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

function parseParams(text: string, contentType: string | undefined, query: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = Object.fromEntries(query);
  if (text === '') return params;
  if (contentType?.includes('application/json')) return { ...params, ...(JSON.parse(text) as Record<string, unknown>) };
  return { ...params, ...Object.fromEntries(new URLSearchParams(text)) };
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const failure = (code: number, description: string, parameters?: Record<string, unknown>) => ({
  ok: false,
  error_code: code,
  description,
  ...(parameters ? { parameters } : {}),
});

export async function startTelegramStandIn(options: TelegramStandInOptions = {}): Promise<TelegramStandIn> {
  const token = options.token ?? '7000000001:AAStandInTokenForTestsOnly_0123456789';
  const botName = options.botName ?? 'bulbash_test_bot';
  const defaultSecret = options.webhookSecret ?? 'stand-in-webhook-secret-0123456789';
  const calls: BotApiCall[] = [];
  const sent: SentMessage[] = [];
  let webhook: { url: string; secret: string } | null = options.webhookUrl ? { url: options.webhookUrl, secret: defaultSecret } : null;
  const throttles: Array<{ chatId: string | null; retryAfter: number; times: number }> = [];
  const blocked = new Set<string>();
  let outage = { times: 0, status: 502 };
  let updateId = 100_000;
  let messageId = 1;

  const bot = { id: BOT_ID, is_bot: true, first_name: 'Bulbash (stand-in)', username: botName };

  const answer = (method: string, params: Record<string, unknown>): { status: number; body: unknown } => {
    switch (method) {
      case 'getMe':
        return {
          status: 200,
          body: { ok: true, result: { ...bot, can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false } },
        };
      case 'setWebhook': {
        const url = String(params.url ?? '');
        if (!/^https?:\/\//.test(url))
          return { status: 400, body: failure(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook') };
        webhook = { url, secret: typeof params.secret_token === 'string' ? params.secret_token : '' };
        return { status: 200, body: { ok: true, result: true, description: 'Webhook was set' } };
      }
      case 'deleteWebhook':
        webhook = null;
        return { status: 200, body: { ok: true, result: true, description: 'Webhook was deleted' } };
      case 'getWebhookInfo':
        return {
          status: 200,
          body: { ok: true, result: { url: webhook?.url ?? '', has_custom_certificate: false, pending_update_count: 0 } },
        };
      case 'sendMessage': {
        const chatId = String(params.chat_id ?? '');
        const text = typeof params.text === 'string' ? params.text : '';
        if (outage.times > 0) {
          outage.times -= 1;
          return { status: outage.status, body: failure(outage.status, outage.status === 502 ? 'Bad Gateway' : 'Internal Server Error') };
        }
        const throttle = throttles.find((rule) => rule.chatId === null || rule.chatId === chatId);
        if (throttle) {
          throttle.times -= 1;
          if (throttle.times <= 0) throttles.splice(throttles.indexOf(throttle), 1);
          return {
            status: 429,
            body: failure(429, `Too Many Requests: retry after ${throttle.retryAfter}`, { retry_after: throttle.retryAfter }),
          };
        }
        if (blocked.has(chatId)) return { status: 403, body: failure(403, 'Forbidden: bot was blocked by the user') };
        if (chatId === '' || text === '') return { status: 400, body: failure(400, 'Bad Request: message text is empty') };
        if (
          params.parse_mode === 'HTML' &&
          /<(?!\/?(b|strong|i|em|u|ins|s|strike|del|a|code|pre|tg-spoiler|blockquote)\b)[^>]*>/i.test(text)
        )
          return { status: 400, body: failure(400, "Bad Request: can't parse entities: Unsupported start tag") };
        const at = new Date();
        sent.push({ chatId, text, parseMode: typeof params.parse_mode === 'string' ? params.parse_mode : null, at });
        return {
          status: 200,
          body: {
            ok: true,
            result: { message_id: messageId++, date: Math.floor(at.getTime() / 1000), chat: { id: Number(chatId) }, text },
          },
        };
      }
      default:
        return { status: 404, body: failure(404, 'Not Found: method not found') };
    }
  };

  const deliver = async (update: Record<string, unknown>, choice: SecretChoice = {}): Promise<Delivery> => {
    if (!webhook) throw new Error('Telegram stand-in: no webhook registered (setWebhook) to deliver to');
    const body = { update_id: (updateId += 1), ...update };
    const secret = choice.secret === undefined ? webhook.secret : choice.secret;
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(secret ? { 'X-Telegram-Bot-Api-Secret-Token': secret } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body: parsed };
  };

  const chatOf = (chat: ChatRef) =>
    chat.type === 'private'
      ? { id: chat.id, type: 'private', first_name: chat.firstName ?? 'Клиент' }
      : { id: chat.id, type: chat.type, title: chat.title ?? 'Группа' };
  const person = (chat: ChatRef) => ({
    id: chat.type === 'private' ? chat.id : 5_000_001,
    is_bot: false,
    first_name: chat.firstName ?? 'Сотрудник',
  });

  const type = (chat: ChatRef, text: string, choice?: SecretChoice) => {
    const command = /^\/[A-Za-z0-9_]+(@[A-Za-z0-9_]+)?/.exec(text);
    return deliver(
      {
        message: {
          message_id: messageId++,
          date: Math.floor(Date.now() / 1000),
          chat: chatOf(chat),
          from: person(chat),
          text,
          ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
        },
      },
      choice,
    );
  };

  const removeBot = (chat: ChatRef, choice?: SecretChoice) =>
    deliver(
      {
        my_chat_member: {
          chat: chatOf(chat),
          from: person(chat),
          date: Math.floor(Date.now() / 1000),
          old_chat_member: { user: bot, status: 'member' },
          new_chat_member: chat.type === 'private' ? { user: bot, status: 'kicked', until_date: 0 } : { user: bot, status: 'left' },
        },
      },
      choice,
    );

  const page = (): string => `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Telegram (локальная замена)</title>
<style>body{font-family:sans-serif;max-width:760px;margin:24px auto;padding:0 16px}li{margin:8px 0;white-space:pre-wrap}input{font-size:16px;padding:6px}</style></head>
<body><h1>Telegram Bot API — локальная замена</h1>
<p>Бот @${escapeHtml(botName)}; вебхук: ${escapeHtml(webhook?.url ?? 'не задан')}</p>
<form method="post" action="/stand-in/type"><p>Чат <input name="chat_id" value="424242" size="14"> тип
<select name="chat_type"><option value="private">личный</option><option value="supergroup">группа</option></select>
<input name="text" placeholder="/start токен или /connect КОД" size="40"> <button type="submit">Отправить боту</button></p></form>
<h2>Сообщения бота</h2><ol>${[...sent]
    .reverse()
    .map(
      (message) => `<li><b>${escapeHtml(message.chatId)}</b> ${escapeHtml(message.at.toISOString())}<br>${escapeHtml(message.text)}</li>`,
    )
    .join('')}</ol></body></html>`;

  const control = async (request: IncomingMessage, response: ServerResponse, url: URL, text: string): Promise<boolean> => {
    const method = request.method ?? 'GET';
    if (url.pathname === '/' && method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(page());
      return true;
    }
    if (url.pathname === '/stand-in/messages' && method === 'GET') {
      const chat = url.searchParams.get('chat_id');
      json(
        response,
        200,
        sent.filter((message) => chat === null || message.chatId === chat),
      );
      return true;
    }
    if ((url.pathname === '/stand-in/deliver' || url.pathname === '/stand-in/type') && method === 'POST') {
      const params = parseParams(text, request.headers['content-type'], new URLSearchParams());
      const chatType = params.chat_type === 'supergroup' || params.chat_type === 'group' ? params.chat_type : 'private';
      const chat: ChatRef = {
        id: Number(params.chat_id),
        type: chatType,
        title: typeof params.title === 'string' ? params.title : undefined,
      };
      const delivered = await type(chat, String(params.text ?? ''), 'secret' in params ? { secret: params.secret as string | null } : {});
      if (url.pathname === '/stand-in/type') {
        response.writeHead(303, { Location: '/' });
        response.end();
      } else json(response, 200, delivered);
      return true;
    }
    return false;
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const text = await readBody(request);
      if (await control(request, response, url, text)) return;
      const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
      if (!match) return json(response, 404, failure(404, 'Not Found'));
      let params: Record<string, unknown>;
      try {
        params = parseParams(text, request.headers['content-type'], url.searchParams);
      } catch {
        return json(response, 400, failure(400, 'Bad Request: invalid JSON'));
      }
      const { status, body } = match[1] === token ? answer(match[2], params) : { status: 401, body: failure(401, 'Unauthorized') };
      calls.push({ method: match[2], params, status, at: new Date() });
      json(response, status, body);
    })().catch((error: unknown) => json(response, 500, failure(500, String(error))));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const messages = (chatId?: string | number) => sent.filter((message) => chatId === undefined || message.chatId === String(chatId));
  return {
    url,
    token,
    botName,
    webhookSecret: defaultSecret,
    env: { TELEGRAM_BOT_TOKEN: token, TELEGRAM_WEBHOOK_SECRET: defaultSecret, TELEGRAM_BOT_NAME: botName, TELEGRAM_API_URL: url },
    calls,
    messages,
    waitForMessage: async (chatId, pattern, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages(chatId).find((message) => pattern.test(message.text));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `Telegram stand-in: no message to ${chatId} matching ${pattern} within ${timeoutMs} ms; sent: ${JSON.stringify(messages(chatId).map((message) => message.text))}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    webhook: () => webhook,
    setWebhook: (hookUrl, secret = defaultSecret) => {
      webhook = { url: hookUrl, secret };
    },
    throttle: (chatId, retryAfterSeconds, times = 1) => {
      throttles.push({ chatId: chatId === null ? null : String(chatId), retryAfter: retryAfterSeconds, times });
    },
    block: (chatId, isBlocked = true) => {
      if (isBlocked) blocked.add(String(chatId));
      else blocked.delete(String(chatId));
    },
    failNext: (times, status = 502) => {
      outage = { times, status };
    },
    type,
    removeBot,
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `npm run dev` runs this file on its own (scripts/dev.mjs): listen until stopped.
if (require.main === module) {
  void startTelegramStandIn({
    port: Number(process.env.TELEGRAM_STAND_IN_PORT ?? 0),
    token: process.env.TELEGRAM_BOT_TOKEN,
    botName: process.env.TELEGRAM_BOT_NAME,
    webhookSecret: process.env.TELEGRAM_WEBHOOK_SECRET,
    webhookUrl: process.env.TELEGRAM_WEBHOOK_URL,
  }).then((standIn) => {
    console.log(`Telegram stand-in listening on ${standIn.url} (bot @${standIn.botName}, webhook ${standIn.webhook()?.url ?? 'not set'})`);
    const stop = () => void standIn.close().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}

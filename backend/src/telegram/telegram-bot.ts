import { Inject, Injectable } from '@nestjs/common';
import type { Api, Bot, Context } from 'grammy';
import { LessThan } from 'typeorm';
import { Clock } from '../common/clock';
import { onFirstUse } from '../common/on-first-use';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TelegramConfig } from '../config/telegram-config';
import { TransactionRunner } from '../database/transaction-runner';
import { TelegramCommands } from './telegram-commands';
import { TelegramUpdateRecord } from './telegram-update.entity';

/** grammY is loaded only by a shop with Telegram configured (common/on-first-use.ts). */
export const loadGrammy = onFirstUse<typeof import('grammy')>('grammy');

/** One update Telegram delivers (grammY's type of it). */
export type TelegramUpdate = Parameters<Bot['handleUpdate']>[0];

/** The longest one Bot API call may take (grammY's `timeoutSeconds`); the outbox claims a message for twice that. */
export const TELEGRAM_TIMEOUT_SECONDS = 15;

/** How long a handled update is remembered: Telegram gives up re-delivering one within a day. */
export const HANDLED_UPDATES_KEPT_MS = 3 * 24 * 60 * 60 * 1000;
/** Every this many updates, the ones older than HANDLED_UPDATES_KEPT_MS are deleted. */
const PRUNE_EVERY_UPDATES = 100;

/** The grammY client of the Bot API at TELEGRAM_API_URL (`apiRoot`: the local stand-in in tests and `npm run dev`). */
export function telegramApi(config: TelegramConfig): Api {
  return new (loadGrammy().Api)(config.botToken, { apiRoot: config.apiUrl, timeoutSeconds: TELEGRAM_TIMEOUT_SECONDS });
}

/**
 * The shop's bot on grammY, fed by the webhook (POST /api/v1/telegram/webhook): `/connect CODE`
 * in the staff group, `/start <token>` and `/stop` in a customer's chat, and the bot's own
 * membership (removed from the group, blocked by a customer). Every reply is a message in the
 * outbox, written in the transaction of what the command changed (TelegramCommands). The bot
 * learns its own name (getMe, which grammY needs to read `/connect@bot_name`) on the first
 * update, so a Telegram outage never stops the shop from starting. Each update is handled in
 * one transaction with its `update_id` recorded: a second delivery of a handled update does
 * nothing, and a failed one leaves no record, so Telegram's retry is handled.
 */
@Injectable()
export class TelegramBot {
  private readonly bot: Bot | null;
  private ready: Promise<void> | null = null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    commands: TelegramCommands,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {
    const telegram = config.telegram;
    this.bot = telegram
      ? new (loadGrammy().Bot)(telegram.botToken, { client: { apiRoot: telegram.apiUrl, timeoutSeconds: TELEGRAM_TIMEOUT_SECONDS } })
      : null;
    if (this.bot) this.listen(this.bot, commands);
  }

  /** Handles one update; throws when a handler failed (the webhook then answers 500 and Telegram sends it again). */
  async handle(update: TelegramUpdate): Promise<void> {
    const bot = this.bot;
    if (!bot) return;
    await this.init(bot);
    const updateId = String(update.update_id);
    await this.transactions.run(async (manager) => {
      // A delivery of the same update at the same moment waits on this key and then fails (500):
      // Telegram sends it again, and it finds the record.
      if (await manager.existsBy(TelegramUpdateRecord, { updateId })) return;
      const now = this.clock.now();
      await manager.insert(TelegramUpdateRecord, { updateId, handledAt: now });
      if (update.update_id % PRUNE_EVERY_UPDATES === 0)
        await manager.delete(TelegramUpdateRecord, { handledAt: LessThan(new Date(now.getTime() - HANDLED_UPDATES_KEPT_MS)) });
      await bot.handleUpdate(update);
    });
  }

  private init(bot: Bot): Promise<void> {
    this.ready ??= bot.init().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  private listen(bot: Bot, commands: TelegramCommands): void {
    const chatOf = (ctx: Context) => ctx.chat!;
    bot.command('connect', async (ctx) => {
      const chat = chatOf(ctx);
      if (chat.type === 'group' || chat.type === 'supergroup') await commands.connect({ id: chat.id, title: chat.title }, ctx.match);
      else await commands.connectInPrivate(String(chat.id));
    });
    bot.command('start', async (ctx) => {
      const chat = chatOf(ctx);
      if (chat.type !== 'private') return commands.startInGroup(String(chat.id));
      await commands.start(String(chat.id), ctx.match.trim());
    });
    bot.command('stop', async (ctx) => {
      const chat = chatOf(ctx);
      if (chat.type !== 'private') return commands.stopInGroup(String(chat.id));
      await commands.stop(String(chat.id));
    });
    bot.on('my_chat_member', async (ctx) => {
      const status = ctx.myChatMember.new_chat_member.status;
      if (status === 'kicked' || status === 'left') await commands.removed(String(ctx.myChatMember.chat.id));
    });
  }
}

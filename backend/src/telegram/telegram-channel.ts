import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { Api, GrammyError } from 'grammy';
import { setTimeout as sleep } from 'node:timers/promises';
import { AbuseCounters } from '../cache/abuse-counters';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { OutboxChannel, OutboxPostponed } from '../mail/outbox-channel';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { DeliveryFailure } from '../mail/outbox-retries';
import { OutboxSender } from '../mail/outbox-sender';
import { loadGrammy, TELEGRAM_TIMEOUT_SECONDS, telegramApi } from './telegram-bot';
import { TelegramLinksService } from './telegram-links.service';
import { TelegramRateLimiter } from './telegram-rate-limits';
import { TelegramSettingsService } from './telegram-settings.service';
import { FAILURE_REASONS } from './telegram.messages';

/** A wait for a free slot this short is slept through; a longer one puts the message off (OutboxPostponed). */
const LONGEST_WAIT_MS = 1000;
/** How many short waits one send sleeps through before it puts the message off (other senders took the freed places). */
const SHORT_WAITS = 3;

const isGrammyError = (error: unknown): error is GrammyError => error instanceof loadGrammy().GrammyError;

/** Why Telegram refused, as the back office's outbox list shows it. */
function reasonOf(error: unknown): string {
  if (isGrammyError(error)) {
    const text = `Telegram ${error.error_code}: ${error.description}`;
    return error.error_code === 403 ? FAILURE_REASONS.blocked(text) : text;
  }
  if (error instanceof loadGrammy().HttpError) return FAILURE_REASONS.noAnswer(error.message);
  return error instanceof Error ? error.message : String(error);
}

/**
 * The outbox's Telegram channel (registered with OutboxSender at start when TELEGRAM_BOT_TOKEN
 * is set): a row is one sendMessage in HTML parse mode to the chat in `recipient`.
 * - Limits (telegram-rate-limits.ts, shared by the instances through Redis): a short wait is
 *   slept through; a longer one postpones the row without counting a try.
 * - 429: the row waits Telegram's `retry_after` (business time, as every retry of the outbox).
 * - 403 (blocked, removed from the group): the chat is unlinked at once and the row failed with
 *   Telegram's reason; other 4xx are refusals for good (3 tries); 5xx, timeouts and broken
 *   connections are retried with the outbox's backoff.
 */
@Injectable()
export class TelegramChannel implements OutboxChannel, OnModuleInit {
  readonly claimMs = 2 * TELEGRAM_TIMEOUT_SECONDS * 1000;
  private readonly logger = new Logger('Telegram');
  private readonly api: Api | null;
  private readonly limits: TelegramRateLimiter;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sender: OutboxSender,
    private readonly transactions: TransactionRunner,
    private readonly links: TelegramLinksService,
    private readonly settings: TelegramSettingsService,
    counters: AbuseCounters,
  ) {
    this.api = config.telegram ? telegramApi(config.telegram) : null;
    this.limits = new TelegramRateLimiter(counters);
  }

  onModuleInit(): void {
    if (this.api) this.sender.registerChannel('telegram', this);
  }

  async send(row: OutboxMessage): Promise<void> {
    if (!this.api) throw new Error('Telegram is not configured');
    const chatId = row.recipient;
    await this.placeFor(chatId);
    try {
      await this.api.sendMessage(chatId, row.content.html, { parse_mode: 'HTML', link_preview_options: { is_disabled: true } });
    } catch (error) {
      if (isGrammyError(error) && error.error_code === 403) await this.forget(chatId);
      throw error;
    }
  }

  /** Waits for a place under Telegram's limits (short waits slept through), else puts the row off. */
  private async placeFor(chatId: string): Promise<void> {
    for (let round = 0; ; round += 1) {
      const wait = await this.limits.reserve(chatId);
      if (wait === 0) return;
      if (wait > LONGEST_WAIT_MS || round === SHORT_WAITS) throw new OutboxPostponed(wait);
      await sleep(wait);
    }
  }

  failure(error: unknown): DeliveryFailure {
    const reason = reasonOf(error).slice(0, 1000);
    if (isGrammyError(error)) {
      if (error.error_code === 429) return { reason, permanent: false, retryAfterMs: Number(error.parameters.retry_after ?? 1) * 1000 };
      if (error.error_code === 403) return { reason, permanent: true, final: true };
      return { reason, permanent: error.error_code >= 400 && error.error_code < 500 };
    }
    return { reason, permanent: false };
  }

  close(): void {
    // grammY keeps no connection open between calls.
  }

  /** Telegram's 403: the chat blocked the bot or threw it out; nobody is sent anything there any more. */
  private async forget(chatId: string): Promise<void> {
    try {
      await this.transactions.run(async (manager) => {
        if (await this.links.forgetChat(manager, chatId)) this.logger.warn(`Chat ${chatId} blocked the bot: the customer is unlinked`);
        if (await this.settings.forgetGroup(manager, chatId))
          this.logger.warn(`The bot is no longer in the staff group ${chatId}: disconnected`);
      });
    } catch (error) {
      this.logger.error(`Chat ${chatId}: could not unlink after 403`, error instanceof Error ? error.stack : String(error));
    }
  }
}

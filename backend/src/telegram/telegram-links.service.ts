import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ONE_TIME_TOKEN_TTL_MS, OneTimeTokenService } from '../auth/one-time-token.service';
import { User } from '../auth/user.entity';
import { Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { TelegramLink } from './telegram-link.entity';
import { TelegramOutbox } from './telegram-outbox';
import { botReply, REPLIES, TELEGRAM_OFF } from './telegram.messages';

const PURPOSE = 'telegram_link';

/** The deep link's parameter: Telegram passes 1–64 of A–Z, a–z, 0–9, _ and - to `/start`. */
const START_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

export interface TelegramLinkOffer {
  url: string;
  expiresAt: Date;
}

/**
 * Customers' chats (issue 45): «Получать уведомления в Telegram» makes a one-time, expiring
 * token (only its hash is kept, OneTimeTokenService) in a `t.me/<bot>?start=<token>` link; the
 * bot's `/start <token>` binds that chat to the account once and uses the token up, so the token
 * identifies nobody afterwards. `/stop`, «Отключить» and Telegram's 403 unlink.
 */
@Injectable()
export class TelegramLinksService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly tokens: OneTimeTokenService,
    private readonly outbox: TelegramOutbox,
  ) {}

  /** POST users/me/telegram-link: a fresh link (the account's earlier ones stop working); 409 without Telegram. */
  async offer(user: User): Promise<TelegramLinkOffer> {
    const telegram = this.config.telegram;
    if (!telegram) throw new ConflictException(TELEGRAM_OFF);
    const now = this.clock.now();
    const token = await this.transactions.run(async (manager) => {
      await this.tokens.consumeAll(manager, user.id, PURPOSE, now);
      return this.tokens.create(manager, user.id, PURPOSE, ONE_TIME_TOKEN_TTL_MS[PURPOSE], now);
    });
    return {
      url: `https://t.me/${telegram.botName}?start=${token}`,
      expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS[PURPOSE]),
    };
  }

  get enabled(): boolean {
    return this.config.telegram !== null;
  }

  async connected(userId: number): Promise<boolean> {
    return this.dataSource.getRepository(TelegramLink).existsBy({ userId });
  }

  /** The account's chat, read in the caller's transaction; null when it has none. */
  chatOf(manager: EntityManager, userId: number): Promise<TelegramLink | null> {
    return manager.findOneBy(TelegramLink, { userId });
  }

  /** DELETE users/me/telegram («Отключить»): the chat is told, and hears nothing more; 409 without Telegram. */
  async unlink(user: User): Promise<void> {
    if (!this.config.telegram) throw new ConflictException(TELEGRAM_OFF);
    await this.transactions.run(async (manager) => {
      const link = await manager.findOneBy(TelegramLink, { userId: user.id });
      if (!link) return;
      await manager.delete(TelegramLink, { id: link.id });
      await this.outbox.post(link.chatId, botReply(REPLIES.unlinkedOnSite));
    });
  }

  /**
   * `/start <token>` in a private chat: a live token binds this chat to its account (a chat or
   * an account bound before is moved over) and is used up; the bot answers either way.
   */
  async bind(chatId: string, token: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const row = START_TOKEN.test(token) ? await this.tokens.consume(manager, token, PURPOSE, this.clock.now()) : null;
      if (!row) return void (await this.outbox.post(chatId, botReply(REPLIES.linkInvalid)));
      await manager.delete(TelegramLink, { chatId });
      await manager.delete(TelegramLink, { userId: row.userId });
      await manager.insert(TelegramLink, { userId: row.userId, chatId, linkedAt: this.clock.now() });
      const user = await manager.findOneBy(User, { id: row.userId });
      await this.outbox.post(chatId, botReply(REPLIES.customerLinked(user?.name ?? '')));
    });
  }

  /** `/stop` in a private chat. */
  async stop(chatId: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const removed = await manager.delete(TelegramLink, { chatId });
      await this.outbox.post(chatId, botReply(removed.affected ? REPLIES.stopped : REPLIES.stopNotLinked));
    });
  }

  /** The chat blocked the bot (Telegram's 403, or its my_chat_member update): no customer hears there any more. */
  async forgetChat(manager: EntityManager, chatId: string): Promise<boolean> {
    const removed = await manager.delete(TelegramLink, { chatId });
    return Boolean(removed.affected);
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { TransactionRunner } from '../database/transaction-runner';
import { TelegramLinksService } from './telegram-links.service';
import { TelegramOutbox } from './telegram-outbox';
import { GroupChat, TelegramSettingsService } from './telegram-settings.service';
import { botReply, REPLIES } from './telegram.messages';

/**
 * What the bot's commands do (TelegramBot routes the updates here): each one change and its
 * reply in one transaction, the reply through the outbox like every other message.
 */
@Injectable()
export class TelegramCommands {
  private readonly logger = new Logger('Telegram');

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly settings: TelegramSettingsService,
    private readonly links: TelegramLinksService,
    private readonly outbox: TelegramOutbox,
  ) {}

  /** `/connect CODE` in a group. */
  connect(chat: GroupChat, code: string): Promise<void> {
    return this.settings.connect(chat, code);
  }

  async connectInPrivate(chatId: string): Promise<void> {
    await this.outbox.post(chatId, botReply(REPLIES.connectInPrivate));
  }

  /** `/start` in a private chat: with a token from the site it binds the chat; without, it explains. */
  async start(chatId: string, token: string): Promise<void> {
    if (token === '') await this.outbox.post(chatId, botReply(REPLIES.startWithoutToken));
    else await this.links.bind(chatId, token);
  }

  async startInGroup(chatId: string): Promise<void> {
    await this.outbox.post(chatId, botReply(REPLIES.startInGroup));
  }

  stop(chatId: string): Promise<void> {
    return this.links.stop(chatId);
  }

  async stopInGroup(chatId: string): Promise<void> {
    await this.outbox.post(chatId, botReply(REPLIES.stopInGroup));
  }

  /** The bot was removed from a chat or blocked in it: a customer's chat is unlinked, the staff group forgotten. */
  async removed(chatId: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const customer = await this.links.forgetChat(manager, chatId);
      const group = await this.settings.forgetGroup(manager, chatId);
      if (customer || group)
        this.logger.log(`Chat ${chatId} removed the bot: ${group ? 'the staff group is disconnected' : 'the customer is unlinked'}`);
    });
  }
}

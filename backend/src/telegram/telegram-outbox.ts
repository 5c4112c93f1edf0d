import { Injectable } from '@nestjs/common';
import { OutboxQueue } from '../mail/outbox-queue';
import { TelegramMessage } from './telegram.messages';

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** Telegram HTML as plain text (the outbox row's `text`, for the log and a search): tags dropped, entities read. */
export function telegramHtmlToText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity]);
}

/**
 * Telegram messages go out through the shop's outbox (channel `telegram`, the chat id as its
 * recipient): written in the caller's transaction, sent by the outbox's sender once it commits,
 * retried with backoff, once across instances, and shown in the back office's outbox list.
 */
@Injectable()
export class TelegramOutbox {
  constructor(private readonly outbox: OutboxQueue) {}

  post(chatId: string, message: TelegramMessage): Promise<number> {
    return this.outbox.add({
      channel: 'telegram',
      recipient: chatId,
      subject: message.subject,
      content: { html: message.html, text: telegramHtmlToText(message.html) },
    });
  }
}

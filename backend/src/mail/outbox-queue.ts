import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { TransactionRunner } from '../database/transaction-runner';
import { LetterContent, OutboxChannelName, OutboxMessage } from './outbox-message.entity';
import { OutboxSender } from './outbox-sender';

/** One outgoing message of any channel, as it is written to the outbox. */
export interface OutboxEntry {
  channel: OutboxChannelName;
  /** An e-mail address, or a Telegram chat id. */
  recipient: string;
  /** What the back office's outbox list names the message by. */
  subject: string;
  content: LetterContent;
}

/**
 * The one writer of outbox rows, whatever the channel (MailService for letters, the telegram
 * domain for its messages): inside the caller's transaction when there is one (TransactionRunner
 * joins it: the message exists only if the change commits) or in one of its own; the sender is
 * kicked once the row is visible. Answers the row's id.
 */
@Injectable()
export class OutboxQueue {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly sender: OutboxSender,
  ) {}

  async add(entry: OutboxEntry): Promise<number> {
    const now = this.clock.now();
    const id = await this.transactions.run(async (manager) => {
      const row = manager.create(OutboxMessage, {
        channel: entry.channel,
        recipient: entry.recipient.slice(0, 320),
        subject: entry.subject.slice(0, 500),
        content: entry.content,
        status: 'pending',
        attempts: 0,
        lastError: null,
        createdAt: now,
        nextAttemptAt: now,
        sentAt: null,
        claimedBy: null,
        claimedUntil: null,
      });
      await manager.insert(OutboxMessage, row);
      return row.id;
    });
    this.transactions.afterCommit(() => this.sender.kick([id]));
    return id;
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { TransactionRunner } from '../database/transaction-runner';
import { DeferredAttachment } from './outbox-message.entity';
import { OutboxQueue } from './outbox-queue';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent with the letter (the invoice PDF with a confirmation paid by transfer). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  /** Files made when the letter is sent, not in the causing transaction (OutboxAttachments). */
  deferredAttachments?: DeferredAttachment[];
}

/**
 * Every outgoing letter goes through the outbox (`outbox`, OutboxSender): `queue` writes it in the
 * caller's transaction (TransactionRunner joins it) or in one of its own, and the sender sends it
 * once that has committed, retrying with backoff until the SMTP server takes it. Without SMTP_URL
 * the sender prints each letter (links included) to the log.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxQueue,
  ) {}

  /**
   * Writes the letter to the outbox, inside the caller's transaction when there is one (it is
   * sent only if that commits); fails with the transaction's write. Answers the row's id.
   */
  async queue(mail: OutgoingMail): Promise<number> {
    return this.outbox.add({
      channel: 'email',
      recipient: mail.to,
      subject: mail.subject,
      content: {
        html: mail.html,
        text: mail.text,
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                base64: file.content.toString('base64'),
              })),
            }
          : {}),
        ...(mail.deferredAttachments?.length ? { deferred: mail.deferredAttachments } : {}),
      },
    });
  }

  /**
   * `queue` for letters the request does not depend on, called without awaiting: a failure to
   * write the outbox row is logged, never thrown (mail never fails the request that caused it).
   * Inside a transaction the letter is queued once that commits.
   */
  async send(mail: OutgoingMail): Promise<void> {
    // Not awaited inside a transaction, the write could land after its commit: it waits for the
    // commit instead (and a rollback drops the letter with the change). `queue` writes inside.
    if (this.transactions.inTransaction) {
      this.transactions.afterCommit(() => void this.send(mail));
      return;
    }
    try {
      await this.queue(mail);
    } catch (error) {
      this.logger.error(`Could not queue «${mail.subject}» to ${mail.to}`, error instanceof Error ? error.stack : String(error));
    }
  }
}

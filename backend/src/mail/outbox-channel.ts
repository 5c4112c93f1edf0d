import { DeliveryFailure } from './outbox-retries';
import { OutboxMessage } from './outbox-message.entity';

/**
 * One way the outbox delivers its rows (e-mail over SMTP, `SmtpChannel`; Telegram, registered by
 * the telegram domain at start): `send` resolves when the other side took the row or throws,
 * `failure` reads a thrown error as a reason and whether it is final, and `claimMs` is how long a
 * sender claims a row for, longer than one step of `send` can wait (it renews the claim meanwhile).
 */
export interface OutboxChannel {
  readonly claimMs: number;
  send(row: OutboxMessage): Promise<void>;
  failure(error: unknown): DeliveryFailure;
  close(): void;
}

/**
 * Thrown by a channel's `send` that did not try at all (the shop's own rate limit for the chat
 * is spent): the row waits `delayMs` and keeps its count of tries and its last reason.
 */
export class OutboxPostponed extends Error {
  constructor(readonly delayMs: number) {
    super(`postponed for ${delayMs} ms`);
    this.name = 'OutboxPostponed';
  }
}

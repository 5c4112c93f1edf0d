import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../common/entity-columns';

/** pending: waiting for its next try; sent: taken by the server; failed: its tries are spent (sent again only by «Отправить ещё раз»). */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** How a row goes out: e-mail over SMTP, or a Telegram message (the channel the telegram domain registers at start). */
export const OUTBOX_CHANNELS = ['email', 'telegram'] as const;
export type OutboxChannelName = (typeof OUTBOX_CHANNELS)[number];

/** A file sent with a letter, its bytes in base64. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/** A file made when the letter is sent (OutboxAttachments): its kind and what it is of (an order id). */
export interface DeferredAttachment {
  kind: string;
  ref: number;
}

/**
 * What a letter says: stored whole, so a retry sends exactly what was written. `deferred` files
 * are rendered by the first try that sends it and stored in `attachments` before it goes out.
 * A Telegram message keeps its text (Telegram's HTML) in `html` and the same without tags in `text`.
 */
export interface LetterContent {
  html: string;
  text: string;
  attachments?: StoredAttachment[];
  deferred?: DeferredAttachment[];
}

/**
 * One outgoing letter (the outbox): written in the transaction that causes it, or on its own for
 * a letter no transaction causes, and sent from here by OutboxSender until the SMTP server takes
 * it. A sender claims a row by one conditional UPDATE (`claimed_until` in the past), so two
 * instances never send one row at the same time; the claim runs out by itself if its holder dies.
 */
@Entity('outbox')
@Index('IDX_outbox_due', ['status', 'nextAttemptAt'])
export class OutboxMessage {
  @PrimaryGeneratedColumn()
  id!: number;

  /** email: `recipient` is an address; telegram: a chat id. */
  @Column({ type: 'varchar', length: 10, default: 'email' })
  channel!: OutboxChannelName;

  @Column({ type: 'varchar', length: 320 })
  recipient!: string;

  @Column({ type: 'varchar', length: 500 })
  subject!: string;

  /** The letter (JSON: html, text, attachments). MariaDB stores it as LONGTEXT: invoices fit. */
  @Column({ type: 'json' })
  content!: LetterContent;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: OutboxStatus;

  /** Tries so far (the successful one included). */
  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** The last refusal (the SMTP server's reply, Telegram's description), null until one. */
  @Column({ name: 'last_error', type: 'varchar', length: 1000, nullable: true })
  lastError!: string | null;

  /** Business time (the Clock) when the letter was written. */
  @Column({ name: 'created_at', ...timestampColumn })
  createdAt!: Date;

  /** Not tried again before this (business time): the backoff after a refusal. */
  @Column({ name: 'next_attempt_at', ...timestampColumn })
  nextAttemptAt!: Date;

  @Column({ name: 'sent_at', ...timestampColumn, nullable: true })
  sentAt!: Date | null;

  /** The instance sending it now (host, process, random part), or null. */
  @Column({ name: 'claimed_by', type: 'varchar', length: 100, nullable: true })
  claimedBy!: string | null;

  /** The claim holds until then (host time, like the scheduler's leases). */
  @Column({ name: 'claimed_until', ...timestampColumn, nullable: true })
  claimedUntil!: Date | null;
}

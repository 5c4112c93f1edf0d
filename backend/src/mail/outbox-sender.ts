import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { createTransport, Transporter } from 'nodemailer';
import { DataSource, In } from 'typeorm';
import { Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { TaskRunner } from '../scheduling/scheduled-task';
import { OutboxAttachments } from './outbox-attachments';
import { OutboxMessage } from './outbox-message.entity';

export const OUTBOX_TASK = 'outbox';
/** The periodic pass that retries what failed (and anything a crashed instance left). */
export const OUTBOX_EVERY_MS = 30_000;
/** A sender's claim on a row runs out after this (host time): another instance may then send it. */
const CLAIM_MS = 120_000;
/** Rows one pass takes at most. */
const BATCH = 50;
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min … at most 1 h after the n-th failed try. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
}

/**
 * Sends the outbox: right after a letter's transaction commits (`kick`, this instance) and on a
 * schedule (the TaskRunner: BullMQ with REDIS_URL, the database lease otherwise) for retries.
 * Each row is claimed by one conditional UPDATE before it is sent, so two passes — in one
 * instance or in two — never send one row twice; a refusal (SMTP 4xx/5xx, connection refused)
 * is stored with the attempt count and the row waits its backoff.
 */
@Injectable()
export class OutboxSender implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly owner = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`.slice(0, 100);
  private readonly transport: Transporter | null;
  private readonly running = new Set<Promise<unknown>>();
  /** Rows this instance is sending now: a pass asked for one of them waits for that delivery. */
  private readonly inFlight = new Map<number, Promise<boolean>>();
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly runner: TaskRunner,
    private readonly attachments: OutboxAttachments,
  ) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  }

  onModuleInit(): void {
    this.runner.register({ name: OUTBOX_TASK, everyMs: OUTBOX_EVERY_MS, run: async () => void (await this.flush()) });
  }

  /** Sends these rows now, in the background (after the transaction that wrote them committed). */
  kick(ids: number[]): void {
    if (this.stopped) return;
    void this.track(this.flush(ids)).catch((error: unknown) =>
      this.logger.error('Could not send the outbox', error instanceof Error ? error.stack : String(error)),
    );
  }

  /**
   * One pass: the given rows (whatever their retry time; one this instance is sending already is
   * waited for), or every pending row whose retry time has come (oldest first, at most 50);
   * answers how many were sent.
   */
  async flush(ids?: number[]): Promise<number> {
    const rows = this.dataSource.getRepository(OutboxMessage);
    const candidates = ids
      ? await rows.find({ select: { id: true }, where: { id: In(ids), status: 'pending' } })
      : await rows
          .createQueryBuilder('m')
          .select(['m.id'])
          .where("m.status = 'pending' AND m.next_attempt_at <= :now", { now: this.clock.now() })
          .orderBy('m.id', 'ASC')
          .limit(BATCH)
          .getMany();
    let sent = 0;
    for (const { id } of candidates) {
      if (this.stopped) break;
      const underway = this.inFlight.get(id);
      if (underway) {
        if ((await underway) && ids) sent += 1;
        continue;
      }
      // Registered before the first await: a second pass in this instance waits for this one.
      const attempt = (async () => (await this.claim(id)) && this.deliver(id))().finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, attempt);
      if (await attempt) sent += 1;
    }
    return sent;
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled([...this.running]);
    this.transport?.close();
  }

  /** Takes the row for this instance: true when no other pass holds it and it is still pending. */
  private async claim(id: number): Promise<boolean> {
    const now = new Date();
    const result = await this.transactions.run((manager) =>
      manager
        .createQueryBuilder()
        .update(OutboxMessage)
        .set({ claimedBy: this.owner, claimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where("id = :id AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < :now)", { id, now })
        .execute(),
    );
    return result.affected === 1;
  }

  /** Sends a claimed row and records the outcome; true when the SMTP server took it. */
  private async deliver(id: number): Promise<boolean> {
    const row = await this.dataSource.getRepository(OutboxMessage).findOneByOrFail({ id });
    let error: string | null = null;
    try {
      if (!(await this.renderDeferred(row))) return false;
      await this.transmit(row);
    } catch (failure) {
      error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 1000) || 'SMTP error';
      this.logger.warn(`«${row.subject}» to ${row.recipient} not sent (try ${row.attempts + 1}): ${error}`);
    }
    const now = this.clock.now();
    const outcome: Partial<OutboxMessage> = error
      ? { lastError: error, nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts + 1)) }
      : { status: 'sent', sentAt: now };
    await this.transactions.run((manager) =>
      manager
        .createQueryBuilder()
        .update(OutboxMessage)
        .set({ ...outcome, attempts: () => 'attempts + 1', claimedBy: null, claimedUntil: null })
        .where('id = :id AND claimed_by = :owner', { id, owner: this.owner })
        .execute(),
    );
    return error === null;
  }

  /**
   * Renders the files the letter names (the invoice PDF) and stores them in the row under this
   * instance's claim, so every later try sends the same bytes; false when the claim was lost.
   */
  private async renderDeferred(row: OutboxMessage): Promise<boolean> {
    const { deferred, ...content } = row.content;
    if (!deferred?.length) return true;
    const rendered = [];
    for (const file of deferred) rendered.push(await this.attachments.render(file));
    row.content = { ...content, attachments: [...(content.attachments ?? []), ...rendered] };
    const result = await this.transactions.run((manager) =>
      manager
        .createQueryBuilder()
        .update(OutboxMessage)
        .set({ content: row.content })
        .where('id = :id AND claimed_by = :owner', { id: row.id, owner: this.owner })
        .execute(),
    );
    return result.affected === 1;
  }

  private async transmit(row: OutboxMessage): Promise<void> {
    if (!this.transport) {
      this.logger.log(`E-mail to ${row.recipient}: «${row.subject}»\n${row.content.text}`);
      return;
    }
    await this.transport.sendMail({
      from: `Bulbash catering <${this.config.mailFrom}>`,
      to: row.recipient,
      subject: row.subject,
      html: row.content.html,
      text: row.content.text,
      attachments: (row.content.attachments ?? []).map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.base64, 'base64'),
      })),
    });
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    return work.finally(() => this.running.delete(work));
  }
}

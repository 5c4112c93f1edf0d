import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { DataSource, In } from 'typeorm';
import { Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { TaskRunner } from '../scheduling/scheduled-task';
import { OutboxAttachments } from './outbox-attachments';
import { OutboxChannel, OutboxPostponed } from './outbox-channel';
import { OutboxChannelName, OutboxMessage } from './outbox-message.entity';
import { afterFailure } from './outbox-retries';
import { SmtpChannel } from './smtp-channel';

export const OUTBOX_TASK = 'outbox';
/** The periodic pass that retries what failed (and anything a crashed instance left). */
export const OUTBOX_EVERY_MS = 30_000;
/** Rows one pass takes at most. */
const BATCH = 50;

/**
 * Sends the outbox: right after a letter's transaction commits (`kick`, this instance) and on a
 * schedule (the TaskRunner: BullMQ with REDIS_URL, the database lease otherwise) for retries.
 * Each row goes out through its channel: e-mail (SMTP) always, Telegram once the telegram
 * domain registered it (`registerChannel`; rows of a channel nobody registered wait).
 * Each row is claimed by one conditional UPDATE before it is sent, for longer than any one wait of
 * the channel (SMTP_TIMEOUT_MS) and renewed while the send runs, so two passes — in one instance
 * or in two — never send one row twice however slow the server is. A failed try is stored with
 * the attempt count and the reason; the row waits its backoff, or ends `failed` once its tries
 * are spent (outbox-retries.ts).
 */
@Injectable()
export class OutboxSender implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly owner = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`.slice(0, 100);
  private readonly channels = new Map<OutboxChannelName, OutboxChannel>();
  private readonly running = new Set<Promise<unknown>>();
  /** Rows this instance is sending now: a pass asked for one of them waits for that delivery. */
  private readonly inFlight = new Map<number, Promise<boolean>>();
  private stopped = false;
  /** Rows kicked since the last pass was scheduled, and whether one is. */
  private readonly kicked = new Set<number>();
  private kickPending = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly runner: TaskRunner,
    private readonly attachments: OutboxAttachments,
  ) {
    this.channels.set('email', new SmtpChannel(config, (line) => this.logger.log(line)));
  }

  /** A domain above the mail gives its channel at start (the telegram domain: Telegram messages). */
  registerChannel(name: OutboxChannelName, channel: OutboxChannel): void {
    if (this.channels.has(name)) throw new Error(`Outbox channel «${name}» is registered twice`);
    this.channels.set(name, channel);
  }

  onModuleInit(): void {
    this.runner.register({ name: OUTBOX_TASK, everyMs: OUTBOX_EVERY_MS, run: async () => void (await this.flush()) });
  }

  /**
   * Sends these rows now, in the background (after the transaction that wrote them committed).
   * Kicks of one moment (the messages one transaction wrote) go out as one pass, oldest first,
   * so two messages to one chat arrive in the order they were written.
   */
  kick(ids: number[]): void {
    if (this.stopped) return;
    for (const id of ids) this.kicked.add(id);
    if (this.kickPending) return;
    this.kickPending = true;
    setImmediate(() => {
      this.kickPending = false;
      const batch = [...this.kicked].sort((a, b) => a - b);
      this.kicked.clear();
      if (this.stopped || batch.length === 0) return;
      void this.track(this.flush(batch)).catch((error: unknown) =>
        this.logger.error('Could not send the outbox', error instanceof Error ? error.stack : String(error)),
      );
    });
  }

  /**
   * One pass: the given rows (whatever their retry time; one this instance is sending already is
   * waited for), or every pending row whose retry time has come (oldest first, at most 50);
   * answers how many were sent.
   */
  async flush(ids?: number[]): Promise<number> {
    const rows = this.dataSource.getRepository(OutboxMessage);
    const channels = [...this.channels.keys()];
    const candidates = ids
      ? await rows.find({
          select: { id: true, channel: true },
          where: { id: In(ids), status: 'pending', channel: In(channels) },
          order: { id: 'ASC' },
        })
      : await rows
          .createQueryBuilder('m')
          .select(['m.id', 'm.channel'])
          .where("m.status = 'pending' AND m.next_attempt_at <= :now", { now: this.clock.now() })
          .andWhere('m.channel IN (:...channels)', { channels })
          .orderBy('m.id', 'ASC')
          .limit(BATCH)
          .getMany();
    let sent = 0;
    for (const { id, channel: name } of candidates) {
      const channel = this.channels.get(name);
      if (!channel) continue;
      if (this.stopped) break;
      const underway = this.inFlight.get(id);
      if (underway) {
        if ((await underway) && ids) sent += 1;
        continue;
      }
      // Registered before the first await: a second pass in this instance waits for this one.
      const attempt = (async () => (await this.claim(id, channel)) && this.deliver(id, channel))().finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, attempt);
      if (await attempt) sent += 1;
    }
    return sent;
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled([...this.running]);
    for (const channel of this.channels.values()) channel.close();
  }

  /** Takes the row for this instance: true when no other pass holds it and it is still pending. */
  private async claim(id: number, channel: OutboxChannel): Promise<boolean> {
    const now = new Date();
    const result = await this.transactions.run((manager) =>
      manager
        .createQueryBuilder()
        .update(OutboxMessage)
        .set({ claimedBy: this.owner, claimedUntil: new Date(now.getTime() + channel.claimMs) })
        .where("id = :id AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < :now)", { id, now })
        .execute(),
    );
    return result.affected === 1;
  }

  /**
   * Sends a claimed row and records the outcome; true when the other side took it. A channel that
   * postponed the row (its own rate limit) leaves it pending for later with its tries uncounted.
   */
  private async deliver(id: number, channel: OutboxChannel): Promise<boolean> {
    const row = await this.dataSource.getRepository(OutboxMessage).findOneByOrFail({ id });
    let outcome: Partial<OutboxMessage>;
    let tried = true;
    const renewal = this.renewWhileSending(id, channel);
    try {
      if (!(await this.renderDeferred(row))) return false;
      await channel.send(row);
      outcome = { status: 'sent', sentAt: this.clock.now() };
    } catch (error) {
      if (error instanceof OutboxPostponed) {
        tried = false;
        outcome = { nextAttemptAt: new Date(this.clock.now().getTime() + error.delayMs) };
      } else {
        const failure = channel.failure(error);
        const next = afterFailure(row.attempts + 1, failure, this.clock.now());
        outcome = { lastError: failure.reason, ...next };
        this.logger.warn(
          `«${row.subject}» to ${row.recipient} not sent (try ${row.attempts + 1}${next.status === 'failed' ? ', given up' : ''}): ${failure.reason}`,
        );
      }
    } finally {
      renewal.stop();
    }
    await this.release(id, outcome, tried);
    // Put off by the channel's own rate limit (host time): tried again once that has passed, as
    // well as by the periodic pass once its next_attempt_at (business time) has come.
    if (!tried && outcome.nextAttemptAt) this.later(id, outcome.nextAttemptAt.getTime() - this.clock.now().getTime());
    return outcome.status === 'sent';
  }

  /** Stores the outcome of a try (`tried`: one more attempt counted) and gives the claim back. */
  private async release(id: number, outcome: Partial<OutboxMessage>, tried: boolean): Promise<void> {
    await this.transactions.run((manager) =>
      manager
        .createQueryBuilder()
        .update(OutboxMessage)
        .set({ ...outcome, ...(tried ? { attempts: () => 'attempts + 1' } : {}), claimedBy: null, claimedUntil: null })
        .where('id = :id AND claimed_by = :owner', { id, owner: this.owner })
        .execute(),
    );
  }

  /**
   * Moves the claim on every half of its length while the row is being sent, so a slow server
   * (each reply within SMTP_TIMEOUT_MS, the whole letter longer) never lets another pass take it.
   */
  private renewWhileSending(id: number, channel: OutboxChannel): { stop(): void } {
    const timer = setInterval(() => {
      const now = new Date();
      void this.transactions
        .run((manager) =>
          manager
            .createQueryBuilder()
            .update(OutboxMessage)
            .set({ claimedUntil: new Date(now.getTime() + channel.claimMs) })
            .where('id = :id AND claimed_by = :owner', { id, owner: this.owner })
            .execute(),
        )
        .catch((error: unknown) => this.logger.warn(`Could not renew the claim on letter ${id}: ${String(error)}`));
    }, channel.claimMs / 2);
    timer.unref();
    return { stop: () => clearInterval(timer) };
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

  private later(id: number, delayMs: number): void {
    const timer = setTimeout(() => this.kick([id]), Math.max(0, delayMs));
    timer.unref();
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    return work.finally(() => this.running.delete(work));
  }
}

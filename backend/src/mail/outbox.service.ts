import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { OUTBOX_CHANNEL_UNKNOWN, OUTBOX_NOT_FAILED, OUTBOX_NOT_FOUND, OUTBOX_STATUS_UNKNOWN } from './outbox.messages';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.entity';
import { Clock } from '../common/clock';
import { TransactionRunner } from '../database/transaction-runner';
import { fetchListPage, ListPage, ListQueryOptions, ListWindow, applyListQuery } from '../database/list-query';
import { whereContains } from '../database/text-search';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES, OutboxChannelName, OutboxMessage, OutboxStatus } from './outbox-message.entity';
import { OutboxSender } from './outbox-sender';

export const OUTBOX_SORT = {
  id: 'm.id',
  channel: 'm.channel',
  recipient: 'm.recipient',
  subject: 'm.subject',
  status: 'm.status',
  attempts: 'm.attempts',
  created_at: 'm.createdAt',
  sent_at: 'm.sentAt',
  next_attempt_at: 'm.nextAttemptAt',
} as const;

const OUTBOX_LIST: ListQueryOptions = {
  idColumn: 'm.id',
  sortable: OUTBOX_SORT,
  defaultSort: [['m.id', 'DESC']],
};

export interface OutboxFilter extends ListWindow {
  status?: string;
  channel?: string;
  /** Substring of the recipient's address (or chat id). */
  recipient?: string;
}

/** The outbox as staff read it (the back office's «Почта»: letters and Telegram messages): newest first; a failed one can be queued again. */
@Injectable()
export class OutboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly sender: OutboxSender,
  ) {}

  async list(filter: OutboxFilter): Promise<ListPage<OutboxMessage>> {
    const builder = this.dataSource
      .getRepository(OutboxMessage)
      .createQueryBuilder('m')
      // Not the letter itself (attachments included): a list reads the envelope and the state.
      .select([
        'm.id',
        'm.channel',
        'm.recipient',
        'm.subject',
        'm.status',
        'm.attempts',
        'm.lastError',
        'm.createdAt',
        'm.nextAttemptAt',
        'm.sentAt',
      ]);
    if (filter.status !== undefined) {
      if (!(OUTBOX_STATUSES as readonly string[]).includes(filter.status)) throw new BadRequestException(OUTBOX_STATUS_UNKNOWN);
      builder.andWhere('m.status = :status', { status: filter.status as OutboxStatus });
    }
    if (filter.channel !== undefined) {
      if (!(OUTBOX_CHANNELS as readonly string[]).includes(filter.channel)) throw new BadRequestException(OUTBOX_CHANNEL_UNKNOWN);
      builder.andWhere('m.channel = :channel', { channel: filter.channel as OutboxChannelName });
    }
    if (filter.recipient) whereContains(builder, 'm.recipient', filter.recipient.toLowerCase(), 'recipient');
    applyListQuery(builder, filter, OUTBOX_LIST);
    return fetchListPage(builder, filter, 'm.id');
  }

  async get(id: number): Promise<OutboxMessage> {
    const row = await this.dataSource.getRepository(OutboxMessage).findOneBy({ id });
    if (!row) throw new NotFoundException(OUTBOX_NOT_FOUND);
    return row;
  }

  /**
   * «Отправить ещё раз»: a failed letter becomes pending again with its tries counted afresh
   * (the last reason is kept until the next try), audited, and is sent once the change commits.
   * 409 for a letter that is not failed (a second press, or one still being tried).
   */
  async retry(id: number): Promise<OutboxMessage> {
    await this.transactions.run(async (manager) => {
      const row = await manager.findOneBy(OutboxMessage, { id });
      if (!row) throw new NotFoundException(OUTBOX_NOT_FOUND);
      const queued = await manager
        .createQueryBuilder()
        .update(OutboxMessage)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: this.clock.now(), claimedBy: null, claimedUntil: null })
        .where("id = :id AND status = 'failed'", { id })
        .execute();
      if (queued.affected !== 1) throw new ConflictException(OUTBOX_NOT_FAILED);
      await AuditLog.record(manager, {
        entity: 'letter',
        entityId: id,
        action: 'retry',
        changes: [
          { field: 'status', old: 'failed', new: 'pending' },
          { field: 'attempts', old: row.attempts, new: 0 },
        ],
      });
      this.transactions.afterCommit(() => this.sender.kick([id]));
    });
    return this.get(id);
  }
}

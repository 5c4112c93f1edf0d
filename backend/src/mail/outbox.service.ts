import { OUTBOX_NOT_FOUND, OUTBOX_STATUS_UNKNOWN } from './outbox.messages';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { fetchListPage, ListPage, ListQueryOptions, ListWindow, applyListQuery } from '../database/list-query';
import { whereContains } from '../database/text-search';
import { OUTBOX_STATUSES, OutboxMessage, OutboxStatus } from './outbox-message.entity';

export const OUTBOX_SORT = {
  id: 'm.id',
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
  /** Substring of the recipient's address. */
  recipient?: string;
}

/** The outbox as the owner reads it (the back office's «Почта»): newest first, read-only. */
@Injectable()
export class OutboxService {
  constructor(private readonly dataSource: DataSource) {}

  async list(filter: OutboxFilter): Promise<ListPage<OutboxMessage>> {
    const builder = this.dataSource
      .getRepository(OutboxMessage)
      .createQueryBuilder('m')
      // Not the letter itself (attachments included): a list reads the envelope and the state.
      .select(['m.id', 'm.recipient', 'm.subject', 'm.status', 'm.attempts', 'm.lastError', 'm.createdAt', 'm.nextAttemptAt', 'm.sentAt']);
    if (filter.status !== undefined) {
      if (!(OUTBOX_STATUSES as readonly string[]).includes(filter.status)) throw new BadRequestException(OUTBOX_STATUS_UNKNOWN);
      builder.andWhere('m.status = :status', { status: filter.status as OutboxStatus });
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
}

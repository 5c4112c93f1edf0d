import { whereMinskDays } from '../orders/minsk-day-filter';
import { copyDiet } from '../common/dietary-columns';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_QUOTE_CANCELLATION_TERMS,
  defaultQuoteValidUntil,
  isQuoteStatus,
  QuoteStatus,
  shiftDay,
  toMinskTime,
} from '@bulbash/rules';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { Clock } from '../common/clock';
import { likeContains } from '../common/query-transforms';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { applyListQuery, ListPage } from '../database/list-query';
import { SQLITE_LOWER } from '../database/text-search';
import { TransactionRunner } from '../database/transaction-runner';
import { EnquiriesService } from '../events/enquiries.service';
import { EventFormatsService } from '../events/event-formats.service';
import { StatusActor } from '../orders/order-status-history';
import { PaymentSettingsService } from '../payments/payment-settings.service';
import { QuoteBody, QuoteListQuery } from './quote.dto';
import { QuoteResponse } from './quote-response.dto';
import { Quote, QuoteLine, QuoteStatusChange, StoredQuoteStatus } from './quote.entity';
import { DEFAULT_VALIDITY_DAYS, enquiryPrefill, linesAndTotals, QuoteFields, resolveQuoteFields } from './quote-fields';
import { copiedLines, NewQuoteLine } from './quote-lines';
import { QuoteMailService } from './quote-mail.service';
import { QuoteReadContext, toQuoteResponse } from './quote.mappers';
import {
  QUOTE_CHANGED_MEANWHILE,
  QUOTE_DELETE_SENT,
  QUOTE_ENQUIRY_ON_UPDATE,
  QUOTE_NEEDS_ADDRESS,
  QUOTE_NO_LINES,
  QUOTE_NOT_FOUND,
  QUOTE_VALID_UNTIL_PAST,
  quoteClosed,
  quoteExtended,
  quoteNotEditable,
  QUOTE_CURRENT_NOT_BOOLEAN,
  QUOTE_STATUS_UNKNOWN,
} from './quote.messages';
import { AuditLog } from '../audit/audit-log.entity';
import { AuditChange, change as auditChange, diffFields } from '../audit/audit-changes';

/** Not in a quote's audit entries: the customer's link (it holds the token), the history and the row times. */
const UNAUDITED_QUOTE_FIELDS = new Set(['link', 'history', 'date_created', 'date_updated']);

/** The changed fields of a proposal's answer (lines included). */
function quoteChanges(before: QuoteResponse | null, after: QuoteResponse | null): AuditChange[] {
  const fields = Object.keys(after ?? before ?? {}).filter((field) => !UNAUDITED_QUOTE_FIELDS.has(field)) as (keyof QuoteResponse)[];
  return diffFields(before, after, fields);
}

const SORTABLE = {
  id: 'q.id',
  date_created: 'q.date_created',
  date_updated: 'q.date_updated',
  event_at: 'q.event_at',
  guests: 'q.guests',
  status: 'q.status',
  total: 'q.total',
  valid_until: 'q.valid_until',
  contact_name: 'q.contact_name',
  version: 'q.version',
};

/** Who did a step of a proposal's history (staff, or the customer by e-mail). */
export interface QuoteActor {
  id: number | null;
  email: string;
}

export const staffActor = (actor: StatusActor): QuoteActor => ({ id: actor.id, email: actor.email ?? '' });

/** 128 random bits as 32 hex characters: the customer's link is the only access. */
export const newQuoteToken = () => randomBytes(16).toString('hex');

export async function recordQuoteStep(
  manager: EntityManager,
  quoteId: number,
  from: StoredQuoteStatus | null,
  to: StoredQuoteStatus,
  actor: QuoteActor,
  note: string | null,
): Promise<void> {
  await manager.insert(QuoteStatusChange, {
    quoteId,
    fromStatus: from,
    toStatus: to,
    note,
    changedById: actor.id,
    changedByEmail: actor.email,
  });
}

/**
 * Quotes for the back office: list, one, create (from scratch or an enquiry), change (a draft in
 * place; a sent one as the next version, the old one `replaced`; only a new `valid_until` extends
 * it in place), delete a draft. Every write is one transaction through the runner.
 */
@Injectable()
export class QuotesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly formats: EventFormatsService,
    private readonly paymentSettings: PaymentSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly letters: QuoteMailService,
    private readonly enquiries: EnquiriesService,
  ) {}

  today(): string {
    return toMinskTime(this.clock.now()).day;
  }

  async readContext(manager: EntityManager = this.dataSource.manager): Promise<QuoteReadContext> {
    const settings = await this.paymentSettings.get(manager);
    return {
      today: this.today(),
      balanceDueDays: settings.balance_due_days,
      publicUrl: this.config.publicUrl,
      freeCancelMinutes: settings.free_cancel_minutes,
    };
  }

  async list(query: QuoteListQuery): Promise<ListPage<QuoteResponse>> {
    const builder = this.dataSource.getRepository(Quote).createQueryBuilder('q');
    this.applyFilters(builder, query);
    applyListQuery(builder, query, { idColumn: 'q.id', sortable: SORTABLE, defaultSort: [['q.id', 'DESC']] });
    const [quotes, total] = await builder.getManyAndCount();
    return { rows: await this.answers(this.dataSource.manager, quotes), total };
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<QuoteResponse> {
    const quote = await manager.getRepository(Quote).findOneBy({ id });
    if (!quote) throw new NotFoundException(QUOTE_NOT_FOUND);
    return (await this.answers(manager, [quote]))[0];
  }

  async create(body: QuoteBody, actor: StatusActor): Promise<QuoteResponse> {
    return this.transactions.run(async (manager) => {
      let base: Partial<QuoteFields> = {
        validUntil: shiftDay(this.today(), DEFAULT_VALIDITY_DAYS),
        cancellationTerms: DEFAULT_QUOTE_CANCELLATION_TERMS,
        depositPercent: (await this.paymentSettings.get(manager)).quote_deposit_percent,
      };
      let request = body;
      let note: string | null = null;
      if (body.enquiry_id != null) {
        const prefill = await enquiryPrefill(manager, body.enquiry_id);
        base = { ...base, enquiryId: prefill.enquiry.id };
        request = { ...prefill.body, ...definedOnly(body) };
        note = `По заявке №${prefill.enquiry.id}`;
      }
      const fields = await resolveQuoteFields(manager, this.formats, request, base, this.clock.now());
      // «Действует до» not given: two weeks, but no later than the day before the event.
      if (request.valid_until === undefined) fields.validUntil = defaultQuoteValidUntil(this.today(), fields.eventAt);
      const { lines, totals } = await linesAndTotals(manager, fields, request.lines ?? [], [], () => []);
      const id = await this.insertQuote(manager, { ...fields, ...totals, version: 1, previousId: null, status: 'draft' }, lines);
      await recordQuoteStep(manager, id, null, 'draft', staffActor(actor), note);
      const created = await this.get(id, manager);
      await AuditLog.record(manager, { entity: 'quote', entityId: id, action: 'create', changes: quoteChanges(null, created) });
      return created;
    });
  }

  /**
   * A draft changes in place. A sent one (expired included): a body that only moves `valid_until`
   * extends it in place (an expired one reads as sent again); anything else writes version N+1
   * as a draft and marks this one `replaced`. Accepted, declined and replaced ones → 409.
   */
  async update(id: number, body: QuoteBody, actor: StatusActor): Promise<QuoteResponse> {
    return this.transactions.run(async (manager) => {
      const before = await this.get(id, manager);
      const after = await this.edit(manager, id, body, actor);
      // A new version is a new proposal (its entry names the one it replaces).
      const action = after.id === id ? 'update' : 'create';
      await AuditLog.record(manager, { entity: 'quote', entityId: after.id, action, changes: quoteChanges(before, after) });
      return after;
    });
  }

  private async edit(manager: EntityManager, id: number, body: QuoteBody, actor: StatusActor): Promise<QuoteResponse> {
    {
      const quote = await manager.getRepository(Quote).findOneBy({ id });
      if (!quote) throw new NotFoundException(QUOTE_NOT_FOUND);
      if (body.enquiry_id != null && body.enquiry_id !== quote.enquiryId) throw new BadRequestException(QUOTE_ENQUIRY_ON_UPDATE);
      if (quote.status !== 'draft' && quote.status !== 'sent') throw new ConflictException(quoteNotEditable(quote.status));
      const kept = await manager.getRepository(QuoteLine).find({ where: { quoteId: id }, order: { position: 'ASC', id: 'ASC' } });
      const fields = await resolveQuoteFields(manager, this.formats, body, quote, this.clock.now());
      const { lines, totals } = await linesAndTotals(manager, fields, body.lines, kept, () => copiedLines(kept));

      if (quote.status === 'draft') {
        await this.claim(manager, quote, 'draft', { ...fields, ...totals });
        if (body.lines !== undefined) await this.replaceLines(manager, id, lines);
        return this.get(id, manager);
      }
      const change = proposalChange(quote, fields, kept, lines);
      if (change === 'none') return this.get(id, manager);
      if (change === 'validity') {
        await this.claim(manager, quote, 'sent', { validUntil: fields.validUntil });
        await recordQuoteStep(manager, id, 'sent', 'sent', staffActor(actor), quoteExtended(fields.validUntil));
        return this.get(id, manager);
      }
      const nextId = await this.insertQuote(
        manager,
        { ...fields, ...totals, version: quote.version + 1, previousId: quote.id, status: 'draft' },
        lines,
      );
      await this.claim(manager, quote, 'sent', { status: 'replaced', replacedById: nextId });
      await recordQuoteStep(manager, quote.id, 'sent', 'replaced', staffActor(actor), `Заменено версией ${quote.version + 1} (№${nextId})`);
      await recordQuoteStep(manager, nextId, null, 'draft', staffActor(actor), `Версия ${quote.version + 1} предложения №${quote.id}`);
      return this.get(nextId, manager);
    }
  }

  /**
   * «Отправить»: a draft becomes sent (a sent one is sent again, e.g. after an extension) and the
   * customer gets the link. It needs a line, an address for a delivery and a validity from today on.
   */
  async send(id: number, actor: StatusActor): Promise<QuoteResponse> {
    const answer = await this.transactions.run(async (manager) => {
      const quote = await manager.getRepository(Quote).findOneBy({ id });
      if (!quote) throw new NotFoundException(QUOTE_NOT_FOUND);
      if (quote.status !== 'draft' && quote.status !== 'sent') throw new ConflictException(quoteClosed(quote.status));
      if (!(await manager.getRepository(QuoteLine).existsBy({ quoteId: id }))) throw new BadRequestException(QUOTE_NO_LINES);
      if (quote.deliveryMethod === 'delivery' && !quote.deliveryAddress) throw new BadRequestException(QUOTE_NEEDS_ADDRESS);
      if (quote.validUntil < this.today()) throw new BadRequestException(QUOTE_VALID_UNTIL_PAST);
      await this.claim(manager, quote, quote.status, { status: 'sent', sentAt: this.clock.now(), changeRequest: null });
      const again = quote.status === 'sent' ? 'Отправлено повторно' : 'Отправлено';
      await recordQuoteStep(manager, id, quote.status, 'sent', staffActor(actor), `${again} на ${quote.contactEmail}`);
      if (quote.enquiryId !== null)
        await this.enquiries.followQuote(manager, quote.enquiryId, 'quoted', staffActor(actor), `Отправлено предложение №${id}`);
      const sent = await this.get(id, manager);
      await AuditLog.record(manager, {
        entity: 'quote',
        entityId: id,
        action: 'send',
        changes: [...auditChange('status', quote.status, 'sent'), ...auditChange('sent_to', null, quote.contactEmail)],
      });
      await this.letters.quoteSent(sent);
      return sent;
    });
    return answer;
  }

  async remove(id: number): Promise<QuoteResponse> {
    return this.transactions.run(async (manager) => {
      const answer = await this.get(id, manager);
      if (answer.status !== 'draft') throw new ConflictException(QUOTE_DELETE_SENT);
      const deleted = await manager.getRepository(Quote).delete({ id, status: 'draft' });
      if (!deleted.affected) throw new ConflictException(QUOTE_CHANGED_MEANWHILE);
      await AuditLog.record(manager, { entity: 'quote', entityId: id, action: 'delete', changes: quoteChanges(answer, null) });
      // A draft version N+1 gone: its predecessor stays replaced (history tells), nothing points at the deleted row.
      await manager.getRepository(Quote).update({ replacedById: id }, { replacedById: null });
      return answer;
    });
  }

  /** Writes `changes` where the row still has the status read (a concurrent writer → 409). */
  async claim(manager: EntityManager, quote: Quote, expected: StoredQuoteStatus, changes: Partial<Quote>): Promise<void> {
    const result = await manager
      .createQueryBuilder()
      .update(Quote)
      .set(changes)
      .where('id = :id AND status = :expected', { id: quote.id, expected })
      .execute();
    if (!result.affected) throw new ConflictException(QUOTE_CHANGED_MEANWHILE);
  }

  /** The answers for these rows: lines and history in two queries. */
  async answers(manager: EntityManager, quotes: Quote[]): Promise<QuoteResponse[]> {
    if (quotes.length === 0) return [];
    const ids = quotes.map((quote) => quote.id);
    const [lines, history, context] = await Promise.all([
      manager.getRepository(QuoteLine).createQueryBuilder('l').where('l.quote_id IN (:...ids)', { ids }).getMany(),
      manager
        .getRepository(QuoteStatusChange)
        .createQueryBuilder('h')
        .where('h.quote_id IN (:...ids)', { ids })
        .orderBy('h.id', 'ASC')
        .getMany(),
      this.readContext(manager),
    ]);
    return quotes.map((quote) =>
      toQuoteResponse(
        quote,
        lines.filter((line) => line.quoteId === quote.id),
        history.filter((step) => step.quoteId === quote.id),
        context,
      ),
    );
  }

  private applyFilters(builder: SelectQueryBuilder<Quote>, query: QuoteListQuery): void {
    if (query.status !== undefined) {
      if (typeof query.status !== 'string' || !isQuoteStatus(query.status)) throw new BadRequestException(QUOTE_STATUS_UNKNOWN);
      whereStatus(builder, query.status, this.today());
    }
    if (query.enquiry_id !== undefined) builder.andWhere('q.enquiry_id = :enquiryId', { enquiryId: query.enquiry_id });
    whereMinskDays(builder, 'q.event_at', query.event_from, query.event_to, 'event');
    if (query.current !== undefined) {
      if (query.current !== true && query.current !== 'true' && query.current !== false && query.current !== 'false')
        throw new BadRequestException(QUOTE_CURRENT_NOT_BOOLEAN);
      if (query.current === true || query.current === 'true') builder.andWhere('q.replaced_by_id IS NULL');
    }
    if (query.q) {
      const sqlite = builder.connection.options.type === 'better-sqlite3';
      const column = (name: string) => (sqlite ? `${SQLITE_LOWER}(${name})` : name);
      const text = likeContains(sqlite ? query.q.toLowerCase() : query.q);
      builder.andWhere(
        `(${['q.contact_name', 'q.contact_email', 'q.company_name'].map((name) => `${column(name)} LIKE :quoteText ESCAPE '!'`).join(' OR ')})`,
        { quoteText: text },
      );
    }
  }

  private async insertQuote(
    manager: EntityManager,
    row: QuoteFields & Pick<Quote, 'itemsTotal' | 'servicesTotal' | 'discountTotal' | 'total' | 'version' | 'previousId' | 'status'>,
    lines: NewQuoteLine[],
  ): Promise<number> {
    const result = await manager.insert(Quote, {
      ...row,
      token: newQuoteToken(),
      replacedById: null,
      sentAt: null,
      acceptedAt: null,
      orderId: null,
    });
    const id = Number(result.identifiers[0].id);
    await this.replaceLines(manager, id, lines);
    return id;
  }

  private async replaceLines(manager: EntityManager, quoteId: number, lines: NewQuoteLine[]): Promise<void> {
    await manager.getRepository(QuoteLine).delete({ quoteId });
    if (lines.length)
      await manager.insert(
        QuoteLine,
        lines.map((line, position) => ({ ...line, position, quoteId })),
      );
  }
}

/** The status filter as read now: sent ones past their day are expired. */
function whereStatus(builder: SelectQueryBuilder<Quote>, status: QuoteStatus, today: string): void {
  if (status === 'expired') builder.andWhere("q.status = 'sent' AND q.valid_until < :today", { today });
  else if (status === 'sent') builder.andWhere("q.status = 'sent' AND q.valid_until >= :today", { today });
  else builder.andWhere('q.status = :status', { status });
}

/** The request's own values (react-admin sends read-only fields back; undefined keys must not hide a prefill). */
function definedOnly(body: QuoteBody): QuoteBody {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as QuoteBody;
}

const FIELD_KEYS: (keyof QuoteFields)[] = [
  'userId',
  'contactName',
  'contactEmail',
  'contactPhone',
  'payerType',
  'companyName',
  'companyUnp',
  'companyAddress',
  'companyAccount',
  'companyBic',
  'guests',
  'formatCode',
  'deliveryMethod',
  'deliveryAddress',
  'deliveryDistanceKm',
  'depositPercent',
  'terms',
  'internalNote',
  'comment',
  'cancellationTerms',
];

const sameNumber = (a: unknown, b: unknown) => (a === null || b === null ? a === b : Number(a) === Number(b));
const lineKey = (line: Pick<QuoteLine, 'kind' | 'productId' | 'name' | 'unit' | 'quantity' | 'unitPrice'>) =>
  JSON.stringify([line.kind, line.productId, line.name, line.unit, line.quantity, Number(line.unitPrice)]);

/**
 * Whether a change of a sent proposal only moves its validity (an extension in place, not a new
 * version): react-admin sends the whole record back, so the resolved values are compared.
 */
function proposalChange(
  quote: Quote,
  fields: QuoteFields,
  kept: readonly QuoteLine[],
  lines: readonly NewQuoteLine[],
): 'none' | 'validity' | 'other' {
  const other =
    FIELD_KEYS.some((key) => (fields[key] ?? null) !== (quote[key] ?? null)) ||
    new Date(fields.eventAt).getTime() !== new Date(quote.eventAt).getTime() ||
    JSON.stringify(copyDiet(fields.diet)) !== JSON.stringify(copyDiet(quote.diet)) ||
    !sameNumber(fields.discountAmount, quote.discountAmount) ||
    !sameNumber(fields.discountPercent, quote.discountPercent) ||
    kept.length !== lines.length ||
    kept.some((line, index) => lineKey(line) !== lineKey(lines[index]));
  if (other) return 'other';
  return fields.validUntil === quote.validUntil ? 'none' : 'validity';
}

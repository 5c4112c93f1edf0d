import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { Category } from '../catalogue/category.entity';
import { isUniqueViolation } from '../common/database-errors';
import { applyListQuery, ListPage } from '../database/list-query';
import { whereContains } from '../database/text-search';
import { TransactionRunner } from '../database/transaction-runner';
import { EventFormat, EventFormatCategory } from './event-format.entity';
import {
  CreateEventFormatBody,
  EventFormatListQuery,
  EventFormatResponse,
  FormatCategoryInput,
  UpdateEventFormatBody,
} from './event-format.dto';
import { duplicateFormatCategory, EVENT_FORMAT_NOT_FOUND, FORMAT_CODE_TAKEN, unknownFormatCategory } from './events.messages';
import { AuditLog } from '../audit/audit-log.entity';
import { diffFields } from '../audit/audit-changes';

/** An event format's fields in its audit entries (with its categories and portions). */
const FORMAT_AUDIT_FIELDS = [
  'code',
  'name',
  'description',
  'min_guests',
  'categories',
] as const satisfies readonly (keyof EventFormatResponse)[];

const SORTABLE = { id: 'f.id', code: 'f.code', name: 'f.name', min_guests: 'f.min_guests', position: 'f.position' };

/** Event formats: the public list, the back office's resource, and the lookup the planner uses. */
@Injectable()
export class EventFormatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
  ) {}

  /** Every format with its categories; categories switched off in the catalogue are left out. */
  async listPublic(): Promise<EventFormatResponse[]> {
    const formats = await this.dataSource.getRepository(EventFormat).find({ order: { position: 'ASC', id: 'ASC' } });
    return this.withCategories(this.dataSource.manager, formats, true);
  }

  async list(query: EventFormatListQuery): Promise<ListPage<EventFormatResponse>> {
    const builder = this.dataSource.getRepository(EventFormat).createQueryBuilder('f');
    if (query.name !== undefined) whereContains(builder, 'f.name', query.name, 'name');
    applyListQuery(builder, query, { idColumn: 'f.id', sortable: SORTABLE, defaultSort: [['f.position', 'ASC']] });
    const [formats, total] = await builder.getManyAndCount();
    return { rows: await this.withCategories(this.dataSource.manager, formats, false), total };
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<EventFormatResponse> {
    const format = await manager.getRepository(EventFormat).findOneBy({ id });
    if (!format) throw new NotFoundException(EVENT_FORMAT_NOT_FOUND);
    return (await this.withCategories(manager, [format], false))[0];
  }

  /** A format by its code with its enabled categories, or null. */
  async findByCode(code: string): Promise<EventFormatResponse | null> {
    const format = await this.dataSource.getRepository(EventFormat).findOneBy({ code });
    return format ? (await this.withCategories(this.dataSource.manager, [format], true))[0] : null;
  }

  async create(body: CreateEventFormatBody): Promise<EventFormatResponse> {
    return this.uniqueCode(() =>
      this.transactions.run(async (manager) => {
        await this.checkCategories(manager, body.categories);
        const position = ((await manager.getRepository(EventFormat).maximum('position')) ?? 0) + 1;
        const result = await manager.insert(EventFormat, {
          code: body.code,
          name: body.name,
          description: body.description ?? '',
          minGuests: body.min_guests ?? 1,
          position,
        });
        const id = Number(result.identifiers[0].id);
        await this.replaceCategories(manager, id, body.categories);
        const created = await this.get(id, manager);
        await AuditLog.record(manager, {
          entity: 'event_format',
          entityId: id,
          action: 'create',
          changes: diffFields(null, created, FORMAT_AUDIT_FIELDS),
        });
        return created;
      }),
    );
  }

  async update(id: number, body: UpdateEventFormatBody): Promise<EventFormatResponse> {
    return this.uniqueCode(() =>
      this.transactions.run(async (manager) => {
        const repository = manager.getRepository(EventFormat);
        if (!(await repository.existsBy({ id }))) throw new NotFoundException(EVENT_FORMAT_NOT_FOUND);
        const before = await this.get(id, manager);
        const changes: Partial<EventFormat> = {};
        if (body.code !== undefined) changes.code = body.code;
        if (body.name !== undefined) changes.name = body.name;
        if (body.description !== undefined) changes.description = body.description;
        if (body.min_guests !== undefined) changes.minGuests = body.min_guests;
        if (Object.keys(changes).length > 0) await repository.update({ id }, changes);
        if (body.categories !== undefined) {
          await this.checkCategories(manager, body.categories);
          await this.replaceCategories(manager, id, body.categories);
        }
        const after = await this.get(id, manager);
        await AuditLog.record(manager, {
          entity: 'event_format',
          entityId: id,
          action: 'update',
          changes: diffFields(before, after, FORMAT_AUDIT_FIELDS),
        });
        return after;
      }),
    );
  }

  async remove(id: number): Promise<EventFormatResponse> {
    return this.transactions.run(async (manager) => {
      const format = await this.get(id, manager);
      await manager.getRepository(EventFormat).delete({ id });
      await AuditLog.record(manager, {
        entity: 'event_format',
        entityId: id,
        action: 'delete',
        changes: diffFields(format, null, FORMAT_AUDIT_FIELDS),
      });
      return format;
    });
  }

  private async uniqueCode<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, { table: 'event_formats', columns: ['code'] })) throw new ConflictException(FORMAT_CODE_TAKEN);
      throw error;
    }
  }

  private async checkCategories(manager: EntityManager, categories: FormatCategoryInput[]): Promise<void> {
    const seen = new Set<number>();
    categories.forEach((row, index) => {
      if (seen.has(row.category_id)) throw new BadRequestException(duplicateFormatCategory(index));
      seen.add(row.category_id);
    });
    if (categories.length === 0) return;
    const found = await manager.getRepository(Category).findBy({ id: In([...seen]) });
    const known = new Set(found.map((category) => category.id));
    categories.forEach((row, index) => {
      if (!known.has(row.category_id)) throw new BadRequestException(unknownFormatCategory(index, row.category_id));
    });
  }

  private async replaceCategories(manager: EntityManager, formatId: number, categories: FormatCategoryInput[]): Promise<void> {
    await manager.getRepository(EventFormatCategory).delete({ formatId });
    if (categories.length === 0) return;
    await manager.insert(
      EventFormatCategory,
      categories.map((row) => ({ formatId, categoryId: row.category_id, portionsPerGuest: row.portions_per_guest })),
    );
  }

  /** Adds the categories of these formats (one query), in catalogue order. */
  private async withCategories(manager: EntityManager, formats: EventFormat[], enabledOnly: boolean): Promise<EventFormatResponse[]> {
    if (formats.length === 0) return [];
    const query = manager
      .getRepository(EventFormatCategory)
      .createQueryBuilder('fc')
      .innerJoinAndSelect('fc.category', 'c')
      .where('fc.format_id IN (:...ids)', { ids: formats.map((format) => format.id) })
      .orderBy('c.position', 'ASC')
      .addOrderBy('c.id', 'ASC');
    if (enabledOnly) query.andWhere('c.status_enabled = 1');
    const rows = await query.getMany();
    return formats.map((format) => ({
      id: format.id,
      code: format.code,
      name: format.name,
      description: format.description,
      min_guests: format.minGuests,
      categories: rows
        .filter((row) => row.formatId === format.id)
        .map((row) => ({ category_id: row.categoryId, category_name: row.category?.name ?? '', portions_per_guest: row.portionsPerGuest })),
    }));
  }
}

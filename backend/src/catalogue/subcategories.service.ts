import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { conflictOnForeignKey } from '../common/database-errors';
import { ListPage, runListQuery } from '../database/list-query';
import { whereContains } from '../database/text-search';
import { bumpCatalogueVersion } from '../cache/catalogue-version';
import { TransactionRunner } from '../database/transaction-runner';
import { NewSubcategory, ShortItem, SubcategoryFields, SubcategoryFilter } from './catalogue-inputs';
import { findCategoryOr404, findSubcategoryOr404 } from './catalogue-lookups';
import { SUBCATEGORY_HAS_PRODUCTS } from './catalogue.messages';
import { SubcategoryResponse } from './catalogue.dto';
import { toSubcategoryResponse } from './catalogue.mappers';
import { SUBCATEGORY_SORT } from './catalogue-sort-fields';
import { Product } from './product.entity';
import { Subcategory } from './subcategory.entity';
import { DomainEvents } from '../database/domain-events';
import { PRODUCTS_WITHDRAWN } from './catalogue-events';
import { AuditLog } from '../audit/audit-log.entity';
import { diffFields } from '../audit/audit-changes';

/** A subcategory's fields in its audit entries. */
const SUBCATEGORY_AUDIT_FIELDS = ['name', 'categoryId', 'statusEnabled'] as const satisfies readonly (keyof Subcategory)[];

/**
 * Subcategories as the back office manages them. Rules: moving one to another category moves
 * its products along; disabling one takes its products out of every cart; one with products
 * cannot be deleted (409).
 */
@Injectable()
export class SubcategoriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly events: DomainEvents,
  ) {}

  async list(filter: SubcategoryFilter): Promise<ListPage<SubcategoryResponse>> {
    const builder = this.dataSource
      .getRepository(Subcategory)
      .createQueryBuilder('subcategory')
      .leftJoinAndSelect('subcategory.category', 'category');
    if (filter.category_id !== undefined) builder.andWhere('subcategory.categoryId = :categoryId', { categoryId: filter.category_id });
    if (filter.status_enabled !== undefined)
      builder.andWhere('subcategory.statusEnabled = :status', { status: filter.status_enabled ? 1 : 0 });
    if (filter.name) whereContains(builder, 'subcategory.name', filter.name, 'name');
    const { rows, total } = await runListQuery(builder, filter, {
      idColumn: 'subcategory.id',
      sortable: SUBCATEGORY_SORT,
      defaultSort: [['subcategory.id', 'ASC']],
    });
    return { rows: rows.map(toSubcategoryResponse), total };
  }

  async short(): Promise<ShortItem[]> {
    const rows = await this.dataSource.getRepository(Subcategory).find({ select: { id: true, name: true }, order: { id: 'ASC' } });
    return rows.map((row) => ({ id: row.id, name: row.name }));
  }

  async get(id: number): Promise<SubcategoryResponse> {
    return toSubcategoryResponse(await findSubcategoryOr404(this.dataSource.manager, id, true));
  }

  async create(fields: NewSubcategory): Promise<SubcategoryResponse> {
    const created = await this.transactions.run(async (manager) => {
      await findCategoryOr404(manager, fields.category_id);
      const saved = await manager.save(
        manager.create(Subcategory, { name: fields.name, categoryId: fields.category_id, statusEnabled: fields.status_enabled ?? false }),
      );
      await bumpCatalogueVersion(manager);
      await AuditLog.record(manager, {
        entity: 'subcategory',
        entityId: saved.id,
        action: 'create',
        changes: diffFields(null, saved, SUBCATEGORY_AUDIT_FIELDS),
      });
      return findSubcategoryOr404(manager, saved.id, true);
    });
    return toSubcategoryResponse(created);
  }

  /** Moving a subcategory to another category moves its products along, so they stay consistent. */
  async update(id: number, fields: SubcategoryFields): Promise<void> {
    await this.transactions.run(async (manager) => {
      const subcategory = await findSubcategoryOr404(manager, id);
      const before = { ...subcategory };
      if (fields.category_id !== undefined && fields.category_id !== subcategory.categoryId) {
        await findCategoryOr404(manager, fields.category_id);
        subcategory.categoryId = fields.category_id;
        await manager.update(Product, { subcategoryId: id }, { categoryId: fields.category_id });
      }
      if (fields.name !== undefined) subcategory.name = fields.name;
      if (fields.status_enabled !== undefined) subcategory.statusEnabled = fields.status_enabled;
      await manager.save(subcategory);
      await AuditLog.record(manager, {
        entity: 'subcategory',
        entityId: id,
        action: 'update',
        changes: diffFields(before, subcategory, SUBCATEGORY_AUDIT_FIELDS),
      });
      if (fields.status_enabled === false) await this.events.publish(manager, PRODUCTS_WITHDRAWN, { subcategoryId: id });
      await bumpCatalogueVersion(manager);
    });
  }

  async remove(id: number): Promise<void> {
    await conflictOnForeignKey(
      () =>
        this.transactions.run(async (manager) => {
          const subcategory = await findSubcategoryOr404(manager, id);
          if ((await manager.countBy(Product, { subcategoryId: id })) > 0) throw new ConflictException(SUBCATEGORY_HAS_PRODUCTS);
          await manager.delete(Subcategory, { id });
          await AuditLog.record(manager, {
            entity: 'subcategory',
            entityId: id,
            action: 'delete',
            changes: diffFields(subcategory, null, SUBCATEGORY_AUDIT_FIELDS),
          });
          await bumpCatalogueVersion(manager);
        }),
      SUBCATEGORY_HAS_PRODUCTS,
    );
  }
}

import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { conflictOnForeignKey } from '../common/database-errors';
import { ListPage, runListQuery } from '../database/list-query';
import { whereContains } from '../database/text-search';
import { bumpCatalogueVersion } from '../cache/catalogue-version';
import { TransactionRunner } from '../database/transaction-runner';
import { MediaService } from '../media/media.service';
import { CategoryFields, CategoryFilter, NewCategory, ShortItem } from './catalogue-inputs';
import { findCategoryOr404 } from './catalogue-lookups';
import { CATEGORY_HAS_CHILDREN } from './catalogue.messages';
import { CategoryResponse } from './catalogue.dto';
import { toCategoryResponse } from './catalogue.mappers';
import { CATEGORY_SORT } from './catalogue-sort-fields';
import { Category } from './category.entity';
import { Product } from './product.entity';
import { Subcategory } from './subcategory.entity';
import { DomainEvents } from '../database/domain-events';
import { PRODUCTS_WITHDRAWN } from './catalogue-events';
import { AuditLog } from '../audit/audit-log.entity';
import { diffFields } from '../audit/audit-changes';

/** A category's fields in its audit entries. */
const CATEGORY_AUDIT_FIELDS = [
  'name',
  'description',
  'statusEnabled',
  'position',
  'imagePath',
] as const satisfies readonly (keyof Category)[];

/**
 * Categories as the back office manages them. Rules: disabling a category takes its products
 * out of every cart; a category with subcategories or products cannot be deleted (409); a
 * replaced picture is removed from disk once nothing uses it.
 */
@Injectable()
export class CategoriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly media: MediaService,
    private readonly events: DomainEvents,
  ) {}

  async list(filter: CategoryFilter): Promise<ListPage<CategoryResponse>> {
    const builder = this.dataSource.getRepository(Category).createQueryBuilder('category');
    if (filter.status_enabled !== undefined)
      builder.andWhere('category.statusEnabled = :status', { status: filter.status_enabled ? 1 : 0 });
    if (filter.name) whereContains(builder, 'category.name', filter.name, 'name');
    const { rows, total } = await runListQuery(builder, filter, {
      idColumn: 'category.id',
      sortable: CATEGORY_SORT,
      defaultSort: [
        ['category.position', 'ASC'],
        ['category.id', 'ASC'],
      ],
    });
    return { rows: rows.map(toCategoryResponse), total };
  }

  async short(): Promise<ShortItem[]> {
    const rows = await this.dataSource
      .getRepository(Category)
      .find({ select: { id: true, name: true }, order: { position: 'ASC', id: 'ASC' } });
    return rows.map((row) => ({ id: row.id, name: row.name }));
  }

  async get(id: number): Promise<CategoryResponse> {
    return toCategoryResponse(await findCategoryOr404(this.dataSource.manager, id));
  }

  /** The picture (optional) is encoded and stored before the transaction starts. */
  async create(fields: NewCategory, image: Buffer | undefined): Promise<CategoryResponse> {
    const created = await this.media.withNewImage(image, 'categories', (imagePath) =>
      this.transactions.run(async (manager) => {
        const saved = await manager.save(
          manager.create(Category, {
            name: fields.name,
            description: fields.description ?? '',
            statusEnabled: fields.status_enabled ?? false,
            position: fields.position ?? 1,
            imagePath,
          }),
        );
        await bumpCatalogueVersion(manager);
        const category = await findCategoryOr404(manager, saved.id);
        await AuditLog.record(manager, {
          entity: 'category',
          entityId: category.id,
          action: 'create',
          changes: diffFields(null, category, CATEGORY_AUDIT_FIELDS),
        });
        return category;
      }),
    );
    return toCategoryResponse(created);
  }

  async update(id: number, fields: CategoryFields, image: Buffer | undefined): Promise<void> {
    const replaced = await this.media.withNewImage(image, 'categories', (imagePath) =>
      this.transactions.run(async (manager) => {
        const category = await findCategoryOr404(manager, id);
        const before = { ...category };
        const previousImage = category.imagePath;
        if (fields.name !== undefined) category.name = fields.name;
        if (fields.description !== undefined) category.description = fields.description;
        if (fields.status_enabled !== undefined) category.statusEnabled = fields.status_enabled;
        if (fields.position !== undefined) category.position = fields.position;
        if (imagePath) category.imagePath = imagePath;
        await manager.save(category);
        await AuditLog.record(manager, {
          entity: 'category',
          entityId: id,
          action: 'update',
          changes: diffFields(before, category, CATEGORY_AUDIT_FIELDS),
        });
        if (fields.status_enabled === false) await this.events.publish(manager, PRODUCTS_WITHDRAWN, { categoryId: id });
        await bumpCatalogueVersion(manager);
        return imagePath && previousImage !== imagePath ? previousImage : null;
      }),
    );
    await this.media.removeIfUnused(replaced);
  }

  async remove(id: number): Promise<void> {
    const imagePath = await conflictOnForeignKey(
      () =>
        this.transactions.run(async (manager) => {
          const category = await findCategoryOr404(manager, id);
          const children = (await manager.countBy(Subcategory, { categoryId: id })) + (await manager.countBy(Product, { categoryId: id }));
          if (children > 0) throw new ConflictException(CATEGORY_HAS_CHILDREN);
          await manager.delete(Category, { id });
          await AuditLog.record(manager, {
            entity: 'category',
            entityId: id,
            action: 'delete',
            changes: diffFields(category, null, CATEGORY_AUDIT_FIELDS),
          });
          await bumpCatalogueVersion(manager);
          return category.imagePath;
        }),
      CATEGORY_HAS_CHILDREN,
    );
    await this.media.removeIfUnused(imagePath);
  }
}

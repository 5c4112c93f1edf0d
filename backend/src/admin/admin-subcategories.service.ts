import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { TransactionRunner } from '../database/transaction-runner';
import { DataSource, EntityManager } from 'typeorm';
import { SubcategoryResponse } from '../catalogue/catalogue.dto';
import { toSubcategoryResponse } from '../catalogue/catalogue.mappers';
import { Product } from '../catalogue/product.entity';
import { Subcategory } from '../catalogue/subcategory.entity';
import { findCategoryOr404 } from './admin-categories.service';
import { deleteOrConflict, removeFromCarts } from './admin-helpers';
import { ShortItemResponse } from './dto/category.dto';
import { CreateSubcategoryBody, SubcategoryListQuery, UpdateSubcategoryBody } from './dto/subcategory.dto';
import { runListQuery } from './list-query';
import { SUBCATEGORY_SORT } from './sort-fields';
import { whereContains } from '../database/text-search';

export const SUBCATEGORY_NOT_FOUND = 'Подкатегория не найдена';
const SUBCATEGORY_HAS_PRODUCTS = 'Нельзя удалить подкатегорию, пока в ней есть товары';


export async function findSubcategoryOr404(manager: EntityManager, id: number, withCategory = false): Promise<Subcategory> {
  const subcategory = await manager.findOne(Subcategory, { where: { id }, relations: withCategory ? { category: true } : {} });
  if (!subcategory) throw new NotFoundException(SUBCATEGORY_NOT_FOUND);
  return subcategory;
}

@Injectable()
export class AdminSubcategoriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
  ) {}

  async list(query: SubcategoryListQuery): Promise<{ rows: SubcategoryResponse[]; total: number }> {
    const builder = this.dataSource.getRepository(Subcategory).createQueryBuilder('subcategory').leftJoinAndSelect('subcategory.category', 'category');
    if (query.category_id !== undefined) builder.andWhere('subcategory.categoryId = :categoryId', { categoryId: query.category_id });
    if (query.status_enabled !== undefined) builder.andWhere('subcategory.statusEnabled = :status', { status: query.status_enabled ? 1 : 0 });
    if (query.name) whereContains(builder, 'subcategory.name', query.name, 'name');
    const { rows, total } = await runListQuery(builder, query, {
      idColumn: 'subcategory.id',
      sortable: SUBCATEGORY_SORT,
      defaultSort: [['subcategory.id', 'ASC']],
    });
    return { rows: rows.map(toSubcategoryResponse), total };
  }

  async short(): Promise<ShortItemResponse[]> {
    const rows = await this.dataSource.getRepository(Subcategory).find({ select: { id: true, name: true }, order: { id: 'ASC' } });
    return rows.map((row) => ({ id: row.id, name: row.name }));
  }

  async get(id: number): Promise<SubcategoryResponse> {
    return toSubcategoryResponse(await findSubcategoryOr404(this.dataSource.manager, id, true));
  }

  async create(body: CreateSubcategoryBody): Promise<SubcategoryResponse> {
    const created = await this.transactions.run(async (manager) => {
      await findCategoryOr404(manager, body.category_id);
      const saved = await manager.save(
        manager.create(Subcategory, { name: body.name, categoryId: body.category_id, statusEnabled: body.status_enabled ?? false }),
      );
      return findSubcategoryOr404(manager, saved.id, true);
    });
    return toSubcategoryResponse(created);
  }

  /** Moving a subcategory to another category moves its products along, so they stay consistent. */
  async update(id: number, body: UpdateSubcategoryBody): Promise<void> {
    await this.transactions.run(async (manager) => {
      const subcategory = await findSubcategoryOr404(manager, id);
      if (body.category_id !== undefined && body.category_id !== subcategory.categoryId) {
        await findCategoryOr404(manager, body.category_id);
        subcategory.categoryId = body.category_id;
        await manager.update(Product, { subcategoryId: id }, { categoryId: body.category_id });
      }
      if (body.name !== undefined) subcategory.name = body.name;
      if (body.status_enabled !== undefined) subcategory.statusEnabled = body.status_enabled;
      await manager.save(subcategory);
      if (body.status_enabled === false) await removeFromCarts(manager, { subcategoryId: id });
    });
  }

  async remove(id: number): Promise<void> {
    await deleteOrConflict(
      () =>
        this.transactions.run(async (manager) => {
          await findSubcategoryOr404(manager, id);
          if ((await manager.countBy(Product, { subcategoryId: id })) > 0) throw new ConflictException(SUBCATEGORY_HAS_PRODUCTS);
          await manager.delete(Subcategory, { id });
        }),
      SUBCATEGORY_HAS_PRODUCTS,
    );
  }
}

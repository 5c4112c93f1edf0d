import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { TransactionRunner } from '../database/transaction-runner';
import { DataSource, EntityManager } from 'typeorm';
import { CategoryResponse } from '../catalogue/catalogue.dto';
import { toCategoryResponse } from '../catalogue/catalogue.mappers';
import { Category } from '../catalogue/category.entity';
import { Product } from '../catalogue/product.entity';
import { Subcategory } from '../catalogue/subcategory.entity';
import { MediaService } from '../media/media.service';
import { deleteOrConflict, removeFromCarts } from './admin-helpers';
import { CategoryListQuery, CreateCategoryQuery, ShortItemResponse, UpdateCategoryQuery } from './dto/category.dto';
import { runListQuery } from './list-query';
import { CATEGORY_SORT } from './sort-fields';
import { whereContains } from '../database/text-search';

export const CATEGORY_NOT_FOUND = 'Категория не найдена';
const CATEGORY_HAS_CHILDREN = 'Нельзя удалить категорию, пока в ней есть подкатегории или товары';


export async function findCategoryOr404(manager: EntityManager, id: number): Promise<Category> {
  const category = await manager.findOneBy(Category, { id });
  if (!category) throw new NotFoundException(CATEGORY_NOT_FOUND);
  return category;
}

@Injectable()
export class AdminCategoriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly media: MediaService,
  ) {}

  async list(query: CategoryListQuery): Promise<{ rows: CategoryResponse[]; total: number }> {
    const builder = this.dataSource.getRepository(Category).createQueryBuilder('category');
    if (query.status_enabled !== undefined) builder.andWhere('category.statusEnabled = :status', { status: query.status_enabled ? 1 : 0 });
    if (query.name) whereContains(builder, 'category.name', query.name, 'name');
    const { rows, total } = await runListQuery(builder, query, {
      idColumn: 'category.id',
      sortable: CATEGORY_SORT,
      defaultSort: [
        ['category.position', 'ASC'],
        ['category.id', 'ASC'],
      ],
    });
    return { rows: rows.map(toCategoryResponse), total };
  }

  async short(): Promise<ShortItemResponse[]> {
    const rows = await this.dataSource.getRepository(Category).find({ select: { id: true, name: true }, order: { position: 'ASC', id: 'ASC' } });
    return rows.map((row) => ({ id: row.id, name: row.name }));
  }

  async get(id: number): Promise<CategoryResponse> {
    return toCategoryResponse(await findCategoryOr404(this.dataSource.manager, id));
  }

  async create(query: CreateCategoryQuery, image: Buffer | undefined): Promise<CategoryResponse> {
    const created = await this.media.withNewImage(image, 'categories', (imagePath) =>
      this.transactions.run(async (manager) => {
        const saved = await manager.save(
          manager.create(Category, {
            name: query.name,
            description: query.description ?? '',
            statusEnabled: query.status_enabled ?? false,
            position: query.position ?? 1,
            imagePath,
          }),
        );
        return findCategoryOr404(manager, saved.id);
      }),
    );
    return toCategoryResponse(created);
  }

  async update(id: number, query: UpdateCategoryQuery, image: Buffer | undefined): Promise<void> {
    const replaced = await this.media.withNewImage(image, 'categories', (imagePath) =>
      this.transactions.run(async (manager) => {
        const category = await findCategoryOr404(manager, id);
        const previousImage = category.imagePath;
        if (query.name !== undefined) category.name = query.name;
        if (query.description !== undefined) category.description = query.description;
        if (query.status_enabled !== undefined) category.statusEnabled = query.status_enabled;
        if (query.position !== undefined) category.position = query.position;
        if (imagePath) category.imagePath = imagePath;
        await manager.save(category);
        if (query.status_enabled === false) await removeFromCarts(manager, { categoryId: id });
        return imagePath && previousImage !== imagePath ? previousImage : null;
      }),
    );
    await this.media.removeIfUnused(replaced);
  }

  async remove(id: number): Promise<void> {
    const imagePath = await deleteOrConflict(
      () =>
        this.transactions.run(async (manager) => {
          const category = await findCategoryOr404(manager, id);
          const children = (await manager.countBy(Subcategory, { categoryId: id })) + (await manager.countBy(Product, { categoryId: id }));
          if (children > 0) throw new ConflictException(CATEGORY_HAS_CHILDREN);
          await manager.delete(Category, { id });
          return category.imagePath;
        }),
      CATEGORY_HAS_CHILDREN,
    );
    await this.media.removeIfUnused(imagePath);
  }
}

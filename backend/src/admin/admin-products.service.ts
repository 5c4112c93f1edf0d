import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { TransactionRunner } from '../database/transaction-runner';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { ProductResponse } from '../catalogue/catalogue.dto';
import { toProductResponse } from '../catalogue/catalogue.mappers';
import { Product } from '../catalogue/product.entity';
import { MediaService } from '../media/media.service';
import { findCategoryOr404 } from './admin-categories.service';
import { removeFromCarts } from './admin-helpers';
import { findSubcategoryOr404 } from './admin-subcategories.service';
import { CreateProductQuery, ProductAdminListQuery, UpdateProductQuery } from './dto/product.dto';
import { applyListQuery, fetchListPage } from './list-query';
import { PRODUCT_SORT } from './sort-fields';
import { whereContains } from '../database/text-search';

export const PRODUCT_NOT_FOUND = 'Товар не найден';
export const IMAGE_REQUIRED = 'img_file: загрузите изображение товара';
export const SUBCATEGORY_OUTSIDE_CATEGORY = 'subcategory_id: подкатегория не относится к выбранной категории';


async function findProductOr404(manager: EntityManager, id: number, withNames = false): Promise<Product> {
  const product = await manager.findOne(Product, { where: { id }, relations: withNames ? { category: true, subcategory: true } : {} });
  if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
  return product;
}

/** Unknown ids answer 404; a subcategory of another category answers 400. */
async function checkPlacement(manager: EntityManager, categoryId: number, subcategoryId: number): Promise<void> {
  await findCategoryOr404(manager, categoryId);
  const subcategory = await findSubcategoryOr404(manager, subcategoryId);
  if (subcategory.categoryId !== categoryId) throw new BadRequestException(SUBCATEGORY_OUTSIDE_CATEGORY);
}

@Injectable()
export class AdminProductsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly media: MediaService,
  ) {}

  /** The filtered, sorted and paged products query of the list (the bench prints its plan). */
  listQuery(query: ProductAdminListQuery): SelectQueryBuilder<Product> {
    const builder = this.dataSource
      .getRepository(Product)
      .createQueryBuilder('product')
      .leftJoinAndSelect('product.category', 'category')
      .leftJoinAndSelect('product.subcategory', 'subcategory');
    if (query.category_id !== undefined) builder.andWhere('product.categoryId = :categoryId', { categoryId: query.category_id });
    if (query.subcategory_id !== undefined) builder.andWhere('product.subcategoryId = :subcategoryId', { subcategoryId: query.subcategory_id });
    if (query.status_enabled !== undefined) builder.andWhere('product.statusEnabled = :status', { status: query.status_enabled ? 1 : 0 });
    if (query.name) whereContains(builder, 'product.name', query.name, 'name');
    return applyListQuery(builder, query, { idColumn: 'product.id', sortable: PRODUCT_SORT, defaultSort: [['product.id', 'ASC']] });
  }

  async list(query: ProductAdminListQuery): Promise<{ rows: ProductResponse[]; total: number }> {
    const { rows, total } = await fetchListPage(this.listQuery(query), query, 'product.id');
    return { rows: rows.map(toProductResponse), total };
  }

  async get(id: number): Promise<ProductResponse> {
    return toProductResponse(await findProductOr404(this.dataSource.manager, id, true));
  }

  async create(query: CreateProductQuery, image: Buffer | undefined): Promise<ProductResponse> {
    if (!image) throw new BadRequestException(IMAGE_REQUIRED);
    const created = await this.media.withNewImage(image, 'products', (imagePath) =>
      this.transactions.run(async (manager) => {
        await checkPlacement(manager, query.category_id, query.subcategory_id);
        const saved = await manager.save(
          manager.create(Product, {
            name: query.name,
            description: query.description ?? '',
            ingredients: query.ingredients ?? '',
            price: query.price ?? 0,
            weight: query.weight ?? 0,
            peopleNumbers: query.people_numbers ?? 0,
            categoryId: query.category_id,
            subcategoryId: query.subcategory_id,
            statusEnabled: query.status_enabled ?? false,
            imagePath,
          }),
        );
        return findProductOr404(manager, saved.id, true);
      }),
    );
    return toProductResponse(created);
  }

  async update(id: number, query: UpdateProductQuery, image: Buffer | undefined): Promise<void> {
    const replaced = await this.media.withNewImage(image, 'products', (imagePath) =>
      this.transactions.run(async (manager) => {
        const product = await findProductOr404(manager, id);
        const previousImage = product.imagePath;
        if (query.category_id !== undefined || query.subcategory_id !== undefined) {
          product.categoryId = query.category_id ?? product.categoryId;
          product.subcategoryId = query.subcategory_id ?? product.subcategoryId;
          await checkPlacement(manager, product.categoryId, product.subcategoryId);
        }
        if (query.name !== undefined) product.name = query.name;
        if (query.description !== undefined) product.description = query.description;
        if (query.ingredients !== undefined) product.ingredients = query.ingredients;
        if (query.price !== undefined) product.price = query.price;
        if (query.weight !== undefined) product.weight = query.weight;
        if (query.people_numbers !== undefined) product.peopleNumbers = query.people_numbers;
        if (query.status_enabled !== undefined) product.statusEnabled = query.status_enabled;
        if (imagePath) product.imagePath = imagePath;
        await manager.save(product);
        if (query.status_enabled === false) await removeFromCarts(manager, { productId: id });
        return imagePath && previousImage !== imagePath ? previousImage : null;
      }),
    );
    await this.media.removeIfUnused(replaced);
  }

  /** Cart lines go with the product (ON DELETE CASCADE); order items keep their snapshot (SET NULL). */
  async remove(id: number): Promise<void> {
    const imagePath = await this.transactions.run(async (manager) => {
      const product = await findProductOr404(manager, id);
      await manager.delete(Product, { id });
      return product.imagePath;
    });
    await this.media.removeIfUnused(imagePath);
  }
}

import { BadRequestException, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { CATEGORY_NOT_FOUND, SUBCATEGORY_NOT_FOUND, SUBCATEGORY_OUTSIDE_CATEGORY } from './catalogue.messages';
import { PRODUCT_NOT_FOUND } from './catalogue.messages';
import { Category } from './category.entity';
import { Product } from './product.entity';
import { Subcategory } from './subcategory.entity';

/** Rows of the catalogue by id, or 404 in the back office's words. */
export async function findCategoryOr404(manager: EntityManager, id: number): Promise<Category> {
  const category = await manager.findOneBy(Category, { id });
  if (!category) throw new NotFoundException(CATEGORY_NOT_FOUND);
  return category;
}

export async function findSubcategoryOr404(manager: EntityManager, id: number, withCategory = false): Promise<Subcategory> {
  const subcategory = await manager.findOne(Subcategory, { where: { id }, relations: withCategory ? { category: true } : {} });
  if (!subcategory) throw new NotFoundException(SUBCATEGORY_NOT_FOUND);
  return subcategory;
}

export async function findProductOr404(manager: EntityManager, id: number, withNames = false): Promise<Product> {
  const product = await manager.findOne(Product, { where: { id }, relations: withNames ? { category: true, subcategory: true } : {} });
  if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
  return product;
}

/** A product's place: unknown ids answer 404; a subcategory of another category answers 400. */
export async function checkPlacement(manager: EntityManager, categoryId: number, subcategoryId: number): Promise<void> {
  await findCategoryOr404(manager, categoryId);
  const subcategory = await findSubcategoryOr404(manager, subcategoryId);
  if (subcategory.categoryId !== categoryId) throw new BadRequestException(SUBCATEGORY_OUTSIDE_CATEGORY);
}

import { bumpCatalogueVersion } from '../../src/cache/catalogue-version';
import { Category } from '../../src/catalogue/category.entity';
import { Product } from '../../src/catalogue/product.entity';
import { Subcategory } from '../../src/catalogue/subcategory.entity';
import { TestApp } from './test-app';

let counter = 0;

export interface TestShelf {
  category: Category;
  subcategory: Subcategory;
  products: Product[];
}

/** An enabled category and subcategory holding enabled products with the given prices. */
export async function createShelf(shop: TestApp, prices: number[]): Promise<TestShelf> {
  counter += 1;
  const manager = shop.dataSource.manager;
  const category = await manager.save(
    manager.create(Category, {
      name: `Категория ${counter}`,
      description: 'Для тестов',
      imagePath: null,
      position: counter,
      statusEnabled: true,
    }),
  );
  const subcategory = await manager.save(
    manager.create(Subcategory, { name: `Подкатегория ${counter}`, categoryId: category.id, statusEnabled: true }),
  );
  const products: Product[] = [];
  for (const [index, price] of prices.entries()) {
    products.push(
      await manager.save(
        manager.create(Product, {
          name: `Блюдо ${counter}.${index + 1}`,
          description: `Описание блюда ${counter}.${index + 1}`,
          ingredients: 'Картофель, сметана',
          imagePath: `/uploads/products/test-${counter}-${index}.webp`,
          price,
          weight: 500 + index,
          peopleNumbers: 2 + index,
          categoryId: category.id,
          subcategoryId: subcategory.id,
          statusEnabled: true,
        }),
      ),
    );
  }
  // Written beside the domain services: raise the catalogue version as they do, so cached answers go.
  await shop.dataSource.transaction((transaction) => bumpCatalogueVersion(transaction));
  return { category, subcategory, products };
}

/** `products_list` when nothing matches: no products, one (empty) page, every bound 0. */
export const EMPTY_PRODUCT_LIST = {
  products: [],
  total_products: 0,
  page: 1,
  total_pages: 0,
  price_min: 0,
  price_max: 0,
  weight_min: 0,
  weight_max: 0,
  people_numbers_min: 0,
  people_numbers_max: 0,
};

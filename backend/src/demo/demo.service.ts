import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { availableParallelism } from 'node:os';
import { bumpCatalogueVersion } from '../cache/catalogue-version';
import { TransactionRunner } from '../database/transaction-runner';
import { DataSource } from 'typeorm';
import { Category } from '../catalogue/category.entity';
import { Product } from '../catalogue/product.entity';
import { Subcategory } from '../catalogue/subcategory.entity';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MediaService } from '../media/media.service';
import { seedDefaultEventFormats } from '../events/event-format-defaults';
import { mapWithLimit } from './concurrency';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { DEMO_DIETARY } from './demo-dietary';
import { ProductAllergen, ProductDietTag } from '../catalogue/product-dietary.entity';
import { renderDishImage } from './demo-images';
import { seedDemoCosting } from './demo-costing';
import { Clock } from '../common/clock';
import { PasswordService } from '../auth/password.service';
import { DEMO_LUNCH_CONTACT, seedDemoLunches } from './demo-lunches';

/** How many images are drawn and encoded at once: sharp is multi-threaded already. */
const IMAGE_CONCURRENCY = Math.max(2, Math.min(4, availableParallelism()));

export interface DemoFillResult {
  categories: number;
  subcategories: number;
  products: number;
  imagesMs: number;
  insertMs: number;
}

/** Fills an empty catalogue with the demo menu on start when DEMO_DATA is on. */
@Injectable()
export class DemoService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Demo');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly media: MediaService,
    private readonly clock: Clock,
    private readonly passwords: PasswordService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.demoData) return;
    const result = await this.fillIfEmpty();
    if (result) {
      this.logger.log(
        `Demo catalogue: ${result.categories} categories, ${result.subcategories} subcategories, ${result.products} products ` +
          `(images ${result.imagesMs} ms, insert ${result.insertMs} ms)`,
      );
    }
  }

  async isCatalogueEmpty(): Promise<boolean> {
    const [categories, products] = await Promise.all([
      this.dataSource.getRepository(Category).count(),
      this.dataSource.getRepository(Product).count(),
    ]);
    return categories === 0 && products === 0;
  }

  /** Draws every picture first (files only), then inserts the whole menu in one transaction. */
  async fillIfEmpty(): Promise<DemoFillResult | null> {
    if (!(await this.isCatalogueEmpty())) return null;
    const started = Date.now();

    const categoryJobs = DEMO_CATALOGUE.map((category) => () => renderDishImage(category.kind, category.name, `category:${category.name}`));
    const productJobs = DEMO_CATALOGUE.flatMap((category) =>
      category.subcategories.flatMap((subcategory) =>
        subcategory.products.map(
          (product) => () => renderDishImage(product.kind ?? category.kind, product.name, `product:${product.name}`),
        ),
      ),
    );
    const jobs = [
      ...categoryJobs.map((render) => ({ render, folder: 'categories' as const })),
      ...productJobs.map((render) => ({ render, folder: 'products' as const })),
    ];
    const paths = await mapWithLimit(jobs, IMAGE_CONCURRENCY, async (job) => this.media.storeImage(await job.render(), job.folder));
    const categoryImages = paths.slice(0, categoryJobs.length);
    const productImages = paths.slice(categoryJobs.length);
    const imagesDone = Date.now();
    // Hashed before the transaction (argon2 is slow): the demo office contact's password.
    const contactHash = await this.passwords.hash(DEMO_LUNCH_CONTACT.password);

    const counts = await this.transactions.run(async (manager) => {
      let subcategoryCount = 0;
      const products: Partial<Product>[] = [];
      for (const [categoryIndex, demoCategory] of DEMO_CATALOGUE.entries()) {
        const category = await manager.insert(Category, {
          name: demoCategory.name,
          description: demoCategory.description,
          imagePath: categoryImages[categoryIndex],
          statusEnabled: true,
          position: categoryIndex + 1,
        });
        const categoryId = Number(category.identifiers[0].id);
        for (const demoSubcategory of demoCategory.subcategories) {
          const subcategory = await manager.insert(Subcategory, { name: demoSubcategory.name, categoryId, statusEnabled: true });
          const subcategoryId = Number(subcategory.identifiers[0].id);
          subcategoryCount += 1;
          for (const demoProduct of demoSubcategory.products) {
            products.push({
              name: demoProduct.name,
              description: demoProduct.description,
              ingredients: demoProduct.ingredients,
              imagePath: productImages[products.length],
              price: demoProduct.price,
              weight: demoProduct.weight,
              peopleNumbers: demoProduct.people,
              categoryId,
              subcategoryId,
              statusEnabled: true,
            });
          }
        }
      }
      const inserted = await manager.insert(Product, products);
      const allergens: ProductAllergen[] = [];
      const dietTags: ProductDietTag[] = [];
      products.forEach((product, index) => {
        const productId = Number(inserted.identifiers[index].id);
        const dietary = DEMO_DIETARY[product.name ?? ''] ?? { allergens: [], diet: [] };
        for (const code of dietary.allergens) allergens.push(Object.assign(new ProductAllergen(), { productId, code }));
        for (const code of dietary.diet) dietTags.push(Object.assign(new ProductDietTag(), { productId, code }));
      });
      if (allergens.length > 0) await manager.insert(ProductAllergen, allergens);
      if (dietTags.length > 0) await manager.insert(ProductDietTag, dietTags);
      const productIds = new Map(products.map((product, index) => [product.name ?? '', Number(inserted.identifiers[index].id)]));
      await seedDemoCosting(manager, productIds, this.clock.now());
      await seedDefaultEventFormats(manager);
      await seedDemoLunches(manager, productIds, this.clock.now(), contactHash);
      await bumpCatalogueVersion(manager);
      return { categories: DEMO_CATALOGUE.length, subcategories: subcategoryCount, products: products.length };
    });
    return { ...counts, imagesMs: imagesDone - started, insertMs: Date.now() - imagesDone };
  }
}

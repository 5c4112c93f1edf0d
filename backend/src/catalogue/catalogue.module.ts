import { Module } from '@nestjs/common';
import { CatalogueCacheModule } from '../cache/catalogue-cache.module';
import { AdminCategoriesController } from './admin-categories.controller';
import { AdminSettingsController } from './admin-settings.controller';
import { RestCategoriesController } from './rest-categories.controller';
import { RestSubcategoriesController } from './rest-subcategories.controller';
import { AboutUsController, CategoryController, ContactsController, DietaryController, ProductController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { CategoriesService } from './categories.service';
import { InfoService } from './info.service';
import { ProductsService } from './products.service';
import { SubcategoriesService } from './subcategories.service';

/**
 * The catalogue: the public storefront reads (CatalogueService), about-us and contacts, and the
 * category/subcategory/product writes with their rules (used by the admin controllers).
 */
@Module({
  controllers: [
    CategoryController,
    ProductController,
    DietaryController,
    AboutUsController,
    ContactsController,
    AdminCategoriesController,
    AdminSettingsController,
    RestCategoriesController,
    RestSubcategoriesController,
  ],
  imports: [CatalogueCacheModule],
  providers: [CatalogueService, InfoService, CategoriesService, SubcategoriesService, ProductsService],
  exports: [CatalogueService, InfoService, CategoriesService, SubcategoriesService, ProductsService],
})
export class CatalogueModule {}

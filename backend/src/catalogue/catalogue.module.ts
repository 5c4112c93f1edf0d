import { Module } from '@nestjs/common';
import { AboutUsController, CategoryController, ContactsController, ProductController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { InfoService } from './info.service';

/** Public catalogue, about-us and contacts. The services (and catalogue.mappers.ts) are reused by the admin module. */
@Module({
  controllers: [CategoryController, ProductController, AboutUsController, ContactsController],
  providers: [CatalogueService, InfoService],
  exports: [CatalogueService, InfoService],
})
export class CatalogueModule {}

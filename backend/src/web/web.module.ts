import { DynamicModule, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { CatalogueCacheModule } from '../cache/catalogue-cache.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { AppConfig } from '../config/app-config';
import { EventsModule } from '../events/events.module';
import { PaymentsModule } from '../payments/payments.module';
import { PageAnswers } from './page-answers';
import { staticSiteOptions, webRoots } from './static-sites';
import { StorefrontPages } from './storefront-pages';

/**
 * Uploaded images, the back office and the storefront, served by @nestjs/serve-static after
 * the API routes. What those cannot decide is Express middleware that app.factory mounts before
 * the routes: the e-mail link pages (email-link-pages.ts) and the storefront's server-rendered
 * pages, robots.txt and sitemap.xml (StorefrontPages).
 */
@Module({})
export class WebModule {
  static forRoot(config: Pick<AppConfig, 'uploadDir' | 'webRoots'>): DynamicModule {
    return {
      module: WebModule,
      imports: [
        CatalogueCacheModule,
        CatalogueModule,
        EventsModule,
        PaymentsModule,
        ServeStaticModule.forRoot(...staticSiteOptions(config.uploadDir, webRoots(config))),
      ],
      providers: [PageAnswers, StorefrontPages],
      exports: [StorefrontPages],
    };
  }
}

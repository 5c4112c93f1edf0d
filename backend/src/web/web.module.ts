import { DynamicModule, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { AppConfig } from '../config/app-config';
import { staticSiteOptions, webRoots } from './static-sites';

/**
 * Uploaded images, the back office and the storefront, served by @nestjs/serve-static after
 * the API routes. The one decision it cannot make (e-mail link pages, see email-link-pages.ts)
 * is an Express middleware that app.factory mounts before the routes.
 */
@Module({})
export class WebModule {
  static forRoot(config: Pick<AppConfig, 'uploadDir' | 'webRoots'>): DynamicModule {
    return { module: WebModule, imports: [ServeStaticModule.forRoot(...staticSiteOptions(config.uploadDir, webRoots(config)))] };
  }
}

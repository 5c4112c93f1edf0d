import { HttpException, Injectable, ValidationPipe } from '@nestjs/common';
import { CatalogueCache } from '../cache/catalogue-cache.service';
import { createValidationPipe } from '../common/validation.pipe';
import { detailOf } from '../http/http-error.filter';
import {
  ABOUT_US_KEY,
  CATEGORY_LIST_KEY,
  CONTACTS_KEY,
  productKey,
  productListKey,
  subcategoryListKey,
} from '../catalogue/catalogue-answer-keys';
import { ProductListQuery, SubcategoryListQuery } from '../catalogue/catalogue.dto';
import { CatalogueService } from '../catalogue/catalogue.service';
import { InfoService } from '../catalogue/info.service';
import { EventFormatsService } from '../events/event-formats.service';
import { OnlinePaymentsService } from '../payments/online-payments.service';
import { PaymentSettingsService } from '../payments/payment-settings.service';

/** One API answer got in-process: the status and JSON body the route would have sent. */
export interface PageAnswer {
  status: number;
  body: unknown;
}

type Loader = (match: RegExpExecArray, query: Record<string, string>) => Promise<PageAnswer>;

/** Answers outside the catalogue version (formats and payment terms change without raising it). */
const UNVERSIONED = [/^\/api\/v1\/events\/formats$/, /^\/api\/v1\/order\/payment-terms$/];

/**
 * The public API answers a server-rendered page is drawn from, got from the domain services in this
 * process (no HTTP): the catalogue's through the catalogue cache with the routes' own keys (so page
 * and API share one cached answer), the query validated by the routes' own DTOs and pipe. A refusal
 * is an answer too (`{detail}` with its 4xx status), as the browser would have received it.
 */
@Injectable()
export class PageAnswers {
  private readonly pipe: ValidationPipe = createValidationPipe();
  private readonly loaders: Array<[RegExp, Loader]>;

  constructor(
    private readonly cache: CatalogueCache,
    private readonly catalogue: CatalogueService,
    private readonly info: InfoService,
    private readonly formats: EventFormatsService,
    private readonly paymentSettings: PaymentSettingsService,
    private readonly onlinePayments: OnlinePaymentsService,
  ) {
    this.loaders = [
      [/^\/api\/v1\/category\/list$/, () => this.cached(CATEGORY_LIST_KEY, () => this.catalogue.listCategories())],
      [
        /^\/api\/v1\/category\/subcategory_list$/,
        async (_match, raw) => {
          const query = await this.query(SubcategoryListQuery, raw);
          return this.cached(subcategoryListKey(query), () => this.catalogue.listSubcategories(query.category_id));
        },
      ],
      [
        /^\/api\/v1\/product\/products_list$/,
        async (_match, raw) => {
          const query = await this.query(ProductListQuery, raw);
          return this.cached(productListKey(query), () => this.catalogue.listProducts(query));
        },
      ],
      [/^\/api\/v1\/product\/product_(.+)$/, (match) => this.cached(productKey(match[1]), () => this.catalogue.getProduct(match[1]))],
      [/^\/api\/v1\/contacts\/?$/, () => this.cached(CONTACTS_KEY, () => this.info.getContacts())],
      [/^\/api\/v1\/about-us\/?$/, () => this.cached(ABOUT_US_KEY, () => this.info.getAboutUs())],
      [/^\/api\/v1\/events\/formats$/, async () => ({ status: 200, body: await this.formats.listPublic() })],
      [/^\/api\/v1\/order\/payment-terms$/, async () => ({ status: 200, body: await this.paymentSettings.publicTerms() })],
      // From the configuration (bePaid's keys): fixed while the process runs, so a cached page may keep it.
      [/^\/api\/v1\/payments\/online$/, async () => ({ status: 200, body: this.onlinePayments.availability() })],
    ];
  }

  /** Whether every answer of `urls` changes only with the catalogue version. */
  versioned(urls: string[]): boolean {
    return urls.every((url) => !UNVERSIONED.some((pattern) => pattern.test(new URL(url, 'http://shop').pathname)));
  }

  /** The answers for `urls` (API paths with their query, as the storefront spells them). */
  async load(urls: string[]): Promise<Record<string, PageAnswer>> {
    const loaded = await Promise.all(urls.map((url) => this.answer(url)));
    return Object.fromEntries(urls.map((url, index) => [url, loaded[index]]));
  }

  private async answer(url: string): Promise<PageAnswer> {
    const parsed = new URL(url, 'http://shop');
    for (const [pattern, load] of this.loaders) {
      const match = pattern.exec(parsed.pathname);
      if (!match) continue;
      try {
        return await load(match, Object.fromEntries(parsed.searchParams));
      } catch (error) {
        if (error instanceof HttpException && error.getStatus() < 500) {
          return { status: error.getStatus(), body: { detail: detailOf(error.getResponse(), error.getStatus()) } };
        }
        throw error;
      }
    }
    throw new Error(`No in-process answer for ${url}`);
  }

  private async cached(key: string, compute: () => Promise<unknown>): Promise<PageAnswer> {
    const { answer } = await this.cache.answer(key, compute);
    return { status: 200, body: JSON.parse(answer.body.toString('utf8')) as unknown };
  }

  private async query<T extends object>(type: new () => T, raw: Record<string, string>): Promise<T> {
    return (await this.pipe.transform(raw, { type: 'query', metatype: type })) as T;
  }
}

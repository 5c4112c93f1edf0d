import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { Response } from 'express';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  AboutUsResponse,
  CategoryResponse,
  DietaryResponse,
  ContactsResponse,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  SubcategoryListQuery,
  SubcategoryResponse,
} from './catalogue.dto';
import { ABOUT_US_KEY, CATEGORY_LIST_KEY, CONTACTS_KEY, productKey, productListKey, subcategoryListKey } from './catalogue-answer-keys';
import { CatalogueAnswers } from '../cache/catalogue-answers.service';
import { CatalogueService } from './catalogue.service';
import { InfoService } from './info.service';
import { ALLERGENS, DIET_TAGS } from '@bulbash/rules';

/*
 * Every answer here is public and the same for everyone: it is served from the catalogue cache
 * (see src/cache), serialised and compressed once per catalogue version and query, with an
 * ETag. The handlers write it themselves (CatalogueAnswers); the OpenAPI decorators describe it.
 * A URL answered once is answered before the routes next time (the answer index).
 */

const ERROR_SCHEMA = { schema: { type: 'object', properties: { detail: { type: 'string' } } } };

@ApiTags('catalogue')
@Controller('category')
export class CategoryController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly answers: CatalogueAnswers,
  ) {}

  @Get('list')
  @ApiOperation({ summary: 'Enabled categories, by position then id' })
  @ApiOkResponse({ type: [CategoryResponse] })
  async list(@Res() response: Response): Promise<void> {
    return this.answers.send(response, CATEGORY_LIST_KEY, () => this.catalogue.listCategories());
  }

  @Get('subcategory_list')
  @ApiOperation({
    summary: 'Enabled subcategories of enabled categories, by id',
    description: 'Accepts the product filter parameters; only category_id is used. Without it, all enabled subcategories.',
  })
  @ApiOkResponse({ type: [SubcategoryResponse] })
  @ApiBadRequestResponse({
    description: 'category_id is not an id (a whole 1..2147483647 written plainly: 01, 1.0, 1e0, 0x1, 0 are refused); the detail names it',
    ...ERROR_SCHEMA,
  })
  async subcategories(@Query() query: SubcategoryListQuery, @Res() response: Response): Promise<void> {
    return this.answers.send(response, subcategoryListKey(query), () => this.catalogue.listSubcategories(query.category_id));
  }
}

@ApiTags('catalogue')
@Controller('product')
export class ProductController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly answers: CatalogueAnswers,
  ) {}

  @Get('products_list')
  @ApiOperation({
    summary: 'Visible products, 18 a page, by id unless `sort` says otherwise; `q` searches the names',
    description:
      'The six bounds (price, weight, people) cover the category/subcategory scope and the name search before the price, weight, people, diet and allergen filters. ' +
      '`diet` keeps products carrying every listed tag; `exclude_allergens` drops products containing any listed allergen; both combine with every other filter, the search, the sort and paging. ' +
      'No match gives products: [], total_products: 0, total_pages: 0.',
  })
  @ApiOkResponse({ type: ProductListResponse })
  @ApiBadRequestResponse({
    description:
      'A negative or non-numeric parameter, a category_id or subcategory_id that is not an id (01, 1.0, 1e0, 0x1, 0, 2147483648), or an unknown diet/allergen code; the detail names it',
    ...ERROR_SCHEMA,
  })
  async list(@Query() query: ProductListQuery, @Res() response: Response): Promise<void> {
    return this.answers.send(response, productListKey(query), () => this.catalogue.listProducts(query));
  }

  @Get('product_:id')
  @ApiOperation({ summary: 'One visible product' })
  @ApiParam({ name: 'id', type: Number, example: 1 })
  @ApiOkResponse({ type: ProductResponse })
  @ApiBadRequestResponse({ description: 'id is not a number', ...ERROR_SCHEMA })
  @ApiNotFoundResponse({ description: 'Missing or disabled (itself, its subcategory or its category)', ...ERROR_SCHEMA })
  async detail(@Param('id') id: string, @Res() response: Response): Promise<void> {
    return this.answers.send(response, productKey(id), () => this.catalogue.getProduct(id));
  }
}

@ApiTags('catalogue')
@Controller('dietary')
export class DietaryController {
  constructor(private readonly answers: CatalogueAnswers) {}

  @Get()
  @ApiOperation({
    summary: 'The allergen and diet tag codes with their Russian names, in a stable order (what products list in allergens / diet_tags)',
  })
  @ApiOkResponse({ type: DietaryResponse })
  async get(@Res() response: Response): Promise<void> {
    return this.answers.send(response, 'dietary', () => Promise.resolve({ allergens: ALLERGENS, diet_tags: DIET_TAGS }));
  }
}

@ApiTags('catalogue')
@Controller('about-us')
export class AboutUsController {
  constructor(
    private readonly info: InfoService,
    private readonly answers: CatalogueAnswers,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The about-us record (text is HTML)' })
  @ApiOkResponse({ type: AboutUsResponse })
  async get(@Res() response: Response): Promise<void> {
    return this.answers.send(response, ABOUT_US_KEY, () => this.info.getAboutUs());
  }
}

@ApiTags('catalogue')
@Controller('contacts')
export class ContactsController {
  constructor(
    private readonly info: InfoService,
    private readonly answers: CatalogueAnswers,
  ) {}

  @Get()
  @ApiOperation({ summary: "The seller's contact and legal details" })
  @ApiOkResponse({ type: ContactsResponse })
  async get(@Res() response: Response): Promise<void> {
    return this.answers.send(response, CONTACTS_KEY, () => this.info.getContacts());
  }
}

import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  AboutUsResponse,
  CategoryResponse,
  ContactsResponse,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  SubcategoryListQuery,
  SubcategoryResponse,
} from './catalogue.dto';
import { CatalogueService } from './catalogue.service';
import { InfoService } from './info.service';

const ERROR_SCHEMA = { schema: { type: 'object', properties: { detail: { type: 'string' } } } };

@ApiTags('catalogue')
@Controller('category')
export class CategoryController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('list')
  @ApiOperation({ summary: 'Enabled categories, by position then id' })
  @ApiOkResponse({ type: [CategoryResponse] })
  list(): Promise<CategoryResponse[]> {
    return this.catalogue.listCategories();
  }

  @Get('subcategory_list')
  @ApiOperation({
    summary: 'Enabled subcategories of enabled categories, by id',
    description: 'Accepts the product filter parameters; only category_id is used. Without it, all enabled subcategories.',
  })
  @ApiOkResponse({ type: [SubcategoryResponse] })
  @ApiBadRequestResponse({ description: 'category_id is not a whole non-negative number', ...ERROR_SCHEMA })
  subcategories(@Query() query: SubcategoryListQuery): Promise<SubcategoryResponse[]> {
    return this.catalogue.listSubcategories(query.category_id);
  }
}

@ApiTags('catalogue')
@Controller('product')
export class ProductController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('products_list')
  @ApiOperation({
    summary: 'Visible products, 18 a page, by id unless `sort` says otherwise; `q` searches the names',
    description:
      'The six bounds (price, weight, people) cover the category/subcategory scope and the name search before the price, weight and people filters. ' +
      'No match gives products: [], total_products: 0, total_pages: 0.',
  })
  @ApiOkResponse({ type: ProductListResponse })
  @ApiBadRequestResponse({ description: 'A negative or non-numeric parameter; the detail names it', ...ERROR_SCHEMA })
  list(@Query() query: ProductListQuery): Promise<ProductListResponse> {
    return this.catalogue.listProducts(query);
  }

  @Get('product_:id')
  @ApiOperation({ summary: 'One visible product' })
  @ApiParam({ name: 'id', type: Number, example: 1 })
  @ApiOkResponse({ type: ProductResponse })
  @ApiBadRequestResponse({ description: 'id is not a number', ...ERROR_SCHEMA })
  @ApiNotFoundResponse({ description: 'Missing or disabled (itself, its subcategory or its category)', ...ERROR_SCHEMA })
  detail(@Param('id') id: string): Promise<ProductResponse> {
    return this.catalogue.getProduct(id);
  }
}

@ApiTags('catalogue')
@Controller('about-us')
export class AboutUsController {
  constructor(private readonly info: InfoService) {}

  @Get()
  @ApiOperation({ summary: 'The about-us record (text is HTML)' })
  @ApiOkResponse({ type: AboutUsResponse })
  get(): Promise<AboutUsResponse> {
    return this.info.getAboutUs();
  }
}

@ApiTags('catalogue')
@Controller('contacts')
export class ContactsController {
  constructor(private readonly info: InfoService) {}

  @Get()
  @ApiOperation({ summary: "The seller's contact and legal details" })
  @ApiOkResponse({ type: ContactsResponse })
  get(): Promise<ContactsResponse> {
    return this.info.getContacts();
  }
}

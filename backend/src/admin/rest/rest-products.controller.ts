import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { PermissionGuard } from '../../auth/permission.guard';
import { RequirePermission } from '../../auth/require-permission.decorator';
import { JwtAuthGuard } from '../../auth/jwt-auth.guard';
import { CurrentUser } from '../../auth/current-user.decorator';
import { User } from '../../auth/user.entity';
import { AdminProductResponse, ProductCosts } from '../product-costs';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { ImageUploadInterceptor, UploadedImage } from '../../media/image-upload.interceptor';
import { ProductsService } from '../../catalogue/products.service';
import {
  AdminApi,
  ApiImageErrors,
  ApiInvalidInput,
  ApiNotFound,
  INVALID_FORM_FIELDS,
  INVALID_ID,
  INVALID_JSON_FIELDS,
} from '../../http/admin-docs';
import {
  BULK_MAX_IDS,
  BulkProductDietaryBody,
  BulkProductStatusBody,
  BulkProductStatusResponse,
  ONE_DIETARY_CODE,
  ProductAdminListQuery,
} from '../dto/product.dto';
import { ApiRestList, REST_ADMIN_PREFIX } from '../../http/rest-docs';
import { RestListQuery, setContentRange, toAdminListQuery } from '../../http/rest-list-query';
import { RestCreateProductBody, RestUpdateProductBody } from './rest.dto';

/** REST admin surface (ra-data-simple-rest): products. */
@Controller(`${REST_ADMIN_PREFIX}/products`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class RestProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly costs: ProductCosts,
  ) {}

  @RequirePermission('catalogue', 'read')
  @Get()
  @ApiOperation({
    summary:
      'Products with category_name and subcategory_name, allergens and diet_tags, disabled included; filters: category_id, subcategory_id, status_enabled, name, id, diet and allergens (arrays of codes: products carrying every one) (ordered by id unless sorted)',
  })
  @ApiRestList(AdminProductResponse)
  async list(
    @Query() query: RestListQuery,
    @Res({ passthrough: true }) response: Response,
    @CurrentUser() user: User,
  ): Promise<AdminProductResponse[]> {
    const { list, range } = await toAdminListQuery(ProductAdminListQuery, query);
    const { rows, total } = await this.products.list(list);
    setContentRange(response, 'products', range, rows.length, total);
    return this.costs.add(rows, user);
  }

  @RequirePermission('catalogue', 'write')
  @Patch()
  @ApiOperation({
    summary: 'Switch several products on or off in one transaction (the list’s bulk action); answers the ids',
    description:
      'Every id must exist: an unknown one → 404 naming it, and no product changes. Products switched off leave every cart; the public catalogue shows the change on the next request.',
  })
  @ApiOkResponse({ type: BulkProductStatusResponse })
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; ids not an array of 1..${BULK_MAX_IDS} positive integers; status_enabled missing`)
  @ApiNotFound('One of the products')
  async setEnabled(@Body() body: BulkProductStatusBody): Promise<BulkProductStatusResponse> {
    const ids = await this.products.setEnabled(body.ids, body.status_enabled);
    return { detail: `${body.status_enabled ? 'Включено' : 'Выключено'} товаров: ${ids.length}`, ids };
  }

  @RequirePermission('catalogue', 'write')
  @Patch('dietary')
  @ApiOperation({
    summary: 'Add or remove one diet tag or allergen on several products in one transaction (the list’s bulk action); answers the ids',
    description:
      'Exactly one of diet_tag and allergen. Every id must exist (404 naming the unknown ones) and every product must keep the rules afterwards ' +
      '(vegan needs vegetarian, gluten_free excludes gluten, lactose_free excludes milk: 400 naming the product and the conflict); otherwise nothing changes.',
  })
  @ApiOkResponse({ type: BulkProductStatusResponse })
  @ApiInvalidInput(
    `${INVALID_JSON_FIELDS}; ids not an array of 1..${BULK_MAX_IDS} positive integers; an unknown code; neither or both of diet_tag and allergen; a broken rule`,
  )
  @ApiNotFound('One of the products')
  async setDietary(@Body() body: BulkProductDietaryBody): Promise<BulkProductStatusResponse> {
    if ((body.diet_tag === undefined) === (body.allergen === undefined)) throw new BadRequestException(ONE_DIETARY_CODE);
    const ids = await this.products.setDietary(body.ids, body);
    return { detail: `${body.present ? 'Отмечено' : 'Снята отметка'}, товаров: ${ids.length}`, ids };
  }

  @RequirePermission('catalogue', 'read')
  @Get(':id')
  @ApiOperation({ summary: 'One product' })
  @ApiOkResponse({ type: AdminProductResponse })
  @ApiNotFound('Product')
  @ApiInvalidInput(INVALID_ID)
  async get(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<AdminProductResponse> {
    return this.costs.addOne(await this.products.get(id), user);
  }

  @RequirePermission('catalogue', 'write')
  @Post()
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({
    summary: 'Create a product: multipart with the fields and a required img_file',
    description: 'Unknown category_id / subcategory_id → 404; a subcategory of another category → 400.',
  })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: RestCreateProductBody })
  @ApiCreatedResponse({ type: AdminProductResponse })
  @ApiInvalidInput(`${INVALID_FORM_FIELDS}; a missing image; a subcategory outside the category`)
  @ApiNotFound('Category or subcategory')
  @ApiImageErrors()
  async create(
    @Body() body: RestCreateProductBody,
    @CurrentUser() user: User,
    @UploadedFile() file?: UploadedImage,
  ): Promise<AdminProductResponse> {
    return this.costs.addOne(await this.products.create(body, file?.buffer), user);
  }

  @RequirePermission('catalogue', 'write')
  @Put(':id')
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({ summary: 'Change a product: the fields sent (JSON, or multipart with an optional new img_file); answers the product' })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: RestUpdateProductBody })
  @ApiOkResponse({ type: AdminProductResponse })
  @ApiNotFound('Product, category or subcategory')
  @ApiImageErrors()
  @ApiInvalidInput(`${INVALID_FORM_FIELDS}; a subcategory outside the category`)
  async update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: RestUpdateProductBody,
    @CurrentUser() user: User,
    @UploadedFile() file?: UploadedImage,
  ): Promise<AdminProductResponse> {
    await this.products.update(id, body, file?.buffer);
    return this.costs.addOne(await this.products.get(id), user);
  }

  @RequirePermission('catalogue', 'write')
  @Delete(':id')
  @ApiOperation({ summary: 'Delete a product: it leaves every cart, orders keep their snapshot; answers the deleted product' })
  @ApiOkResponse({ type: AdminProductResponse })
  @ApiNotFound('Product')
  @ApiInvalidInput(INVALID_ID)
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<AdminProductResponse> {
    const product = await this.costs.addOne(await this.products.get(id), user);
    await this.products.remove(id);
    return product;
  }
}

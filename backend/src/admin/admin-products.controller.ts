import { Controller, Delete, Get, Param, Patch, Post, Query, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { AdminProductResponse, ProductCosts } from './product-costs';
import { ImageUploadInterceptor, UploadedImage } from '../media/image-upload.interceptor';
import { AdminApi, ApiAdminList, ApiImageErrors, ApiInvalidInput, ApiNotFound, INVALID_FORM_FIELDS, INVALID_ID } from '../http/admin-docs';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { QueryParameters } from '../common/query-parameters.guard';
import { ProductsService } from '../catalogue/products.service';
import { DetailResponse } from '../http/admin-responses';
import { ImageUploadBody, RequiredImageUploadBody } from '../media/image-upload.dto';
import { CreateProductQuery, ProductAdminListQuery, UpdateProductQuery } from './dto/product.dto';
import { setTotalCount } from '../http/list-query';

/** Back office: products. */
@Controller('bulbash_admin')
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class AdminProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly costs: ProductCosts,
  ) {}

  @RequirePermission('catalogue', 'read')
  @Get('get_list_products')
  @ApiOperation({ summary: 'All products with category_name and subcategory_name, disabled included (ordered by id unless sort is given)' })
  @ApiAdminList(AdminProductResponse)
  async list(@Query() query: ProductAdminListQuery, @Res({ passthrough: true }) response: Response): Promise<AdminProductResponse[]> {
    const { rows, total } = await this.products.list(query);
    setTotalCount(response, total);
    return this.costs.add(rows);
  }

  @RequirePermission('catalogue', 'read')
  @Get('get_product_:id')
  @ApiOperation({ summary: 'One product (same shape as a list row), disabled included' })
  @ApiOkResponse({ type: AdminProductResponse })
  @ApiNotFound('Product')
  @ApiInvalidInput(INVALID_ID)
  async get(@Param('id', ParseIdPipe) id: number): Promise<AdminProductResponse> {
    return this.costs.addOne(await this.products.get(id));
  }

  @RequirePermission('catalogue', 'write')
  @Post('create_product')
  @QueryParameters()
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({
    summary: 'Create a product: fields as query parameters, multipart img_file required',
    description: 'Unknown category_id / subcategory_id → 404; a subcategory of another category → 400.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: RequiredImageUploadBody })
  @ApiCreatedResponse({ type: AdminProductResponse })
  @ApiInvalidInput(`${INVALID_FORM_FIELDS}; a missing image; a subcategory outside the category`)
  @ApiNotFound('Category or subcategory')
  @ApiImageErrors()
  async create(@Query() query: CreateProductQuery, @UploadedFile() file?: UploadedImage): Promise<AdminProductResponse> {
    return this.costs.addOne(await this.products.create(query, file?.buffer));
  }

  @RequirePermission('catalogue', 'write')
  @Patch('update_product_:id')
  @QueryParameters()
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({
    summary: 'Update a product: only the changed fields as query parameters, optional new img_file (the old files are removed)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadBody, required: false })
  @ApiOkResponse({ type: DetailResponse })
  @ApiNotFound('Product, category or subcategory')
  @ApiImageErrors()
  @ApiInvalidInput(`${INVALID_FORM_FIELDS}; a subcategory outside the category`)
  async update(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: UpdateProductQuery,
    @UploadedFile() file?: UploadedImage,
  ): Promise<DetailResponse> {
    await this.products.update(id, query, file?.buffer);
    return { detail: 'Товар успешно обновлен' };
  }

  @RequirePermission('catalogue', 'write')
  @Delete('delete_product_:id')
  @ApiOperation({ summary: 'Delete a product: it leaves every cart; orders keep their snapshot (order_items.product_id becomes null)' })
  @ApiOkResponse({ type: DetailResponse })
  @ApiNotFound('Product')
  @ApiInvalidInput(INVALID_ID)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<DetailResponse> {
    await this.products.remove(id);
    return { detail: 'Товар успешно удален' };
  }
}

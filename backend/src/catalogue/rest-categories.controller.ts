import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { CategoryResponse } from './catalogue.dto';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ImageUploadInterceptor, UploadedImage } from '../media/image-upload.interceptor';
import { CategoriesService } from './categories.service';
import { AdminApi, ApiImageErrors, ApiInvalidInput, ApiNotFound, ErrorResponse, INVALID_FORM_FIELDS, INVALID_ID } from '../http/admin-docs';
import { CategoryListQuery, RestCreateCategoryBody, RestUpdateCategoryBody } from './admin-category.dto';
import { ApiRestList, REST_ADMIN_PREFIX } from '../http/rest-docs';
import { RestListQuery, setContentRange, toAdminListQuery } from '../http/rest-list-query';

/** REST admin surface (ra-data-simple-rest): categories. */
@Controller(`${REST_ADMIN_PREFIX}/categories`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class RestCategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @RequirePermission('catalogue', 'read')
  @Get()
  @ApiOperation({
    summary: 'Categories, disabled ones included; filters: status_enabled, name, id (ordered by position, id unless sorted)',
  })
  @ApiRestList(CategoryResponse)
  async list(@Query() query: RestListQuery, @Res({ passthrough: true }) response: Response): Promise<CategoryResponse[]> {
    const { list, range } = await toAdminListQuery(CategoryListQuery, query);
    const { rows, total } = await this.categories.list(list);
    setContentRange(response, 'categories', range, rows.length, total);
    return rows;
  }

  @RequirePermission('catalogue', 'read')
  @Get(':id')
  @ApiOperation({ summary: 'One category' })
  @ApiOkResponse({ type: CategoryResponse })
  @ApiNotFound('Category')
  @ApiInvalidInput(INVALID_ID)
  get(@Param('id', ParseIdPipe) id: number): Promise<CategoryResponse> {
    return this.categories.get(id);
  }

  @RequirePermission('catalogue', 'write')
  @Post()
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({ summary: 'Create a category (JSON, or multipart with an optional img_file)' })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: RestCreateCategoryBody })
  @ApiCreatedResponse({ type: CategoryResponse })
  @ApiImageErrors()
  @ApiInvalidInput(INVALID_FORM_FIELDS)
  create(@Body() body: RestCreateCategoryBody, @UploadedFile() file?: UploadedImage): Promise<CategoryResponse> {
    return this.categories.create(body, file?.buffer);
  }

  @RequirePermission('catalogue', 'write')
  @Put(':id')
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({ summary: 'Change a category: the fields sent (JSON, or multipart with an optional new img_file); answers the category' })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: RestUpdateCategoryBody })
  @ApiOkResponse({ type: CategoryResponse })
  @ApiNotFound('Category')
  @ApiImageErrors()
  @ApiInvalidInput(INVALID_FORM_FIELDS)
  async update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: RestUpdateCategoryBody,
    @UploadedFile() file?: UploadedImage,
  ): Promise<CategoryResponse> {
    await this.categories.update(id, body, file?.buffer);
    return this.categories.get(id);
  }

  @RequirePermission('catalogue', 'write')
  @Delete(':id')
  @ApiOperation({ summary: 'Delete a category and its image files; answers the deleted category' })
  @ApiOkResponse({ type: CategoryResponse })
  @ApiNotFound('Category')
  @ApiConflictResponse({ description: 'The category still has subcategories or products', type: ErrorResponse })
  @ApiInvalidInput(INVALID_ID)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<CategoryResponse> {
    const category = await this.categories.get(id);
    await this.categories.remove(id);
    return category;
  }
}

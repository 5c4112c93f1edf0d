import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { CategoryResponse, SubcategoryResponse } from './catalogue.dto';
import { ImageUploadInterceptor, UploadedImage } from '../media/image-upload.interceptor';
import { CategoriesService } from './categories.service';
import {
  AdminApi,
  ApiAdminList,
  ApiImageErrors,
  ApiInvalidInput,
  ApiNotFound,
  ErrorResponse,
  INVALID_FORM_FIELDS,
  INVALID_ID,
  INVALID_JSON_FIELDS,
} from '../http/admin-docs';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { QueryParameters } from '../common/query-parameters.guard';
import { SubcategoriesService } from './subcategories.service';
import { DetailResponse } from '../http/admin-responses';
import { ImageUploadBody } from '../media/image-upload.dto';
import { CategoryListQuery, CreateCategoryQuery, ShortItemResponse, UpdateCategoryQuery } from './admin-category.dto';
import { CreateSubcategoryBody, SubcategoryListQuery, UpdateSubcategoryBody } from './admin-subcategory.dto';
import { setTotalCount } from '../http/list-query';

/** Back office: categories and subcategories. */
@Controller('bulbash_admin')
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class AdminCategoriesController {
  constructor(
    private readonly categories: CategoriesService,
    private readonly subcategories: SubcategoriesService,
  ) {}

  @RequirePermission('catalogue', 'read')
  @Get('get_list_categories')
  @ApiOperation({ summary: 'All categories, disabled ones included (ordered by position, id unless sort is given)' })
  @ApiAdminList(CategoryResponse)
  async listCategories(@Query() query: CategoryListQuery, @Res({ passthrough: true }) response: Response): Promise<CategoryResponse[]> {
    const { rows, total } = await this.categories.list(query);
    setTotalCount(response, total);
    return rows;
  }

  @RequirePermission('catalogue', 'read')
  @Get('get-list-short-categories')
  @ApiOperation({ summary: 'Category picker: [{id, name}]' })
  @ApiOkResponse({ type: ShortItemResponse, isArray: true })
  shortCategories(): Promise<ShortItemResponse[]> {
    return this.categories.short();
  }

  @RequirePermission('catalogue', 'read')
  @Get('get_category_:id')
  @ApiOperation({ summary: 'One category (same shape as a list row), disabled included' })
  @ApiOkResponse({ type: CategoryResponse })
  @ApiNotFound('Category')
  @ApiInvalidInput(INVALID_ID)
  getCategory(@Param('id', ParseIdPipe) id: number): Promise<CategoryResponse> {
    return this.categories.get(id);
  }

  @RequirePermission('catalogue', 'write')
  @Post('create_category')
  @QueryParameters()
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({ summary: 'Create a category: fields as query parameters, optional multipart img_file' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadBody, required: false })
  @ApiCreatedResponse({ type: CategoryResponse })
  @ApiImageErrors()
  @ApiInvalidInput(INVALID_FORM_FIELDS)
  createCategory(@Query() query: CreateCategoryQuery, @UploadedFile() file?: UploadedImage): Promise<CategoryResponse> {
    return this.categories.create(query, file?.buffer);
  }

  @RequirePermission('catalogue', 'write')
  @Patch('update_category_:id')
  @QueryParameters()
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({
    summary: 'Update a category: only the changed fields as query parameters, optional new img_file (the old files are removed)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadBody, required: false })
  @ApiOkResponse({ type: DetailResponse })
  @ApiNotFound('Category')
  @ApiImageErrors()
  @ApiInvalidInput(INVALID_FORM_FIELDS)
  async updateCategory(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: UpdateCategoryQuery,
    @UploadedFile() file?: UploadedImage,
  ): Promise<DetailResponse> {
    await this.categories.update(id, query, file?.buffer);
    return { detail: 'Категория успешно обновлена' };
  }

  @RequirePermission('catalogue', 'write')
  @Delete('delete_category_:id')
  @ApiOperation({ summary: 'Delete a category and its image files' })
  @ApiOkResponse({ type: DetailResponse })
  @ApiNotFound('Category')
  @ApiConflictResponse({ description: 'The category still has subcategories or products', type: ErrorResponse })
  @ApiInvalidInput(INVALID_ID)
  async deleteCategory(@Param('id', ParseIdPipe) id: number): Promise<DetailResponse> {
    await this.categories.remove(id);
    return { detail: 'Категория успешно удалена' };
  }

  @RequirePermission('catalogue', 'read')
  @Get('get_list_subcategories')
  @ApiOperation({ summary: 'All subcategories with category_name, disabled included (ordered by id unless sort is given)' })
  @ApiAdminList(SubcategoryResponse)
  async listSubcategories(
    @Query() query: SubcategoryListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SubcategoryResponse[]> {
    const { rows, total } = await this.subcategories.list(query);
    setTotalCount(response, total);
    return rows;
  }

  @RequirePermission('catalogue', 'read')
  @Get('get-list-short-subcategories')
  @ApiOperation({ summary: 'Subcategory picker: [{id, name}]' })
  @ApiOkResponse({ type: ShortItemResponse, isArray: true })
  shortSubcategories(): Promise<ShortItemResponse[]> {
    return this.subcategories.short();
  }

  @RequirePermission('catalogue', 'read')
  @Get('get_subcategory_:id')
  @ApiOperation({ summary: 'One subcategory (same shape as a list row)' })
  @ApiOkResponse({ type: SubcategoryResponse })
  @ApiNotFound('Subcategory')
  @ApiInvalidInput(INVALID_ID)
  getSubcategory(@Param('id', ParseIdPipe) id: number): Promise<SubcategoryResponse> {
    return this.subcategories.get(id);
  }

  @RequirePermission('catalogue', 'write')
  @Post('create_subcategory')
  @ApiOperation({ summary: 'Create a subcategory (JSON); an unknown category_id → 404' })
  @ApiCreatedResponse({ type: SubcategoryResponse })
  @ApiNotFound('Category')
  @ApiInvalidInput(INVALID_JSON_FIELDS)
  createSubcategory(@Body() body: CreateSubcategoryBody): Promise<SubcategoryResponse> {
    return this.subcategories.create(body);
  }

  @RequirePermission('catalogue', 'write')
  @Patch('update_subcategory_:id')
  @ApiOperation({ summary: 'Update a subcategory (JSON, changed fields only); moving it moves its products to the new category' })
  @ApiOkResponse({ type: DetailResponse })
  @ApiNotFound('Subcategory or category')
  @ApiInvalidInput(INVALID_JSON_FIELDS)
  async updateSubcategory(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateSubcategoryBody): Promise<DetailResponse> {
    await this.subcategories.update(id, body);
    return { detail: 'Подкатегория успешно обновлена' };
  }

  @RequirePermission('catalogue', 'write')
  @Delete('delete_subcategory_:id')
  @ApiOperation({ summary: 'Delete a subcategory' })
  @ApiOkResponse({ type: DetailResponse })
  @ApiNotFound('Subcategory')
  @ApiConflictResponse({ description: 'The subcategory still has products', type: ErrorResponse })
  @ApiInvalidInput(INVALID_ID)
  async deleteSubcategory(@Param('id', ParseIdPipe) id: number): Promise<DetailResponse> {
    await this.subcategories.remove(id);
    return { detail: 'Подкатегория успешно удалена' };
  }
}

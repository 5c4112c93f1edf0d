import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { SubcategoryResponse } from './catalogue.dto';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { SubcategoriesService } from './subcategories.service';
import { AdminApi, ApiInvalidInput, ApiNotFound, ErrorResponse, INVALID_ID, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { CreateSubcategoryBody, SubcategoryListQuery, UpdateSubcategoryBody } from './admin-subcategory.dto';
import { ApiRestList, REST_ADMIN_PREFIX } from '../http/rest-docs';
import { RestListQuery, setContentRange, toAdminListQuery } from '../http/rest-list-query';

/** REST admin surface (ra-data-simple-rest): subcategories. */
@Controller(`${REST_ADMIN_PREFIX}/subcategories`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class RestSubcategoriesController {
  constructor(private readonly subcategories: SubcategoriesService) {}

  @RequirePermission('catalogue', 'read')
  @Get()
  @ApiOperation({
    summary:
      'Subcategories with category_name, disabled included; filters: category_id, status_enabled, name, id (ordered by id unless sorted)',
  })
  @ApiRestList(SubcategoryResponse)
  async list(@Query() query: RestListQuery, @Res({ passthrough: true }) response: Response): Promise<SubcategoryResponse[]> {
    const { list, range } = await toAdminListQuery(SubcategoryListQuery, query);
    const { rows, total } = await this.subcategories.list(list);
    setContentRange(response, 'subcategories', range, rows.length, total);
    return rows;
  }

  @RequirePermission('catalogue', 'read')
  @Get(':id')
  @ApiOperation({ summary: 'One subcategory' })
  @ApiOkResponse({ type: SubcategoryResponse })
  @ApiNotFound('Subcategory')
  @ApiInvalidInput(INVALID_ID)
  get(@Param('id', ParseIdPipe) id: number): Promise<SubcategoryResponse> {
    return this.subcategories.get(id);
  }

  @RequirePermission('catalogue', 'write')
  @Post()
  @ApiOperation({ summary: 'Create a subcategory (JSON); an unknown category_id → 404' })
  @ApiCreatedResponse({ type: SubcategoryResponse })
  @ApiNotFound('Category')
  @ApiInvalidInput(INVALID_JSON_FIELDS)
  create(@Body() body: CreateSubcategoryBody): Promise<SubcategoryResponse> {
    return this.subcategories.create(body);
  }

  @RequirePermission('catalogue', 'write')
  @Put(':id')
  @ApiOperation({
    summary: 'Change a subcategory: the fields sent (JSON); moving it moves its products to the new category; answers the subcategory',
  })
  @ApiOkResponse({ type: SubcategoryResponse })
  @ApiNotFound('Subcategory or category')
  @ApiInvalidInput(INVALID_JSON_FIELDS)
  async update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateSubcategoryBody): Promise<SubcategoryResponse> {
    await this.subcategories.update(id, body);
    return this.subcategories.get(id);
  }

  @RequirePermission('catalogue', 'write')
  @Delete(':id')
  @ApiOperation({ summary: 'Delete a subcategory; answers the deleted subcategory' })
  @ApiOkResponse({ type: SubcategoryResponse })
  @ApiNotFound('Subcategory')
  @ApiConflictResponse({ description: 'The subcategory still has products', type: ErrorResponse })
  @ApiInvalidInput(INVALID_ID)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<SubcategoryResponse> {
    const subcategory = await this.subcategories.get(id);
    await this.subcategories.remove(id);
    return subcategory;
  }
}

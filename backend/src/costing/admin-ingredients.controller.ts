import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Response } from 'express';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { AdminApi, ApiInvalidInput, ApiNotFound, ErrorResponse, INVALID_ID, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { ApiRestList, REST_ADMIN_PREFIX } from '../http/rest-docs';
import { RestListQuery, setContentRange, toAdminListQuery } from '../http/rest-list-query';
import { CreateIngredientBody, IngredientListQuery, IngredientResponse, UpdateIngredientBody } from './ingredient.dto';
import { IngredientsService } from './ingredients.service';

/** REST admin surface (ra-data-simple-rest): ingredients (issue 38). */
@Controller(`${REST_ADMIN_PREFIX}/ingredients`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class AdminIngredientsController {
  constructor(private readonly ingredients: IngredientsService) {}

  @RequirePermission('costing', 'read')
  @Get()
  @ApiOperation({
    summary: 'Ingredients with used_in (recipes using each); filter: q (name, any case), supplier, id (by name unless sorted)',
  })
  @ApiRestList(IngredientResponse)
  async list(@Query() query: RestListQuery, @Res({ passthrough: true }) response: Response): Promise<IngredientResponse[]> {
    const { list, range } = await toAdminListQuery(IngredientListQuery, query);
    const { rows, total } = await this.ingredients.list(list);
    setContentRange(response, 'ingredients', range, rows.length, total);
    return rows;
  }

  @RequirePermission('costing', 'read')
  @Get(':id')
  @ApiOperation({ summary: 'One ingredient with its price_history (newest first)' })
  @ApiOkResponse({ type: IngredientResponse })
  @ApiNotFound('Ingredient')
  @ApiInvalidInput(INVALID_ID)
  get(@Param('id', ParseIdPipe) id: number): Promise<IngredientResponse> {
    return this.ingredients.get(id);
  }

  @RequirePermission('costing', 'write')
  @Post()
  @ApiOperation({ summary: 'Create an ingredient (JSON); its price starts the price history' })
  @ApiCreatedResponse({ type: IngredientResponse })
  @ApiConflictResponse({ description: 'The name is taken (any letter case)', type: ErrorResponse })
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; unit not kg, l or pcs; a negative price; pack_size not above 0`)
  create(@Body() body: CreateIngredientBody): Promise<IngredientResponse> {
    return this.ingredients.create(body);
  }

  @RequirePermission('costing', 'write')
  @Put(':id')
  @ApiOperation({ summary: 'Change an ingredient: the fields sent; a new price_per_unit keeps the old one in price_history' })
  @ApiOkResponse({ type: IngredientResponse })
  @ApiNotFound('Ingredient')
  @ApiConflictResponse({ description: 'The name is taken (any letter case)', type: ErrorResponse })
  @ApiInvalidInput(`${INVALID_JSON_FIELDS}; unit not kg, l or pcs; a negative price; pack_size not above 0`)
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateIngredientBody): Promise<IngredientResponse> {
    return this.ingredients.update(id, body);
  }

  @RequirePermission('costing', 'write')
  @Delete(':id')
  @ApiOperation({ summary: 'Delete an ingredient no recipe uses; answers it' })
  @ApiOkResponse({ type: IngredientResponse })
  @ApiNotFound('Ingredient')
  @ApiConflictResponse({ description: '«Ингредиент используется в техкартах»', type: ErrorResponse })
  @ApiInvalidInput(INVALID_ID)
  remove(@Param('id', ParseIdPipe) id: number): Promise<IngredientResponse> {
    return this.ingredients.remove(id);
  }
}

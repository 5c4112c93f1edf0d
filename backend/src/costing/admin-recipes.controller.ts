import { Body, Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PermissionGuard } from '../auth/permission.guard';
import { RequirePermission } from '../auth/require-permission.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { AdminApi, ApiInvalidInput, ApiNotFound, INVALID_ID, INVALID_JSON_FIELDS } from '../http/admin-docs';
import { REST_ADMIN_PREFIX } from '../http/rest-docs';
import { RecipeBody, RecipeResponse } from './recipe.dto';
import { RecipesService } from './recipes.service';

/** A dish's recipe (техкарта) beside the REST products (issue 38). */
@Controller(`${REST_ADMIN_PREFIX}/products/:id/recipe`)
@UseGuards(JwtAuthGuard, PermissionGuard)
@AdminApi()
export class AdminRecipesController {
  constructor(private readonly recipes: RecipesService) {}

  @RequirePermission('costing', 'read')
  @Get()
  @ApiOperation({
    summary: 'The dish’s recipe with each line’s cost and the food cost of one unit; without one: lines [] and food_cost null',
  })
  @ApiOkResponse({ type: RecipeResponse })
  @ApiNotFound('Product')
  @ApiInvalidInput(INVALID_ID)
  get(@Param('id', ParseIdPipe) id: number): Promise<RecipeResponse> {
    return this.recipes.get(id);
  }

  @RequirePermission('costing', 'write')
  @Put()
  @ApiOperation({
    summary: 'Replace the dish’s recipe; lines [] removes it',
    description:
      'An allergen of an ingredient the dish does not declare is saved and flagged in allergens_to_check («проверьте аллергены») until the owner changes the dish or confirms it.',
  })
  @ApiOkResponse({ type: RecipeResponse })
  @ApiNotFound('Product')
  @ApiInvalidInput(
    `${INVALID_JSON_FIELDS}; an unknown or repeated ingredient; quantity not above 0; waste_percent outside 0–90; yield_portions below 1`,
  )
  put(@Param('id', ParseIdPipe) id: number, @Body() body: RecipeBody): Promise<RecipeResponse> {
    return this.recipes.put(id, body);
  }

  @RequirePermission('costing', 'write')
  @Post('confirm-allergens')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The owner confirms the dish’s allergens are right as they are: answers the recipe with allergens_to_check []',
    description: 'A later recipe or ingredient change that brings another allergen flags the dish again.',
  })
  @ApiOkResponse({ type: RecipeResponse })
  @ApiNotFound('Product')
  @ApiInvalidInput(INVALID_ID)
  confirm(@Param('id', ParseIdPipe) id: number): Promise<RecipeResponse> {
    return this.recipes.confirmAllergens(id);
  }
}

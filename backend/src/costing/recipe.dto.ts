import { FILL_IN } from '../common/fields/field-messages';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsInt, IsNumber, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { ALLERGEN_CODES, AllergenCode, INGREDIENT_UNITS, IngredientUnit, MAX_WASTE_PERCENT } from '@bulbash/rules';
import { IdField } from '../common/dto-fields';
import { LABELS, mustBe } from '../common/field-labels';
import { ToNumber } from '../common/query-transforms';
import { QuantityRule } from './ingredient.dto';

export const MAX_RECIPE_LINES = 60;
export const MAX_YIELD_PORTIONS = 1000;
const YIELD_RULE = `yield_portions: ${mustBe(LABELS.yieldPortions, `целым числом от 1 до ${MAX_YIELD_PORTIONS}`)}`;
const WASTE_RULE = `waste_percent: ${mustBe(LABELS.wastePercent, `числом от 0 до ${MAX_WASTE_PERCENT}, не более одного знака после запятой`)}`;

export class RecipeLineInput {
  @ApiProperty({ example: 4 })
  @IdField(true, LABELS.ingredientId)
  ingredient_id!: number;

  @ApiProperty({
    example: 0.35,
    description: 'In the ingredient’s unit, for the whole recipe (yield_portions units as sold), before waste',
  })
  @IsDefined({ message: FILL_IN })
  @QuantityRule('quantity')
  quantity!: number;

  @ApiPropertyOptional({
    example: 20,
    minimum: 0,
    maximum: MAX_WASTE_PERCENT,
    description: 'Peeling, trimming: bought = quantity × (1 + waste/100); default 0',
  })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @ToNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 1 }, { message: WASTE_RULE })
  @Min(0, { message: WASTE_RULE })
  @Max(MAX_WASTE_PERCENT, { message: WASTE_RULE })
  waste_percent?: number;
}

export class RecipeBody {
  @ApiProperty({ example: 1, minimum: 1, maximum: MAX_YIELD_PORTIONS, description: 'Units as sold the lines make (one box, one tray)' })
  @IsDefined({ message: FILL_IN })
  @ToNumber()
  @IsInt({ message: YIELD_RULE })
  @Min(1, { message: YIELD_RULE })
  @Max(MAX_YIELD_PORTIONS, { message: YIELD_RULE })
  yield_portions!: number;

  @ApiProperty({ type: [RecipeLineInput], description: `At most ${MAX_RECIPE_LINES}; [] removes the recipe; an ingredient at most once` })
  @IsDefined({ message: FILL_IN })
  @IsArray({ message: 'lines: ожидается список строк техкарты' })
  @ArrayMaxSize(MAX_RECIPE_LINES, { message: `lines: не более ${MAX_RECIPE_LINES} строк` })
  @ValidateNested({ each: true })
  @Type(() => RecipeLineInput)
  lines!: RecipeLineInput[];
}

export class RecipeLineResponse {
  @ApiProperty({ example: 4 }) ingredient_id!: number;
  @ApiProperty({ example: 'Картофель' }) name!: string;
  @ApiProperty({ enum: INGREDIENT_UNITS }) unit!: IngredientUnit;
  @ApiProperty({ example: 0.35 }) quantity!: number;
  @ApiProperty({ example: 20 }) waste_percent!: number;
  @ApiProperty({ example: 1.89, description: 'BYN per unit, current' }) price_per_unit!: number;
  @ApiProperty({ example: 0.79, description: 'quantity × (1 + waste) × price, BYN, for the whole recipe' }) cost!: number;
}

export class RecipeResponse {
  @ApiProperty({ example: 12 }) product_id!: number;
  @ApiProperty({ example: 1 }) yield_portions!: number;
  @ApiProperty({ type: [RecipeLineResponse] }) lines!: RecipeLineResponse[];
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 3.42,
    description: 'Per ONE unit as sold: Σ line costs / yield_portions, BYN; null without a recipe',
  })
  food_cost!: number | null;
  @ApiProperty({
    enum: ALLERGEN_CODES,
    isArray: true,
    description: 'Allergens of its ingredients the dish does not declare and the owner has not confirmed; non-empty: «проверьте аллергены»',
  })
  allergens_to_check!: AllergenCode[];
}

/** The costing figures every admin product answer carries. */
export class ProductCostFields {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 21.4,
    description:
      'Food cost of one unit at current prices, BYN; null without a recipe, and for a role without costing read (field visibility `foodCost`: the accountant)',
  })
  food_cost!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 68.5,
    description:
      'price − food_cost, BYN; null without a recipe, and for a role without order money or costing (field visibility `margin`: the kitchen, the accountant)',
  })
  margin!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 76.2, description: 'margin / price × 100, one decimal; null as margin' })
  margin_percent!: number | null;
  @ApiProperty({ enum: ALLERGEN_CODES, isArray: true, description: 'See the recipe answer: non-empty → «проверьте аллергены»' })
  allergens_to_check!: AllergenCode[];
}

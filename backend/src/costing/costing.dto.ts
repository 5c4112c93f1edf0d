import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, ValidateIf } from 'class-validator';
import { IdFilter } from '../common/filter-fields';
import { LABELS, mustBe } from '../common/field-labels';
import { BlankAsAbsent } from '../common/query-transforms';
import { INGREDIENT_UNITS, IngredientUnit } from '@bulbash/rules';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MESSAGE = (field: string) => `${field}: ${mustBe(LABELS.date, 'в формате ГГГГ-ММ-ДД')}`;

export class CostingQuery {
  @IdFilter(LABELS.orderId)
  order_id?: number;

  @IdFilter({ text: 'id предложения', gender: 'masculine' })
  quote_id?: number;

  @IdFilter(LABELS.enquiryId)
  enquiry_id?: number;
}

export class WithoutRecipeLine {
  @ApiProperty({ type: Number, nullable: true, example: 12, description: 'null: a dish deleted from the catalogue' }) product_id!:
    number | null;
  @ApiProperty({ example: 'Колдуны с мясом' }) name!: string;
  @ApiProperty({ example: 25, description: 'Units as sold' }) quantity!: number;
}

export class CostingResponse {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 1250,
    description:
      'The dishes’ price (services and delivery left out), BYN; null for a role without order money (field visibility `money`: the kitchen)',
  })
  revenue!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 380.4,
    description:
      'Food cost of the dishes with a recipe at current prices, BYN (exact sum rounded once); null when no dish has a recipe («нет техкарты»), and without `foodCost`',
  })
  food_cost!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 869.6,
    description:
      'revenue − food_cost; null while a dish has no recipe (without_recipe not empty: its price is not margin), and for a role without order money and costing both (field visibility `margin`)',
  })
  margin!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 69.6,
    description: 'margin / revenue × 100, one decimal; null for no revenue, or as margin',
  })
  margin_percent!: number | null;
  @ApiProperty({ example: 60 }) min_margin_percent!: number;
  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: 'margin_percent below min_margin_percent: the back office warns before a quote is sent; null as margin',
  })
  below_min!: boolean | null;
  @ApiProperty({ type: [WithoutRecipeLine], description: 'Dishes without a recipe: their food cost is not counted' })
  without_recipe!: WithoutRecipeLine[];
}

export class PurchaseListQuery extends CostingQuery {
  @ApiPropertyOptional({ example: '2026-12-05', description: 'First Minsk day of the events (delivery_at), inclusive' })
  @BlankAsAbsent()
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsString({ message: DAY_MESSAGE('from') })
  @Matches(ISO_DAY, { message: DAY_MESSAGE('from') })
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-06', description: 'Last Minsk day, inclusive (at most 31 days in all)' })
  @BlankAsAbsent()
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsString({ message: DAY_MESSAGE('to') })
  @Matches(ISO_DAY, { message: DAY_MESSAGE('to') })
  to?: string;
}

export class PurchaseItem {
  @ApiProperty({ example: 4 }) ingredient_id!: number;
  @ApiProperty({ example: 'Картофель' }) name!: string;
  @ApiProperty({ enum: INGREDIENT_UNITS }) unit!: IngredientUnit;
  @ApiProperty({ example: 8.4, description: 'Needed: Σ units × recipe quantity × (1 + waste %) / yield, rounded up to 3 decimals' })
  quantity!: number;
  @ApiProperty({ type: Number, nullable: true, example: 5 }) pack_size!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 2, description: 'Whole packs to buy; null without a pack size' }) packs!:
    number | null;
  @ApiProperty({ example: 10, description: 'What to buy: whole packs, or the quantity' }) to_buy!: number;
  @ApiProperty({ example: 1.89 }) price_per_unit!: number;
  @ApiProperty({ example: 18.9, description: 'to_buy × price_per_unit, BYN' }) cost!: number;
}

export class PurchaseSupplier {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Минская овощная база',
    description: 'null: no supplier set («Без поставщика» in documents)',
  })
  supplier!: string | null;
  @ApiProperty({ type: [PurchaseItem], description: 'By name' }) items!: PurchaseItem[];
  @ApiProperty({ example: 52.3, description: 'Σ items’ cost, BYN' }) cost!: number;
}

export class PurchaseListResponse {
  @ApiProperty({ type: String, nullable: true, example: '2026-12-05', description: 'null for order_id / quote_id' }) from!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-06' }) to!: string | null;
  @ApiProperty({ type: [Number], description: 'The orders counted (not canceled), by id; [] for a quote' }) orders!: number[];
  @ApiProperty({ type: [PurchaseSupplier], description: 'By supplier name, «no supplier» last' }) suppliers!: PurchaseSupplier[];
  @ApiProperty({ example: 152.3, description: 'Σ suppliers’ cost, BYN (after rounding up to packs)' }) total_cost!: number;
  @ApiProperty({
    example: 140.12,
    description: 'The exact cost of what the dishes use, before rounding up to packs: the events’ food costs summed (rounded once), BYN',
  })
  needed_cost!: number;
  @ApiProperty({ type: [WithoutRecipeLine], description: 'Dishes without a recipe («нет техкарты»): nothing of theirs is on the list' })
  without_recipe!: WithoutRecipeLine[];
}

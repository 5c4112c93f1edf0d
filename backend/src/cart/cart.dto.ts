import { FILL_IN } from '../common/fields/field-messages';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsDefined,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MAX_LINE_QUANTITY } from '@bulbash/rules';
import { IdField } from '../common/dto-fields';
import { MAX_GUESTS, MIN_GUESTS } from './guest-plan';
import { LABELS } from '../common/field-labels';
import { ToNumber } from '../common/query-transforms';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = MAX_LINE_QUANTITY;

const QUANTITY_RULE = `количество должно быть целым числом от ${MIN_QUANTITY} до ${MAX_QUANTITY}`;

/** A required whole quantity of 1..1000 (spec section 9). */
export const QuantityField = () =>
  applyDecorators(
    IsDefined({ message: FILL_IN }),
    ToNumber(),
    IsInt({ message: QUANTITY_RULE }),
    Min(MIN_QUANTITY, { message: QUANTITY_RULE }),
    Max(MAX_QUANTITY, { message: QUANTITY_RULE }),
  );

export class AddCartItemDto {
  @ApiProperty({ example: 12 })
  @IdField(true, LABELS.productId)
  product_id!: number;

  @ApiProperty({
    example: 2,
    minimum: MIN_QUANTITY,
    maximum: MAX_QUANTITY,
    description: 'Added to the quantity already in the cart; the sum may not exceed 1000',
  })
  @QuantityField()
  quantity!: number;
}

export class UpdateCartItemDto {
  @ApiProperty({ example: 7, description: 'Cart item id (not the product id)' })
  @IdField(true, LABELS.cartItemId)
  id!: number;

  @ApiProperty({ example: 3, minimum: MIN_QUANTITY, maximum: MAX_QUANTITY, description: 'The new quantity (replaces the old one)' })
  @QuantityField()
  quantity!: number;
}

export class CartItemResponse {
  @ApiProperty({ example: 7, description: 'Cart item id' })
  id!: number;

  @ApiProperty({ example: 12 })
  product_id!: number;

  @ApiProperty({ example: 'Канапе с сёмгой' })
  name!: string;

  @ApiProperty({ example: 'Сливочный сыр, слабосолёная сёмга' })
  description!: string;

  @ApiProperty({ type: String, nullable: true, example: '/uploads/products/3f9a1c.webp' })
  image_path!: string | null;

  @ApiProperty({ example: 450, description: 'Grams' })
  weight!: number;

  @ApiProperty({ example: 45.5, description: 'Current unit price, BYN' })
  price!: number;

  @ApiProperty({ example: 2 })
  quantity!: number;

  @ApiProperty({ example: 91, description: 'price × quantity, BYN' })
  product_price!: number;
}

export class CartResponse {
  @ApiProperty({ type: [CartItemResponse] })
  data!: CartItemResponse[];

  @ApiProperty({ example: 91, description: 'Sum of product_price, BYN' })
  total_price!: number;
}

export class CartMessageResponse {
  @ApiProperty({ example: 'Товар успешно добавлен в корзину' })
  message!: string;
}

export class AddCartItemResponse extends CartMessageResponse {
  @ApiProperty({ example: 7, description: 'Cart item id' })
  id!: number;

  @ApiProperty({ example: 12 })
  product_id!: number;

  @ApiProperty({ example: 3, description: 'Quantity in the cart after adding' })
  quantity!: number;
}

const GUESTS_RULE = `число гостей должно быть целым числом от ${MIN_GUESTS} до ${MAX_GUESTS}`;

/** A whole head count of 1..1000; `required` for the plan, optional (null allowed) on an order. */
export const GuestsField = (required: boolean) =>
  applyDecorators(
    ...(required
      ? [IsDefined({ message: 'укажите число гостей' })]
      : [ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)]),
    ToNumber(),
    IsInt({ message: GUESTS_RULE }),
    Min(MIN_GUESTS, { message: GUESTS_RULE }),
    Max(MAX_GUESTS, { message: GUESTS_RULE }),
  );

export const VEGETARIAN_RULE = 'число вегетарианцев должно быть целым числом от 0 до числа гостей';

export class GuestPlanQuery {
  @ApiProperty({ example: 25, minimum: MIN_GUESTS, maximum: MAX_GUESTS, description: 'How many people the order must feed' })
  @GuestsField(true)
  guests!: number;

  @ApiPropertyOptional({
    example: 6,
    minimum: 0,
    maximum: MAX_GUESTS,
    description: 'How many of the guests eat only vegetarian dishes (at most guests); the answer then carries `vegetarian`',
  })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @ToNumber()
  @IsInt({ message: VEGETARIAN_RULE })
  @Min(0, { message: VEGETARIAN_RULE })
  @Max(MAX_GUESTS, { message: VEGETARIAN_RULE })
  vegetarian?: number;

  @ApiPropertyOptional({
    example: 'nuts,peanuts',
    description:
      'Comma-separated allergen codes the guests must not get: no suggestion holds one, and `excluded_in_cart` lists the cart lines that do',
  })
  @IsOptional()
  @IsString({ message: 'exclude_allergens: ожидается список кодов через запятую' })
  @MaxLength(300, { message: 'exclude_allergens: слишком длинный список' })
  exclude_allergens?: string;
}

export class GuestPlanExcludedResponse {
  @ApiProperty({ example: 12 }) product_id!: number;
  @ApiProperty({ example: 'Бокс «Мини на двоих»' }) name!: string;
  @ApiProperty({ type: [String], example: ['nuts'], description: 'Its allergens among the excluded ones' }) allergens!: string[];
}

export class GuestPlanCategoryResponse {
  @ApiProperty({ example: 3 })
  category_id!: number;

  @ApiProperty({ example: 'Боксы' })
  name!: string;

  @ApiProperty({ example: 12, description: 'Σ people_numbers × quantity of the cart lines in this category' })
  people!: number;

  @ApiProperty({ example: false, description: 'people ≥ guests' })
  enough!: boolean;
}

export class GuestPlanSuggestionResponse {
  @ApiProperty({ example: 3 })
  category_id!: number;

  @ApiProperty({ example: 12 })
  product_id!: number;

  @ApiProperty({ example: 'Бокс «Минский»' })
  name!: string;

  @ApiProperty({ example: 7, description: 'People one unit serves (always ≥ 1)' })
  people_numbers!: number;

  @ApiProperty({ example: 45.5, description: 'Current unit price, BYN' })
  price!: number;

  @ApiProperty({ example: 2, description: 'Units that close the gap: ceil((guests − people) / people_numbers)' })
  quantity!: number;
}

export class GuestPlanVegetarianResponse {
  @ApiProperty({ example: 6, description: 'The vegetarian guests asked for' })
  guests!: number;

  @ApiProperty({
    type: [GuestPlanCategoryResponse],
    description:
      'Each category of the cart that has a vegetarian dish on sale, in catalogue order; people: Σ people_numbers × quantity of its vegetarian cart lines',
  })
  categories!: GuestPlanCategoryResponse[];

  @ApiProperty({
    type: [GuestPlanSuggestionResponse],
    description: 'For each short category, the vegetarian dish that closes the gap for the lowest total',
  })
  suggestions!: GuestPlanSuggestionResponse[];
}

export class GuestPlanResponse {
  @ApiProperty({ example: 25 })
  guests!: number;

  @ApiProperty({ type: [GuestPlanCategoryResponse], description: 'Each category with a line in the cart, in catalogue order' })
  categories!: GuestPlanCategoryResponse[];

  @ApiProperty({
    type: [GuestPlanSuggestionResponse],
    description: 'One per category that is not enough and has a product on sale serving at least one person',
  })
  suggestions!: GuestPlanSuggestionResponse[];

  @ApiPropertyOptional({ type: GuestPlanVegetarianResponse, description: 'Only when `vegetarian` was given' })
  vegetarian?: GuestPlanVegetarianResponse;

  @ApiPropertyOptional({
    type: [GuestPlanExcludedResponse],
    description: 'Only when `exclude_allergens` was given: cart lines holding one',
  })
  excluded_in_cart?: GuestPlanExcludedResponse[];
}

/** More lines than any event menu has; bounds the work of one request. */
export const MAX_ADD_ITEMS = 200;

export class AddCartItemsDto {
  @ApiProperty({ type: [AddCartItemDto], minItems: 1, maxItems: MAX_ADD_ITEMS, description: 'Every line is added, or none' })
  @IsDefined({ message: 'список товаров пуст' })
  @IsArray({ message: 'должен быть списком товаров' })
  @ArrayNotEmpty({ message: 'список товаров пуст' })
  @ArrayMaxSize(MAX_ADD_ITEMS, { message: `не более ${MAX_ADD_ITEMS} товаров за раз` })
  @IsObject({ each: true, message: 'каждый товар должен быть объектом' })
  @ValidateNested({ each: true })
  @Type(() => AddCartItemDto)
  items!: AddCartItemDto[];

  @ApiProperty({
    required: false,
    type: 'integer',
    nullable: true,
    minimum: MIN_GUESTS,
    maximum: MAX_GUESTS,
    example: 60,
    description: 'The head count the menu was planned for; answered back as the cart’s guests (the storefront keeps it with the cart)',
  })
  @GuestsField(false)
  guests?: number | null;
}

export class CartLineQuantityResponse {
  @ApiProperty({ example: 7, description: 'Cart item id' })
  id!: number;

  @ApiProperty({ example: 12 })
  product_id!: number;

  @ApiProperty({ example: 3, description: 'Quantity in the cart after adding' })
  quantity!: number;
}

export class AddCartItemsResponse extends CartMessageResponse {
  @ApiProperty({ type: [CartLineQuantityResponse], description: 'Each product’s cart line after adding, in the order first sent' })
  items!: CartLineQuantityResponse[];

  @ApiProperty({ type: 'integer', nullable: true, example: 60, description: 'The cart’s head count from now on (null when not sent)' })
  guests!: number | null;
}

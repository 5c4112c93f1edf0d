import { FILL_IN } from '../../common/fields/field-messages';
import { MAX_ID } from '../../common/parse-id.pipe';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, Max, Min, ValidateIf } from 'class-validator';
import { AdminListQuery, NameSearchField, SortField } from '../../http/list-query';
import { PRODUCT_SORT } from '../../catalogue/catalogue-sort-fields';
import { BooleanField, IdField, IntField, NameField, PriceField, TextField } from '../../common/dto-fields';
import { LABELS, mustBe } from '../../common/field-labels';
import { MAX_PER_PAGE } from '../../http/list-query';
import { BooleanFilter, IdFilter } from '../../common/filter-fields';
import { DietaryCodesField, DietaryCodesFilter } from '../../catalogue/dietary-fields';
import { ALLERGEN_CODES, AllergenCode, DIET_TAG_CODES, DietTagCode } from '@bulbash/rules';

export class CreateProductQuery {
  @ApiProperty({ example: 'Канапе с сёмгой', maxLength: 200 })
  @NameField(true)
  name!: string;

  @ApiPropertyOptional({ default: '' })
  @TextField(LABELS.description)
  description?: string;

  @ApiPropertyOptional({ default: '' })
  @TextField(LABELS.ingredients)
  ingredients?: string;

  @ApiPropertyOptional({ type: Number, default: 0, description: 'BYN, ≥ 0, at most 2 decimals', example: 45.5 })
  @PriceField()
  price?: number;

  @ApiPropertyOptional({ type: Number, default: 0, description: 'Grams, integer ≥ 0', example: 800 })
  @IntField(LABELS.weight, 0)
  weight?: number;

  @ApiPropertyOptional({ type: Number, default: 0, description: 'Integer ≥ 0', example: 4 })
  @IntField(LABELS.peopleNumbers, 0)
  people_numbers?: number;

  @ApiProperty({ type: Number, example: 1 })
  @IdField(true, LABELS.categoryId)
  category_id!: number;

  @ApiProperty({ type: Number, example: 3, description: 'Must belong to category_id (400 otherwise)' })
  @IdField(true, LABELS.subcategoryId)
  subcategory_id!: number;

  @ApiPropertyOptional({ type: Boolean, default: false })
  @BooleanField()
  status_enabled?: boolean;

  @DietaryCodesField('allergens')
  allergens?: AllergenCode[];

  @DietaryCodesField('diet_tags')
  diet_tags?: DietTagCode[];
}

/** Only the changed fields are sent. */
export class UpdateProductQuery {
  @ApiPropertyOptional({ maxLength: 200 })
  @NameField(false)
  name?: string;

  @ApiPropertyOptional()
  @TextField(LABELS.description)
  description?: string;

  @ApiPropertyOptional()
  @TextField(LABELS.ingredients)
  ingredients?: string;

  @ApiPropertyOptional({ type: Number })
  @PriceField()
  price?: number;

  @ApiPropertyOptional({ type: Number })
  @IntField(LABELS.weight, 0)
  weight?: number;

  @ApiPropertyOptional({ type: Number })
  @IntField(LABELS.peopleNumbers, 0)
  people_numbers?: number;

  @ApiPropertyOptional({ type: Number })
  @IdField(false, LABELS.categoryId)
  category_id?: number;

  @ApiPropertyOptional({ type: Number })
  @IdField(false, LABELS.subcategoryId)
  subcategory_id?: number;

  @ApiPropertyOptional({ type: Boolean })
  @BooleanField()
  status_enabled?: boolean;

  @DietaryCodesField('allergens')
  allergens?: AllergenCode[];

  @DietaryCodesField('diet_tags')
  diet_tags?: DietTagCode[];
}

export class ProductAdminListQuery extends AdminListQuery {
  @SortField(PRODUCT_SORT)
  sort?: string;

  @IdFilter(LABELS.categoryId)
  category_id?: number;

  @IdFilter(LABELS.subcategoryId)
  subcategory_id?: number;

  @BooleanFilter()
  status_enabled?: boolean;

  @NameSearchField()
  name?: string;

  @DietaryCodesFilter('diet_tags', 'Only products carrying every listed diet tag.')
  diet?: DietTagCode[];

  @DietaryCodesFilter('allergens', 'Only products containing every listed allergen.')
  allergens?: AllergenCode[];
}

/** At most one page of the back office's list at a time. */
export const BULK_MAX_IDS = MAX_PER_PAGE;
const IDS_RULE = `ожидается массив от 1 до ${BULK_MAX_IDS} id товаров`;
const ID_RULE = 'каждый id должен быть целым положительным числом';

/** The ids of a bulk change, its rules checked in the order listed (see ListParam in list-query.ts). */
const ProductIdsField = () =>
  applyDecorators(
    ApiProperty({
      type: [Number],
      minItems: 1,
      maxItems: BULK_MAX_IDS,
      example: [3, 5],
      description: 'Product ids (JSON numbers; a repeated id counts once). An unknown id → 404 and nothing changes.',
    }),
    IsDefined({ message: FILL_IN }),
    IsArray({ message: IDS_RULE }),
    ArrayMinSize(1, { message: IDS_RULE }),
    ArrayMaxSize(BULK_MAX_IDS, { message: IDS_RULE }),
    IsInt({ each: true, message: ID_RULE }),
    Min(1, { each: true, message: ID_RULE }),
    Max(MAX_ID, { each: true, message: ID_RULE }),
  );

/** Switch several products on or off at once (the back office's bulk action). */
export class BulkProductStatusBody {
  @ProductIdsField()
  ids!: number[];

  @ApiProperty({ type: Boolean, description: 'true: on sale; false: hidden from the shop and taken out of every cart' })
  @IsBoolean({ message: mustBe(LABELS.statusEnabled, 'true или false') })
  @IsDefined({ message: FILL_IN })
  status_enabled!: boolean;
}

export class BulkProductStatusResponse {
  @ApiProperty({ example: 'Изменено товаров: 2' }) detail!: string;
  @ApiProperty({ type: [Number], example: [3, 5], description: 'The ids of the request, each once' }) ids!: number[];
}

/** Add or remove one diet tag or allergen on several products (the back office's bulk action). */
export class BulkProductDietaryBody {
  @ProductIdsField()
  ids!: number[];

  @ApiPropertyOptional({ enum: DIET_TAG_CODES, description: 'The diet tag to add or remove (exactly one of diet_tag and allergen)' })
  @ValidateIf((_body: object, value: unknown) => value !== undefined)
  @IsIn(DIET_TAG_CODES, { message: `ожидается один из кодов: ${DIET_TAG_CODES.join(', ')}` })
  diet_tag?: DietTagCode;

  @ApiPropertyOptional({ enum: ALLERGEN_CODES, description: 'The allergen to add or remove (exactly one of diet_tag and allergen)' })
  @ValidateIf((_body: object, value: unknown) => value !== undefined)
  @IsIn(ALLERGEN_CODES, { message: `ожидается один из кодов: ${ALLERGEN_CODES.join(', ')}` })
  allergen?: AllergenCode;

  @ApiProperty({ type: Boolean, description: 'true: add to every product; false: remove from every product' })
  @IsBoolean({ message: 'ожидается true или false' })
  @IsDefined({ message: FILL_IN })
  present!: boolean;
}

/** The 400 of a bulk dietary change naming neither or both lists. */
export const ONE_DIETARY_CODE = 'Укажите ровно одно из полей: diet_tag или allergen';

import { FILL_IN } from '../common/fields/field-messages';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsDefined, IsIn, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { ALLERGEN_CODES, AllergenCode, INGREDIENT_UNITS, IngredientUnit } from '@bulbash/rules';
import { NameField, OptionalNotNull, PriceField } from '../common/dto-fields';
import { atMostCharacters, LABELS, mustBe } from '../common/field-labels';
import { BlankAsAbsent, ToNumber, Trim } from '../common/query-transforms';
import { AdminListQuery, SortField } from '../http/list-query';
import { SUPPLIER_MAX } from './ingredient.entity';

export const MAX_QUANTITY = 100_000;
export const INGREDIENT_SORTABLE = ['id', 'name', 'unit', 'price_per_unit', 'supplier', 'date_updated'] as const;

const UNIT_RULE = `unit: единица должна быть одной из: ${INGREDIENT_UNITS.join(', ')}`;
const ALLERGENS_RULE = `allergens: ожидается список кодов аллергенов (${ALLERGEN_CODES.join(', ')})`;

/** A quantity in the ingredient's unit: above 0, at most three decimals. */
export const QuantityRule = (field: string, label = LABELS.quantity) => {
  const rule = `${field}: ${mustBe(label, `числом больше 0 и не больше ${MAX_QUANTITY}, не более трёх знаков после запятой`)}`;
  return applyDecorators(
    ToNumber(),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 3 }, { message: rule }),
    Min(0.001, { message: rule }),
    Max(MAX_QUANTITY, { message: rule }),
  );
};

const UnitField = (required: boolean) =>
  applyDecorators(
    ApiProperty({ enum: INGREDIENT_UNITS, required, description: 'kg, l or pcs (шт.)' }),
    required ? IsDefined({ message: FILL_IN }) : OptionalNotNull({ text: 'единица', gender: 'feminine' }),
    IsIn(INGREDIENT_UNITS as unknown as string[], { message: UNIT_RULE }),
  );

class IngredientFields {
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 5,
    description: 'The supplier sells packs of this many units; null: any quantity',
  })
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @QuantityRule('pack_size', LABELS.packSize)
  pack_size?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Белорусские сыры', maxLength: SUPPLIER_MAX })
  @Trim()
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @IsString({ message: `supplier: ${mustBe(LABELS.supplier, 'строкой')}` })
  @MaxLength(SUPPLIER_MAX, { message: `supplier: ${atMostCharacters(LABELS.supplier, SUPPLIER_MAX)}` })
  supplier?: string | null;

  @ApiPropertyOptional({ enum: ALLERGEN_CODES, isArray: true, example: ['milk'], description: 'Allergen codes (GET /dietary)' })
  @OptionalNotNull({ text: 'список аллергенов', gender: 'masculine' })
  @IsArray({ message: ALLERGENS_RULE })
  @IsIn(ALLERGEN_CODES as unknown as string[], { each: true, message: ALLERGENS_RULE })
  allergens?: AllergenCode[];
}

export class CreateIngredientBody extends IngredientFields {
  @ApiProperty({ example: 'Сметана 20 %', maxLength: 200, description: 'Unique whatever the letter case' })
  @NameField(true)
  name!: string;

  @UnitField(true)
  unit!: IngredientUnit;

  @ApiProperty({ example: 6.4, description: 'BYN per unit, the last purchase price' })
  @PriceField(true, LABELS.pricePerUnit)
  price_per_unit!: number;
}

export class UpdateIngredientBody extends IngredientFields {
  @ApiPropertyOptional({ example: 'Сметана 20 %', maxLength: 200 })
  @NameField(false)
  name?: string;

  @UnitField(false)
  unit?: IngredientUnit;

  @ApiPropertyOptional({ example: 6.9, description: 'A new price keeps the old one in price_history' })
  @PriceField(false, LABELS.pricePerUnit)
  price_per_unit?: number;
}

export class PriceHistoryEntry {
  @ApiProperty({ example: 6.4 }) price_per_unit!: number;
  @ApiProperty({ format: 'date-time', description: 'From this instant on' }) date_from!: string;
}

export class IngredientResponse {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Сметана 20 %' }) name!: string;
  @ApiProperty({ enum: INGREDIENT_UNITS }) unit!: IngredientUnit;
  @ApiProperty({ example: 6.4, description: 'BYN per unit' }) price_per_unit!: number;
  @ApiProperty({ type: Number, nullable: true, example: 0.5 }) pack_size!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Савушкин продукт' }) supplier!: string | null;
  @ApiProperty({ enum: ALLERGEN_CODES, isArray: true, example: ['milk'] }) allergens!: AllergenCode[];
  @ApiProperty({ example: 3, description: 'Recipes using it' }) used_in!: number;
  @ApiPropertyOptional({ type: [PriceHistoryEntry], description: 'GET one only: every price it had, newest first' })
  price_history?: PriceHistoryEntry[];
  @ApiProperty({ format: 'date-time' }) date_created!: string;
  @ApiProperty({ format: 'date-time' }) date_updated!: string;
}

export class IngredientListQuery extends AdminListQuery {
  @ApiPropertyOptional({ description: 'Substring of the name, any letter case' })
  @BlankAsAbsent()
  @IsOptional()
  @Trim()
  @IsString({ message: 'q: ожидается строка' })
  @MaxLength(200, { message: 'q: не более 200 символов' })
  q?: string;

  @ApiPropertyOptional({ description: 'Exactly this supplier' })
  @BlankAsAbsent()
  @IsOptional()
  @Trim()
  @IsString({ message: 'supplier: ожидается строка' })
  @MaxLength(SUPPLIER_MAX, { message: `supplier: не более ${SUPPLIER_MAX} символов` })
  supplier?: string;

  @SortField(INGREDIENT_SORTABLE)
  sort?: string;
}

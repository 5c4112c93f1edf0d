import { FILL_IN } from '../common/fields/field-messages';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { MAX_EVENT_GUESTS, MAX_PORTIONS_PER_GUEST, MIN_EVENT_GUESTS } from '@bulbash/rules';
import { IdField, OptionalNotNull, TextField } from '../common/dto-fields';
import { LABELS } from '../common/field-labels';
import { ToNumber, Trim } from '../common/query-transforms';
import { AdminListQuery, NameSearchField, SortField } from '../http/list-query';
import { FORMAT_CODE_MAX_LENGTH } from './event-format.entity';

export const FORMAT_CODE_PATTERN = /^[a-z][a-z0-9_-]*$/;
export const MAX_FORMAT_CATEGORIES = 20;
const CODE_RULE = `код: латинские строчные буквы, цифры, _ и -, от 1 до ${FORMAT_CODE_MAX_LENGTH} символов, начинается с буквы`;
const PORTIONS_RULE = `порций на гостя должно быть числом от 0.1 до ${MAX_PORTIONS_PER_GUEST}, не более двух знаков после запятой`;
const MIN_GUESTS_RULE = `минимум гостей должен быть целым числом от ${MIN_EVENT_GUESTS} до ${MAX_EVENT_GUESTS}`;

export class FormatCategoryResponse {
  @ApiProperty({ example: 1 }) category_id!: number;
  @ApiProperty({ example: 'Фуршетные боксы' }) category_name!: string;
  @ApiProperty({ example: 1, description: 'Portions of this category per guest' }) portions_per_guest!: number;
}

export class EventFormatResponse {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'buffet' }) code!: string;
  @ApiProperty({ example: 'Фуршет' }) name!: string;
  @ApiProperty({ example: 'Закуски на шпажках и боксы: гости едят стоя и общаются' }) description!: string;
  @ApiProperty({ example: 10 }) min_guests!: number;
  @ApiProperty({ type: [FormatCategoryResponse], description: 'In catalogue order' }) categories!: FormatCategoryResponse[];
}

export class FormatCategoryInput {
  @ApiProperty({ example: 1 })
  @IdField(true, LABELS.categoryId)
  category_id!: number;

  @ApiProperty({ example: 1, minimum: 0.1, maximum: MAX_PORTIONS_PER_GUEST })
  @IsDefined({ message: FILL_IN })
  @ToNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: PORTIONS_RULE })
  @Min(0.1, { message: PORTIONS_RULE })
  @Max(MAX_PORTIONS_PER_GUEST, { message: PORTIONS_RULE })
  portions_per_guest!: number;
}

const Presence = (required: boolean, field = LABELS.name) => (required ? IsDefined({ message: FILL_IN }) : OptionalNotNull(field));

const CodeField = (required: boolean) =>
  applyDecorators(
    ApiProperty({ example: 'buffet', maxLength: FORMAT_CODE_MAX_LENGTH, required, description: 'Unique; used in /events/menu?format=' }),
    Presence(required),
    Trim(),
    IsString({ message: CODE_RULE }),
    MaxLength(FORMAT_CODE_MAX_LENGTH, { message: CODE_RULE }),
    Matches(FORMAT_CODE_PATTERN, { message: CODE_RULE }),
  );

const FormatNameField = (required: boolean) =>
  applyDecorators(
    ApiProperty({ example: 'Фуршет', maxLength: 100, required }),
    Presence(required),
    Trim(),
    IsString({ message: 'название должно быть строкой' }),
    IsNotEmpty({ message: 'название не может быть пустым' }),
    MaxLength(100, { message: 'название: не более 100 символов' }),
  );

const DescriptionField = () =>
  applyDecorators(ApiProperty({ example: 'Закуски и боксы для общения стоя', required: false }), TextField(LABELS.description, 2000));

const MinGuestsField = () =>
  applyDecorators(
    ApiProperty({ example: 10, minimum: MIN_EVENT_GUESTS, maximum: MAX_EVENT_GUESTS, required: false, default: 1 }),
    OptionalNotNull(LABELS.name),
    ToNumber(),
    IsInt({ message: MIN_GUESTS_RULE }),
    Min(MIN_EVENT_GUESTS, { message: MIN_GUESTS_RULE }),
    Max(MAX_EVENT_GUESTS, { message: MIN_GUESTS_RULE }),
  );

const CategoriesField = (required: boolean) =>
  applyDecorators(
    ApiProperty({
      type: [FormatCategoryInput],
      required,
      description: 'The format’s categories (replaces them on update); each category once',
    }),
    Presence(required, LABELS.categoryId),
    IsArray({ message: 'должен быть списком' }),
    ArrayMaxSize(MAX_FORMAT_CATEGORIES, { message: `не более ${MAX_FORMAT_CATEGORIES} категорий` }),
    IsObject({ each: true, message: 'каждая категория должна быть объектом' }),
    ValidateNested({ each: true }),
    Type(() => FormatCategoryInput),
  );

export class CreateEventFormatBody {
  @CodeField(true)
  code!: string;

  @FormatNameField(true)
  name!: string;

  @DescriptionField()
  description?: string;

  @MinGuestsField()
  min_guests?: number;

  @CategoriesField(true)
  categories!: FormatCategoryInput[];
}

export class UpdateEventFormatBody {
  @CodeField(false)
  code?: string;

  @FormatNameField(false)
  name?: string;

  @DescriptionField()
  description?: string;

  @MinGuestsField()
  min_guests?: number;

  @CategoriesField(false)
  categories?: FormatCategoryInput[];
}

export const EVENT_FORMAT_SORT = ['id', 'code', 'name', 'min_guests', 'position'] as const;

export class EventFormatListQuery extends AdminListQuery {
  @SortField(EVENT_FORMAT_SORT)
  sort?: string;

  @NameSearchField()
  name?: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { isCalendarDay } from '@bulbash/rules';
import { IdField } from '../common/dto-fields';
import { LABELS } from '../common/field-labels';
import { FILL_IN } from '../common/fields/field-messages';
import { Trim } from '../common/query-transforms';
import { LUNCH_SET_NAME_MAX } from './lunch-day.entity';
import { LUNCH_FIELD_RULES } from './lunch.messages';

/** At most this many sets a day to choose from. */
export const MAX_LUNCH_SETS = 3;
export const MAX_LUNCH_SET_LINES = 20;

export class LunchMenuLineBody {
  @ApiProperty({ example: 41, description: 'A dish of the catalogue, on sale' })
  @IdField(true, LABELS.productId)
  product_id!: number;

  @ApiProperty({ example: 1, minimum: 0.01, maximum: 20, description: 'Portions per person: the day’s quantity is ⌈people × this⌉' })
  @IsDefined({ message: FILL_IN })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: LUNCH_FIELD_RULES.quantityPerPerson })
  @Min(0.01, { message: LUNCH_FIELD_RULES.quantityPerPerson })
  @Max(20, { message: LUNCH_FIELD_RULES.quantityPerPerson })
  quantity_per_person!: number;
}

export class LunchMenuSetBody {
  @ApiProperty({ example: 'Набор А', maxLength: LUNCH_SET_NAME_MAX })
  @IsDefined({ message: FILL_IN })
  @Trim()
  @IsString({ message: LUNCH_FIELD_RULES.setName })
  @IsNotEmpty({ message: FILL_IN })
  @MaxLength(LUNCH_SET_NAME_MAX, { message: LUNCH_FIELD_RULES.setName })
  name!: string;

  @ApiProperty({ type: [LunchMenuLineBody] })
  @IsDefined({ message: FILL_IN })
  @IsArray({ message: LUNCH_FIELD_RULES.sets })
  @ArrayMinSize(1, { message: LUNCH_FIELD_RULES.sets })
  @ArrayMaxSize(MAX_LUNCH_SET_LINES, { message: LUNCH_FIELD_RULES.sets })
  @IsObject({ each: true, message: LUNCH_FIELD_RULES.sets })
  @ValidateNested({ each: true })
  @Type(() => LunchMenuLineBody)
  lines!: LunchMenuLineBody[];
}

export class LunchMenuDayBody {
  @ApiProperty({ format: 'date', example: '2026-11-02' })
  @IsDefined({ message: FILL_IN })
  @IsString({ message: LUNCH_FIELD_RULES.day })
  @ValidateBy(
    { name: 'calendar_day', validator: { validate: (value: unknown) => typeof value === 'string' && isCalendarDay(value) } },
    { message: LUNCH_FIELD_RULES.day },
  )
  date!: string;

  @ApiProperty({ type: [LunchMenuSetBody], description: `One set, or a choice of up to ${MAX_LUNCH_SETS}` })
  @IsDefined({ message: FILL_IN })
  @IsArray({ message: LUNCH_FIELD_RULES.sets })
  @ArrayMinSize(1, { message: LUNCH_FIELD_RULES.sets })
  @ArrayMaxSize(MAX_LUNCH_SETS, { message: LUNCH_FIELD_RULES.sets })
  @IsObject({ each: true, message: LUNCH_FIELD_RULES.sets })
  @ValidateNested({ each: true })
  @Type(() => LunchMenuSetBody)
  sets!: LunchMenuSetBody[];
}

/** The whole week: the days sent replace the week's menu (a day left out has none). */
export class LunchMenuBody {
  @ApiProperty({ type: [LunchMenuDayBody] })
  @IsDefined({ message: FILL_IN })
  @IsArray({ message: 'days: ожидается список дней' })
  @ArrayMaxSize(7, { message: 'days: не более 7 дней' })
  @IsObject({ each: true, message: 'days: ожидается список дней' })
  @ValidateNested({ each: true })
  @Type(() => LunchMenuDayBody)
  days!: LunchMenuDayBody[];
}

export class LunchMenuLineResponse {
  @ApiProperty({ example: 41 }) product_id!: number;
  @ApiProperty({ example: 1 }) quantity_per_person!: number;
  @ApiProperty({ example: 'Борщ с пампушками' }) product_name!: string;
  @ApiProperty({ example: 8.5, description: 'BYN, the catalogue’s price now' }) price!: number;
}

export class LunchMenuSetResponse {
  @ApiProperty({ example: 'Набор А' }) name!: string;
  @ApiProperty({ type: [LunchMenuLineResponse] }) lines!: LunchMenuLineResponse[];
}

export class LunchMenuDayResponse {
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ type: [LunchMenuSetResponse] }) sets!: LunchMenuSetResponse[];
}

export class LunchMenuResponse {
  @ApiProperty({ format: 'date', example: '2026-11-02' }) monday!: string;
  @ApiProperty({ type: [LunchMenuDayResponse], description: 'The days that have a menu, in order' }) days!: LunchMenuDayResponse[];
}

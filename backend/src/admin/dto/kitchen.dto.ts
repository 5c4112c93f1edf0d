import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { LABELS, mustBe } from '../../common/field-labels';
import { ALLERGEN_CODES, AllergenCode } from '@bulbash/rules';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MESSAGE = (field: string) => `${field}: ${mustBe(LABELS.date, 'в формате ГГГГ-ММ-ДД')}`;

export class ProductionSheetQuery {
  @ApiProperty({ example: '2025-06-01', description: 'First Minsk day of the events (delivery_at), inclusive' })
  @IsString({ message: DAY_MESSAGE('date_from') })
  @Matches(ISO_DAY, { message: DAY_MESSAGE('date_from') })
  date_from!: string;

  @ApiProperty({ example: '2025-06-01', description: 'Last Minsk day of the events, inclusive (at most 62 days in all)' })
  @IsString({ message: DAY_MESSAGE('date_to') })
  @Matches(ISO_DAY, { message: DAY_MESSAGE('date_to') })
  date_to!: string;
}

export class ProductionSheetLineDto {
  @ApiProperty({ type: Number, nullable: true, example: 12, description: 'null when the product was deleted since' }) product_id!:
    number | null;
  @ApiProperty({ example: 'Драники со сметаной' }) name!: string;
  @ApiProperty({ example: 40, description: 'Summed over the orders that are not canceled' }) quantity!: number;
  @ApiProperty({ type: [Number], example: [15, 18], description: 'The orders it comes from, ascending' }) order_ids!: number[];
  @ApiProperty({
    enum: ALLERGEN_CODES,
    isArray: true,
    example: ['eggs', 'gluten'],
    description: 'The dish’s allergens as the catalogue has them now ([] for a deleted product)',
  })
  allergens!: AllergenCode[];
  @ApiProperty({ type: [Number], example: [18], description: 'Those of order_ids whose comment mentions an allergy' })
  allergy_order_ids!: number[];
}

export class AllergyNoteDto {
  @ApiProperty({ example: 18 }) order_id!: number;
  @ApiProperty({ example: 'У одного гостя аллергия на орехи' }) comment!: string;
}

export class ProductionSheetResponse {
  @ApiProperty({ example: '2025-06-01' }) date_from!: string;
  @ApiProperty({ example: '2025-06-01' }) date_to!: string;
  @ApiProperty({ type: [ProductionSheetLineDto], description: 'Products by name' }) items!: ProductionSheetLineDto[];
  @ApiProperty({ example: 3, description: 'Orders in the period that are not canceled' }) orders!: number;
  @ApiProperty({ type: [AllergyNoteDto], description: 'Orders whose comment mentions an allergy or intolerance, by id' })
  allergy_notes!: AllergyNoteDto[];
}

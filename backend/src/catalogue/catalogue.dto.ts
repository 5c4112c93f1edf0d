import { MAX_ID } from '../common/parse-id.pipe';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { atMostCharacters, cannotExceed, LABELS, mustBe } from '../common/field-labels';
import { IdFilter } from '../common/filter-fields';
import { BlankAsAbsent, Trim } from '../common/query-transforms';
import { DietaryCodesFilter } from './dietary-fields';
import { ALLERGEN_CODES, AllergenCode, DIET_TAG_CODES, DietTagCode } from '@bulbash/rules';

/** Largest value a public numeric filter accepts; keeps every engine's comparisons well-defined. */
export const MAX_FILTER_VALUE = 1_000_000_000;
export { MAX_ID };
export const PRODUCTS_PAGE_SIZE = 18;
/** Longest name search the public list accepts. */
export const SEARCH_MAX_LENGTH = 100;
/** Orders of the public product list besides the default (by id). */
export const PRODUCT_SORTS = ['price_asc', 'price_desc', 'name', 'new'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const NUMERIC = /^\d+(\.\d+)?$/;

/**
 * Query strings arrive as text: an empty value counts as absent, a plain non-negative
 * decimal becomes a number and anything else (letters, signs, arrays) becomes NaN so
 * that the validators reject it with a message naming the parameter.
 */
const toNumber = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value.trim());
    return Number.NaN;
  });

const notNegative = mustBe(LABELS.filterValue, 'неотрицательным числом');
const PAGE_RULE = mustBe(LABELS.page, 'целым числом не меньше 1');

/** The decorators of one parameter, run in the order listed (the number rule before the bound). */
function apply(decorators: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(IsOptional(), toNumber(), ...decorators);
}

function numberFilter(): PropertyDecorator {
  return apply([
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: notNegative }),
    Min(0, { message: notNegative }),
    Max(MAX_FILTER_VALUE, { message: cannotExceed(LABELS.filterValue, MAX_FILTER_VALUE) }),
  ]);
}

function pageParam(): PropertyDecorator {
  return apply([
    IsInt({ message: PAGE_RULE }),
    Min(1, { message: PAGE_RULE }),
    Max(MAX_FILTER_VALUE, { message: cannotExceed(LABELS.page, MAX_FILTER_VALUE) }),
  ]);
}

/** Category and subcategory filters follow the one id rule (common/parse-id.pipe.ts): `01`, `1.0`, `0` are 400s naming the field. */
export class SubcategoryListQuery {
  @IdFilter(LABELS.categoryId, 'Only subcategories of this category')
  category_id?: number;
}

export class ProductListQuery {
  @ApiPropertyOptional({ description: 'Page number, 1-based', default: 1, example: 1 })
  @pageParam()
  page?: number;

  @IdFilter(LABELS.categoryId)
  category_id?: number;

  @IdFilter(LABELS.subcategoryId)
  subcategory_id?: number;

  @ApiPropertyOptional({ description: 'BYN', example: 20 })
  @numberFilter()
  price_min?: number;

  @ApiPropertyOptional({ description: 'BYN', example: 150.5 })
  @numberFilter()
  price_max?: number;

  @ApiPropertyOptional({ description: 'Grams', example: 500 })
  @numberFilter()
  weight_min?: number;

  @ApiPropertyOptional({ description: 'Grams', example: 3000 })
  @numberFilter()
  weight_max?: number;

  @ApiPropertyOptional({ description: 'Products serving at least this many people', example: 4 })
  @numberFilter()
  people_of_numbers?: number;

  @ApiPropertyOptional({
    description:
      'Part of the product name (1–100 characters after trimming; letter case ignored, Cyrillic included; % and _ match themselves). Blank counts as absent. The six bounds and the counts follow the search.',
    minLength: 1,
    maxLength: SEARCH_MAX_LENGTH,
    example: 'драники',
  })
  @IsOptional()
  @BlankAsAbsent()
  @Trim()
  @MaxLength(SEARCH_MAX_LENGTH, { message: atMostCharacters(LABELS.searchText, SEARCH_MAX_LENGTH) })
  @IsString({ message: mustBe(LABELS.searchText, 'строкой') })
  q?: string;

  @ApiPropertyOptional({
    description: 'price_asc / price_desc: by price (then id); name: by name (then id); new: newest first. Absent: by id.',
    enum: PRODUCT_SORTS,
  })
  @IsOptional()
  @BlankAsAbsent()
  @IsIn(PRODUCT_SORTS, { message: mustBe(LABELS.productSort, `одним из: ${PRODUCT_SORTS.join(', ')}`) })
  sort?: ProductSort;

  @DietaryCodesFilter('diet_tags', 'Only products carrying every listed diet tag (e.g. vegetarian,gluten_free).')
  diet?: DietTagCode[];

  @DietaryCodesFilter('allergens', 'Only products containing none of the listed allergens (e.g. nuts,milk).')
  exclude_allergens?: AllergenCode[];
}

export class CategoryResponse {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'Фуршетные боксы' }) name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: String, nullable: true, example: '/uploads/categories/0a1b2c.webp' }) image_path!: string | null;
  @ApiProperty() status_enabled!: boolean;
  @ApiProperty({ example: 1 }) position!: number;
  @ApiProperty({ format: 'date-time' }) date_created!: string;
  @ApiProperty({ format: 'date-time' }) date_updated!: string;
}

export class SubcategoryResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'Канапе' }) name!: string;
  @ApiProperty({ example: 1 }) category_id!: number;
  @ApiProperty({ type: String, nullable: true, example: 'Фуршетные боксы' }) category_name!: string | null;
  @ApiProperty() status_enabled!: boolean;
  @ApiProperty({ format: 'date-time' }) date_created!: string;
  @ApiProperty({ format: 'date-time' }) date_updated!: string;
}

export class ProductResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Канапе с сёмгой и сливочным сыром' }) name!: string;
  @ApiProperty() description!: string;
  @ApiProperty() ingredients!: string;
  @ApiProperty({ type: String, nullable: true, example: '/uploads/products/0a1b2c.webp' }) image_path!: string | null;
  @ApiProperty({ description: 'BYN', example: 45.5 }) price!: number;
  @ApiProperty({ description: 'Grams', example: 800 }) weight!: number;
  @ApiProperty({ example: 4 }) people_numbers!: number;
  @ApiProperty({ example: 1 }) category_id!: number;
  @ApiProperty({ type: String, nullable: true }) category_name!: string | null;
  @ApiProperty({ example: 3 }) subcategory_id!: number;
  @ApiProperty({ type: String, nullable: true }) subcategory_name!: string | null;
  @ApiProperty() status_enabled!: boolean;
  @ApiProperty({
    enum: ALLERGEN_CODES,
    isArray: true,
    example: ['fish', 'milk', 'gluten'],
    description: 'Allergen codes in the order of GET /dietary; [] when none',
  })
  allergens!: AllergenCode[];
  @ApiProperty({
    enum: DIET_TAG_CODES,
    isArray: true,
    example: [],
    description: 'Diet tag codes in the order of GET /dietary; [] when none',
  })
  diet_tags!: DietTagCode[];
  @ApiProperty({ format: 'date-time' }) date_created!: string;
  @ApiProperty({ format: 'date-time' }) date_updated!: string;
}

export class ProductListResponse {
  @ApiProperty({ type: [ProductResponse] }) products!: ProductResponse[];
  @ApiProperty({ example: 61 }) total_products!: number;
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 4 }) total_pages!: number;
  @ApiProperty({ description: 'Lowest price in the category/subcategory scope (0 when empty)', example: 18.5 }) price_min!: number;
  @ApiProperty({ example: 320 }) price_max!: number;
  @ApiProperty({ example: 150 }) weight_min!: number;
  @ApiProperty({ example: 5000 }) weight_max!: number;
  @ApiProperty({ example: 1 }) people_numbers_min!: number;
  @ApiProperty({ example: 30 }) people_numbers_max!: number;
}

export class DietaryEntryResponse {
  @ApiProperty({ example: 'milk' }) code!: string;
  @ApiProperty({ example: 'Молоко и лактоза' }) name!: string;
}

export class DietaryResponse {
  @ApiProperty({ type: [DietaryEntryResponse], description: 'The 14 allergens, in a stable order' }) allergens!: DietaryEntryResponse[];
  @ApiProperty({ type: [DietaryEntryResponse], description: 'The 4 diet tags, in a stable order' }) diet_tags!: DietaryEntryResponse[];
}

export class AboutUsResponse {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ description: 'HTML' }) text!: string;
  @ApiProperty({ format: 'date-time' }) date_created!: string;
  @ApiProperty({ format: 'date-time' }) date_updated!: string;
}

export class ContactsResponse {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'ИП Бульбаш' }) name_organization!: string;
  @ApiProperty({ example: '+375 29 615-42-87' }) phone_number_1!: string;
  @ApiProperty({ type: String, nullable: true }) phone_number_2!: string | null;
  @ApiProperty({ example: 'info@bulbash-catering.by' }) email!: string;
  @ApiProperty() telegram_link!: string;
  @ApiProperty() instagram_link!: string;
  @ApiProperty() app_link!: string;
  @ApiProperty({ description: 'УНП (tax ID)' }) pan!: string;
  @ApiProperty() certificate_number!: string;
  @ApiProperty({ description: 'Registration date in the trade register' }) commercial_register!: string;
  @ApiProperty() issued_by!: string;
  @ApiProperty() organization_address!: string;
  @ApiProperty() physical_address!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Certificate image URL' }) photo_certificate!: string | null;
  @ApiProperty({ description: 'IBAN' }) bank_current_account!: string;
  @ApiProperty({ description: 'BIC' }) bank_identification_code!: string;
  @ApiProperty() bank_address!: string;
  @ApiProperty() about_me!: string;
  @ApiProperty({ format: 'date-time' }) date_created!: string;
  @ApiProperty({ format: 'date-time' }) date_updated!: string;
}

import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { ALLERGEN_CODES, AllergenCode, sortAllergens, splitCodes } from '@bulbash/rules';
import { Column } from 'typeorm';
import { MultiLine } from './text-hygiene';

export const DIETARY_NOTE_MAX_LENGTH = 500;
export const MAX_VEGETARIAN_GUESTS = 1000;

/**
 * What a customer told the shop about the guests' diet, declared once and embedded (no column
 * prefix) in orders, enquiries and quotes, and copied forward at each step (enquiry → quote →
 * order): the allergens to keep out (codes of @bulbash/rules, comma-separated in the stable
 * order), how many guests eat vegetarian, and a free note.
 */
export class DietaryColumns {
  @Column({ name: 'exclude_allergens', type: 'varchar', length: 200, default: '' })
  excludeAllergens!: string;

  @Column({ name: 'vegetarian_guests', type: 'int', default: 0 })
  vegetarianGuests!: number;

  @Column({ name: 'dietary_note', type: 'varchar', length: DIETARY_NOTE_MAX_LENGTH, nullable: true })
  dietaryNote!: string | null;
}

/** The JSON face of the column set (every answer of the three resources carries it). */
export interface DietaryFields {
  exclude_allergens: AllergenCode[];
  vegetarian_guests: number;
  dietary_note: string | null;
}

export const NO_DIET: DietaryColumns = { excludeAllergens: '', vegetarianGuests: 0, dietaryNote: null };

/** Stored codes → the stable-ordered list. */
export const excludedAllergens = (diet: Pick<DietaryColumns, 'excludeAllergens'> | null | undefined): AllergenCode[] =>
  sortAllergens(splitCodes(diet?.excludeAllergens ?? ''));

export function toDietaryFields(diet: DietaryColumns | null | undefined): DietaryFields {
  return {
    exclude_allergens: excludedAllergens(diet),
    vegetarian_guests: diet?.vegetarianGuests ?? 0,
    dietary_note: diet?.dietaryNote ?? null,
  };
}

/** A request's diet fields over `base` (absent keeps the base's value; null clears). */
export function resolveDiet(input: Partial<Record<keyof DietaryFields, unknown>>, base: DietaryColumns = NO_DIET): DietaryColumns {
  const codes = input.exclude_allergens;
  return {
    excludeAllergens:
      codes === undefined ? base.excludeAllergens : codes === null ? '' : sortAllergens((codes as string[]).map(String)).join(','),
    vegetarianGuests:
      input.vegetarian_guests === undefined
        ? base.vegetarianGuests
        : input.vegetarian_guests === null
          ? 0
          : Number(input.vegetarian_guests),
    dietaryNote:
      input.dietary_note === undefined
        ? base.dietaryNote
        : typeof input.dietary_note === 'string' && input.dietary_note.trim() !== ''
          ? input.dietary_note.trim()
          : null,
  };
}

export const VEGETARIANS_ABOVE_GUESTS = 'vegetarian_guests: вегетарианцев не может быть больше, чем гостей';

/** resolveDiet, refusing more vegetarians than guests (400) when the head count is known. */
export function checkedDiet(
  input: Partial<Record<keyof DietaryFields, unknown>>,
  guests: number | null | undefined,
  base: DietaryColumns = NO_DIET,
): DietaryColumns {
  const diet = resolveDiet(input, base);
  if (guests != null && diet.vegetarianGuests > guests) throw new BadRequestException(VEGETARIANS_ABOVE_GUESTS);
  return diet;
}

/** A copy of the column set (from an enquiry to a quote, from a quote to an order). */
export const copyDiet = (diet: DietaryColumns | null | undefined): DietaryColumns => ({
  excludeAllergens: diet?.excludeAllergens ?? '',
  vegetarianGuests: diet?.vegetarianGuests ?? 0,
  dietaryNote: diet?.dietaryNote ?? null,
});

/** The allergens of a dish that the diet excludes (stable order); [] when none. */
export const conflictingAllergens = (dishAllergens: readonly string[], excluded: readonly string[]): AllergenCode[] =>
  sortAllergens(dishAllergens.filter((code) => excluded.includes(code)));

/** The diet in one line for labels, sheets and screens: @bulbash/rules' dietLine. */
export { dietLine } from '@bulbash/rules';

const ALLERGENS_RULE = `ожидается список кодов аллергенов (${ALLERGEN_CODES.join(', ')})`;
const VEGETARIANS_RULE = `должно быть целым числом от 0 до ${MAX_VEGETARIAN_GUESTS}`;

/** The three request fields with their rules; `exclude_allergens` takes a JSON array or a comma-separated string. */
export const ExcludeAllergensField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: [String],
      nullable: true,
      example: ['nuts', 'peanuts'],
      description: 'Allergen codes to keep out (GET /dietary); a comma-separated string is read too; unknown code → 400; null clears',
    }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? splitCodes(value) : value)),
    IsOptional(),
    IsArray({ message: ALLERGENS_RULE }),
    IsString({ each: true, message: ALLERGENS_RULE }),
    IsIn(ALLERGEN_CODES as unknown as string[], { each: true, message: ALLERGENS_RULE }),
  );

export const VegetarianGuestsField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 0, maximum: MAX_VEGETARIAN_GUESTS, example: 3 }),
    ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
    IsInt({ message: VEGETARIANS_RULE }),
    Min(0, { message: VEGETARIANS_RULE }),
    Max(MAX_VEGETARIAN_GUESTS, { message: VEGETARIANS_RULE }),
  );

export const DietaryNoteField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: DIETARY_NOTE_MAX_LENGTH, example: 'Ребёнок: аллергия на орехи' }),
    MultiLine(),
    IsOptional(),
    IsString({ message: 'должно быть строкой' }),
    MaxLength(DIETARY_NOTE_MAX_LENGTH, { message: `не более ${DIETARY_NOTE_MAX_LENGTH} символов` }),
  );

/** The request's three fields, for DTOs to extend. */
export class DietaryInput {
  @ExcludeAllergensField()
  exclude_allergens?: string[] | null;

  @VegetarianGuestsField()
  vegetarian_guests?: number | null;

  @DietaryNoteField()
  dietary_note?: string | null;
}

/** The answer's three fields, for response DTOs to extend. */
export class DietaryResponse {
  @ApiProperty({ type: [String], example: ['nuts'], description: 'Allergen codes the guests must not get, stable order' })
  exclude_allergens!: AllergenCode[];
  @ApiProperty({ example: 3, description: 'Guests who eat vegetarian' }) vegetarian_guests!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The customer’s words on diet and allergies' }) dietary_note!: string | null;
}

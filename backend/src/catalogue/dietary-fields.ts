import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { registerDecorator, ValidateIf, ValidationArguments } from 'class-validator';
import { ALLERGEN_CODES, DIET_TAG_CODES, splitCodes } from '@bulbash/rules';

/** Most codes a list can hold: every known one (a repeated code counts once). */
const MAX_CODES = ALLERGEN_CODES.length;

export type DietaryList = 'allergens' | 'diet_tags';

const CODES: Record<DietaryList, readonly string[]> = { allergens: ALLERGEN_CODES, diet_tags: DIET_TAG_CODES };

/**
 * A list of codes as a query string sends it (`nuts,milk`) or as JSON sends it (`["nuts","milk"]`):
 * both become an array of trimmed codes, each once. A blank text is the empty list, or absent when
 * `blankIsAbsent` (the public filters). Anything else stays as sent and fails the check.
 */
const ToCodeList = (blankIsAbsent: boolean) =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value === 'string') {
      const codes = splitCodes(value);
      return codes.length === 0 && blankIsAbsent ? undefined : codes;
    }
    if (Array.isArray(value) && value.every((code) => typeof code === 'string')) return [...new Set(value.map((code) => code.trim()))];
    return value;
  });

function firstUnknown(value: unknown, known: readonly string[]): string | null {
  if (!Array.isArray(value)) return null;
  return (value as string[]).find((code) => !known.includes(code)) ?? null;
}

/** Every element a known code of `list`; the message names the first unknown one. */
function IsCodeList(list: DietaryList): PropertyDecorator {
  const known = CODES[list];
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isCodeList',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => Array.isArray(value) && value.length <= MAX_CODES && firstUnknown(value, known) === null,
        defaultMessage: (args?: ValidationArguments) => {
          const unknown = firstUnknown(args?.value, known);
          if (unknown !== null) return `неизвестный код «${unknown}»; допустимые: ${known.join(', ')}`;
          return `ожидается список кодов через запятую (допустимые: ${known.join(', ')})`;
        },
      },
    });
}

const describe = (list: DietaryList) => `Codes: ${CODES[list].join(', ')}`;

/**
 * `allergens` / `diet_tags` of a product write: comma-separated in the query string (an empty
 * value clears the list), a JSON array in the REST admin's body. Absent: unchanged.
 */
export const DietaryCodesField = (list: DietaryList) =>
  applyDecorators(
    ApiPropertyOptional({
      type: [String],
      enum: CODES[list],
      description: `${describe(list)}. Query string: comma-separated, an empty value clears the list; JSON: an array. Absent: unchanged.`,
      example: list === 'allergens' ? ['milk', 'gluten'] : ['vegetarian'],
    }),
    ValidateIf((_object: object, value: unknown) => value !== undefined),
    ToCodeList(false),
    IsCodeList(list),
  );

/** A public or admin list filter over codes: comma-separated, blank counts as absent. */
export const DietaryCodesFilter = (list: DietaryList, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, description: `${description} ${describe(list)}; comma-separated. Unknown code → 400 naming it.` }),
    ValidateIf((_object: object, value: unknown) => value !== undefined),
    ToCodeList(true),
    IsCodeList(list),
  );

import { FILL_IN } from './fields/field-messages';
import { applyDecorators } from '@nestjs/common';
import { fromMinor, MAX_MONEY_MINOR } from '@bulbash/rules';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsInt, IsNotEmpty, IsNumber, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { atMostCharacters, cannotBeEmpty, cannotBeNull, cannotExceed, FieldLabel, LABELS, mustBe } from './field-labels';
import { ID_PATTERN, MAX_ID } from './parse-id.pipe';
import { ToBoolean, ToNumber, Trim } from './query-transforms';
import { MultiLine } from './text-hygiene';

/**
 * Every string of every DTO is also checked by the global validation pipe (text-hygiene.ts):
 * no control or bidirectional-override characters, and line breaks and tabs only in fields
 * marked MultiLine() (TextField is). Re-exported here so DTOs find all field rules in one place.
 */
export { MultiLine };

/**
 * Field rules shared by the DTOs. Values may arrive as query-string strings
 * ('true', '12.5') or JSON values; both are converted, then validated. The global
 * validation pipe prefixes each message with the field name.
 */
const MAX_MONEY = fromMinor(MAX_MONEY_MINOR);
const MAX_INT = 2_000_000_000;

/**
 * An optional field: when absent (undefined) its rules are skipped, but an explicit JSON null
 * is refused. class-validator's IsOptional would let null through to the service, which
 * treats it as a new value and hands it to a NOT NULL column.
 */
export const OptionalNotNull = (field: FieldLabel) =>
  applyDecorators(
    ValidateIf((_object: object, value: unknown) => value !== undefined),
    IsDefined({ message: cannotBeNull(field) }),
  );

const Presence = (required: boolean, field: FieldLabel) => (required ? IsDefined({ message: FILL_IN }) : OptionalNotNull(field));

export const NameField = (required: boolean, field = LABELS.name) =>
  applyDecorators(
    Presence(required, field),
    Trim(),
    IsString({ message: mustBe(field, 'строкой') }),
    IsNotEmpty({ message: cannotBeEmpty(field) }),
    MaxLength(200, { message: atMostCharacters(field, 200) }),
  );

export const TextField = (field: FieldLabel, maxLength = 5000) =>
  applyDecorators(
    MultiLine(),
    OptionalNotNull(field),
    Trim(),
    IsString({ message: mustBe(field, 'строкой') }),
    MaxLength(maxLength, { message: atMostCharacters(field, maxLength) }),
  );

export const BooleanField = (field = LABELS.statusEnabled) =>
  applyDecorators(OptionalNotNull(field), ToBoolean(), IsBoolean({ message: mustBe(field, 'true или false') }));

export const PriceField = (required = false, field = LABELS.price) => {
  const rule = mustBe(field, 'числом не меньше 0 и не более чем с двумя знаками после запятой');
  return applyDecorators(
    Presence(required, field),
    ToNumber(),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: rule }),
    Min(0, { message: rule }),
    Max(MAX_MONEY, { message: cannotExceed(field, MAX_MONEY) }),
  );
};

export const IntField = (field: FieldLabel, min: number, max = MAX_INT) => {
  const rule = mustBe(field, `целым числом не меньше ${min}`);
  return applyDecorators(
    OptionalNotNull(field),
    ToNumber(),
    IsInt({ message: rule }),
    Min(min, { message: rule }),
    Max(max, { message: cannotExceed(field, max) }),
  );
};

/** A query-string id → number only in its one canonical form (`0x1`, `+1`, ` 1`, `1.0` stay strings and fail). */
const ToId = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && ID_PATTERN.test(value) ? Number(value) : value));

export const IdField = (required: boolean, field: FieldLabel) => {
  const rule = mustBe(field, 'целым положительным числом');
  return applyDecorators(
    Presence(required, field),
    ToId(),
    IsInt({ message: rule }),
    Min(1, { message: rule }),
    Max(MAX_ID, { message: rule }),
  );
};

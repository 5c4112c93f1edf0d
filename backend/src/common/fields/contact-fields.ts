import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDefined, IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { normalisePhone, PHONE_PATTERN } from '@bulbash/rules';
import { Trim } from '../query-transforms';
import { atMostChars, EMAIL_MESSAGE, FILL_IN, MUST_BE_STRING, PHONE_MESSAGE } from './field-messages';

/** Names of a person (first name, patronymic, family name) and of a contact. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** Trimmed; '' and null become null (the storefront sends null for an empty optional field). */
export const EmptyToNull = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
    return value === undefined ? undefined : value;
  });

/** A required name: trimmed, not blank, at most `max` characters. */
export const PersonNameField = (max = NAME_MAX_LENGTH) =>
  applyDecorators(
    IsDefined({ message: FILL_IN }),
    Trim(),
    IsString({ message: MUST_BE_STRING }),
    IsNotEmpty({ message: FILL_IN }),
    MaxLength(max, { message: atMostChars(max) }),
  );

/** A phone typed the usual ways becomes '375XXXXXXXXX'; anything else stays as sent and fails the pattern. */
export const NormalisedPhone = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (normalisePhone(value) ?? value.trim()) : value));

/** A Belarusian phone, normalised to 375XXXXXXXXX; required («заполните поле!» when absent) or optional. */
export const PhoneField = (required: boolean) =>
  applyDecorators(
    required ? IsDefined({ message: FILL_IN }) : IsOptional(),
    NormalisedPhone(),
    IsString({ message: PHONE_MESSAGE }),
    Matches(PHONE_PATTERN, { message: PHONE_MESSAGE }),
  );

/** The checks of an e-mail address (presence and trimming are the field's own). */
export const EmailRules = () =>
  applyDecorators(
    IsString({ message: EMAIL_MESSAGE }),
    MaxLength(EMAIL_MAX_LENGTH, { message: EMAIL_MESSAGE }),
    IsEmail({}, { message: EMAIL_MESSAGE }),
  );

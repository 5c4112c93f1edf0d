import { FILL_IN } from '../common/fields/field-messages';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsEmail,
  IsNotEmpty,
  IsString,
  Length,
  MaxLength,
  registerDecorator,
  ValidationArguments,
  ValidationOptions,
} from 'class-validator';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../config/account-limits';

/**
 * Field rules shared by the account DTOs (users and auth). The global validation pipe
 * prefixes each message with the field's JSON name, e.g. "email: введите корректный e-mail".
 */
export { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };
export const PERSON_NAME_MAX_LENGTH = 100;

export const PASSWORDS_DO_NOT_MATCH = 'пароли не совпадают';

/** Trims strings; anything else is left for the type check to reject. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** E-mails are compared trimmed and lower-cased everywhere. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

const NormalizeEmail = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeEmail(value) : value));

/*
 * applyDecorators registers the checks in the order listed and the pipe stops at the first
 * failure, so the most basic checks (present, then a string) come first.
 */

/** A required, valid e-mail of at most 254 characters. */
export const EmailField = () =>
  applyDecorators(
    NormalizeEmail(),
    IsDefined({ message: FILL_IN }),
    IsString({ message: 'e-mail должен быть строкой' }),
    IsNotEmpty({ message: FILL_IN }),
    MaxLength(EMAIL_MAX_LENGTH, { message: `e-mail не может быть длиннее ${EMAIL_MAX_LENGTH} символов` }),
    IsEmail({}, { message: 'введите корректный e-mail' }),
  );

/** A new password: 6 to 32 characters. */
export const PasswordField = () =>
  applyDecorators(
    IsDefined({ message: FILL_IN }),
    IsString({ message: 'пароль должен быть строкой' }),
    IsNotEmpty({ message: FILL_IN }),
    Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, {
      message: `пароль должен быть от ${PASSWORD_MIN_LENGTH} до ${PASSWORD_MAX_LENGTH} символов`,
    }),
  );

/** A required person name (name, surname): trimmed, 1 to 100 characters. */
export const PersonNameField = (label: string) =>
  applyDecorators(
    Trim(),
    IsDefined({ message: FILL_IN }),
    IsString({ message: `поле «${label}» должно быть строкой` }),
    IsNotEmpty({ message: FILL_IN }),
    MaxLength(PERSON_NAME_MAX_LENGTH, { message: `поле «${label}» не может быть длиннее ${PERSON_NAME_MAX_LENGTH} символов` }),
  );

/** The value must equal another property of the same object (confirm_password). */
export function MatchesProperty(property: string, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'matchesProperty',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [property],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const [other] = args.constraints as [string];
          return value === (args.object as Record<string, unknown>)[other];
        },
      },
    });
  };
}

/** confirm_password: present, a string, equal to `password`. */
export const ConfirmPasswordField = () =>
  applyDecorators(
    IsDefined({ message: FILL_IN }),
    IsString({ message: 'подтверждение пароля должно быть строкой' }),
    IsNotEmpty({ message: FILL_IN }),
    MatchesProperty('password', { message: PASSWORDS_DO_NOT_MATCH }),
  );

import { PHONE_PATTERN } from '@bulbash/rules';
import { EMAIL_REGEX, PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { MSG } from './messages';

/** Field rules of spec section 5: each returns the Russian message, or undefined when the value is fine. */
export type Errors<K extends string> = Partial<Record<K, string>>;

export const required = (value: string): string | undefined => (value.trim() ? undefined : MSG.required);

export const email = (value: string): string | undefined => required(value) ?? (EMAIL_REGEX.test(value.trim()) ? undefined : MSG.badEmail);

export const optionalEmail = (value: string): string | undefined =>
  value.trim() && !EMAIL_REGEX.test(value.trim()) ? MSG.badEmail : undefined;

export const password = (value: string): string | undefined =>
  required(value) ?? (value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX ? undefined : MSG.passwordLength);

export const confirmation = (value: string, original: string): string | undefined =>
  required(value) ?? (value === original ? undefined : MSG.passwordsMismatch);

export const phone = (value: string): string | undefined =>
  required(value) ?? (PHONE_PATTERN.test(value.trim()) ? undefined : MSG.badPhone);

/** Drops the fields without an error, so `Object.keys(errors).length === 0` means valid. */
export function compact<K extends string>(errors: Record<K, string | undefined>): Errors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Errors<K>;
}

export const isValid = (errors: object): boolean => Object.keys(errors).length === 0;

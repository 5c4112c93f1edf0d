/**
 * The validation messages every API shares (shown to shoppers and staff as `field: message`).
 * Domain-specific texts live in the domain's `*.messages.ts`.
 */

/** A required field that is missing or blank: the one wording of the spec («fill in the field!»). */
export const FILL_IN = 'заполните поле!';
/** The same, for a check a service makes (the field named, as the validation pipe names it). */
export const fillIn = (field: string): string => `${field}: ${FILL_IN}`;
export const MUST_BE_STRING = 'должно быть строкой';
export const PHONE_MESSAGE = 'введите номер телефона в формате 375XXXXXXXXX';
export const EMAIL_MESSAGE = 'вы ввели неверный email!';
export const atMostChars = (max: number): string => `не более ${max} символов`;

export const DATE_TIME_EXAMPLE = '2026-12-05T15:30:00+03:00';
/** A date-time that is not ISO 8601, with an example the reader can copy. */
export const dateTimeFormat = (example: string = DATE_TIME_EXAMPLE): string =>
  `укажите дату и время в формате ISO 8601, например ${example}`;
/** The 400 of an unreadable delivery_at (event_at for an enquiry). */
export const DELIVERY_AT_FORMAT = `delivery_at: ${dateTimeFormat()}`;

/** A period whose end (`later`) comes before its start (`earlier`). */
export const notBefore = (later: string, earlier: string): string => `${later}: должна быть не раньше ${earlier}`;
/** A period longer than a report may cover. */
export const periodAtMost = (days: number): string => `период не может быть длиннее ${days} дней`;

/**
 * The API's code lists (statuses, methods) and their Russian words: one way to tell a code from
 * any value, and to name it.
 */

/** A guard for one of `codes`. */
export const isOneOf =
  <Code extends string>(codes: readonly Code[]) =>
  (value: unknown): value is Code =>
    typeof value === 'string' && (codes as readonly string[]).includes(value);

/** The Russian words of a code of `labels`; any other value as it is ('' for none). */
export const labelOf =
  <Code extends string>(labels: Readonly<Record<Code, string>>, isCode: (value: unknown) => value is Code) =>
  (value: unknown): string =>
    isCode(value) ? labels[value] : String(value ?? '');

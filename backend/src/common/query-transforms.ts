import { Transform } from 'class-transformer';

/** Query-string 'true' / 'false' → boolean; anything else stays as sent and fails @IsBoolean. */
export const ToBoolean = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === 'true' || value === true) return true;
    if (value === 'false' || value === false) return false;
    return value;
  });

/** Query-string number → number; blanks and garbage stay as sent and fail the number rule. */
export const ToNumber = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value === 'string' && value.trim() !== '' && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(value.trim())) return Number(value);
    return value;
  });

/**
 * A blank query parameter (`?status=`) counts as absent: the shop's front ends send every
 * filter of a form, empty ones included. Use on list filters only; elsewhere '' is a value.
 */
export const BlankAsAbsent = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value));

/** Trims strings; other types stay as sent and fail @IsString. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Escapes LIKE wildcards; use with `ESCAPE '!'` (works the same on SQLite and MySQL). */
export function likeContains(text: string): string {
  return `%${likeEscape(text)}%`;
}

/** `text` with LIKE's wildcards (and the escape character '!') taken literally. */
export function likeEscape(text: string): string {
  return text.replace(/[!%_]/g, (char) => `!${char}`);
}

/**
 * Belarusian mobile numbers as people type them: '+375 (29) 123-45-67', '375291234567',
 * '80291234567' (the domestic trunk prefix 80), '8 029 123 45 67', '(29) 1234567'. Pure: the
 * storefront imports this file too.
 */

/** Spec section 9: 375 + operator code (25, 29, 44, 33 or 17) + seven digits. */
export const PHONE_PATTERN = /^375(25|29|44|33|17)\d{7}$/;

const SEPARATORS = /[\s\-().]/g;

/**
 * The stored form '375XXXXXXXXX' when `input` is a number of the spec's operators written in
 * one of the usual ways; otherwise null.
 */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(SEPARATORS, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;
  let national: string;
  if (digits.length === 12 && digits.startsWith('375')) national = digits.slice(3);
  else if (digits.length === 11 && digits.startsWith('80')) national = digits.slice(2);
  else if (digits.length === 10 && digits.startsWith('0')) national = digits.slice(1);
  else if (digits.length === 9 && !compact.startsWith('+')) national = digits;
  else return null;
  const phone = `375${national}`;
  return PHONE_PATTERN.test(phone) ? phone : null;
}

/** The stored '375291234567' as people read it: '+375 29 123-45-67'; anything else as it is. */
export function formatPhone(stored: string): string {
  const match = /^375(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(stored);
  return match ? `+375 ${match[1]} ${match[2]}-${match[3]}-${match[4]}` : stored;
}

/**
 * The digits to look for in stored phones ('375XXXXXXXXX') when staff type a number or part of
 * one any usual way: '8029 123-45-67' and '+375 (29) 123-45-67' find the whole number, '123-45-67' a part.
 */
export function phoneSearchDigits(typed: string): string {
  const full = normalisePhone(typed);
  if (full) return full;
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return typed.trim();
  if (digits.startsWith('80') && digits.length > 2) return `375${digits.slice(2)}`;
  if (digits.startsWith('0') && digits.length > 1) return digits.slice(1);
  return digits;
}

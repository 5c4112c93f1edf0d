/**
 * Belarusian company requisites a payer gives for an invoice: УНП (9 digits), the settlement
 * account as an IBAN (ISO 13616: `BY`, 2 check digits, a 4-character bank code and 20 more,
 * 28 characters, mod-97 checked) and the bank's BIC (SWIFT, 8 or 11 characters).
 * Each check returns the normalised value or null; the API answers 400 naming the field.
 */

export const BY_IBAN_LENGTH = 28;
const BY_IBAN_SHAPE = /^BY\d{2}[A-Z0-9]{4}[A-Z0-9]{20}$/;
const UNP_SHAPE = /^\d{9}$/;
const BIC_SHAPE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export const PAYER_TYPES = ['person', 'company'] as const;
export type PayerType = (typeof PAYER_TYPES)[number];

/** Spaces are how people type long numbers; they never change the value. */
const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** ISO 7064 mod 97-10 of an IBAN: letters become 10..35, the first four characters move to the end. */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** A Belarusian IBAN ('BY13 NBRB 3600 …' typed with spaces too) → its 28 characters, or null. */
export function normaliseByIban(value: string): string | null {
  const iban = compact(value);
  if (iban.length !== BY_IBAN_LENGTH || !BY_IBAN_SHAPE.test(iban)) return null;
  return ibanMod97(iban) === 1 ? iban : null;
}

/** УНП: exactly 9 digits (spaces allowed while typing), or null. */
export function normaliseUnp(value: string): string | null {
  const unp = value.replace(/\s+/g, '');
  return UNP_SHAPE.test(unp) ? unp : null;
}

/** BIC: 8 or 11 characters (bank, country, location, optional branch), or null. */
export function normaliseBic(value: string): string | null {
  const bic = compact(value);
  return BIC_SHAPE.test(bic) ? bic : null;
}

export const REQUISITE_MESSAGES = {
  company_unp: 'УНП — ровно 9 цифр',
  company_account:
    'расчётный счёт — IBAN Беларуси: BY, 2 контрольные цифры, код банка и 20 символов (28 символов), с верной контрольной суммой',
  company_bic: 'БИК — 8 или 11 латинских букв и цифр',
} as const;

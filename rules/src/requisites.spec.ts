import { ibanMod97, normaliseBic, normaliseByIban, normaliseUnp } from './requisites';

/** The National Bank's published example account. */
const VALID = 'BY13NBRB3600900000002Z00AB00';

describe('company requisites', () => {
  it('accepts a Belarusian IBAN whose mod-97 is 1, typed with spaces or in lower case', () => {
    expect(ibanMod97(VALID)).toBe(1);
    expect(normaliseByIban(VALID)).toBe(VALID);
    expect(normaliseByIban('by13 nbrb 3600 9000 0000 2z00 ab00')).toBe(VALID);
  });

  it('refuses a wrong check digit, a changed character, another country, a wrong length', () => {
    expect(normaliseByIban('BY14NBRB3600900000002Z00AB00')).toBeNull();
    expect(normaliseByIban('BY13NBRB3600900000002Z00AB01')).toBeNull();
    expect(normaliseByIban('DE89370400440532013000')).toBeNull();
    expect(normaliseByIban(VALID.slice(0, 27))).toBeNull();
    expect(normaliseByIban(`${VALID}0`)).toBeNull();
    expect(normaliseByIban('BYXX NBRB 3600 9000 0000 2Z00 AB00')).toBeNull();
    expect(normaliseByIban('BY13NBRB3600900000002Z00AB0-')).toBeNull();
  });

  it('computes the check digits of other IBANs the same way (ISO 13616 examples)', () => {
    expect(ibanMod97('GB82WEST12345698765432')).toBe(1);
    expect(ibanMod97('DE89370400440532013000')).toBe(1);
    expect(ibanMod97('GB83WEST12345698765432')).not.toBe(1);
  });

  it('takes exactly nine digits as an УНП', () => {
    expect(normaliseUnp('190123456')).toBe('190123456');
    expect(normaliseUnp(' 190 123 456 ')).toBe('190123456');
    expect(normaliseUnp('19012345')).toBeNull();
    expect(normaliseUnp('1901234567')).toBeNull();
    expect(normaliseUnp('19012345A')).toBeNull();
  });

  it('takes a BIC of 8 or 11 characters', () => {
    expect(normaliseBic('NBRBBY2X')).toBe('NBRBBY2X');
    expect(normaliseBic('alfaby2x')).toBe('ALFABY2X');
    expect(normaliseBic('ALFABY2XXXX')).toBe('ALFABY2XXXX');
    expect(normaliseBic('ALFABY2')).toBeNull();
    expect(normaliseBic('ALFABY2XXX')).toBeNull();
    expect(normaliseBic('1LFABY2X')).toBeNull();
  });
});

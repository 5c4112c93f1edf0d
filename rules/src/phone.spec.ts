import { formatPhone, normalisePhone, phoneSearchDigits } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['+375 (29) 123-45-67', '375291234567'],
    ['375291234567', '375291234567'],
    ['+375291234567', '375291234567'],
    ['80291234567', '375291234567'],
    ['8 029 123-45-67', '375291234567'],
    ['8 (029) 123 45 67', '375291234567'],
    ['(44) 765 43 21', '375447654321'],
    ['0251234567', '375251234567'],
    ['375 17 123 45 67', '375171234567'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each(['', '12345', '+7 (912) 123-45-67', '375301234567', '80301234567', '+291234567', '375 29 123 45 6x', '3752912345678'])(
    'refuses %p',
    (input) => {
      expect(normalisePhone(input)).toBeNull();
    },
  );
});

describe('formatPhone', () => {
  it('writes a stored number as people read it, and leaves anything else alone', () => {
    expect(formatPhone('375291234567')).toBe('+375 29 123-45-67');
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('phoneSearchDigits', () => {
  it.each([
    ['8029 123-45-67', '375291234567'],
    ['+375 (29) 123-45-67', '375291234567'],
    ['123-45-67', '1234567'],
    ['029 123', '29123'],
    ['80 29', '37529'],
  ])('%p → %p', (typed, digits) => {
    expect(phoneSearchDigits(typed)).toBe(digits);
  });
});

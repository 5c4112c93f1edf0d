import { plainToInstance } from 'class-transformer';
import { BlankAsAbsent, likeContains, ToBoolean, ToNumber, Trim } from './query-transforms';

class Sample {
  @ToBoolean()
  flag?: unknown;

  @ToNumber()
  amount?: unknown;

  @BlankAsAbsent()
  status?: unknown;

  @Trim()
  name?: unknown;
}

const transformed = (plain: Record<string, unknown>) => plainToInstance(Sample, plain);

describe('query-string transforms', () => {
  it.each([
    ['true', true],
    ['false', false],
    [true, true],
    [false, false],
    ['TRUE', 'TRUE'],
    ['1', '1'],
    ['on', 'on'],
    ['', ''],
  ])('ToBoolean: %p → %p (anything else stays for @IsBoolean to refuse)', (flag, expected) => {
    expect(transformed({ flag }).flag).toBe(expected);
  });

  it.each([
    ['12', 12],
    [' 12 ', 12],
    ['-3.5', -3.5],
    ['+7', 7],
    ['.5', 0.5],
    ['10.', 10],
    ['', ''],
    ['  ', '  '],
    ['1e3', '1e3'],
    ['0x10', '0x10'],
    ['12abc', '12abc'],
    ['Infinity', 'Infinity'],
  ])('ToNumber: %p → %p (blanks and garbage stay for the number rule to refuse)', (amount, expected) => {
    expect(transformed({ amount }).amount).toBe(expected);
  });

  it('BlankAsAbsent: an empty or blank filter counts as not sent, anything else is kept', () => {
    expect(transformed({ status: '' }).status).toBeUndefined();
    expect(transformed({ status: '   ' }).status).toBeUndefined();
    expect(transformed({ status: 'pending' }).status).toBe('pending');
    expect(transformed({ status: ' pending ' }).status).toBe(' pending ');
    expect(transformed({ status: 0 }).status).toBe(0);
  });

  it('Trim: trims strings and leaves other types for @IsString to refuse', () => {
    expect(transformed({ name: '  Драники \n' }).name).toBe('Драники');
    expect(transformed({ name: 5 }).name).toBe(5);
    expect(transformed({ name: ['a'] }).name).toEqual(['a']);
  });

  it('likeContains: wraps in % and escapes the LIKE wildcards and the escape character with !', () => {
    expect(likeContains('борщ')).toBe('%борщ%');
    expect(likeContains('100%')).toBe('%100!%%');
    expect(likeContains('a_b')).toBe('%a!_b%');
    expect(likeContains('wow!')).toBe('%wow!!%');
    expect(likeContains('')).toBe('%%');
  });
});

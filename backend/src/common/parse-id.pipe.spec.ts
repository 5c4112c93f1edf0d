import { BadRequestException } from '@nestjs/common';
import { ID_PATTERN, ParseIdPipe } from './parse-id.pipe';

describe('ParseIdPipe', () => {
  const pipe = new ParseIdPipe();
  const parse = (value: string, data = 'id') => pipe.transform(value, { type: 'param', data });

  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('turns %p into %p', (value, expected) => {
    expect(parse(value)).toBe(expected);
  });

  it.each(['0', '01', '-1', '+1', ' 1', '1 ', '1.0', '1e0', '0x1', 'abc', '', '12345678901', '2147483648', '9999999999', '١٢'])(
    'refuses %p with a 400 naming the parameter',
    (value) => {
      expect(() => parse(value, 'product_id')).toThrow(BadRequestException);
      expect(() => parse(value, 'product_id')).toThrow('product_id: должен быть целым положительным числом');
    },
  );

  it('names the parameter "id" when the route gives no name', () => {
    expect(() => pipe.transform('x', { type: 'param' })).toThrow('id: должен быть целым положительным числом');
  });

  it('keeps the pattern itself strict: at most ten digits, no leading zero', () => {
    expect(ID_PATTERN.test('1234567890')).toBe(true);
    expect(ID_PATTERN.test('12345678901')).toBe(false);
    expect(ID_PATTERN.test('007')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { describeError } from './orderErrors';

describe('order editor errors', () => {
  it('names the field of a 400 in Russian', () => {
    expect(describeError('guests: должно быть целым числом от 1 до 1000')).toEqual({
      field: 'guests',
      text: 'Гостей: должно быть целым числом от 1 до 1000',
    });
    expect(describeError('lines.1.quantity: должно быть от 1 до 1000').text).toBe('Блюда, строка 2, количество: должно быть от 1 до 1000');
  });

  it('keeps a message that names no field as it is', () => {
    expect(describeError('Заказ не найден')).toEqual({ field: null, text: 'Заказ не найден' });
  });
});

import { describe, expect, it } from 'vitest';
import { splitName } from './CreateOrderDialog';

describe('splitName', () => {
  it('guesses the first and the family name from the enquiry’s one name field', () => {
    expect(splitName('Анна Ковалёва')).toEqual({ first_name: 'Анна', surname: 'Ковалёва' });
    expect(splitName('  Пётр  ')).toEqual({ first_name: 'Пётр', surname: '' });
    expect(splitName('Мария Анна де ла Круз')).toEqual({ first_name: 'Мария', surname: 'Анна де ла Круз' });
  });
});

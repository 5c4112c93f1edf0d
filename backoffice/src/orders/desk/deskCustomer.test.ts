import { describe, expect, it } from 'vitest';
import { newCustomerPrefill } from './deskCustomer';

describe('newCustomerPrefill', () => {
  it('puts a whole phone typed any usual way into the phone field', () => {
    expect(newCustomerPrefill('8029 555-12-34')).toEqual({ phone: '8029 555-12-34' });
    expect(newCustomerPrefill('+375 (29) 555-12-34')).toEqual({ phone: '+375 (29) 555-12-34' });
  });
  it('leaves out a part of a phone, takes an e-mail and splits a name surname first', () => {
    expect(newCustomerPrefill('8029 55')).toEqual({});
    expect(newCustomerPrefill('anna@example.by')).toEqual({ email: 'anna@example.by' });
    expect(newCustomerPrefill('Ковалёва Анна Сергеевна')).toEqual({ surname: 'Ковалёва', first_name: 'Анна', last_name: 'Сергеевна' });
    expect(newCustomerPrefill('  ')).toEqual({});
  });
});

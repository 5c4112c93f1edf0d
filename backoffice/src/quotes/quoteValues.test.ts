import { describe, expect, it } from 'vitest';
import { enquiryToForm, newQuoteDefaults, recordToForm, toRequest, type QuoteFormValues } from './quoteValues';
import { versionNotice } from './quoteStatus';

const form: QuoteFormValues = {
  enquiry_id: 7,
  contact_name: ' Анна Ковалёва ',
  contact_email: 'anna@example.by',
  contact_phone: '8 029 123-45-67',
  company_name: 'ООО «Праздник»',
  company_unp: '',
  event_at: '2026-12-12T18:30',
  guests: 40,
  format: 'buffet',
  delivery_method: 'delivery',
  delivery_address: 'ул. Ленина, 1',
  delivery_distance_km: 5,
  dish_lines: [
    { product_id: '3', quantity: 4, unit_price: null },
    { product_id: 5, quantity: 2, unit_price: 39.9 },
  ],
  service_lines: [{ name: 'Официант ', unit: 'час', quantity: 6, unit_price: 15 }],
  discount_mode: 'percent',
  discount_value: 5,
  valid_until: '2026-12-01',
  deposit_percent: 50,
  terms: '',
  internal_note: 'постоянный клиент',
};

describe('the quote form and the API’s JSON', () => {
  it('sends one list of lines, the discount as percent or amount, Minsk time with its offset and the stored phone', () => {
    const body = toRequest(form);
    expect(body).toMatchObject({
      enquiry_id: 7,
      contact_name: 'Анна Ковалёва',
      contact_phone: '375291234567',
      event_at: '2026-12-12T18:30:00+03:00',
      guests: 40,
      lines: [
        { kind: 'dish', product_id: 3, quantity: 4 },
        { kind: 'dish', product_id: 5, quantity: 2, unit_price: 39.9 },
        { kind: 'service', name: 'Официант', unit: 'час', quantity: 6, unit_price: 15 },
      ],
      discount_percent: 5,
      discount_amount: null,
      terms: null,
      company_name: 'ООО «Праздник»',
    });
    expect((body.lines as object[])[0]).not.toHaveProperty('unit_price');
    expect(body).not.toHaveProperty('company_unp');
    expect(toRequest({ ...form, discount_mode: 'amount', discount_value: 30 })).toMatchObject({
      discount_amount: 30,
      discount_percent: null,
    });
    expect(toRequest({ ...form, delivery_method: 'pickup' })).toMatchObject({ delivery_address: null, delivery_distance_km: 0 });
  });

  it('reads a quote back into the form (lines split, discount mode, Minsk time)', () => {
    const values = recordToForm({
      id: 1,
      event_at: '2026-12-12T15:30:00.000Z',
      lines: [
        { kind: 'dish', product_id: 3, name: 'Канапе', quantity: 4, unit_price: 100 },
        { kind: 'service', name: 'Официант', unit: 'час', quantity: 6, unit_price: 15 },
      ],
      discount_percent: null,
      discount_amount: 20,
    });
    expect(values.event_at).toBe('2026-12-12T18:30');
    expect(values.dish_lines).toEqual([{ product_id: 3, quantity: 4, unit_price: 100 }]);
    expect(values.service_lines).toEqual([{ name: 'Официант', unit: 'час', quantity: 6, unit_price: 15 }]);
    expect(values.discount_mode).toBe('amount');
    expect(values.discount_value).toBe(20);
  });

  it('prefills from an enquiry: contacts, event, delivery and its menu at catalogue prices', () => {
    const values = enquiryToForm({
      id: 9,
      user_id: null,
      contact_name: 'Олег',
      contact_email: 'oleg@example.by',
      contact_phone: '375291112233',
      event_at: '2026-12-20T16:00:00+03:00',
      guests: 40,
      format: 'banquet',
      delivery_method: 'delivery',
      delivery_address: 'пр. Победителей, 9',
      delivery_distance_km: 0,
      lines: [{ product_id: 4, name: 'Салат', quantity: 5, unit_price: 30, people_numbers: 8, line_total: 150 }],
    });
    expect(values).toMatchObject({
      enquiry_id: 9,
      guests: 40,
      format: 'banquet',
      event_at: '2026-12-20T16:00',
      contact_phone: '+375 29 111-22-33',
    });
    expect(values.dish_lines).toEqual([{ product_id: 4, quantity: 5, unit_price: null }]);
  });

  it('gives a new quote two weeks of validity and the usual deposit', () => {
    expect(newQuoteDefaults('2026-11-26')).toMatchObject({ valid_until: '2026-12-10', deposit_percent: 50 });
  });

  it('warns that saving a sent quote makes its next version', () => {
    expect(versionNotice({ status: 'sent', version: 1 })).toContain('создаст версию 2');
    expect(versionNotice({ status: 'draft', version: 1 })).toBeNull();
  });
});

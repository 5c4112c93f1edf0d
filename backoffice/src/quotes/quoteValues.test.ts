import { describe, expect, it } from 'vitest';
import {
  defaultValidUntil,
  enquiryToForm,
  newQuoteDefaults,
  recordToForm,
  toRequest,
  totalsInput,
  type QuoteFormValues,
} from './quoteValues';
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

describe('prices the form totals with (issue 34)', () => {
  it('an untyped price is the catalogue price, the stored quote’s for a dish it holds, today’s for a new one', () => {
    const record = {
      lines: [
        { kind: 'dish', product_id: 1, quantity: 10, unit_price: 156, catalogue_price: 156 },
        { kind: 'dish', product_id: 2, quantity: 2, unit_price: 20, catalogue_price: 25 },
      ],
    };
    const form = recordToForm(record);
    // 156 equals its catalogue price: not typed; 20 was typed.
    expect(form.dish_lines).toEqual([
      { product_id: 1, quantity: 10, unit_price: null },
      { product_id: 2, quantity: 2, unit_price: 20 },
    ]);
    const today = new Map([
      [1, 160],
      [3, 118],
    ]);
    const priceOf = (id: number) => today.get(id);
    expect(totalsInput(form, priceOf).lines.map((line) => line.unit_price)).toEqual([156, 20]);
    // The duck replaces the first dish: its own catalogue price, not 156.
    const replaced = { ...form, dish_lines: [{ product_id: 3, quantity: 10, unit_price: null }, form.dish_lines![1]] };
    expect(totalsInput(replaced, priceOf).lines.map((line) => line.unit_price)).toEqual([118, 20]);
  });

  it('«Действует до» follows the event: the day before a near one, two weeks for a far one', () => {
    expect(defaultValidUntil('2026-11-27', '2026-12-05T15:00')).toBe('2026-12-04');
    expect(defaultValidUntil('2026-11-27', '2027-05-01T15:00')).toBe('2026-12-11');
    expect(defaultValidUntil('2026-11-27', undefined)).toBe('2026-12-11');
  });
});

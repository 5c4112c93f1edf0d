import { describe, expect, it } from 'vitest';
import { payChoices, type PayableOrder } from './payChoices';

const order = (fields: Partial<PayableOrder>): PayableOrder => ({
  id: 7,
  status: 'pending',
  paid_amount: 0,
  balance_due: 500,
  deposit_due: null,
  ...fields,
});

describe('payChoices', () => {
  it('offers the deposit first, or the whole order, while the deposit is due', () => {
    expect(payChoices(order({ deposit_due: { amount: 250, due_at: '2026-12-12' } }))).toEqual([
      { what: 'deposit', label: 'Предоплата', amount: 250 },
      { what: 'full', label: 'Весь заказ', amount: 500 },
    ]);
  });

  it('offers the rest once something is paid and no deposit is due', () => {
    expect(payChoices(order({ paid_amount: 250, balance_due: 250 }))).toEqual([{ what: 'balance', label: 'Остаток', amount: 250 }]);
  });

  it('offers the whole order when no deposit is asked and nothing is paid', () => {
    expect(payChoices(order({}))).toEqual([{ what: 'full', label: 'Весь заказ', amount: 500 }]);
  });

  it('offers nothing for a paid or canceled order', () => {
    expect(payChoices(order({ balance_due: 0, paid_amount: 500 }))).toEqual([]);
    expect(payChoices(order({ status: 'canceled', balance_due: 100 }))).toEqual([]);
  });
});

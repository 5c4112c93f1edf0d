import fc from 'fast-check';
import { onlineAmountDue, ONLINE_PAY_WHATS } from './online-payment';
import { paymentPosition, PaymentFacts } from './payment-status';

const terms = { depositPercent: 50, depositMinTotalMinor: 0, balanceDueDays: 2 };
const facts = (totalMinor: number, paidMinor: number, canceled = false): PaymentFacts => ({
  totalMinor,
  paidMinor,
  canceled,
  cancellationFeeMinor: 0,
  placedAt: new Date('2026-12-01T10:00:00+03:00'),
  eventAt: new Date('2026-12-20T15:00:00+03:00'),
});

describe('what a customer can pay online now', () => {
  it('the deposit while it is owed, the whole balance for balance or full, nothing once paid', () => {
    const unpaid = paymentPosition(facts(600_00, 0), terms);
    expect(onlineAmountDue(unpaid, 'deposit')).toBe(300_00);
    expect(onlineAmountDue(unpaid, 'full')).toBe(600_00);
    expect(onlineAmountDue(unpaid, 'balance')).toBe(600_00);
    const depositPaid = paymentPosition(facts(600_00, 300_00), terms);
    expect(onlineAmountDue(depositPaid, 'deposit')).toBe(0);
    expect(onlineAmountDue(depositPaid, 'balance')).toBe(300_00);
    const paid = paymentPosition(facts(600_00, 600_00), terms);
    expect(ONLINE_PAY_WHATS.map((what) => onlineAmountDue(paid, what))).toEqual([0, 0, 0]);
    expect(onlineAmountDue(paymentPosition(facts(600_00, 0, true), terms), 'full')).toBe(0);
  });

  it('is never negative and never more than the balance, whatever was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -1_000_000, max: 12_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom(...ONLINE_PAY_WHATS),
        (total, paid, percent, what) => {
          const position = paymentPosition(facts(total, paid), { ...terms, depositPercent: percent });
          const due = onlineAmountDue(position, what);
          expect(due).toBeGreaterThanOrEqual(0);
          expect(due).toBeLessThanOrEqual(position.balanceDueMinor);
          if (what !== 'deposit') expect(due).toBe(position.balanceDueMinor);
        },
      ),
    );
  });
});

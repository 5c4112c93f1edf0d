import fc from 'fast-check';
import { amountToCollect, PAID_LABEL } from './amount-to-collect';
import { shiftDay, toMinskTime } from './minsk-time';
import { dueDayOfBalance, isOverdue, isWorkingDay, PaymentMethodCode, workingDayOnOrAfter, workingDayOnOrBefore } from './payment-due';
import { DepositTerms, paymentPosition, PaymentFacts } from './payment-status';

const terms: DepositTerms = { depositPercent: 0, depositMinTotalMinor: 0, balanceDueDays: 2, companyPaymentDays: 5 };
const minsk = (local: string) => new Date(`${local}:00+03:00`);
const SEED = { seed: 34, numRuns: 500 };

const method = fc.constantFrom<PaymentMethodCode>('cash', 'card', 'transfer');
const payer = fc.constantFrom<'person' | 'company'>('person', 'company');
/** Moments from 2026-01-01 over two years, to the minute. */
const instant = fc.integer({ min: 0, max: 2 * 365 * 24 * 60 }).map((minutes) => new Date(Date.UTC(2025, 11, 31, 21) + minutes * 60_000));
const facts = fc
  .record({
    totalMinor: fc.integer({ min: 0, max: 10_000_000 }),
    paidMinor: fc.integer({ min: -1_000_000, max: 12_000_000 }),
    placedAt: instant,
    leadMinutes: fc.integer({ min: 0, max: 90 * 24 * 60 }),
    method,
    payer,
    canceled: fc.boolean(),
    cancellationFeeMinor: fc.integer({ min: 0, max: 1_000_000 }),
  })
  .map(({ leadMinutes, placedAt, ...rest }): PaymentFacts => ({
    ...rest,
    placedAt,
    eventAt: new Date(placedAt.getTime() + leadMinutes * 60_000),
  }));
const someTerms = fc.record({
  depositPercent: fc.integer({ min: 0, max: 100 }),
  depositMinTotalMinor: fc.integer({ min: 0, max: 1_000_000 }),
  balanceDueDays: fc.integer({ min: 0, max: 60 }),
  companyPaymentDays: fc.integer({ min: 0, max: 60 }),
});

describe('working days', () => {
  it('moves a weekend back to Friday or on to Monday, and leaves Monday–Friday alone', () => {
    expect(workingDayOnOrBefore('2026-12-05')).toBe('2026-12-04'); // Saturday → Friday
    expect(workingDayOnOrBefore('2026-12-06')).toBe('2026-12-04'); // Sunday → Friday
    expect(workingDayOnOrAfter('2026-12-05')).toBe('2026-12-07'); // Saturday → Monday
    expect(workingDayOnOrAfter('2026-12-06')).toBe('2026-12-07');
    expect(workingDayOnOrBefore('2026-12-07')).toBe('2026-12-07');
    // Public holidays are no banking days either: 7 November 2026 is a Saturday, 25 December a Friday.
    expect(workingDayOnOrBefore('2026-12-27')).toBe('2026-12-24');
    expect(workingDayOnOrAfter('2026-12-25')).toBe('2026-12-28');
    expect(workingDayOnOrAfter('2027-01-01')).toBe('2027-01-04'); // Friday 1 January, then the weekend
    expect(workingDayOnOrBefore('2027-01-08')).toBe('2027-01-08');
    expect(workingDayOnOrAfter('2027-01-07')).toBe('2027-01-08'); // Orthodox Christmas, a Thursday
    fc.assert(
      fc.property(instant, (at) => {
        const day = toMinskTime(at).day;
        const back = workingDayOnOrBefore(day);
        const on = workingDayOnOrAfter(day);
        return isWorkingDay(back) && isWorkingDay(on) && back <= day && on >= day && back >= shiftDay(day, -4) && on <= shiftDay(day, 4);
      }),
      SEED,
    );
  });
});

describe('the balance due day by payment method', () => {
  it('cash or card on delivery: the event day, never overdue before it', () => {
    const cash = paymentPosition(
      {
        totalMinor: 100_00,
        paidMinor: 0,
        canceled: false,
        cancellationFeeMinor: 0,
        placedAt: minsk('2026-11-27T10:00'),
        eventAt: minsk('2026-12-05T15:00'),
        method: 'cash',
      },
      terms,
    );
    expect(cash.balanceDueDay).toBe('2026-12-05');
    expect(cash.balanceOnDelivery).toBe(true);
    expect(isOverdue(cash, '2026-12-04')).toBe(false);
    expect(isOverdue(cash, '2026-12-05')).toBe(false);
    expect(isOverdue(cash, '2026-12-06')).toBe(true);
  });

  it('a transfer: the settings’ days before the event on a working day; a company by its own term', () => {
    const base = { placedAt: minsk('2026-11-23T10:00'), method: 'transfer' as const };
    // Event Monday 07.12: 2 days before is Saturday → Friday 04.12.
    expect(dueDayOfBalance({ ...base, eventAt: minsk('2026-12-07T12:00') }, terms)).toBe('2026-12-04');
    // A company: 5 days before Monday 07.12 is Wednesday 02.12.
    expect(dueDayOfBalance({ ...base, payer: 'company', eventAt: minsk('2026-12-07T12:00') }, terms)).toBe('2026-12-02');
    // Without a company term of its own a company has the settings' days.
    expect(
      dueDayOfBalance({ ...base, payer: 'company', eventAt: minsk('2026-12-07T12:00') }, { ...terms, companyPaymentDays: undefined }),
    ).toBe('2026-12-04');
  });

  it('a company ordering on Friday night for Monday is due on Monday, not on Saturday', () => {
    const due = dueDayOfBalance(
      { placedAt: minsk('2026-11-27T22:30'), eventAt: minsk('2026-11-30T12:00'), method: 'transfer', payer: 'company' },
      terms,
    );
    expect(due).toBe('2026-11-30');
  });

  it('properties: on a working day (or the event day), never after the event, never before the working day after placing (unless the event is sooner)', () => {
    fc.assert(
      fc.property(facts, someTerms, (order, settings) => {
        const due = dueDayOfBalance(order, settings)!;
        const eventDay = toMinskTime(order.eventAt!).day;
        const placedDay = toMinskTime(order.placedAt).day;
        if (order.method !== 'transfer') return due === eventDay;
        const earliest = workingDayOnOrAfter(shiftDay(placedDay, 1));
        return due <= eventDay && (isWorkingDay(due) || due === eventDay) && (due >= earliest || due === eventDay);
      }),
      SEED,
    );
  });

  it('properties: a later event is never due sooner (the SQL filters rely on it)', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 0, max: 30 * 24 * 60 }), someTerms, (order, later, settings) => {
        const sooner = dueDayOfBalance(order, settings)!;
        const moved = dueDayOfBalance({ ...order, eventAt: new Date(order.eventAt!.getTime() + later * 60_000) }, settings)!;
        return moved >= sooner;
      }),
      SEED,
    );
  });
});

describe('the amount to collect (delivery sheet, labels, screens)', () => {
  it('is the unpaid balance; 0 reads «оплачено» whatever the method', () => {
    expect(amountToCollect('cash', 0).label).toBe(PAID_LABEL);
    expect(amountToCollect('cash', 530_580)).toEqual({
      amountMinor: 530_580,
      balanceMinor: 530_580,
      label: 'получить наличными 5\u00a0305,80\u00a0byn',
    });
    expect(amountToCollect('card', 100)).toMatchObject({ amountMinor: 100, label: 'получить картой 1,00\u00a0byn' });
    expect(amountToCollect('transfer', 100)).toMatchObject({
      amountMinor: 0,
      balanceMinor: 100,
      label: 'не оплачено по счёту: 1,00\u00a0byn',
    });
  });

  it('properties: never negative, never more than the balance, 0 exactly when paid or by transfer; a paid order collects nothing', () => {
    fc.assert(
      fc.property(facts, someTerms, (order, settings) => {
        const position = paymentPosition(order, settings);
        const collect = amountToCollect(order.method!, position.balanceDueMinor);
        const owed = order.canceled ? order.cancellationFeeMinor : order.totalMinor;
        const expected = order.method === 'transfer' ? 0 : Math.max(owed - order.paidMinor, 0);
        return (
          collect.amountMinor === expected &&
          collect.balanceMinor === position.balanceDueMinor &&
          collect.amountMinor >= 0 &&
          (collect.label === PAID_LABEL) === (position.balanceDueMinor === 0) &&
          (position.status !== 'paid' || collect.amountMinor === 0)
        );
      }),
      SEED,
    );
  });

  it('properties: the balance, the refund and the paid sum always add up to what is owed', () => {
    fc.assert(
      fc.property(facts, someTerms, (order, settings) => {
        const position = paymentPosition(order, settings);
        const owed = order.canceled ? order.cancellationFeeMinor : order.totalMinor;
        return (
          position.balanceDueMinor - position.refundDueMinor === owed - order.paidMinor &&
          Math.min(position.balanceDueMinor, position.refundDueMinor) === 0
        );
      }),
      SEED,
    );
  });

  it('properties: nothing is overdue while nothing is owed', () => {
    fc.assert(
      fc.property(facts, someTerms, instant, (order, settings, now) => {
        const position = paymentPosition(order, settings);
        return position.balanceDueMinor > 0 || position.depositDue !== null || !isOverdue(position, toMinskTime(now).day);
      }),
      SEED,
    );
  });
});

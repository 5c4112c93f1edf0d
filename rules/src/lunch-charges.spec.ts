import fc from 'fast-check';
import {
  allocateTransfer,
  lateChangeChargeMinor,
  lunchDayAmountMinor,
  lunchDueMinor,
  lunchInvoiceDueDay,
  LunchInvoiceDay,
  lunchMonthTotal,
  lunchOrderLabel,
  lunchTermsText,
} from './lunch-charges';
import { isWorkingDay } from './payment-due';
import { shiftDay } from './minsk-time';

const SEED = { seed: 46, numRuns: 500 };
const priceArb = fc.integer({ min: 0, max: 10_000_00 });
const peopleArb = fc.integer({ min: 0, max: 1000 });
const percentArb = fc.integer({ min: 0, max: 100 });

describe('a day of office lunches', () => {
  it('costs its people at the price per person', () => {
    expect(lunchDayAmountMinor(30, 15_00)).toBe(450_00);
    fc.assert(
      fc.property(peopleArb, priceArb, (people, price) => {
        expect(lunchDayAmountMinor(people, price)).toBe(people * price);
      }),
      SEED,
    );
  });
});

describe('a change after the cutoff', () => {
  it('charges the dropped people in full by default, a share as set, and nothing for more people', () => {
    expect(lateChangeChargeMinor({ before: 30, after: 26, pricePerPersonMinor: 15_00, lateChargePercent: 100 })).toBe(60_00);
    expect(lateChangeChargeMinor({ before: 30, after: 0, pricePerPersonMinor: 15_00, lateChargePercent: 50 })).toBe(225_00);
    expect(lateChangeChargeMinor({ before: 30, after: 35, pricePerPersonMinor: 15_00, lateChargePercent: 100 })).toBe(0);
    // 1 × 0,05 × 50 % = 0,025 → 0,03 (half up)
    expect(lateChangeChargeMinor({ before: 1, after: 0, pricePerPersonMinor: 5, lateChargePercent: 50 })).toBe(3);
  });

  it('never exceeds the dropped people’s price, grows with the percent, and 100 % is their whole price', () => {
    fc.assert(
      fc.property(peopleArb, peopleArb, priceArb, percentArb, percentArb, (before, after, price, percent, other) => {
        const change = { before, after, pricePerPersonMinor: price, lateChargePercent: percent };
        const charge = lateChangeChargeMinor(change);
        const dropped = Math.max(0, before - after);
        expect(Number.isInteger(charge)).toBe(true);
        expect(charge).toBeGreaterThanOrEqual(0);
        expect(charge).toBeLessThanOrEqual(dropped * price);
        expect(Math.abs(charge - (dropped * price * percent) / 100)).toBeLessThanOrEqual(0.5);
        const [low, high] = percent <= other ? [percent, other] : [other, percent];
        expect(lateChangeChargeMinor({ ...change, lateChargePercent: low })).toBeLessThanOrEqual(
          lateChangeChargeMinor({ ...change, lateChargePercent: high }),
        );
        expect(lateChangeChargeMinor({ ...change, lateChargePercent: 100 })).toBe(dropped * price);
        // What the day costs after the change, with the charge: never less than the fee share of what it was.
        expect(lunchDayAmountMinor(after, price) + charge).toBeGreaterThanOrEqual(
          Math.min(lunchDayAmountMinor(before, price), lunchDayAmountMinor(after, price)),
        );
      }),
      SEED,
    );
  });
});

describe('the month’s total', () => {
  const dayArb = fc
    .record({ delivered: fc.boolean(), headcount: peopleArb, price: priceArb, late: fc.integer({ min: 0, max: 100_000_00 }) })
    .map(({ delivered, headcount, price, late }): LunchInvoiceDay => ({
      delivered,
      headcount,
      amountMinor: lunchDayAmountMinor(headcount, price),
      lateChargeMinor: late,
    }));

  it('sums the delivered days and every late charge apart, and the parts add up', () => {
    fc.assert(
      fc.property(fc.array(dayArb, { maxLength: 31 }), (days) => {
        const total = lunchMonthTotal(days);
        expect(total.deliveredDays).toBe(days.filter((day) => day.delivered).length);
        expect(total.deliveredMinor).toBe(days.filter((day) => day.delivered).reduce((sum, day) => sum + day.amountMinor, 0));
        expect(total.lateMinor).toBe(days.reduce((sum, day) => sum + day.lateChargeMinor, 0));
        expect(total.totalMinor).toBe(total.deliveredMinor + total.lateMinor);
        // Splitting a month anywhere splits its total.
        const cut = Math.floor(days.length / 2);
        expect(lunchMonthTotal(days.slice(0, cut)).totalMinor + lunchMonthTotal(days.slice(cut)).totalMinor).toBe(total.totalMinor);
      }),
      SEED,
    );
  });

  it('5 days × 30 people at 15,00 byn is 2 250,00 byn', () => {
    const week = Array.from({ length: 5 }, () => ({ delivered: true, headcount: 30, amountMinor: 450_00, lateChargeMinor: 0 }));
    expect(lunchMonthTotal(week)).toEqual({ deliveredDays: 5, deliveredMinor: 2250_00, lateMinor: 0, totalMinor: 2250_00 });
  });

  it('is due on a working day on or after the term, and what is due never goes below 0', () => {
    expect(lunchInvoiceDueDay('2026-12-01', 5)).toBe('2026-12-07');
    expect(lunchInvoiceDueDay('2026-12-22', 3)).toBe('2026-12-28'); // not on Catholic Christmas, a Friday
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 30 }), priceArb, priceArb, (offset, days, total, paid) => {
        const issued = shiftDay('2026-01-01', offset);
        const due = lunchInvoiceDueDay(issued, days);
        expect(isWorkingDay(due)).toBe(true);
        expect(due >= shiftDay(issued, days)).toBe(true);
        // At most four days off in a row (a Thursday's 1 January and the long weekend after it).
        expect(due <= shiftDay(issued, days + 4)).toBe(true);
        expect(lunchDueMinor(total, paid)).toBe(Math.max(0, total - paid));
      }),
      SEED,
    );
  });
});

describe('a transfer against the monthly invoice', () => {
  it('pays the orders oldest first and puts what is left on the last one; the parts are the transfer', () => {
    expect(allocateTransfer([450_00, 450_00, 390_00], 600_00)).toEqual([
      [0, 450_00],
      [1, 150_00],
    ]);
    expect(allocateTransfer([100, 0, 100], 500)).toEqual([
      [0, 100],
      [2, 400],
    ]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_00 }), { minLength: 1, maxLength: 23 }),
        fc.integer({ min: 1, max: 50_000_00 }),
        (owed, amount) => {
          const parts = allocateTransfer(owed, amount);
          expect(parts.reduce((sum, [, part]) => sum + part, 0)).toBe(amount);
          for (const [index, part] of parts) {
            expect(part).toBeGreaterThan(0);
            if (index !== owed.length - 1) expect(part).toBeLessThanOrEqual(owed[index]);
          }
          expect(new Set(parts.map(([index]) => index)).size).toBe(parts.length);
        },
      ),
      SEED,
    );
  });
});

describe('the contract in words', () => {
  it('states the people, days, time, price, the cutoff and the late terms', () => {
    const text = lunchTermsText({
      headcount: 30,
      weekdays: [1, 2, 3, 4, 5],
      deliveryTime: '12:30',
      deliveryAddress: 'г. Минск, пр. Победителей, 100',
      pricePerPerson: 15,
      cutoffTime: '10:00',
      lateChargePercent: 100,
    });
    expect(text).toContain('30 чел.');
    expect(text).toContain('пн, вт, ср, чт, пт');
    expect(text).toContain('к 12:30');
    expect(text).toContain('15,00');
    expect(text).toContain('до 10:00 накануне');
    expect(text).toContain('оплачивается полностью');
    expect(
      lunchTermsText({
        ...{ headcount: 1, weekdays: [1], deliveryTime: '12:00', deliveryAddress: 'a', pricePerPerson: 1, cutoffTime: '09:00' },
        lateChargePercent: 50,
      }),
    ).toContain('50 %');
    expect(lunchOrderLabel('ООО «Ромашка»')).toBe('Обеды по договору · ООО «Ромашка»');
  });
});

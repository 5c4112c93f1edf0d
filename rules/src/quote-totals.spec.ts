import fc from 'fast-check';
import {
  discountExceedsGoods,
  effectiveQuoteStatus,
  QuoteDiscount,
  quoteLineUnitMinor,
  quoteTotals,
  QuoteTotalsLine,
  serviceQuantityText,
} from './quote-totals';

const dish = (unitPriceMinor: number, quantity: number): QuoteTotalsLine => ({ kind: 'dish', unitPriceMinor, quantity });
const service = (unitPriceMinor: number, quantity: number): QuoteTotalsLine => ({ kind: 'service', unitPriceMinor, quantity });

describe('quote totals', () => {
  it('adds dishes, services and delivery, takes a percent discount off dishes and services only', () => {
    const totals = quoteTotals({
      lines: [dish(4550, 10), dish(1200, 40), service(2500, 8)],
      deliveryCostMinor: 700,
      discount: { kind: 'percent', percent: 5 },
      guests: 40,
      depositPercent: 50,
    });
    expect(totals.itemsMinor).toBe(45_500 + 48_000);
    expect(totals.servicesMinor).toBe(20_000);
    expect(totals.deliveryMinor).toBe(700);
    // 5 % of 1135,00 = 56,75
    expect(totals.discountMinor).toBe(5675);
    expect(totals.totalMinor).toBe(113_500 + 700 - 5675);
    expect(totals.perGuestMinor).toBe(Math.round(108_525 / 40));
    expect(totals.depositMinor).toBe(Math.ceil(108_525 / 2));
    expect(totals.balanceMinor).toBe(108_525 - 54_263);
  });

  it('takes an amount discount as given and caps it at the dishes and services', () => {
    const lines = [dish(1000, 2), service(500, 1)];
    expect(
      quoteTotals({ lines, deliveryCostMinor: 300, discount: { kind: 'amount', amountMinor: 400 }, guests: 1, depositPercent: 0 })
        .totalMinor,
    ).toBe(2400);
    const capped = quoteTotals({
      lines,
      deliveryCostMinor: 300,
      discount: { kind: 'amount', amountMinor: 99_999 },
      guests: 1,
      depositPercent: 0,
    });
    expect(capped.discountMinor).toBe(2500);
    expect(capped.totalMinor).toBe(300);
    expect(discountExceedsGoods({ kind: 'amount', amountMinor: 2501 }, lines)).toBe(true);
    expect(discountExceedsGoods({ kind: 'amount', amountMinor: 2500 }, lines)).toBe(false);
    expect(discountExceedsGoods({ kind: 'percent', percent: 100 }, lines)).toBe(false);
  });

  it('rounds a fractional percent to the kopeck and the deposit up', () => {
    const totals = quoteTotals({
      lines: [dish(333, 1)],
      deliveryCostMinor: 0,
      discount: { kind: 'percent', percent: 7.5 },
      guests: 3,
      depositPercent: 50,
    });
    expect(totals.discountMinor).toBe(25); // 24,975 → 25
    expect(totals.totalMinor).toBe(308);
    expect(totals.perGuestMinor).toBe(103);
    expect(totals.depositMinor).toBe(154);
  });

  it('reads a sent proposal past its day as expired, and nothing else', () => {
    expect(effectiveQuoteStatus('sent', '2026-12-01', '2026-12-01')).toBe('sent');
    expect(effectiveQuoteStatus('sent', '2026-12-01', '2026-12-02')).toBe('expired');
    expect(effectiveQuoteStatus('draft', '2026-12-01', '2026-12-02')).toBe('draft');
    expect(effectiveQuoteStatus('accepted', '2026-12-01', '2026-12-02')).toBe('accepted');
  });
});

describe('quote totals (properties)', () => {
  const line = fc.record({
    kind: fc.constantFrom<'dish' | 'service'>('dish', 'service'),
    unitPriceMinor: fc.integer({ min: 0, max: 5_000_000 }),
    quantity: fc.integer({ min: 1, max: 1000 }),
  });
  const discount: fc.Arbitrary<QuoteDiscount> = fc.oneof(
    fc.constant(null),
    fc.record({ kind: fc.constant<'amount'>('amount'), amountMinor: fc.integer({ min: 0, max: 100_000_000 }) }),
    fc.record({ kind: fc.constant<'percent'>('percent'), percent: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100) }),
  );
  const input = fc.record({
    lines: fc.array(line, { maxLength: 30 }),
    deliveryCostMinor: fc.integer({ min: 0, max: 2500 }),
    discount,
    guests: fc.integer({ min: 1, max: 1000 }),
    depositPercent: fc.integer({ min: 0, max: 100 }),
  });

  it('never lets money go negative, and the parts add up to the total', () => {
    fc.assert(
      fc.property(input, (value) => {
        const t = quoteTotals(value);
        for (const amount of Object.values(t)) {
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        expect(t.totalMinor).toBe(t.itemsMinor + t.servicesMinor + t.deliveryMinor - t.discountMinor);
        expect(t.totalMinor).toBeGreaterThanOrEqual(t.deliveryMinor);
        expect(t.depositMinor + t.balanceMinor).toBe(t.totalMinor);
        expect(t.depositMinor).toBeLessThanOrEqual(t.totalMinor);
        const sum = (kind: 'dish' | 'service') =>
          value.lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.unitPriceMinor * l.quantity, 0);
        expect(t.itemsMinor).toBe(sum('dish'));
        expect(t.servicesMinor).toBe(sum('service'));
        expect(Math.abs(t.perGuestMinor * value.guests - t.totalMinor)).toBeLessThanOrEqual(value.guests / 2);
      }),
      { seed: 28, numRuns: 500 },
    );
  });

  it('a larger discount never raises the total', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (value, a, b) => {
        const low = quoteTotals({ ...value, discount: { kind: 'amount', amountMinor: Math.min(a, b) } });
        const high = quoteTotals({ ...value, discount: { kind: 'amount', amountMinor: Math.max(a, b) } });
        expect(high.totalMinor).toBeLessThanOrEqual(low.totalMinor);
      }),
      { seed: 29, numRuns: 300 },
    );
  });
});

describe('quoteLineUnitMinor', () => {
  it('a typed price wins; empty means the catalogue price; nothing known is 0', () => {
    expect(quoteLineUnitMinor(15_600, 11_800)).toBe(15_600);
    expect(quoteLineUnitMinor(null, 11_800)).toBe(11_800);
    expect(quoteLineUnitMinor(undefined, undefined)).toBe(0);
    expect(quoteLineUnitMinor(0, 11_800)).toBe(0);
  });
});

describe('serviceQuantityText', () => {
  it('reads right whatever the number', () => {
    expect(serviceQuantityText(4, 'час')).toBe('4 ч');
    expect(serviceQuantityText(24, 'час')).toBe('24 ч');
    expect(serviceQuantityText(40, 'комплект')).toBe('40 компл.');
    expect(serviceQuantityText(2, 'бочка')).toBe('2 бочка');
    expect(serviceQuantityText(3, null)).toBe('3');
  });
});

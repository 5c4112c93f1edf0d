import { formatDay } from './minsk-time';
import {
  checkoutDeposit,
  depositLine,
  depositMinor,
  isPaymentStatus,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  paymentPosition,
  PaymentFacts,
  paymentStatusLabel,
} from './payment-status';

const terms = { depositPercent: 50, depositMinTotalMinor: 500_00, balanceDueDays: 2 };
const noDeposit = { ...terms, depositPercent: 0 };
const base: PaymentFacts = {
  totalMinor: 600_00,
  paidMinor: 0,
  canceled: false,
  cancellationFeeMinor: 0,
  placedAt: new Date('2026-12-01T10:00:00+03:00'),
  eventAt: new Date('2026-12-20T15:00:00+03:00'),
};

describe('payment position (derived from the ledger)', () => {
  it('needs a deposit only at or above the minimum total, rounded up to a kopeck', () => {
    expect(depositMinor(600_00, terms)).toBe(300_00);
    expect(depositMinor(500_00, terms)).toBe(250_00);
    expect(depositMinor(499_99, terms)).toBe(0);
    expect(depositMinor(500_01, terms)).toBe(250_01);
    expect(depositMinor(600_00, noDeposit)).toBe(0);
  });

  it('an unpaid order owes everything and its deposit by three days after placing', () => {
    const position = paymentPosition(base, terms);
    expect(position).toEqual({
      status: 'unpaid',
      balanceDueMinor: 600_00,
      refundDueMinor: 0,
      depositDue: { amountMinor: 300_00, dueDay: '2026-12-04' },
      balanceDueDay: '2026-12-18',
      balanceOnDelivery: false,
    });
  });

  it('the deposit is never due after the balance', () => {
    // A transfer is never due before the working day after placing (Tuesday → Wednesday).
    const soon = paymentPosition({ ...base, eventAt: new Date('2026-12-04T12:00:00+03:00') }, terms);
    expect(soon.balanceDueDay).toBe('2026-12-02');
    expect(soon.depositDue).toEqual({ amountMinor: 300_00, dueDay: '2026-12-02' });
    // An event the next day: the balance and the deposit are due at the event, never after it.
    const tomorrow = paymentPosition({ ...base, eventAt: new Date('2026-12-02T12:00:00+03:00') }, terms);
    expect(tomorrow.balanceDueDay).toBe('2026-12-02');
    expect(tomorrow.depositDue?.dueDay).toBe('2026-12-02');
  });

  it('part of the deposit leaves the rest of it due and the status unpaid', () => {
    const position = paymentPosition({ ...base, paidMinor: 100_00 }, terms);
    expect(position.status).toBe('unpaid');
    expect(position.depositDue?.amountMinor).toBe(200_00);
    expect(position.balanceDueMinor).toBe(500_00);
  });

  it('the deposit paid: deposit_paid, no deposit due, the rest as the balance', () => {
    const position = paymentPosition({ ...base, paidMinor: 300_00 }, terms);
    expect(position.status).toBe('deposit_paid');
    expect(position.depositDue).toBeNull();
    expect(position.balanceDueMinor).toBe(300_00);
  });

  it('without a deposit rule any part payment is deposit_paid; the full total is paid; more is overpaid', () => {
    expect(paymentPosition({ ...base, paidMinor: 1 }, noDeposit).status).toBe('deposit_paid');
    expect(paymentPosition({ ...base, paidMinor: 0 }, noDeposit).depositDue).toBeNull();
    expect(paymentPosition({ ...base, paidMinor: 600_00 }, terms)).toMatchObject({ status: 'paid', balanceDueMinor: 0 });
    expect(paymentPosition({ ...base, paidMinor: 600_01 }, terms)).toMatchObject({ status: 'overpaid', refundDueMinor: 1 });
  });

  it('a canceled order owes only its fee: money beyond it is refund_due until a refund is recorded', () => {
    const canceled = { ...base, canceled: true, cancellationFeeMinor: 300_00 };
    expect(paymentPosition({ ...canceled, paidMinor: 400_00 }, terms)).toMatchObject({
      status: 'refund_due',
      refundDueMinor: 100_00,
      balanceDueMinor: 0,
      depositDue: null,
    });
    // the refund recorded as a negative payment
    expect(paymentPosition({ ...canceled, paidMinor: 300_00 }, terms).status).toBe('paid');
    expect(paymentPosition({ ...canceled, cancellationFeeMinor: 0, paidMinor: 50_00 }, terms).status).toBe('refund_due');
  });

  it('without an event time there is no balance date', () => {
    expect(paymentPosition({ ...base, eventAt: null }, terms).balanceDueDay).toBeNull();
    expect(formatDay('2026-12-12')).toBe('12.12.2026');
  });
});

describe('checkoutDeposit and depositLine', () => {
  const placedAt = new Date('2026-12-01T07:00:00Z');

  it('announces the deposit the server will derive: percent, amount rounded up, due 3 days after placing or at the balance day', () => {
    expect(checkoutDeposit(60_001, placedAt, new Date('2026-12-30T09:00:00Z'), terms)).toEqual({
      percent: 50,
      amountMinor: 30_001,
      dueDay: '2026-12-04',
    });
    expect(checkoutDeposit(60_000, placedAt, new Date('2026-12-04T09:00:00Z'), terms)?.dueDay).toBe('2026-12-02');
    expect(checkoutDeposit(49_999, placedAt, null, terms)).toBeNull();
    expect(checkoutDeposit(60_000, placedAt, null, { ...terms, depositPercent: 0 })).toBeNull();
  });

  it('words it as the checkout and the orders page show it', () => {
    expect(depositLine({ percent: 50, amountMinor: 25_000, dueDay: '2026-12-12' })).toBe('Предоплата 50 % — 250,00\u00a0byn до 12.12.2026');
    expect(depositLine({ percent: 30, amountMinor: 15_050, dueDay: '2027-01-02' }, (byn) => `${byn} р.`)).toBe(
      'Предоплата 30 % — 150.5 р. до 02.01.2027',
    );
  });
});

describe('payment status words', () => {
  it('names every derived status in Russian and knows only those', () => {
    expect(PAYMENT_STATUSES.map((status) => PAYMENT_STATUS_LABELS[status])).toEqual([
      'не оплачен',
      'предоплата внесена',
      'оплачен',
      'переплата',
      'к возврату',
    ]);
    expect(isPaymentStatus('deposit_paid')).toBe(true);
    expect(isPaymentStatus('pending')).toBe(false);
    expect(isPaymentStatus(undefined)).toBe(false);
    expect(paymentStatusLabel('refund_due')).toBe('к возврату');
    expect(paymentStatusLabel('mystery')).toBe('mystery');
    expect(paymentStatusLabel(null)).toBe('');
  });
});

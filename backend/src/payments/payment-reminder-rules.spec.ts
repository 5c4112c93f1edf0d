import { PaymentPosition } from '@bulbash/rules';
import { dueReminders } from './payment-reminder-rules';

const position = (fields: Partial<PaymentPosition>): PaymentPosition => ({
  status: 'unpaid',
  balanceDueMinor: 60_000,
  refundDueMinor: 0,
  depositDue: null,
  balanceDueDay: null,
  balanceOnDelivery: false,
  ...fields,
});

describe('dueReminders', () => {
  const today = '2026-12-10';

  it('reminds of a balance due within two days, not sooner, and not on the due day itself', () => {
    expect(dueReminders(position({ balanceDueDay: '2026-12-12' }), today)).toEqual([
      { kind: 'balance_soon', dueDay: '2026-12-12', amountMinor: 60_000 },
    ]);
    expect(dueReminders(position({ balanceDueDay: '2026-12-11' }), today).map((r) => r.kind)).toEqual(['balance_soon']);
    expect(dueReminders(position({ balanceDueDay: '2026-12-13' }), today)).toEqual([]);
    expect(dueReminders(position({ balanceDueDay: today }), today)).toEqual([]);
  });

  it('reports an overdue balance within a week of its day, and nothing once paid', () => {
    expect(dueReminders(position({ balanceDueDay: '2026-12-09' }), today).map((r) => r.kind)).toEqual(['balance_overdue']);
    expect(dueReminders(position({ balanceDueDay: '2026-12-03' }), today).map((r) => r.kind)).toEqual(['balance_overdue']);
    expect(dueReminders(position({ balanceDueDay: '2026-12-02' }), today)).toEqual([]);
    expect(dueReminders(position({ balanceDueDay: '2026-12-09', balanceDueMinor: 0, status: 'paid' }), today)).toEqual([]);
  });

  it('reminds of the deposit on its own day; the same day as the balance gives only the balance letter', () => {
    const deposit = { amountMinor: 30_000, dueDay: '2026-12-12' };
    expect(dueReminders(position({ depositDue: deposit, balanceDueDay: '2026-12-28' }), today)).toEqual([
      { kind: 'deposit_soon', dueDay: '2026-12-12', amountMinor: 30_000 },
    ]);
    expect(dueReminders(position({ depositDue: deposit, balanceDueDay: '2026-12-12' }), today).map((r) => r.kind)).toEqual([
      'balance_soon',
    ]);
    const late = { amountMinor: 30_000, dueDay: '2026-12-08' };
    expect(dueReminders(position({ depositDue: late, balanceDueDay: '2026-12-12' }), today).map((r) => r.kind)).toEqual([
      'balance_soon',
      'deposit_overdue',
    ]);
  });

  it('never asks for the balance of cash or card on delivery (the driver collects it); an agreed deposit is still reminded', () => {
    const onDelivery = { balanceOnDelivery: true };
    expect(dueReminders(position({ ...onDelivery, balanceDueDay: '2026-12-12' }), today)).toEqual([]);
    expect(dueReminders(position({ ...onDelivery, balanceDueDay: '2026-12-09' }), today)).toEqual([]);
    const deposit = { amountMinor: 30_000, dueDay: '2026-12-12' };
    expect(dueReminders(position({ ...onDelivery, depositDue: deposit, balanceDueDay: '2026-12-12' }), today).map((r) => r.kind)).toEqual([
      'deposit_soon',
    ]);
  });
});

/**
 * The payment fields every order answer carries, for an order of a person with nothing paid,
 * no deposit due (the default settings) and the balance due `balanceDueAt` (null without an event time).
 */
export const unpaidByPerson = (total: number, balanceDueAt: string | null = null) => ({
  payer_type: 'person',
  company: null,
  paid_amount: 0,
  balance_due: total,
  refund_due: 0,
  deposit_due: null,
  balance_due_at: balanceDueAt,
  payment_status: 'unpaid',
});

import { PaymentPosition, shiftDay } from '@bulbash/rules';

export const REMINDER_KINDS = ['deposit_soon', 'balance_soon', 'deposit_overdue', 'balance_overdue'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** «Falls due in 2 days»: a due day within the next this many days gets the reminder. */
export const REMIND_DAYS_AHEAD = 2;
/** An overdue reminder goes out once, on a scan within this many days after the due day (older debts are staff's). */
export const OVERDUE_WITHIN_DAYS = 7;

export interface DueReminder {
  kind: ReminderKind;
  /** The Minsk day the money is (was) due. */
  dueDay: string;
  amountMinor: number;
}

/** Whether money due on `dueDay` is reminded on `today`: soon (within REMIND_DAYS_AHEAD days), overdue (within OVERDUE_WITHIN_DAYS after), or not. */
export function reminderPhase(dueDay: string, today: string): 'soon' | 'overdue' | null {
  if (dueDay > today && dueDay <= shiftDay(today, REMIND_DAYS_AHEAD)) return 'soon';
  if (dueDay < today && dueDay >= shiftDay(today, -OVERDUE_WITHIN_DAYS)) return 'overdue';
  return null;
}

/**
 * The reminders an order's payment position calls for on `today` (a Minsk day): the deposit and
 * the balance (not for cash or card on delivery), each when it falls due within REMIND_DAYS_AHEAD
 * days or is overdue. When both are
 * due the same day in the same way, the balance letter (the whole amount) says it all.
 */
export function dueReminders(position: PaymentPosition, today: string): DueReminder[] {
  const reminders: DueReminder[] = [];
  // Cash or card on delivery: the driver collects the balance at the event; no letter asks for it.
  if (position.balanceDueMinor > 0 && position.balanceDueDay && !position.balanceOnDelivery) {
    const when = reminderPhase(position.balanceDueDay, today);
    if (when) reminders.push({ kind: `balance_${when}`, dueDay: position.balanceDueDay, amountMinor: position.balanceDueMinor });
  }
  if (position.depositDue) {
    const { dueDay, amountMinor } = position.depositDue;
    const when = reminderPhase(dueDay, today);
    if (when && !reminders.some((reminder) => reminder.kind === `balance_${when}` && reminder.dueDay === dueDay))
      reminders.push({ kind: `deposit_${when}`, dueDay, amountMinor });
  }
  return reminders;
}

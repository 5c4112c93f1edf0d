import {
  fromMinor,
  lunchCutoffAt,
  lunchCutoffPassedText,
  lunchDayAmountMinor,
  lunchDayOpen,
  publicHoliday,
  toMinor,
  toMinskIso,
  toMoney,
} from '@bulbash/rules';
import { LunchContract } from './lunch-contract.entity';
import { LunchDay } from './lunch-day.entity';
import { skippedByDefault } from './lunch-day-rows';
import { LunchDayResponse, LunchDayState } from './lunch-day.dto';
import { MenuSet } from './lunch-menus.service';
import { LUNCH_CONTRACT_ENDED, LUNCH_CONTRACT_PAUSED, lunchDayClosed, lunchDayDone, lunchKitchenClosed } from './lunch.messages';

/** Everything one day's answer is drawn from. */
export interface DayFacts {
  contract: LunchContract;
  day: string;
  row: LunchDay | undefined;
  sets: readonly MenuSet[];
  /** The kitchen's reason when the day is closed (capacity's closedReason), else null. */
  closedReason: string | null;
  now: Date;
}

/** Whether the day has no lunches: its row's choice, else the default. */
export const daySkipped = (day: string, row: LunchDay | undefined): boolean => row?.skipped ?? skippedByDefault(day);

/** The people the day is for: its own number, else the contract's standing headcount. */
export const dayHeadcount = (contract: LunchContract, row: LunchDay | undefined): number => row?.headcount ?? contract.headcount;

/** Whether and why the contact can no longer change the day. */
export function dayLock(facts: DayFacts): { state: LunchDayState; reason: string | null } {
  const { contract, day, row } = facts;
  if (row?.outcome === 'ordered') return { state: 'ordered', reason: lunchDayClosed(day, row.orderId ?? 0) };
  if (row?.outcome) return { state: row.outcome, reason: row.outcomeNote ?? lunchDayDone(day) };
  if (contract.status === 'paused') return { state: 'locked', reason: LUNCH_CONTRACT_PAUSED };
  if (contract.status === 'ended') return { state: 'locked', reason: LUNCH_CONTRACT_ENDED };
  if (facts.closedReason !== null) return { state: 'locked', reason: lunchKitchenClosed(day, facts.closedReason) };
  if (!lunchDayOpen(day, contract.cutoffTime, facts.now))
    return { state: 'locked', reason: lunchCutoffPassedText(day, contract.cutoffTime) };
  return { state: 'open', reason: null };
}

/** One day of a contract as the calendars show it. */
export function dayResponse(facts: DayFacts): LunchDayResponse {
  const { contract, day, row } = facts;
  const lock = dayLock(facts);
  const headcount = dayHeadcount(contract, row);
  const skipped = daySkipped(day, row);
  const billed =
    !skipped &&
    (lock.state === 'ordered' ||
      ((lock.state === 'open' || lock.state === 'locked') && contract.status === 'active' && facts.closedReason === null));
  const price = toMoney(row?.pricePerPerson ?? contract.pricePerPerson);
  return {
    date: day,
    headcount,
    set: row?.setName ?? facts.sets[0]?.name ?? null,
    diet_note: row?.dietNote ?? null,
    skipped,
    holiday: publicHoliday(day),
    editable: lock.state === 'open',
    cutoff_at: toMinskIso(lunchCutoffAt(day, contract.cutoffTime)),
    order_id: row?.orderId ?? null,
    state: lock.state,
    reason: lock.reason,
    closed_reason: facts.closedReason,
    sets: facts.sets.map((set) => ({
      name: set.name,
      dishes: set.lines.map((line) => ({
        product_id: line.productId,
        name: line.productName,
        quantity_per_person: line.quantityPerPerson,
      })),
    })),
    amount: billed ? fromMinor(lunchDayAmountMinor(headcount, toMinor(price))) : 0,
    late_charge: toMoney(row?.lateCharge ?? 0),
  };
}

import { publicHoliday } from '@bulbash/rules';
import { EntityManager } from 'typeorm';
import { forUpdate } from '../database/row-locks';
import { LunchDay } from './lunch-day.entity';

/** A day's row starts skipped on a public holiday (offices are closed); the contact may still order it. */
export const skippedByDefault = (day: string): boolean => publicHoliday(day) !== null;

/**
 * The contract's row of a day, made the first time the day is touched (skipped by default on a
 * holiday) and locked for the transaction; callers hold the contract's row lock first.
 */
export async function lockDayRow(manager: EntityManager, contractId: number, day: string): Promise<LunchDay> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(LunchDay)
    .values({ contractId, day, skipped: skippedByDefault(day) })
    .orIgnore()
    .execute();
  return forUpdate(
    manager,
    manager.createQueryBuilder(LunchDay, 'd').where('d.contractId = :contractId AND d.day = :day', { contractId, day }),
  ).getOneOrFail();
}

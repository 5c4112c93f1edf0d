import { isLockConflict } from '../common/database-errors';

/**
 * Runs a transaction and, when MySQL/MariaDB picked it as a deadlock victim (or it timed out
 * waiting for a row lock), runs it once more: the engine rolled it back whole, so a retry is
 * safe. A second conflict goes to the caller.
 */
export async function retryOnceOnLockConflict<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!isLockConflict(error)) throw error;
  }
  return attempt();
}

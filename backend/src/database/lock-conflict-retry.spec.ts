import { QueryFailedError } from 'typeorm';
import { retryOnceOnLockConflict } from './lock-conflict-retry';

/** The error mysql2 reports, wrapped by TypeORM as for a real failed statement. */
function mysqlError(errno: number, code: string): QueryFailedError {
  return new QueryFailedError('UPDATE t SET x = 1', [], Object.assign(new Error(`${code}: refused`), { errno, code }));
}

const DEADLOCK = () => mysqlError(1213, 'ER_LOCK_DEADLOCK');
const LOCK_WAIT_TIMEOUT = () => mysqlError(1205, 'ER_LOCK_WAIT_TIMEOUT');

/** An attempt function that fails with the given errors in turn, then answers `ok`. */
function attempts(...failures: Error[]): { attempt: () => Promise<string>; calls: () => number } {
  let calls = 0;
  return {
    attempt: async () => {
      const failure = failures[calls];
      calls += 1;
      if (failure) throw failure;
      return 'ok';
    },
    calls: () => calls,
  };
}

describe('retryOnceOnLockConflict', () => {
  it('runs a successful transaction once', async () => {
    const run = attempts();
    await expect(retryOnceOnLockConflict(run.attempt)).resolves.toBe('ok');
    expect(run.calls()).toBe(1);
  });

  it.each([
    ['a deadlock', DEADLOCK],
    ['a lock wait timeout', LOCK_WAIT_TIMEOUT],
  ])('runs the transaction again after %s', async (_name, conflict) => {
    const run = attempts(conflict());
    await expect(retryOnceOnLockConflict(run.attempt)).resolves.toBe('ok');
    expect(run.calls()).toBe(2);
  });

  it('gives a second conflict to the caller instead of retrying forever', async () => {
    const second = DEADLOCK();
    const run = attempts(DEADLOCK(), second);
    await expect(retryOnceOnLockConflict(run.attempt)).rejects.toBe(second);
    expect(run.calls()).toBe(2);
  });

  it('does not retry other failures', async () => {
    const duplicate = mysqlError(1062, 'ER_DUP_ENTRY');
    const plain = new Error('not a database error');
    for (const failure of [duplicate, plain]) {
      const run = attempts(failure);
      await expect(retryOnceOnLockConflict(run.attempt)).rejects.toBe(failure);
      expect(run.calls()).toBe(1);
    }
  });
});

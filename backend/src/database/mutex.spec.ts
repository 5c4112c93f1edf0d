import { Mutex } from './mutex';

/** A promise the test settles by hand. */
function gate<T = void>(): { promise: Promise<T>; open: (value: T) => void; fail: (error: Error) => void } {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => ((open = resolve), (fail = reject)));
  return { promise, open, fail };
}

/** Lets every already-settled promise callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('Mutex', () => {
  it('starts the second work only after the first has finished', async () => {
    const mutex = new Mutex();
    const events: string[] = [];
    const first = gate();
    const one = mutex.runExclusive(async () => {
      events.push('first started');
      await first.promise;
      events.push('first finished');
      return 1;
    });
    const two = mutex.runExclusive(async () => {
      events.push('second started');
      return 2;
    });
    await settle();
    expect(events).toEqual(['first started']);
    expect(mutex.waiting).toBe(1);
    expect(mutex.locked).toBe(true);

    first.open();
    await expect(Promise.all([one, two])).resolves.toEqual([1, 2]);
    expect(events).toEqual(['first started', 'first finished', 'second started']);
    expect(mutex.waiting).toBe(0);
    expect(mutex.locked).toBe(false);
  });

  it('frees the lock when the work fails, and hands the failure to its caller', async () => {
    const mutex = new Mutex();
    const first = gate();
    const failing = mutex.runExclusive(async () => {
      await first.promise;
      throw new Error('boom');
    });
    const next = mutex.runExclusive(async () => 'next ran');
    first.open();
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next ran');
  });

  it('serves waiters in arrival order', async () => {
    const mutex = new Mutex();
    const order: number[] = [];
    const first = gate();
    const runs = [0, 1, 2, 3].map((index) =>
      mutex.runExclusive(async () => {
        if (index === 0) await first.promise;
        order.push(index);
      }),
    );
    await settle();
    expect(mutex.waiting).toBe(3);
    first.open();
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('ignores a second release of the same acquisition', async () => {
    const mutex = new Mutex();
    const release = await mutex.acquire();
    const waiter = mutex.acquire();
    release();
    const releaseWaiter = await waiter;
    release();
    // The waiter still holds it: a third caller must queue.
    const third = mutex.acquire();
    await settle();
    expect(mutex.locked).toBe(true);
    expect(mutex.waiting).toBe(1);
    releaseWaiter();
    (await third)();
    expect(mutex.locked).toBe(false);
  });
});

import { VersionTracker } from './version-tracker';

/** A version row read through a function the test controls, with a clock the test moves. */
function setup(maxAgeMs = 250) {
  const state = { now: 1_000, version: 1, reads: 0 };
  const gates: Array<() => void> = [];
  let gated = false;
  const read = async () => {
    state.reads += 1;
    const version = state.version;
    if (gated) await new Promise<void>((resolve) => gates.push(resolve));
    return version;
  };
  const tracker = new VersionTracker(read, () => state.now, maxAgeMs);
  return { state, tracker, gate: (on: boolean) => (gated = on), open: () => gates.splice(0).forEach((resolve) => resolve()) };
}

describe('VersionTracker', () => {
  it('reads the row once per max age, then again', async () => {
    const { state, tracker } = setup();
    expect(await tracker.current()).toBe(1);
    state.version = 2;
    state.now += 249;
    expect(await tracker.current()).toBe(1);
    expect(state.reads).toBe(1);
    state.now += 1;
    expect(await tracker.current()).toBe(2);
    expect(state.reads).toBe(2);
  });

  it('lets concurrent callers share one read', async () => {
    const { state, tracker } = setup();
    const all = await Promise.all([tracker.current(), tracker.current(), tracker.current()]);
    expect(all).toEqual([1, 1, 1]);
    expect(state.reads).toBe(1);
  });

  it('reads again on the next call after invalidate(), however recent the last read', async () => {
    const { state, tracker } = setup();
    await tracker.current();
    state.version = 5;
    tracker.invalidate();
    expect(await tracker.current()).toBe(5);
    expect(state.reads).toBe(2);
  });

  it('does not remember a read that started before invalidate()', async () => {
    const { state, tracker, gate, open } = setup();
    gate(true);
    const early = tracker.current();
    state.version = 2;
    tracker.invalidate();
    const late = tracker.current();
    open();
    expect(await early).toBe(1);
    expect(await late).toBe(2);
    gate(false);
    expect(await tracker.current()).toBe(2);
    expect(state.reads).toBe(2);
  });

  it('gives the version without waiting only while it is fresh', async () => {
    const { state, tracker } = setup();
    expect(tracker.fresh()).toBeNull();
    await tracker.current();
    expect(tracker.fresh()).toBe(1);
    state.now += 250;
    expect(tracker.fresh()).toBeNull();
    await tracker.current();
    tracker.invalidate();
    expect(tracker.fresh()).toBeNull();
  });

  it('lets callers use the last version within a grace while the due re-read runs, never after invalidate()', async () => {
    const { state, tracker, gate, open } = setup();
    await tracker.current();
    state.version = 2;
    state.now += 300;
    gate(true);
    expect(tracker.usable(750)).toBe(1);
    expect(tracker.usable(750)).toBe(1);
    expect(state.reads).toBe(2);
    open();
    expect(await tracker.current()).toBe(2);
    expect(state.reads).toBe(2);
    expect(tracker.usable(750)).toBe(2);
    gate(false);
    state.now += 800;
    expect(tracker.usable(750)).toBeNull();
    tracker.invalidate();
    expect(tracker.usable(750)).toBeNull();
  });

  it('fails the callers when the read fails and reads again next time', async () => {
    const state = { fail: true };
    const tracker = new VersionTracker(
      async () => {
        if (state.fail) throw new Error('database down');
        return 3;
      },
      () => 0,
      250,
    );
    await expect(tracker.current()).rejects.toThrow('database down');
    state.fail = false;
    expect(await tracker.current()).toBe(3);
  });
});

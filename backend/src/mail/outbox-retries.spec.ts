import { afterFailure, PERMANENT_REFUSAL_TRIES, retryDelayMs, TRANSIENT_FAILURE_TRIES } from './outbox-retries';

describe('outbox retries', () => {
  const now = new Date('2026-12-10T07:00:00Z');

  it('backs off 30 s, 1 min, 2 min … at most an hour', () => {
    expect([1, 2, 3, 4, 8, 9, 30].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000]);
  });

  it('fails a permanent refusal after its few tries and a passing one after about a day of tries', () => {
    const permanent = { reason: '550 5.1.1 mailbox unavailable', permanent: true };
    const passing = { reason: 'Timeout', permanent: false };
    expect(afterFailure(1, permanent, now)).toEqual({ status: 'pending', nextAttemptAt: new Date(now.getTime() + 30_000) });
    expect(afterFailure(PERMANENT_REFUSAL_TRIES - 1, permanent, now).status).toBe('pending');
    expect(afterFailure(PERMANENT_REFUSAL_TRIES, permanent, now)).toEqual({ status: 'failed' });
    expect(afterFailure(PERMANENT_REFUSAL_TRIES, passing, now).status).toBe('pending');
    expect(afterFailure(TRANSIENT_FAILURE_TRIES - 1, passing, now)).toEqual({
      status: 'pending',
      nextAttemptAt: new Date(now.getTime() + 3_600_000),
    });
    expect(afterFailure(TRANSIENT_FAILURE_TRIES, passing, now)).toEqual({ status: 'failed' });
    // The whole schedule of a passing failure: between half a day and a day.
    const waited = Array.from({ length: TRANSIENT_FAILURE_TRIES - 1 }, (_, index) => retryDelayMs(index + 1)).reduce((a, b) => a + b, 0);
    expect(waited).toBeGreaterThan(12 * 3_600_000);
    expect(waited).toBeLessThan(24 * 3_600_000);
  });

  it("waits what the other side asked for (Telegram's retry_after) and fails at once what cannot succeed", () => {
    const busy = { reason: '429: Too Many Requests: retry after 7', permanent: false, retryAfterMs: 7_000 };
    expect(afterFailure(1, busy, now)).toEqual({ status: 'pending', nextAttemptAt: new Date(now.getTime() + 7_000) });
    expect(afterFailure(5, busy, now)).toEqual({ status: 'pending', nextAttemptAt: new Date(now.getTime() + 7_000) });
    expect(afterFailure(TRANSIENT_FAILURE_TRIES, busy, now)).toEqual({ status: 'failed' });
    const blocked = { reason: '403: Forbidden: bot was blocked by the user', permanent: true, final: true };
    expect(afterFailure(1, blocked, now)).toEqual({ status: 'failed' });
  });
});

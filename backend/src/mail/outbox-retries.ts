/**
 * How the outbox gives up: the retry schedule and the bound on tries, whatever the channel. A
 * permanent refusal (SMTP 5xx: no such mailbox, policy) is tried a few times in case the server
 * was misconfigured for a moment; a transient one (4xx, a timeout, a broken connection) is
 * retried with backoff for about a day. Then the letter is `failed` with the last reason, shown
 * in the back office («Почта»), and is sent again only when staff press «Отправить ещё раз».
 */
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 60 * 60_000;
/** Tries of a letter the server refuses for good (5xx) before it is failed. */
export const PERMANENT_REFUSAL_TRIES = 3;
/** Tries of a letter that keeps failing for passing reasons: 30 s, 1, 2 … 32 min, then hourly, about 17 h in all. */
export const TRANSIENT_FAILURE_TRIES = 24;

/** 30 s, 1 min, 2 min … at most 1 h after the n-th failed try. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
}

/** Why one try failed: the reason kept in `last_error`, and whether the refusal is for good. */
export interface DeliveryFailure {
  reason: string;
  permanent: boolean;
  /** The other side named when to try again (Telegram's 429 `retry_after`): the next try waits that instead of the backoff. */
  retryAfterMs?: number;
  /** Trying again cannot help (the chat blocked the bot): the row is failed at once, whatever its count. */
  final?: boolean;
}

/** What a failed try leaves: still pending until `nextAttemptAt`, or failed for good. */
export type AfterFailure = { status: 'pending'; nextAttemptAt: Date } | { status: 'failed' };

/** The row's state after its `attempts`-th try (this one included) failed with `failure`. */
export function afterFailure(attempts: number, failure: DeliveryFailure, now: Date): AfterFailure {
  const bound = failure.permanent ? PERMANENT_REFUSAL_TRIES : TRANSIENT_FAILURE_TRIES;
  if (failure.final || attempts >= bound) return { status: 'failed' };
  const delay = failure.retryAfterMs !== undefined ? Math.min(LAST_RETRY_MS, Math.max(0, failure.retryAfterMs)) : retryDelayMs(attempts);
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + delay) };
}

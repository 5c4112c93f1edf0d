export interface WindowLimit {
  limit: number;
  windowMs: number;
}

/**
 * Milliseconds until one more event fits under every limit (at most `limit` events in any
 * window of `windowMs` ending now), given the times of the past events; 0 when one fits now.
 */
export function slidingWindowWait(times: readonly number[], now: number, limits: readonly WindowLimit[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let wait = 0;
  for (const { limit, windowMs } of limits) {
    const inWindow = sorted.filter((time) => time > now - windowMs);
    if (inWindow.length >= limit) wait = Math.max(wait, inWindow[inWindow.length - limit] + windowMs - now);
  }
  return wait;
}

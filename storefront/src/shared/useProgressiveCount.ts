import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render: `first` at once (so the first screen paints early), then
 * `step` more in each follow-up, interruptible render. Small steps keep every commit (DOM insertion
 * and style work, which React cannot interrupt) short. Starts over when `key` changes.
 */
export function useProgressiveCount(total: number, first: number, step: number, key: unknown): number {
  const [shown, setShown] = useState({ key, count: first });
  const current = shown.key === key ? shown.count : first;
  useEffect(() => {
    if (current >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setShown({ key, count: current + step })), 0);
    return () => window.clearTimeout(timer);
  }, [current, total, step, key]);
  return Math.min(current, total);
}

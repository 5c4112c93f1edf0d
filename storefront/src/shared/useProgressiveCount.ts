import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render: `first` at once (so the first screen paints early),
 * then all of them in a follow-up, interruptible render. Starts over when `key` changes.
 */
export function useProgressiveCount(total: number, first: number, key: unknown): number {
  const [shown, setShown] = useState({ key, count: first });
  const current = shown.key === key ? shown.count : first;
  useEffect(() => {
    if (current >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setShown({ key, count: total })), 0);
    return () => window.clearTimeout(timer);
  }, [current, total, key]);
  return Math.min(current, total);
}

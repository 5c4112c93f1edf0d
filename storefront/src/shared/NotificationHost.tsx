import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotification } from '../state/notification';

// Snackbar + Alert are loaded with the first notice (or when the browser is idle), not with the page.
const loadBar = () => import('./NotificationBar');
const PREFETCH_AFTER_MS = 4000;
const NotificationBar = lazy(() => loadBar().then((module) => ({ default: module.NotificationBar })));

export function NotificationHost() {
  const { notice } = useNotification();
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (notice) setUsed(true);
  }, [notice]);
  useEffect(() => {
    // Prefetched well after the first screen, so it never competes with that screen's requests.
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 0));
    const timer = window.setTimeout(() => idle(() => void loadBar()), PREFETCH_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!used && !notice) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBar />
    </Suspense>
  );
}

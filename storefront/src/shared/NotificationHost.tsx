import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotification } from '../state/notification';

// Snackbar + Alert are loaded with the first notice (or when the browser is idle), not with the page.
const loadBar = () => import('./NotificationBar');
const NotificationBar = lazy(() => loadBar().then((module) => ({ default: module.NotificationBar })));

export function NotificationHost() {
  const { notice } = useNotification();
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (notice) setUsed(true);
  }, [notice]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 2000));
    idle(() => void loadBar());
  }, []);
  if (!used && !notice) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBar />
    </Suspense>
  );
}

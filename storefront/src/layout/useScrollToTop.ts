import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new screen starts at the top of the page (query-only changes keep the position). */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
